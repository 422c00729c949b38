import type { ExampleTable } from './operation-examples';
import { card, CREATED, IDS, SUCCESS, todo, UPDATED } from './samples';

const board = {
  id: IDS.board,
  title: 'Product launch',
  description: 'From the Q3 launch plan.',
  created_at: CREATED,
  updated_at: UPDATED,
};
const boardSummary = { ...board, notDone: 7, pastDue: 1 };
const boardBody = {
  title: 'Product launch',
  description: 'From the Q3 launch plan.',
  id: IDS.board,
  createdAt: CREATED,
};
const created = { id: IDS.board };
const column = (id: string, title: string, position: number, wip_limit: number | null = null) => ({
  id,
  board_id: IDS.board,
  title,
  position,
  wip_limit,
});
const doneCard = {
  ...card,
  column_id: 'done',
  status: 'done',
  done_at: '2026-07-03T16:05:00.000Z',
  updated_at: '2026-07-03T16:05:00.000Z',
};
const series = (total: number) => ({ series: [0, 1, 0, 0, 2, 0, 1], today: 1, week: 4, total });
const sentCards = { created: 1, cardIds: [IDS.card] };

/** Examples of the boards, Kanban, dashboard and AI operations. */
export const BOARD_EXAMPLES: ExampleTable = {
  'GET /boards': { answers: { 200: [boardSummary] } },
  'POST /boards': { body: boardBody, answers: { 200: created, 201: created } },
  'DELETE /boards': { answers: { 200: SUCCESS } },
  'PATCH /boards/:id': { body: { title: 'Product launch (autumn)' }, answers: { 200: SUCCESS } },
  'POST /boards/:id/duplicate': { answers: { 201: { id: IDS.copy } } },
  'POST /kanban-boards': { body: boardBody, answers: { 200: created, 201: created } },
  'GET /kanban-board-data': {
    answers: {
      200: {
        board,
        columns: [
          column('new', 'New', 0),
          column(IDS.inProgressColumn, 'In-Progress', 1),
          column(IDS.column, 'In review', 2, 3),
          column('done', 'Done', 3),
        ],
        cards: [card],
      },
    },
  },
  'GET /kanban-card-metrics': { answers: { 200: { doneToday: 2, doneWeek: 9 } } },
  'POST /kanban/columns': {
    body: { board_id: IDS.board, title: 'In review', position: 2 },
    answers: { 201: { id: IDS.column, title: 'In review' } },
  },
  'PATCH /kanban/columns': {
    body: {
      board_id: IDS.board,
      columns: [
        { id: IDS.column, position: 1 },
        { id: IDS.inProgressColumn, position: 2 },
      ],
    },
    answers: { 200: SUCCESS },
  },
  'PATCH /kanban/columns/:id': {
    body: { title: 'Waiting for review', wip_limit: 3 },
    answers: { 200: SUCCESS },
  },
  'DELETE /kanban/columns/:id': { answers: { 200: SUCCESS } },
  'POST /kanban/cards': {
    body: {
      board_id: IDS.board,
      column_id: IDS.column,
      title: card.title,
      description: card.description,
      priority: 'high',
      due_date: card.due_date,
      assignee_id: IDS.user,
    },
    answers: { 201: { ...card, mindmap_id: null, comment_count: 0 } },
  },
  'PATCH /kanban/cards/:id': {
    body: { title: 'Draft and send the press release', priority: 'medium' },
    answers: { 200: { ...card, title: 'Draft and send the press release', priority: 'medium' } },
  },
  'DELETE /kanban/cards/:id': { answers: { 200: SUCCESS } },
  'PATCH /kanban/cards/:id/move': {
    body: { column_id: 'done', position: 0 },
    answers: { 200: doneCard },
  },
  'GET /todo-list-cards': {
    answers: {
      200: [{ todo_id: IDS.todo, card_id: IDS.card, board_id: IDS.board, board_title: board.title }],
    },
  },
  'POST /send-todo-to-kanban': { body: { todoId: todo.id, boardId: IDS.board }, answers: { 200: sentCards } },
  'POST /send-todo-list-to-kanban': {
    body: { listId: IDS.todoList, boardId: IDS.board },
    answers: { 200: sentCards },
  },
  'GET /dashboard-metrics': {
    answers: { 200: { mindmaps: series(2), todoLists: series(5), boards: series(1) } },
  },
  'POST /ai-create-mindmap': {
    body: { title: 'Q3 launch plan', description: 'A product launch in September for a design tool.' },
    answers: { 201: { mindmapId: IDS.mindmap, engine: 'model' } },
  },
  'POST /ai-create-todo': {
    body: { title: 'Launch checklist', description: 'Venue, press, social media and the launch party.' },
    answers: { 201: { id: IDS.todoList, mindmap_id: null, engine: 'model' } },
  },
  'POST /ai-create-board': {
    body: { title: 'Product launch', prompt: 'Cards for a September launch: press, venue, social media.' },
    answers: { 201: { id: IDS.board, engine: 'model' } },
  },
  'POST /ai-expand-node': {
    body: { mindmapId: IDS.mindmap, nodeId: IDS.node },
    answers: { 200: { mindmapId: IDS.mindmap, engine: 'model' } },
  },
  'GET /ai-generation': { answers: { 200: { status: 'running', engine: 'model', items: 6 } } },
  'POST /ai-generation/stop': { answers: { 200: { stopped: true } } },
};
