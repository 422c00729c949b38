// Generated from the OpenAPI document by `npm run api:types`; do not edit.

export interface paths {
  '/api/ai-create-board': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Draft a board with AI
     * @description Counts one AI run against the workspace allowance (GET /api/usage); the answer comes at once and the draft streams into the new document, which editors and GET /api/ai-generation follow.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['aiCreateBoard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai-create-mindmap': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Draft a mind map with AI
     * @description Counts one AI run against the workspace allowance (GET /api/usage); the answer comes at once and the draft streams into the new document, which editors and GET /api/ai-generation follow.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['aiCreateMindmap'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai-create-todo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Draft a to-do list with AI
     * @description Counts one AI run against the workspace allowance (GET /api/usage); the answer comes at once and the draft streams into the new document, which editors and GET /api/ai-generation follow.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['aiCreateTodoList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai-expand-node': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Draft children for a map node with AI
     * @description Counts one AI run; the children stream into the map.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['aiExpandNode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai-generation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The state of a document’s AI draft
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getAiGeneration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai-generation/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a running AI draft
     * @description What arrived stays.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['stopAiGeneration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sign-ups, revenue and usage over the last days
     * @description A signed-in session; API tokens are refused (403). Admins only.
     */
    get: operations['getAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The last invoice date and amount
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['getBilling'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the subscription at the end of the paid period
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['cancelSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's invoices, newest first (at most 12)
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['listInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/invoices/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an invoice
     * @description An HTML invoice to print or file, or a redirect to Stripe's own invoice for a Stripe payment.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['downloadInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/mode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether billing runs on Stripe or in local test mode
     * @description Public: no credentials needed.
     */
    get: operations['getBillingMode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open Stripe's billing portal
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['openBillingPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a cancelled subscription before its paid period ends
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['resumeSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/test-checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete a checkout in local test mode
     * @description Activates the plan without payment; only in local test mode.
     *
     *     Public: no credentials needed.
     */
    post: operations['completeTestCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/boards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Boards of the workspace, or one with `id`
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listBoards'];
    put?: never;
    /**
     * Create a board
     * @description With `prompt` AI drafts its cards. The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10). A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createBoard'];
    /**
     * Delete a board
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteBoard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/boards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rename a board, or change its description
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['updateBoard'];
    trace?: never;
  };
  '/api/boards/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a board
     * @description Makes a new item of the workspace named "<title> (copy)", every node, to-do, lane and card under a new id; within the plan limit, refused as a create is. Links to to-dos and lists stay with the original. The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10).
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['duplicateBoard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cancelSubscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the subscription (the seed contract’s name for POST /api/billing/cancel)
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['cancelSubscriptionAlias'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/createCheckoutSession': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a checkout for the signed-in or purchasing account
     * @description Public: no credentials needed.
     */
    post: operations['createCheckoutSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard-metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counts and recent activity for the dashboard
     * @description A signed-in session; API tokens are refused (403). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getDashboardMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{kind}/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Versions of a map, list, board or inbox, newest first
     * @description A version is cut once the document rests for a minute, every ten minutes of editing without a rest, and when someone names the current state. Pages hold `limit` versions (50 unless given, 100 at most); send `nextCursor` back as `cursor` for the next page, until it is null.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listVersions'];
    put?: never;
    /**
     * Name the current state as a version
     * @description Cuts a version now, from the document as open editors have it (edits not stored yet included), under `name`. Named versions are kept for good.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['nameVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{kind}/{id}/versions/{versionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The content of a map, list, board or inbox at a version
     * @description In the shape of the kind's own read: a map's nodes as `GET /nodes?mindmapId=` answers them, a list's or the inbox's to-dos as `GET /todos?list_id=` (the inbox's with `list_id` null), a board's lanes and cards as `GET /kanban-board-data` (its `updated_at` is the version's time).
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getVersionContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{kind}/{id}/versions/{versionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore a map, list, board or inbox to a version
     * @description Cuts the current state as a version first (so it stays restorable), then writes what differs from the version into the live document as one change by the caller, which open editors see at once, and answers the version that change became. Map nodes deleted since come back under new ids, their children under them; to-dos and cards another document holds now (a to-do moved to another list) stay there and are listed in `skipped` with the reason. A card entering or leaving Done completes or reopens its linked to-do, and a title restored renames it, as any edit does. AI generation state is never restored.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['restoreVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{kind}/{id}/versions/{versionId}/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The document at a version, as a Yjs update
     * @description Apply it to an empty Y.Doc to read the version with the document schemas (a read-only preview).
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getVersionUpdate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-sent events of the current workspace
     * @description A text/event-stream whose data lines are JSON objects of type list-progress, notification or item-changed (a map, list or board renamed or re-described). It ends when access to the workspace changes. A user holds at most 10 streams open on one server instance; the next is refused (429) until one closes.
     *
     *     A signed-in session; API tokens are refused (403). Any member of the current workspace, whatever its plan.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a map, list or board as a file
     * @description Maps as OPML (`text/x-opml`), FreeMind `.mm` (`application/x-freemind`), a Markdown outline (`text/markdown`) or an XMind workbook (`application/vnd.xmind.workbook`); lists as Markdown task lists or CSV (`text/csv`); boards as CSV or JSON in the shape of a Trello export. Node positions travel in OPML, `.mm` and XMind, so a file imported again keeps its layout. The file is named after the title (`Content-Disposition: attachment` with an ASCII `filename` and the full title in `filename*`).
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['exportDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the signed-in account's own data as JSON
     * @description The profile, the workspaces and roles, every comment the account wrote (with the workspace, the item and the list or board it is in), the mentions it received, and its API tokens' names, workspaces, scopes and dates (never their secrets), including those a password reset ended. Sent as an attachment named `mindlane-my-data-<date>.json`.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['exportMyData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/workspace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download everything in the current workspace as one zip
     * @description Every map (OPML and JSON), list and the inbox (Markdown and CSV) and board (CSV and JSON) under `maps/`, `lists/` and `boards/`, named after their titles (made safe for any file system, a number added to a repeated one); `comments.csv` (each comment's time, author name and e-mail, 'Anon' for a deleted account, and the file of its item); `members.csv` (names, e-mail addresses and roles); and `README.txt`, which says what each file holds. Documents are read from their live state one at a time and the zip is written as it is sent.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    get: operations['exportWorkspace'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password reset link
     * @description Answers the same whether or not the address has an account. Limited per address and per account.
     *
     *     Public: no credentials needed.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/getCheckoutSession': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the caller's checkout is complete
     * @description Public: no credentials needed.
     */
    get: operations['getCheckoutSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a file as maps, lists or boards
     * @description Send the file itself as the body (up to 20 MiB). Maps come from OPML, FreeMind/Freeplane `.mm`, XMind (both formats; each sheet a map unless `sheet` picks one) and Markdown outlines; boards from a Trello export (JSON) or CSV (Lane, Title, Description, Priority, Due date); lists from a Todoist CSV export, Markdown task lists or CSV (Title, Description, Completed, Due date).
     *
     *     Without `format` the format is recognised from the content (400 when it cannot be told). The whole file and the plan limits are checked before anything is made. The answer comes once the documents exist; their content then streams in live, as an AI draft does. Archives are read with limits: 10,000 entries, 200 MiB inflated, a compression ratio of 100; nesting past 100 levels is flattened.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['importFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/unfinished': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Imports that did not finish
     * @description Imports of the current workspace cut short by a failure or a server that stopped, whose documents are still there (remove them with their kind’s DELETE), newest first.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listUnfinishedImports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending invitations to the workspace
     * @description A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    get: operations['listInvitations'];
    put?: never;
    /**
     * Invite someone by e-mail
     * @description At most 50 an hour per user.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan. The account's e-mail address must be verified (403 asking to verify it otherwise).
     */
    post: operations['invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw an invitation
     * @description A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join a workspace from an invitation
     * @description Only from a verified address that the invitation names.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who invites to which workspace, from its link
     * @description Public: no credentials needed.
     */
    get: operations['previewInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban-board-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A board with its lanes and cards
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getBoardData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban-boards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a board (the seed contract’s second name for POST /api/boards)
     * @description The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10). A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createKanbanBoard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban-card-comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A card's comments, oldest first
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listCardComments'];
    put?: never;
    /**
     * Comment on a card
     * @description The author is the caller. An @mention notifies that member; open boards see it at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createCardComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban-card-metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Cards done today and this week
     * @description `tzOffset` (minutes, as Date#getTimezoneOffset) sets the reader's midnight.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getCardMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a card to a lane
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a card
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteCard'];
    options?: never;
    head?: never;
    /**
     * Change a card
     * @description A linked to-do follows. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['updateCard'];
    trace?: never;
  };
  '/api/kanban/cards/{id}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What happened to a card, and who did it
     * @description A card's recent history from the change record and its comments. Newest first. A page holds `limit` changes (50 unless given, 100 at most); one change that did several things at once (a card renamed and moved in one edit) shows as one entry each. Send `nextCursor` back as `cursor` for the next page, until it is null. History starts with the change record: older edits are not in it, and a lane or list deleted since is named by its last recorded title, or null.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getCardActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kanban/cards/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Move a card to a lane and rank
     * @description Positions are ranks in the lane; entering Done marks the card, and its linked to-do, done. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['moveCard'];
    trace?: never;
  };
  '/api/kanban/columns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a lane to a board
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createColumn'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Reorder a board's lanes
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['reorderColumns'];
    trace?: never;
  };
  '/api/kanban/columns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a lane
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteColumn'];
    options?: never;
    head?: never;
    /**
     * Rename a lane
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['renameColumn'];
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Sets the session cookie. Limited per address. Cancels the account's scheduled deletion, and mails that it did.
     *
     *     Public: no credentials needed.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the session and clears its cookie.
     *
     *     Public: no credentials needed.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mapid/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One mind map
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getMindmap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who is signed in
     * @description A visitor gets `{ user: null }`.
     *
     *     Public: no credentials needed.
     */
    get: operations['getMe'];
    put?: never;
    post?: never;
    /**
     * Delete the signed-in account
     * @description The body holds the account's current `password` (a wrong one counts as a failed sign-in). With ACCOUNT_DELETION_GRACE_DAYS above 0 the deletion is scheduled (202 with `deletesAt`; the account is mailed, a paid plan is set to end with its period, and signing in or POST /api/me/cancel-deletion cancels it); with 0 it is done before the answer (204) and the session ends. The workspaces the account owns go with it; one that has other members needs `deleteOwnedWorkspaces: true` (else 409 naming them). It leaves the workspaces of others, where its comments stay as 'Anon'. Sessions only: an API token gets 403.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    delete: operations['deleteMe'];
    options?: never;
    head?: never;
    /**
     * Change the signed-in user's profile
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    patch: operations['updateMe'];
    trace?: never;
  };
  '/api/me/cancel-deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the account's scheduled deletion
     * @description Answers 200 when nothing is scheduled too. Signing in cancels it as well.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['cancelAccountDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * When the account's scheduled deletion runs, and what it deletes
     * @description `deletesAt` is null when no deletion is scheduled. `deletes`: the workspaces the account owns alone; `shared`: those it owns with other members (deleted only with `deleteOwnedWorkspaces: true`); `leaves`: the workspaces of others it would leave.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['getAccountDeletion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mindmaps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mind maps of the workspace
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listMindmaps'];
    put?: never;
    /**
     * Create a mind map
     * @description The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10). A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createMindmap'];
    /**
     * Delete a mind map
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteMindmap'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mindmaps/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a mind map
     * @description Makes a new item of the workspace named "<title> (copy)", every node, to-do, lane and card under a new id; within the plan limit, refused as a create is. Links to to-dos and lists stay with the original. The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10).
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['duplicateMindmap'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/node': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Nodes of every mind map of the workspace
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listWorkspaceNodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Nodes of a mind map
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listNodes'];
    put?: never;
    /**
     * Add a node to a mind map
     * @description Without `parentId` the node hangs under the root. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createNode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nodes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a node and its branch
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteNode'];
    options?: never;
    head?: never;
    /**
     * Change a node
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['updateNode'];
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's latest mentions and the unread count
     * @description A signed-in session; API tokens are refused (403). Any member of the current workspace, whatever its plan.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark notifications read
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['markNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments, 10 a page
     * @description A signed-in session; API tokens are refused (403). Admins only.
     */
    get: operations['listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One payment
     * @description A signed-in session; API tokens are refused (403). Admins only.
     */
    get: operations['getPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the purchase path with a new account
     * @description Creates the account with its trial and sets the cookie that ties the purchase path to it.
     *
     *     Public: no credentials needed.
     */
    post: operations['registerForPurchase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign the buyer in on the return from checkout
     * @description Only with the purchase cookie of the account made on /purchase-register, for the checkout of that account, once, and while its password is still the one chosen there.
     *
     *     Public: no credentials needed.
     */
    post: operations['signInAfterPurchase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account and sign it in
     * @description Starts a trial workspace and mails a verification link. Limited per address. With `invitationToken` (from an invitation's link) and the address the invitation names, the account starts verified, joins that workspace with the invitation's role and works in it; with another address it is an ordinary sign-up and the invitation stays open.
     *
     *     Public: no credentials needed.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a new verification link
     * @description At most 5 an hour.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a new password from a reset link
     * @description Ends every session of the account, revokes its API tokens and ends pending purchases. The answer names the tokens that ended (`endedTokens`), which GET /tokens/ended also lists.
     *
     *     Public: no credentials needed.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find maps, lists, boards, nodes, to-dos and cards by a few words
     * @description Searches the current workspace (an API token: its own workspace) for items whose title or description holds every word of `q` at the start of a word, whatever the case and accents ("conf" finds "Conference", "ecole" finds "École"); words in scripts written without spaces (Chinese, Japanese, Korean, Thai) match anywhere. A one-character query matches the start of titles only. `q` is at most 200 characters.
     *
     *     Best first: every word whole in the title, then word starts in the title, then whole words in the title or description, then word starts there; the most recently changed first within each. `kinds` keeps some kinds (a comma list of mindmap, todolist, board, node, todo, card). A page holds `limit` results (20 unless given, 50 at most); send `nextCursor` back as `cursor` for the next page, until it is null.
     *
     *     `snippet` is plain text: the title when every word is in it, else the description around its first match; `highlights` are UTF-16 code unit offsets into `snippet`. `documentId` is the map, list or board holding the item (null for an inbox to-do), `url` the app address that opens it. An edit is found within about a second of being stored.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/send-todo-list-to-kanban': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put every to-do of a list on a board
     * @description To-dos already on the board are skipped. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['sendTodoListToKanban'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/send-todo-to-kanban': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put a to-do on a board's New lane (Done when completed)
     * @description Sending again makes no second card. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['sendTodoToKanban'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe events (signed)
     * @description Called by Stripe; the signature header is checked against STRIPE_WEBHOOK_SECRET.
     *
     *     Public: no credentials needed.
     */
    post: operations['receiveStripeEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/team-members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Members of the current workspace
     * @description A signed-in session; API tokens are refused (403). Any member of the current workspace, whatever its plan.
     */
    get: operations['listTeamMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/team-members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member, or leave
     * @description The owner removes anyone else; any member may remove themself. Their tokens for it are deleted.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Making someone owner hands the workspace and its plan over; the member's open documents reconnect.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan. The account's e-mail address must be verified (403 asking to verify it otherwise).
     */
    patch: operations['changeMemberRole'];
    trace?: never;
  };
  '/api/todo-comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A to-do's comments, oldest first
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listTodoComments'];
    put?: never;
    /**
     * Comment on a to-do
     * @description The author is the caller. An @mention notifies that member.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createTodoComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todo-list-cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which to-dos of a list have Kanban cards, and on which boards
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listTodoListCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todo-lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * To-do lists of the workspace
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listTodoLists'];
    put?: never;
    /**
     * Create a to-do list
     * @description With `nodeId` the list is linked from that map node; with `prompt` AI drafts it. The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10). A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createTodoList'];
    /**
     * Delete a to-do list
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteTodoList'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todo-lists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rename a to-do list, or change its description
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['updateTodoList'];
    trace?: never;
  };
  '/api/todo-lists/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a to-do list
     * @description Makes a new item of the workspace named "<title> (copy)", every node, to-do, lane and card under a new id; within the plan limit, refused as a create is. Links to to-dos and lists stay with the original. The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10).
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['duplicateTodoList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todo-lists/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Done and total counts of lists
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listTodoListProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todoid/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One to-do
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getTodo'];
    /**
     * Change a to-do, or move it to another list
     * @description A linked Kanban card follows. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    put: operations['updateTodo'];
    post?: never;
    /**
     * Delete a to-do
     * @description Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    delete: operations['deleteTodo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todoid/{id}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What happened to a to-do, and who did it
     * @description A to-do's recent history from the change record and its comments. Newest first. A page holds `limit` changes (50 unless given, 100 at most); one change that did several things at once (a card renamed and moved in one edit) shows as one entry each. Send `nextCursor` back as `cursor` for the next page, until it is null. History starts with the change record: older edits are not in it, and a lane or list deleted since is named by its last recorded title, or null.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['getTodoActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/todos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * To-dos of a list, or the unassigned ones
     * @description A signed-in session or an API token of the workspace (a read or read-and-write token). Needs a viewer or more, and a plan that grants access (402 once it has ended).
     */
    get: operations['listTodos'];
    put?: never;
    /**
     * Add a to-do
     * @description Without `list_id` it goes to the workspace's unassigned to-dos. Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    post: operations['createTodo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's API tokens, without their secrets
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['listTokens'];
    put?: never;
    /**
     * Create an API token
     * @description The answer is the only time the secret is shown. At most 50 tokens; expiry at most 365 days.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan. The account's e-mail address must be verified (403 asking to verify it otherwise).
     */
    post: operations['createToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API token
     * @description Its next request is refused and its live documents close, on every instance.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    delete: operations['revokeToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens/ended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The API tokens password resets ended
     * @description Each with its name, workspace, and when it was made and ended; those of the last 30 days, until dismissed.
     *
     *     A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    get: operations['listEndedTokens'];
    put?: never;
    post?: never;
    /**
     * Dismiss the list of tokens password resets ended
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    delete: operations['dismissEndedTokens'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/update/mindmap/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save a mind map's view (pan and zoom), rename it, or both
     * @description `config` saves the view; `data` takes a new `title` and/or `description` as POST /api/mindmaps does (a root still labelled with the old title follows). Open editors see the change at once.
     *
     *     A signed-in session or an API token of the workspace (a read-and-write token). Needs an editor or more, and a plan that grants access (402 once it has ended).
     */
    patch: operations['updateMindmapView'];
    trace?: never;
  };
  '/api/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the workspace holds and its plan limits
     * @description Counts of maps, lists and boards, and the AI runs used and allowed.
     *
     *     A signed-in session or an API token of the workspace (a read or read-and-write token). Any member of the current workspace, whatever its plan.
     */
    get: operations['getUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The current workspace's plan and whether it grants access now
     * @description A signed-in session; API tokens are refused (403). Any member of the current workspace, whatever its plan.
     */
    get: operations['getUserStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users, a page at a time (at most 100)
     * @description A signed-in session; API tokens are refused (403). Admins only.
     */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify an e-mail address from its link (once)
     * @description The link confirms the address only for a signed-in session of the account it was made for: opened signed out it answers 401, by another account's session 403 ("This link confirms another account's address. Log out, then log in to that account to confirm it."), and stays usable. A link made for an account whose address is verified answers 200 with `alreadyVerified: true`, whoever opens it.
     *
     *     Public: no credentials needed.
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The workspace's webhook endpoints, without their secrets
     * @description A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Register a webhook endpoint
     * @description The answer is the only time the signing secret is shown. `events` lists event types, or `["*"]` for all. The URL must be https where the app is served over https, and every address its host resolves to must be public; a host that does not resolve within a few seconds is refused. At most 20 endpoints a workspace.
     *
     *     Each delivery is a POST of JSON `{ id, type, createdAt, workspaceId, data: { object, previous? } }` with the headers `Mindlane-Event-Id` and `Mindlane-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (see docs/api.md). A 2xx answer within 10 s is success; anything else is retried with backoff for about 32 hours. An endpoint failing for 3 days is disabled and the owner is e-mailed.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint and its delivery log
     * @description A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /**
     * Change a webhook endpoint, or turn it off or on
     * @description Any of `url`, `events`, `description`; `enabled: false` stops deliveries, `enabled: true` turns a disabled endpoint back on.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An endpoint's deliveries, newest first
     * @description Each with its event, status (pending, retrying, succeeded, failed, or paused while the plan has lapsed), attempts, and the last answer: its status and first 500 characters. Kept 30 days.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery again now
     * @description A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/roll-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace an endpoint's signing secret
     * @description The answer is the only time the new secret is shown. For 24 hours deliveries carry a `v1=` signature for each of the two secrets.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    post: operations['rollWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event to an endpoint
     * @description A `webhook.test` event, signed and logged as any other.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    post: operations['testWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's workspaces and their role in each
     * @description A signed-in session; API tokens are refused (403). Any member of the current workspace, whatever its plan.
     */
    get: operations['listWorkspaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete the current workspace and everything in it
     * @description The body names the workspace (`confirm`, as shown). With ACCOUNT_DELETION_GRACE_DAYS above 0 the deletion is scheduled (202 with `deletesAt`, the owner is mailed) and can be cancelled until then; with 0 it is done before the answer (200). Maps, lists, boards, their history, comments, webhooks, invitations and API tokens go; members move to another of their workspaces.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    delete: operations['deleteWorkspace'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/cancel-deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the workspace's scheduled deletion
     * @description Answers 200 when nothing is scheduled too.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    post: operations['cancelWorkspaceDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * When the workspace's scheduled deletion runs
     * @description `deletesAt` is null when no deletion is scheduled. Only the current workspace.
     *
     *     A signed-in session; API tokens are refused (403). The workspace owner only, whatever the plan.
     */
    get: operations['getWorkspaceDeletion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open another of the user’s workspaces in this session
     * @description A signed-in session; API tokens are refused (403). The user's own things, whatever the plan.
     */
    post: operations['switchWorkspace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness: the process answers and the database too
     * @description Public: no credentials needed.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness: the database and Redis are in reach
     * @description Answers 503 while the database or Redis is out of reach, so a load balancer skips the instance.
     *
     *     Public: no credentials needed.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  aiCreateBoard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          prompt?: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            engine: 'model' | 'offline';
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  aiCreateMindmap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          title: string;
          userId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            engine: 'model' | 'offline';
            mindmapId: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  aiCreateTodoList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          nodeId?: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            engine: 'model' | 'offline';
            id: string;
            mindmap_id: string | null;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  aiExpandNode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          mindmapId: string;
          nodeId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            engine: 'model' | 'offline';
            mindmapId: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: A generation is already running in this mind map. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getAiGeneration: {
    parameters: {
      query: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            engine: 'model' | 'offline' | null;
            items: number;
            /** @enum {string|null} */
            status: 'running' | 'done' | 'failed' | 'stopped' | null;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  stopAiGeneration: {
    parameters: {
      query: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stopped: boolean;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getAnalytics: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              aiProcesses: number;
              date: string;
              kanbans: number;
              mindmaps: number;
              nodes: number;
              todoLists: number;
              todos: number;
            }[];
            totals: {
              aiProcesses: number;
              kanbans: number;
              mindmaps: number;
              nodes: number;
              todoLists: number;
              todos: number;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getBilling: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            canCancel: boolean;
            canResume: boolean;
            currency: string | null;
            lastAmount: number | null;
            lastInvoiceDate: string | null;
            /** @enum {string} */
            mode: 'test' | 'stripe';
            paidThruDate: string | null;
            pastDue: boolean;
            /** @enum {string} */
            status: 'trialing' | 'active' | 'canceled' | 'expired';
            workspaceOwner: {
              email: string;
              workspaceName: string;
            } | null;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paidThruDate: string | null;
            /** @enum {string} */
            status: 'trialing' | 'active' | 'canceled' | 'expired';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: There is no active subscription to cancel. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              amount: number;
              currency: string;
              date: string;
              id: string;
              url: string;
            }[];
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  downloadInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice, as an HTML page to download, print or file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Found: A Stripe payment's invoice: the Location header is Stripe's own invoice. */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getBillingMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            mode: 'test' | 'stripe';
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  openBillingPortal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not available in local test mode */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: There is no payment method on file yet. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  resumeSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paidThruDate: string | null;
            /** @enum {string} */
            status: 'trialing' | 'active' | 'canceled' | 'expired';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: There is no cancelled subscription to resume. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  completeTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          session_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Checkout session not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listBoards: {
    parameters: {
      query?: {
        id?: string;
        today?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                created_at: string;
                description: string;
                id: string;
                notDone: number;
                pastDue: number;
                title: string;
                updated_at: string;
              }[]
            | {
                created_at: string;
                description: string;
                id: string;
                notDone: number;
                pastDue: number;
                title: string;
                updated_at: string;
              };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createBoard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          createdAt?: string;
          /** @default  */
          description?: string;
          /** Format: uuid */
          id?: string;
          prompt?: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteBoard: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateBoard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          title?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  duplicateBoard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  cancelSubscriptionAlias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paidThruDate: string | null;
            /** @enum {string} */
            status: 'trialing' | 'active' | 'canceled' | 'expired';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: There is no active subscription to cancel. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createCheckoutSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            url: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The plan is already active. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getDashboardMetrics: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            boards: {
              series: number[];
              today: number;
              total: number;
              week: number;
            };
            mindmaps: {
              series: number[];
              today: number;
              total: number;
              week: number;
            };
            todoLists: {
              series: number[];
              today: number;
              total: number;
              week: number;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listVersions: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board' | 'inbox';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nextCursor: string | null;
            versions: {
              authors: {
                id: string | null;
                /** @enum {string} */
                kind: 'member' | 'token' | 'ai' | 'import' | 'system';
                name: string;
              }[];
              createdAt: string;
              id: string;
              name: string | null;
              summary: {
                [key: string]: number;
              };
            }[];
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  nameVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board' | 'inbox';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authors: {
              id: string | null;
              /** @enum {string} */
              kind: 'member' | 'token' | 'ai' | 'import' | 'system';
              name: string;
            }[];
            createdAt: string;
            id: string;
            name: string | null;
            summary: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getVersionContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board' | 'inbox';
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                created_at: string;
                description: string;
                id: string;
                label: string;
                link: string | null;
                linkedTodoListId: string | null;
                mindmapId: string;
                parentId: string | null;
                updated_at: string;
                x: number;
                y: number;
              }[]
            | {
                assignee_id: string | null;
                comment_count: number;
                completed: boolean;
                created_at: string;
                description: string;
                due_date: string | null;
                id: string;
                list_id: string | null;
                position: number;
                title: string;
                updated_at: string;
              }[]
            | {
                board: {
                  created_at: string;
                  description: string;
                  id: string;
                  title: string;
                  updated_at: string;
                };
                cards: {
                  assignee_id: string | null;
                  column_id: string;
                  comment_count: number;
                  created_at: string;
                  description: string;
                  done_at: string | null;
                  due_date: string | null;
                  id: string;
                  linked_todo_id: string | null;
                  mindmap_id: string | null;
                  position: number;
                  /** @enum {string|null} */
                  priority: 'low' | 'medium' | 'high' | null;
                  /** @enum {string} */
                  status: 'open' | 'done';
                  title: string;
                  todo_list_id: string | null;
                  updated_at: string;
                }[];
                columns: {
                  board_id: string;
                  id: string;
                  position: number;
                  title: string;
                  wip_limit: number | null;
                }[];
              };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  restoreVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board' | 'inbox';
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skipped: {
              id: string;
              reason: string;
            }[];
            version: {
              authors: {
                id: string | null;
                /** @enum {string} */
                kind: 'member' | 'token' | 'ai' | 'import' | 'system';
                name: string;
              }[];
              createdAt: string;
              id: string;
              name: string | null;
              summary: {
                [key: string]: number;
              };
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getVersionUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board' | 'inbox';
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A Yjs update (application/octet-stream) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An event stream (text/event-stream) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many open event streams (10). Close another Mindlane tab and try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  exportDocument: {
    parameters: {
      query: {
        format: 'opml' | 'mm' | 'markdown' | 'xmind' | 'csv' | 'json';
      };
      header?: never;
      path: {
        id: string;
        kind: 'mindmap' | 'todolist' | 'board';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, in the format asked for */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
          'application/vnd.xmind.workbook': string;
          'application/x-freemind': string;
          'text/csv': string;
          'text/markdown': string;
          'text/x-opml': string;
        };
      };
      /** @description The format is not one this kind is exported in */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  exportMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiTokens: {
              createdAt: string;
              endedAt: string | null;
              expiresAt: string | null;
              lastUsedAt: string | null;
              name: string;
              /** @enum {string|null} */
              scope: 'read' | 'read-write' | null;
              workspace: string;
            }[];
            comments: {
              createdAt: string;
              id: string;
              on: {
                id: string;
                in: {
                  id: string;
                  kind: string;
                  title: string | null;
                } | null;
                /** @enum {string} */
                kind: 'todo' | 'card';
              };
              text: string;
              workspace: {
                id: string;
                name: string;
              };
            }[];
            exportedAt: string;
            notifications: {
              actor: string;
              commentId: string;
              createdAt: string;
              id: string;
              kind: string;
              readAt: string | null;
              workspaceId: string;
            }[];
            profile: {
              createdAt: string;
              email: string;
              emailVerified: boolean;
              name: string;
              nickname: string;
            };
            workspaces: {
              id: string;
              joinedAt: string;
              name: string;
              /** @enum {string} */
              role: 'owner' | 'editor' | 'viewer';
            }[];
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  exportWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zip (application/zip) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getCheckoutSession: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            complete: boolean;
            email: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Checkout session not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  importFile: {
    parameters: {
      query: {
        format?: 'opml' | 'mm' | 'xmind' | 'markdown' | 'trello' | 'csv' | 'todoist';
        kind: 'mindmap' | 'todolist' | 'board';
        sheet?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file, as it is */
    requestBody: {
      content: {
        'application/json': string;
        'application/octet-stream': string;
        'application/vnd.xmind.workbook': string;
        'application/x-freemind': string;
        'application/xml': string;
        'application/zip': string;
        'text/csv': string;
        'text/markdown': string;
        'text/plain': string;
        'text/x-opml': string;
        'text/xml': string;
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              counts: {
                cards?: number;
                cut: number;
                lanes?: number;
                nodes?: number;
                skipped: number;
                todos?: number;
              };
              id: string;
              /** @enum {string} */
              kind: 'mindmap' | 'todolist' | 'board';
              title: string;
            }[];
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The file, its inflated contents or the document it makes is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body is not sent as one of the accepted media types */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listUnfinishedImports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            imports: {
              createdAt: string;
              documentId: string;
              id: string;
              /** @enum {string} */
              kind: 'mindmap' | 'todolist' | 'board';
              title: string;
              total: number;
              written: number;
            }[];
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            email: string;
            expiresAt: string;
            id: string;
            /** @enum {string} */
            role: 'editor' | 'viewer';
          }[];
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @default editor
           * @enum {string}
           */
          role?: 'editor' | 'viewer';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invitation: {
              createdAt: string;
              email: string;
              expiresAt: string;
              id: string;
              /** @enum {string} */
              role: 'editor' | 'viewer';
            };
            inviteUrl: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role that may not do this, an API token on a session-only route, or an account whose e-mail address is not verified yet */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            workspaceId: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  previewInvitation: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            invitedBy: string;
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
            workspaceName: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description This invitation is invalid or has expired. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getBoardData: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            board: {
              created_at: string;
              description: string;
              id: string;
              title: string;
              updated_at: string;
            };
            cards: {
              assignee_id: string | null;
              column_id: string;
              comment_count: number;
              created_at: string;
              description: string;
              done_at: string | null;
              due_date: string | null;
              id: string;
              linked_todo_id: string | null;
              mindmap_id: string | null;
              position: number;
              /** @enum {string|null} */
              priority: 'low' | 'medium' | 'high' | null;
              /** @enum {string} */
              status: 'open' | 'done';
              title: string;
              todo_list_id: string | null;
              updated_at: string;
            }[];
            columns: {
              board_id: string;
              id: string;
              position: number;
              title: string;
              wip_limit: number | null;
            }[];
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createKanbanBoard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          createdAt?: string;
          /** @default  */
          description?: string;
          /** Format: uuid */
          id?: string;
          prompt?: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listCardComments: {
    parameters: {
      query: {
        cardId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            author: string | null;
            author_id: string | null;
            cardId: string;
            comment: string;
            created_at: string;
            id: string;
            text: string;
          }[];
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createCardComment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cardId: string;
          comment: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            author: string | null;
            author_id: string | null;
            cardId: string;
            comment: string;
            created_at: string;
            id: string;
            text: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getCardMetrics: {
    parameters: {
      query?: {
        tzOffset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            doneToday: number;
            doneWeek: number;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          assignee_id?: string | null;
          /** Format: uuid */
          board_id?: string;
          column_id: string;
          description?: string;
          /** Format: date */
          due_date?: string | null;
          position?: number;
          /** @enum {string} */
          priority?: 'low' | 'medium' | 'high';
          /** @enum {string} */
          status?: 'open' | 'done';
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            column_id: string;
            comment_count: number;
            created_at: string;
            description: string;
            done_at: string | null;
            due_date: string | null;
            id: string;
            linked_todo_id: string | null;
            mindmap_id: string | null;
            position: number;
            /** @enum {string|null} */
            priority: 'low' | 'medium' | 'high' | null;
            /** @enum {string} */
            status: 'open' | 'done';
            title: string;
            todo_list_id: string | null;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          assignee_id?: string | null;
          column_id?: string;
          description?: string;
          /** Format: date */
          due_date?: string | null;
          linked_todo_id?: string | null;
          /** Format: uuid */
          mindmap_id?: string | null;
          position?: number;
          /** @enum {string|null} */
          priority?: 'low' | 'medium' | 'high' | null;
          /** @enum {string} */
          status?: 'open' | 'done';
          title?: string;
          /** Format: uuid */
          todo_list_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            column_id: string;
            comment_count: number;
            created_at: string;
            description: string;
            done_at: string | null;
            due_date: string | null;
            id: string;
            linked_todo_id: string | null;
            mindmap_id: string | null;
            position: number;
            /** @enum {string|null} */
            priority: 'low' | 'medium' | 'high' | null;
            /** @enum {string} */
            status: 'open' | 'done';
            title: string;
            todo_list_id: string | null;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getCardActivity: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              at: string;
              authors: {
                id: string | null;
                /** @enum {string} */
                kind: 'member' | 'token' | 'ai' | 'import' | 'system';
                name: string;
              }[];
              fields?: (
                | 'description'
                | 'due_date'
                | 'assignee_id'
                | 'priority'
                | 'notes'
                | 'todo_list_id'
                | 'mindmap_id'
              )[];
              from?: string | null;
              /** @enum {string} */
              kind:
                'created' | 'renamed' | 'edited' | 'completed' | 'reopened' | 'lane' | 'moved' | 'commented';
              text?: string;
              to?: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  moveCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          column_id: string;
          position: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            column_id: string;
            comment_count: number;
            created_at: string;
            description: string;
            done_at: string | null;
            due_date: string | null;
            id: string;
            linked_todo_id: string | null;
            mindmap_id: string | null;
            position: number;
            /** @enum {string|null} */
            priority: 'low' | 'medium' | 'high' | null;
            /** @enum {string} */
            status: 'open' | 'done';
            title: string;
            todo_list_id: string | null;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createColumn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          board_id: string;
          position?: number;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The titles 'New' and 'Done' are reserved. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  reorderColumns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          board_id?: string;
          columns: {
            id: string;
            position: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The lanes 'New' and 'Done' keep their places. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteColumn: {
    parameters: {
      query?: {
        board_id?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The lanes 'New' and 'Done' cannot be deleted. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  renameColumn: {
    parameters: {
      query?: {
        board_id?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          wip_limit?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The lanes 'New' and 'Done', and their titles, are reserved. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unable to login. Username or password was not found */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The deletion of this account is already under way and can no longer be cancelled. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getMindmap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            config: {
              transform: {
                height?: number;
                k: number;
                width?: number;
                x: number;
                y: number;
              } | null;
            };
            created_at: string;
            description: string;
            id: string;
            nodeCount: number;
            title: string;
            updated_at: string;
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              email: string;
              email_verified: boolean;
              family_name: string;
              given_name: string;
              name: string;
              nickname: string;
              picture: string;
              /** @enum {string} */
              role: 'user' | 'admin';
              sub: string;
              updated_at: string;
            } | null;
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          deleteOwnedWorkspaces?: boolean;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletesAt: string;
          };
        };
      };
      /** @description No Content: the account is deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description That is not your current password, so nothing was deleted. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: You own workspaces that other people use: "Northwind Studio" (4 members). Deleting your account deletes them for everyone; confirm with deleteOwnedWorkspaces: true, or hand them over to a member first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many attempts. Please try again in 15 minutes. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          family_name?: string;
          given_name?: string;
          name?: string;
          nickname?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              email: string;
              email_verified: boolean;
              family_name: string;
              given_name: string;
              name: string;
              nickname: string;
              picture: string;
              /** @enum {string} */
              role: 'user' | 'admin';
              sub: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  cancelAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The deletion of this account is already under way and can no longer be cancelled. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletes: {
              id: string;
              members: number;
              name: string;
            }[];
            deletesAt: string | null;
            leaves: {
              id: string;
              members: number;
              name: string;
            }[];
            shared: {
              id: string;
              members: number;
              name: string;
            }[];
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listMindmaps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            config: {
              transform: {
                height?: number;
                k: number;
                width?: number;
                x: number;
                y: number;
              } | null;
            };
            created_at: string;
            description: string;
            id: string;
            nodeCount: number;
            title: string;
            updated_at: string;
          }[];
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createMindmap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: {
            /** Format: date-time */
            createdAt?: string;
            /** @default  */
            description?: string;
            /** Format: uuid */
            id?: string;
            title: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteMindmap: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  duplicateMindmap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listWorkspaceNodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created_at: string;
            description: string;
            id: string;
            label: string;
            link: string | null;
            linkedTodoListId: string | null;
            mindmapId: string;
            parentId: string | null;
            updated_at: string;
            x: number;
            y: number;
          }[];
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listNodes: {
    parameters: {
      query: {
        mindmapId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created_at: string;
            description: string;
            id: string;
            label: string;
            link: string | null;
            linkedTodoListId: string | null;
            mindmapId: string;
            parentId: string | null;
            updated_at: string;
            x: number;
            y: number;
          }[];
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createNode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          /** @default  */
          label?: string;
          link?: string | null;
          /** Format: uuid */
          linkedTodoListId?: string | null;
          /** Format: uuid */
          mindmapId: string;
          parentId?: string | null;
          x: number | string;
          y: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteNode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateNode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          label?: string;
          link?: string | null;
          /** Format: uuid */
          linkedTodoListId?: string | null;
          x?: number | string;
          y?: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notifications: {
              actor: string | null;
              created_at: string;
              excerpt: string;
              id: string;
              /** @enum {string} */
              kind: 'mention';
              read: boolean;
              target: {
                board_id: string | null;
                id: string;
                /** @enum {string} */
                kind: 'todo' | 'card';
                list_id: string | null;
                title: string;
              };
            }[];
            unread: number;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listPayments: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasNext: boolean;
            payments: {
              amount: number;
              created_at: string;
              currency: string;
              id: string;
              status: string;
              user_email: string | null;
              user_id: string | null;
            }[];
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payment: {
              amount: number;
              created_at: string;
              currency: string;
              id: string;
              invoice_url: string | null;
              period_end: string | null;
              /** @enum {string} */
              provider: 'test' | 'stripe';
              provider_invoice_id: string | null;
              status: string;
              user_email: string | null;
              user_id: string | null;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  registerForPurchase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: An account with this e-mail address exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  signInAfterPurchase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          session_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          invitationToken?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description This invitation is invalid or has expired. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: An account with this e-mail address exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  resendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Your e-mail address is already verified. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endedTokens: {
              createdAt: string;
              endedAt: string;
              id: string;
              name: string;
              workspaceName: string;
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  search: {
    parameters: {
      query: {
        cursor?: string;
        kinds?: string;
        limit?: number;
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nextCursor: string | null;
            results: {
              documentId: string | null;
              highlights: number[][];
              id: string;
              /** @enum {string} */
              kind: 'mindmap' | 'todolist' | 'board' | 'node' | 'todo' | 'card';
              snippet: string;
              title: string;
              url: string;
            }[];
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  sendTodoListToKanban: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          boardId: string;
          /** Format: uuid */
          listId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cardIds: string[];
            created: number;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  sendTodoToKanban: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          boardId: string;
          todoId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cardIds: string[];
            created: number;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  receiveStripeEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            duplicate: boolean;
            /** @enum {boolean} */
            received: true;
          };
        };
      };
      /** @description Invalid or stale Stripe signature */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not available in local test mode */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTeamMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            id: string;
            joinedAt: string;
            name: string;
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
          }[];
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  changeMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'owner' | 'editor' | 'viewer';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            id: string;
            joinedAt: string;
            name: string;
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role that may not do this, an API token on a session-only route, or an account whose e-mail address is not verified yet */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTodoComments: {
    parameters: {
      query: {
        todoId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            author: string | null;
            author_id: string | null;
            comment: string;
            created_at: string;
            id: string;
            text: string;
            todoId: string;
          }[];
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createTodoComment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment: string;
          todoId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            author: string | null;
            author_id: string | null;
            comment: string;
            created_at: string;
            id: string;
            text: string;
            todoId: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTodoListCards: {
    parameters: {
      query: {
        listId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            board_id: string;
            board_title: string;
            card_id: string;
            todo_id: string;
          }[];
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTodoLists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created_at: string | null;
            description: string;
            id: string | null;
            mindmap_id: string | null;
            node_id: string | null;
            title: string;
            todos: {
              assignee_id: string | null;
              comment_count: number;
              completed: boolean;
              created_at: string;
              description: string;
              due_date: string | null;
              id: string;
              list_id: string | null;
              position: number;
              title: string;
              updated_at: string;
            }[];
            updated_at: string | null;
          }[];
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createTodoList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          createdAt?: string;
          /** @default  */
          description?: string;
          /** Format: uuid */
          id?: string;
          /** Format: uuid */
          mindmapId?: string | null;
          nodeId?: string | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteTodoList: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateTodoList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          title?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  duplicateTodoList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTodoListProgress: {
    parameters: {
      query: {
        mindmapId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            done: number;
            list_id: string;
            total: number;
          }[];
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getTodo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            comment_count: number;
            completed: boolean;
            created_at: string;
            description: string;
            due_date: string | null;
            id: string;
            list_id: string | null;
            list_title: string;
            notes: {
              created_at: string;
              id: string;
              text: string;
            }[];
            position: number;
            title: string;
            updated_at: string;
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateTodo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          assignee_id?: string | null;
          completed?: boolean;
          description?: string;
          /** Format: date */
          due_date?: string | null;
          /** Format: uuid */
          list_id?: string | null;
          position?: number;
          title?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            comment_count: number;
            completed: boolean;
            created_at: string;
            description: string;
            due_date: string | null;
            id: string;
            list_id: string | null;
            position: number;
            title: string;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteTodo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getTodoActivity: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              at: string;
              authors: {
                id: string | null;
                /** @enum {string} */
                kind: 'member' | 'token' | 'ai' | 'import' | 'system';
                name: string;
              }[];
              fields?: (
                | 'description'
                | 'due_date'
                | 'assignee_id'
                | 'priority'
                | 'notes'
                | 'todo_list_id'
                | 'mindmap_id'
              )[];
              from?: string | null;
              /** @enum {string} */
              kind:
                'created' | 'renamed' | 'edited' | 'completed' | 'reopened' | 'lane' | 'moved' | 'commented';
              text?: string;
              to?: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The item is in two documents at once for a moment (a move in flight); try again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTodos: {
    parameters: {
      query?: {
        list_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            comment_count: number;
            completed: boolean;
            created_at: string;
            description: string;
            due_date: string | null;
            id: string;
            list_id: string | null;
            position: number;
            title: string;
            updated_at: string;
          }[];
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createTodo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          assignee_id?: string | null;
          /** @default  */
          description?: string;
          /** Format: date */
          due_date?: string | null;
          /** Format: uuid */
          list_id?: string | null;
          nodeId?: string | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignee_id: string | null;
            comment_count: number;
            completed: boolean;
            created_at: string;
            description: string;
            due_date: string | null;
            id: string;
            list_id: string | null;
            position: number;
            title: string;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The to-do could not be added, or the target list holds one with this id. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            expiresAt: string | null;
            id: string;
            lastUsedAt: string | null;
            name: string;
            /** @enum {string} */
            scope: 'read' | 'read-write';
            workspaceId: string;
            workspaceName: string;
          }[];
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          expiresInDays?: number | null;
          name: string;
          /** @enum {string} */
          scope: 'read' | 'read-write';
          /** Format: uuid */
          workspaceId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            token: {
              createdAt: string;
              expiresAt: string | null;
              id: string;
              lastUsedAt: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'read-write';
              workspaceId: string;
              workspaceName: string;
            };
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role that may not do this, an API token on a session-only route, or an account whose e-mail address is not verified yet */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The account already holds 50 tokens. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listEndedTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endedTokens: {
              createdAt: string;
              endedAt: string;
              id: string;
              name: string;
              workspaceName: string;
            }[];
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  dismissEndedTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateMindmapView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          config?: {
            transform:
              | {
                  height?: number;
                  k: number;
                  width?: number;
                  x: number;
                  y: number;
                }
              | {
                  scale: number;
                  x: number;
                  y: number;
                };
          };
          data?: {
            description?: string;
            title?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getUsage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            aiLimit: number;
            aiUsage: number;
            boards: number;
            limits: {
              boards: number;
              mindmaps: number;
              todoLists: number;
            };
            mindmaps: number;
            todoLists: number;
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The workspace's trial or subscription has ended */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Too many requests; the Retry-After header says after how many seconds to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              access: boolean;
              paid_thru_date: string | null;
              /** @enum {string} */
              role: 'user' | 'admin';
              /** @enum {string} */
              subscription_status: 'trialing' | 'active' | 'canceled' | 'expired';
              trial_day: number | null;
              trial_start_date: string | null;
            };
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        limit?: number;
        skip?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              created_at: string;
              email: string;
              id: string;
              last_sign_in_at: string | null;
              /** @enum {string} */
              role: 'user' | 'admin';
            }[];
          };
        };
      };
      /** @description Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            alreadyVerified: boolean;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Log in to confirm your e-mail address. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            description: string;
            disabledAt: string | null;
            events: string[];
            failingSince: string | null;
            id: string;
            previousSecretUntil: string | null;
            url: string;
          }[];
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          events: (
            | 'mindmap.created'
            | 'mindmap.updated'
            | 'mindmap.deleted'
            | 'node.created'
            | 'node.updated'
            | 'node.deleted'
            | 'todolist.created'
            | 'todolist.updated'
            | 'todolist.deleted'
            | 'todo.created'
            | 'todo.updated'
            | 'todo.completed'
            | 'todo.deleted'
            | 'board.created'
            | 'board.updated'
            | 'board.deleted'
            | 'card.created'
            | 'card.updated'
            | 'card.moved'
            | 'card.deleted'
            | 'comment.created'
            | 'member.added'
            | 'member.updated'
            | 'member.removed'
            | '*'
          )[];
          url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            description: string;
            disabledAt: string | null;
            events: string[];
            failingSince: string | null;
            id: string;
            previousSecretUntil: string | null;
            secret: string;
            url: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          enabled?: boolean;
          events?: (
            | 'mindmap.created'
            | 'mindmap.updated'
            | 'mindmap.deleted'
            | 'node.created'
            | 'node.updated'
            | 'node.deleted'
            | 'todolist.created'
            | 'todolist.updated'
            | 'todolist.deleted'
            | 'todo.created'
            | 'todo.updated'
            | 'todo.completed'
            | 'todo.deleted'
            | 'board.created'
            | 'board.updated'
            | 'board.deleted'
            | 'card.created'
            | 'card.updated'
            | 'card.moved'
            | 'card.deleted'
            | 'comment.created'
            | 'member.added'
            | 'member.updated'
            | 'member.removed'
            | '*'
          )[];
          url?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            description: string;
            disabledAt: string | null;
            events: string[];
            failingSince: string | null;
            id: string;
            previousSecretUntil: string | null;
            url: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: {
              attempts: number;
              createdAt: string;
              eventId: string;
              eventType: string;
              id: string;
              lastAnswer: string | null;
              lastAttemptAt: string | null;
              lastStatus: number | null;
              nextAttemptAt: string | null;
              /** @enum {string} */
              status: 'pending' | 'retrying' | 'succeeded' | 'failed' | 'paused';
            }[];
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            createdAt: string;
            eventId: string;
            eventType: string;
            id: string;
            lastAnswer: string | null;
            lastAttemptAt: string | null;
            lastStatus: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: 'pending' | 'retrying' | 'succeeded' | 'failed' | 'paused';
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: This webhook is disabled; turn it on to send it deliveries. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  rollWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            createdAt: string;
            eventId: string;
            eventType: string;
            id: string;
            lastAnswer: string | null;
            lastAttemptAt: string | null;
            lastStatus: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: 'pending' | 'retrying' | 'succeeded' | 'failed' | 'paused';
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: This webhook is disabled; turn it on to send it a test event. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  listWorkspaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            current: boolean;
            id: string;
            name: string;
            ownerEmail: string;
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
          }[];
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  deleteWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirm: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletesAt: string;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: This is your only workspace, so it cannot be deleted on its own: your account needs a workspace to sign in to. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  cancelWorkspaceDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Conflict: The deletion of this workspace is already under way and can no longer be cancelled. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getWorkspaceDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletesAt: string | null;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  switchWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          workspaceId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Bad input: the message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No valid session, or an invalid, expired or revoked API token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description No such item in this workspace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description The body or the document would be too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            db: 'pglite' | 'postgres';
            ok: boolean;
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            db: 'pglite' | 'postgres';
            ok: boolean;
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            db: 'ok' | 'down';
            ok: boolean;
            /** @enum {string} */
            redis: 'ok' | 'down' | 'none';
          };
        };
      };
      /** @description Unexpected failure (logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            db: 'ok' | 'down';
            ok: boolean;
            /** @enum {string} */
            redis: 'ok' | 'down' | 'none';
          };
        };
      };
    };
  };
}
