/**
 * The one small workspace every example of the API document describes: Maya Chen's "Northwind Studio", its
 * "Q3 launch plan" map, "Launch checklist" list and "Product launch" board. Examples that name the same item
 * use the same id, so a reader can follow one item from answer to request.
 */
export const IDS = {
  user: '8a8649e0-62cb-4645-ae74-84e4d9b7a87e',
  teammate: 'e23eb0ec-c375-482b-ac86-4c125a9661fd',
  workspace: '89aeb820-45e2-435d-b80a-8f53db638f7e',
  otherWorkspace: '30a6fd6a-7fbe-411c-94a3-ce6e4d62ec4d',
  invitation: '2c7f4cca-b0d2-4ae6-af2b-9991e74d0bdf',
  token: '7cd7615b-ae19-4418-98c6-ee9aaa0aaf94',
  mindmap: '26f05b46-ace1-4eca-88cf-57683f810083',
  rootNode: 'b4bfc7da-facd-47c1-a514-572a0e6af4fd',
  node: 'ceea57f7-6eef-4e8d-b755-9a3590f68fee',
  todoList: 'ace1922b-b271-460a-9537-4b19dd67a703',
  todo: 'ee59da91-203a-44dd-9552-375c20d37ea8',
  note: 'c5d337dc-c297-4d8b-83f5-2cb6cf6092d6',
  comment: 'f9ba860a-1f33-4358-892e-7b0b5629537b',
  notification: 'bf10e406-68e9-4502-93b2-42fac4c3f0ee',
  board: '93c3718d-648f-4ba3-b2db-854e0c8237eb',
  inProgressColumn: '46291a12-e68a-406f-b014-60c4c007d152',
  column: '0c8c8792-b4eb-40ff-ae65-71255c880b74',
  card: '107488fb-7931-4479-89f1-d490ff47e63f',
  payment: 'cad9019f-e1ed-4c8e-afaf-1348d36ec5bf',
  /** A copy made by a duplicate. */
  copy: '5e6cb960-84c3-4302-bfa4-2e8b448d91ad',
} as const;

export const EMAIL = 'maya.chen@northwind.studio';
export const TEAMMATE_EMAIL = 'leo.park@northwind.studio';
export const WORKSPACE_NAME = 'Northwind Studio';
export const CREATED = '2026-07-01T09:15:00.000Z';
export const UPDATED = '2026-07-03T14:42:10.000Z';
export const PAID_THRU = '2026-08-01T09:15:00.000Z';

export const SUCCESS = { success: true };

export const user = {
  sub: IDS.user,
  name: 'Maya Chen',
  email: EMAIL,
  picture: '',
  nickname: 'maya',
  given_name: 'Maya',
  family_name: 'Chen',
  email_verified: true,
  updated_at: UPDATED,
  role: 'user',
};

/** A token a password reset ended (the reset's answer, GET /tokens/ended). */
export const endedToken = {
  id: IDS.token,
  name: 'Weekly report script',
  workspaceName: WORKSPACE_NAME,
  createdAt: UPDATED,
  endedAt: '2026-07-05T10:20:00.000Z',
};

export const mapView = { transform: { x: -120, y: 40, k: 1.25, width: 1280, height: 720 } };

export const todo = {
  id: IDS.todo,
  title: 'Book the launch venue',
  description: 'Two quotes by Friday; the Harbour Hall holds 200.',
  completed: false,
  position: 0,
  list_id: IDS.todoList,
  due_date: '2026-07-18',
  assignee_id: IDS.teammate,
  comment_count: 1,
  created_at: CREATED,
  updated_at: UPDATED,
};

export const card = {
  id: IDS.card,
  column_id: IDS.column,
  title: 'Draft the press release',
  description: 'Embargo until launch day, 9:00 CET.',
  status: 'open',
  priority: 'high',
  due_date: '2026-07-20',
  assignee_id: IDS.user,
  position: 0,
  linked_todo_id: null,
  todo_list_id: null,
  mindmap_id: IDS.mindmap,
  comment_count: 2,
  done_at: null,
  created_at: CREATED,
  updated_at: UPDATED,
};

export const comment = {
  id: IDS.comment,
  comment: '@leo.park can you ask Harbour Hall about the AV setup?',
  text: '@leo.park can you ask Harbour Hall about the AV setup?',
  author: 'Maya Chen',
  author_id: IDS.user,
  created_at: UPDATED,
};

export const PASSWORD = 'correct-horse-battery-staple';
/** The address and password a sign-up, a sign-in and the purchase path's sign-up send. */
export const signIn = { email: EMAIL, password: PASSWORD };
export const CHECKOUT_SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0';
export const cancelled = { success: true, status: 'canceled', paidThruDate: PAID_THRU };

export const mindmap = {
  id: IDS.mindmap,
  title: 'Q3 launch plan',
  description: 'Everything that has to happen before the September launch.',
  config: mapView,
  nodeCount: 12,
  created_at: CREATED,
  updated_at: UPDATED,
};
export const node = {
  id: IDS.node,
  mindmapId: IDS.mindmap,
  parentId: IDS.rootNode,
  label: 'Press kit',
  description: 'Logo pack, screenshots, founder quotes.',
  link: 'https://example.com/press',
  x: 640,
  y: 320,
  linkedTodoListId: IDS.todoList,
  created_at: CREATED,
  updated_at: UPDATED,
};
export const rootNode = {
  ...node,
  id: IDS.rootNode,
  parentId: null,
  label: 'Q3 launch plan',
  description: '',
  link: null,
  x: 0,
  y: 0,
  linkedTodoListId: null,
};
export const createdMap = { id: IDS.mindmap };

export const board = {
  id: IDS.board,
  title: 'Product launch',
  description: 'From the Q3 launch plan.',
  created_at: CREATED,
  updated_at: UPDATED,
};
export const boardSummary = { ...board, notDone: 7, pastDue: 1 };
export const boardBody = {
  title: 'Product launch',
  description: 'From the Q3 launch plan.',
  id: IDS.board,
  createdAt: CREATED,
};
export const createdBoard = { id: IDS.board };
export const column = (id: string, title: string, position: number, wip_limit: number | null = null) => ({
  id,
  board_id: IDS.board,
  title,
  position,
  wip_limit,
});
export const doneCard = {
  ...card,
  column_id: 'done',
  status: 'done',
  done_at: '2026-07-03T16:05:00.000Z',
  updated_at: '2026-07-03T16:05:00.000Z',
};
export const series = (total: number) => ({ series: [0, 1, 0, 0, 2, 0, 1], today: 1, week: 4, total });
export const sentCards = { created: 1, cardIds: [IDS.card] };

export const teammate = {
  id: IDS.teammate,
  name: 'Leo Park',
  email: TEAMMATE_EMAIL,
  role: 'editor',
  joinedAt: '2026-07-02T08:00:00.000Z',
};
export const invitation = {
  id: IDS.invitation,
  email: 'sam.rivera@northwind.studio',
  role: 'viewer',
  createdAt: UPDATED,
  expiresAt: '2026-07-10T14:42:10.000Z',
};
export const token = {
  id: IDS.token,
  name: 'Weekly report script',
  workspaceId: IDS.workspace,
  workspaceName: WORKSPACE_NAME,
  scope: 'read',
  createdAt: UPDATED,
  expiresAt: '2026-10-01T14:42:10.000Z',
  lastUsedAt: null,
};
export const payment = {
  id: IDS.payment,
  user_id: IDS.user,
  user_email: EMAIL,
  amount: 12,
  currency: 'usd',
  status: 'paid',
  created_at: CREATED,
};
export const dayFigures = {
  kanbans: 1,
  todoLists: 3,
  todos: 18,
  mindmaps: 2,
  nodes: 41,
  aiProcesses: 5,
};
