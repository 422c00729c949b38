import { TOO_MANY_EVENT_STREAMS } from '@shared/api/todos';
import { ALREADY_VERIFIED, ANOTHER_ACCOUNTS_LINK, LOG_IN_TO_VERIFY } from '@shared/api/verification';
import { MESSAGES } from '@shared/messages';

/**
 * The reference text of every operation in the OpenAPI document (/docs/api/json), keyed like
 * routes/route-access.ts by "METHOD /path" under the API mount (`/health` routes by their own path), and
 * grouped by the tag that names the resource. Security and error answers are not written here: the API
 * document derives them from what each route declares (plugins/api-document.ts). A route without an entry,
 * or an entry without a route, fails tests/integration/docs/api-document.test.ts.
 */
export interface OperationReference {
  /** camelCase, by resource and verb; stable: generated clients name their methods after it. */
  id: string;
  /** One line. */
  summary: string;
  /** What the path does not say: limits, side effects, what changes live. */
  description?: string;
  /**
   * Error answers its declaration cannot show, by status, with their text: 409 for a conflict, and a refusal
   * of a public route (a wrong password, an unknown link). The API document derives the others.
   */
  errors?: Partial<Record<number, string>>;
  /** The media type of its success answer when it is not JSON (an HTML page, an event stream). */
  mediaType?: string;
  /** When the operation may answer 302 instead, and where to. */
  redirect?: string;
}

const LIVE = 'Open editors see the change at once.';
const RETRY =
  'A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.';
const ID_TAKEN =
  "The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else).";
const TWO_PLACES = 'The item is in two documents at once for a moment (a move in flight); try again.';
const COPY =
  'Makes a new item of the workspace named "<title> (copy)", every node, to-do, lane and card under a new id; within the plan limit, refused as a create is. Links to to-dos and lists stay with the original.';
const PLAN_CAP =
  'The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10).';
const NO_CHECKOUT = 'Checkout session not found';
const STRIPE_ONLY = 'Not available in local test mode';
const AI_RUN =
  'Counts one AI run against the workspace allowance (GET /api/usage); the answer comes at once and the draft streams into the new document, which editors and GET /api/ai-generation follow.';

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
  admin: 'Users, payments and analytics, for admins.',
};

export const API_REFERENCE: Record<keyof typeof API_TAGS, Record<string, OperationReference>> = {
  system: {
    'GET /health': { id: 'getHealth', summary: 'Liveness: the process answers and the database too' },
    'GET /health/ready': {
      id: 'getReadiness',
      summary: 'Readiness: the database and Redis are in reach',
      description:
        'Answers 503 while the database or Redis is out of reach, so a load balancer skips the instance.',
    },
  },
  accounts: {
    'POST /register': {
      id: 'register',
      summary: 'Create an account and sign it in',
      description:
        "Starts a trial workspace and mails a verification link. Limited per address. With `invitationToken` (from an invitation's link) and the address the invitation names, the account starts verified, joins that workspace with the invitation's role and works in it; with another address it is an ordinary sign-up and the invitation stays open.",
      errors: {
        404: 'This invitation is invalid or has expired.',
        409: 'An account with this e-mail address exists.',
      },
    },
    'POST /login': {
      id: 'login',
      summary: 'Sign in',
      description: 'Sets the session cookie. Limited per address.',
      errors: { 401: MESSAGES.loginNotFound },
    },
    'POST /logout': {
      id: 'logout',
      summary: 'Sign out',
      description: 'Ends the session and clears its cookie.',
    },
    'GET /me': { id: 'getMe', summary: 'Who is signed in', description: 'A visitor gets `{ user: null }`.' },
    'PATCH /me': { id: 'updateMe', summary: "Change the signed-in user's profile" },
    'POST /forgot-password': {
      id: 'requestPasswordReset',
      summary: 'Mail a password reset link',
      description:
        'Answers the same whether or not the address has an account. Limited per address and per account.',
    },
    'POST /reset-password': {
      id: 'resetPassword',
      summary: 'Choose a new password from a reset link',
      description:
        'Ends every session of the account, revokes its API tokens and ends pending purchases. The answer names the tokens that ended (`endedTokens`), which GET /tokens/ended also lists.',
    },
    'GET /user-status': {
      id: 'getUserStatus',
      summary: "The current workspace's plan and whether it grants access now",
    },
    'GET /usage': {
      id: 'getUsage',
      summary: 'What the workspace holds and its plan limits',
      description: 'Counts of maps, lists and boards, and the AI runs used and allowed.',
    },
    'POST /verify-email': {
      id: 'verifyEmail',
      summary: 'Verify an e-mail address from its link (once)',
      description: `The link confirms the address only for a signed-in session of the account it was made for: opened signed out it answers 401, by another account's session 403 ("${ANOTHER_ACCOUNTS_LINK}"), and stays usable. A link made for an account whose address is verified answers 200 with \`alreadyVerified: true\`, whoever opens it.`,
      errors: { 401: LOG_IN_TO_VERIFY },
    },
    'POST /resend-verification': {
      id: 'resendVerification',
      summary: 'Mail a new verification link',
      description: 'At most 5 an hour.',
      errors: { 400: ALREADY_VERIFIED },
    },
  },
  billing: {
    'GET /billing/mode': {
      id: 'getBillingMode',
      summary: 'Whether billing runs on Stripe or in local test mode',
    },
    'POST /purchase-register': {
      id: 'registerForPurchase',
      summary: 'Start the purchase path with a new account',
      description:
        'Creates the account with its trial and sets the cookie that ties the purchase path to it.',
      errors: { 409: 'An account with this e-mail address exists.' },
    },
    'POST /createCheckoutSession': {
      id: 'createCheckoutSession',
      summary: 'Start a checkout for the signed-in or purchasing account',
      errors: { 409: 'The plan is already active.' },
    },
    'GET /getCheckoutSession': {
      id: 'getCheckoutSession',
      summary: "Whether the caller's checkout is complete",
      errors: { 404: NO_CHECKOUT },
    },
    'POST /billing/test-checkout': {
      id: 'completeTestCheckout',
      summary: 'Complete a checkout in local test mode',
      description: 'Activates the plan without payment; only in local test mode.',
      errors: { 404: NO_CHECKOUT },
    },
    'POST /purchase-sign-in': {
      id: 'signInAfterPurchase',
      summary: 'Sign the buyer in on the return from checkout',
      description:
        'Only with the purchase cookie of the account made on /purchase-register, for the checkout of that account, once, and while its password is still the one chosen there.',
    },
    'GET /billing': { id: 'getBilling', summary: 'The last invoice date and amount' },
    'GET /billing/invoices': {
      id: 'listInvoices',
      summary: "The account's invoices, newest first (at most 12)",
    },
    'GET /billing/invoices/:id/download': {
      id: 'downloadInvoice',
      summary: 'Download an invoice',
      mediaType: 'text/html',
      redirect: "A Stripe payment's invoice: the Location header is Stripe's own invoice.",
      description:
        "An HTML invoice to print or file, or a redirect to Stripe's own invoice for a Stripe payment.",
    },
    'POST /billing/resume': {
      id: 'resumeSubscription',
      summary: 'Resume a cancelled subscription before its paid period ends',
      errors: { 409: 'There is no cancelled subscription to resume.' },
    },
    'POST /billing/cancel': {
      id: 'cancelSubscription',
      summary: 'Cancel the subscription at the end of the paid period',
      errors: { 409: 'There is no active subscription to cancel.' },
    },
    'POST /cancelSubscription': {
      id: 'cancelSubscriptionAlias',
      summary: 'Cancel the subscription (the seed contract’s name for POST /api/billing/cancel)',
      errors: { 409: 'There is no active subscription to cancel.' },
    },
    'POST /billing/portal': {
      id: 'openBillingPortal',
      summary: "Open Stripe's billing portal",
      errors: { 404: STRIPE_ONLY, 409: 'There is no payment method on file yet.' },
    },
    'POST /stripe/webhook': {
      id: 'receiveStripeEvent',
      summary: 'Stripe events (signed)',
      description: 'Called by Stripe; the signature header is checked against STRIPE_WEBHOOK_SECRET.',
      errors: { 400: 'Invalid or stale Stripe signature', 404: STRIPE_ONLY },
    },
  },
  teams: {
    'GET /workspaces': { id: 'listWorkspaces', summary: "The user's workspaces and their role in each" },
    'POST /workspaces/current': {
      id: 'switchWorkspace',
      summary: 'Open another of the user’s workspaces in this session',
    },
    'GET /team-members': { id: 'listTeamMembers', summary: 'Members of the current workspace' },
    'PATCH /team-members/:userId': {
      id: 'changeMemberRole',
      summary: "Change a member's role",
      description:
        "Making someone owner hands the workspace and its plan over; the member's open documents reconnect.",
    },
    'DELETE /team-members/:userId': {
      id: 'removeMember',
      summary: 'Remove a member, or leave',
      description:
        'The owner removes anyone else; any member may remove themself. Their tokens for it are deleted.',
    },
    'GET /invitations': { id: 'listInvitations', summary: 'Pending invitations to the workspace' },
    'POST /invitations': {
      id: 'invite',
      summary: 'Invite someone by e-mail',
      description: 'At most 50 an hour per user.',
    },
    'DELETE /invitations/:id': { id: 'revokeInvitation', summary: 'Withdraw an invitation' },
    'GET /invitations/preview': {
      id: 'previewInvitation',
      summary: 'Who invites to which workspace, from its link',
      errors: { 404: 'This invitation is invalid or has expired.' },
    },
    'POST /invitations/accept': {
      id: 'acceptInvitation',
      summary: 'Join a workspace from an invitation',
      description: 'Only from a verified address that the invitation names.',
    },
  },
  'API tokens': {
    'GET /tokens': { id: 'listTokens', summary: "The user's API tokens, without their secrets" },
    'POST /tokens': {
      id: 'createToken',
      summary: 'Create an API token',
      description:
        'The answer is the only time the secret is shown. At most 50 tokens; expiry at most 365 days.',
      errors: { 409: 'The account already holds 50 tokens.' },
    },
    'DELETE /tokens/:id': {
      id: 'revokeToken',
      summary: 'Revoke an API token',
      description: 'Its next request is refused and its live documents close, on every instance.',
    },
    'GET /tokens/ended': {
      id: 'listEndedTokens',
      summary: 'The API tokens password resets ended',
      description:
        'Each with its name, workspace, and when it was made and ended; those of the last 30 days, until dismissed.',
    },
    'DELETE /tokens/ended': {
      id: 'dismissEndedTokens',
      summary: 'Dismiss the list of tokens password resets ended',
    },
  },
  'mind maps': {
    'GET /mindmaps': { id: 'listMindmaps', summary: 'Mind maps of the workspace' },
    'POST /mindmaps': {
      id: 'createMindmap',
      summary: 'Create a mind map',
      description: `${PLAN_CAP} ${RETRY}`,
      errors: { 409: ID_TAKEN },
    },
    'DELETE /mindmaps': { id: 'deleteMindmap', summary: 'Delete a mind map', description: LIVE },
    'GET /mapid/:id': { id: 'getMindmap', summary: 'One mind map' },
    'PATCH /update/mindmap/:id': {
      id: 'updateMindmapView',
      summary: "Save a mind map's view (pan and zoom), rename it, or both",
      description: `\`config\` saves the view; \`data\` takes a new \`title\` and/or \`description\` as POST /api/mindmaps does (a root still labelled with the old title follows). ${LIVE}`,
    },
    'POST /mindmaps/:id/duplicate': {
      id: 'duplicateMindmap',
      summary: 'Duplicate a mind map',
      description: `${COPY} ${PLAN_CAP}`,
    },
    'GET /nodes': { id: 'listNodes', summary: 'Nodes of a mind map' },
    'POST /nodes': {
      id: 'createNode',
      summary: 'Add a node to a mind map',
      description: `Without \`parentId\` the node hangs under the root. ${LIVE}`,
    },
    'GET /node': { id: 'listWorkspaceNodes', summary: 'Nodes of every mind map of the workspace' },
    'PATCH /nodes/:id': {
      id: 'updateNode',
      summary: 'Change a node',
      description: LIVE,
      errors: { 409: TWO_PLACES },
    },
    'DELETE /nodes/:id': {
      id: 'deleteNode',
      summary: 'Delete a node and its branch',
      description: LIVE,
      errors: { 409: TWO_PLACES },
    },
  },
  'to-do lists': {
    'GET /todo-lists': { id: 'listTodoLists', summary: 'To-do lists of the workspace' },
    'POST /todo-lists': {
      id: 'createTodoList',
      summary: 'Create a to-do list',
      description: `With \`nodeId\` the list is linked from that map node; with \`prompt\` AI drafts it. ${PLAN_CAP} ${RETRY}`,
      errors: { 409: ID_TAKEN },
    },
    'DELETE /todo-lists': { id: 'deleteTodoList', summary: 'Delete a to-do list', description: LIVE },
    'PATCH /todo-lists/:id': {
      id: 'updateTodoList',
      summary: 'Rename a to-do list, or change its description',
      description: LIVE,
    },
    'POST /todo-lists/:id/duplicate': {
      id: 'duplicateTodoList',
      summary: 'Duplicate a to-do list',
      description: `${COPY} ${PLAN_CAP}`,
    },
  },
  'to-dos': {
    'GET /todos': { id: 'listTodos', summary: 'To-dos of a list, or the unassigned ones' },
    'POST /todos': {
      id: 'createTodo',
      summary: 'Add a to-do',
      description: `Without \`list_id\` it goes to the workspace's unassigned to-dos. ${LIVE}`,
      errors: { 409: 'The to-do could not be added, or the target list holds one with this id.' },
    },
    'GET /todoid/:id': { id: 'getTodo', summary: 'One to-do', errors: { 409: TWO_PLACES } },
    'PUT /todoid/:id': {
      id: 'updateTodo',
      summary: 'Change a to-do, or move it to another list',
      description: `A linked Kanban card follows. ${LIVE}`,
      errors: { 409: TWO_PLACES },
    },
    'DELETE /todoid/:id': {
      id: 'deleteTodo',
      summary: 'Delete a to-do',
      description: LIVE,
      errors: { 409: TWO_PLACES },
    },
    'GET /todo-lists/progress': { id: 'listTodoListProgress', summary: 'Done and total counts of lists' },
  },
  comments: {
    'GET /todo-comments': { id: 'listTodoComments', summary: "A to-do's comments, oldest first" },
    'POST /todo-comments': {
      id: 'createTodoComment',
      summary: 'Comment on a to-do',
      description: 'The author is the caller. An @mention notifies that member.',
    },
    'GET /kanban-card-comments': { id: 'listCardComments', summary: "A card's comments, oldest first" },
    'POST /kanban-card-comments': {
      id: 'createCardComment',
      summary: 'Comment on a card',
      description: 'The author is the caller. An @mention notifies that member; open boards see it at once.',
    },
    'GET /notifications': {
      id: 'listNotifications',
      summary: "The user's latest mentions and the unread count",
    },
    'POST /notifications/read': { id: 'markNotificationsRead', summary: 'Mark notifications read' },
  },
  events: {
    'GET /events': {
      id: 'streamEvents',
      mediaType: 'text/event-stream',
      summary: 'Server-sent events of the current workspace',
      description:
        'A text/event-stream whose data lines are JSON objects of type list-progress, notification or item-changed (a map, list or board renamed or re-described). It ends when access to the workspace changes. A user holds at most 10 streams open on one server instance; the next is refused (429) until one closes.',
      errors: { 429: TOO_MANY_EVENT_STREAMS },
    },
  },
  boards: {
    'GET /boards': { id: 'listBoards', summary: 'Boards of the workspace, or one with `id`' },
    'POST /boards': {
      id: 'createBoard',
      summary: 'Create a board',
      description: `With \`prompt\` AI drafts its cards. ${PLAN_CAP} ${RETRY}`,
      errors: { 409: ID_TAKEN },
    },
    'DELETE /boards': { id: 'deleteBoard', summary: 'Delete a board', description: LIVE },
    'PATCH /boards/:id': {
      id: 'updateBoard',
      summary: 'Rename a board, or change its description',
      description: LIVE,
    },
    'POST /boards/:id/duplicate': {
      id: 'duplicateBoard',
      summary: 'Duplicate a board',
      description: `${COPY} ${PLAN_CAP}`,
    },
    'POST /kanban-boards': {
      id: 'createKanbanBoard',
      summary: 'Create a board (the seed contract’s second name for POST /api/boards)',
      description: `${PLAN_CAP} ${RETRY}`,
      errors: { 409: ID_TAKEN },
    },
    'GET /kanban-board-data': { id: 'getBoardData', summary: 'A board with its lanes and cards' },
    'GET /kanban-card-metrics': {
      id: 'getCardMetrics',
      summary: 'Cards done today and this week',
      description: "`tzOffset` (minutes, as Date#getTimezoneOffset) sets the reader's midnight.",
    },
  },
  kanban: {
    'POST /kanban/columns': {
      id: 'createColumn',
      summary: 'Add a lane to a board',
      description: LIVE,
      errors: { 409: "The titles 'New' and 'Done' are reserved." },
    },
    'PATCH /kanban/columns': {
      id: 'reorderColumns',
      summary: "Reorder a board's lanes",
      description: LIVE,
      errors: { 409: "The lanes 'New' and 'Done' keep their places." },
    },
    'PATCH /kanban/columns/:id': {
      id: 'renameColumn',
      summary: 'Rename a lane',
      description: LIVE,
      errors: { 409: "The lanes 'New' and 'Done', and their titles, are reserved." },
    },
    'DELETE /kanban/columns/:id': {
      id: 'deleteColumn',
      summary: 'Delete a lane',
      description: LIVE,
      errors: { 409: "The lanes 'New' and 'Done' cannot be deleted." },
    },
    'POST /kanban/cards': { id: 'createCard', summary: 'Add a card to a lane', description: LIVE },
    'PATCH /kanban/cards/:id': {
      id: 'updateCard',
      summary: 'Change a card',
      description: `A linked to-do follows. ${LIVE}`,
      errors: { 409: TWO_PLACES },
    },
    'DELETE /kanban/cards/:id': {
      id: 'deleteCard',
      summary: 'Delete a card',
      description: LIVE,
      errors: { 409: TWO_PLACES },
    },
    'PATCH /kanban/cards/:id/move': {
      id: 'moveCard',
      summary: 'Move a card to a lane and rank',
      description: `Positions are ranks in the lane; entering Done marks the card, and its linked to-do, done. ${LIVE}`,
      errors: { 409: TWO_PLACES },
    },
    'GET /todo-list-cards': {
      id: 'listTodoListCards',
      summary: 'Which to-dos of a list have Kanban cards, and on which boards',
    },
    'POST /send-todo-to-kanban': {
      id: 'sendTodoToKanban',
      summary: "Put a to-do on a board's New lane (Done when completed)",
      description: `Sending again makes no second card. ${LIVE}`,
    },
    'POST /send-todo-list-to-kanban': {
      id: 'sendTodoListToKanban',
      summary: 'Put every to-do of a list on a board',
      description: `To-dos already on the board are skipped. ${LIVE}`,
    },
  },
  dashboard: {
    'GET /dashboard-metrics': {
      id: 'getDashboardMetrics',
      summary: 'Counts and recent activity for the dashboard',
    },
  },
  AI: {
    'POST /ai-create-mindmap': {
      id: 'aiCreateMindmap',
      summary: 'Draft a mind map with AI',
      description: AI_RUN,
    },
    'POST /ai-create-todo': {
      id: 'aiCreateTodoList',
      summary: 'Draft a to-do list with AI',
      description: AI_RUN,
    },
    'POST /ai-create-board': { id: 'aiCreateBoard', summary: 'Draft a board with AI', description: AI_RUN },
    'POST /ai-expand-node': {
      id: 'aiExpandNode',
      summary: 'Draft children for a map node with AI',
      description: 'Counts one AI run; the children stream into the map.',
      errors: { 409: 'A generation is already running in this mind map.' },
    },
    'GET /ai-generation': { id: 'getAiGeneration', summary: 'The state of a document’s AI draft' },
    'POST /ai-generation/stop': {
      id: 'stopAiGeneration',
      summary: 'Stop a running AI draft',
      description: 'What arrived stays.',
    },
  },
  admin: {
    'GET /users': { id: 'listUsers', summary: 'Users, a page at a time (at most 100)' },
    'GET /payments': { id: 'listPayments', summary: 'Payments, 10 a page' },
    'GET /payments/:id': { id: 'getPayment', summary: 'One payment' },
    'GET /analytics': { id: 'getAnalytics', summary: 'Sign-ups, revenue and usage over the last days' },
  },
};

/** The reference of an operation by its key, with the tag it is listed under. */
export function referenceOf(key: string): (OperationReference & { tag: string }) | undefined {
  for (const [tag, operations] of Object.entries(API_REFERENCE)) {
    const reference = operations[key];
    if (reference) return { ...reference, tag };
  }
  return undefined;
}

/** Every key of the reference, to check that each names a route. */
export function referenceKeys(): string[] {
  return Object.values(API_REFERENCE).flatMap((operations) => Object.keys(operations));
}
