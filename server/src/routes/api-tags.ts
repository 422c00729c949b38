/**
 * The tags of the API document, in the order it lists them, each with what its operations cover. A route
 * names its one tag in its schema; routes/api-document.ts refuses a route whose tag is not listed here.
 */
export const API_TAGS: Record<string, string> = {
  system: 'Liveness and readiness for load balancers.',
  accounts: 'Sign-up, sign-in, the signed-in account, password and e-mail verification.',
  billing: 'The plan, its purchase path, invoices and the payment portal.',
  teams: "The user's workspaces, their members and invitations.",
  'API tokens': 'Personal API tokens (session only: a token cannot mint tokens).',
  'mind maps': 'Mind maps and their nodes.',
  'to-do lists': 'To-do lists as a whole.',
  'to-dos': 'To-dos of a list or of the workspace inbox, and list progress.',
  comments: 'Comment threads of to-dos and cards, and the mentions they raise.',
  events: 'Server-sent events of the current workspace.',
  boards: 'Kanban boards as a whole: list, create, delete, data and metrics.',
  kanban: 'Lanes and cards of a board, and sending to-dos to a board.',
  dashboard: 'The dashboard figures.',
  AI: 'Drafting maps, lists and boards with AI, and following a draft.',
  history: 'Versions of maps, lists, boards and the inbox: listing, naming and reading them.',
  imports:
    'Files brought in as maps, lists and boards (OPML, FreeMind, XMind, Markdown, Trello, CSV, Todoist), and taken out again.',
  webhooks:
    'Endpoints that hear of changes as they happen (owner only, with a session): signed deliveries, their log, tests and secrets.',
  search: 'Finding maps, lists, boards, nodes, to-dos and cards of the workspace by a few words.',
  admin: 'Users, payments and analytics, for admins.',
};
