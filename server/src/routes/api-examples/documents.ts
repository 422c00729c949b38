import type { ExampleTable } from './operation-examples';
import { comment, CREATED, IDS, mapView, SUCCESS, todo, UPDATED } from './samples';

const mindmap = {
  id: IDS.mindmap,
  title: 'Q3 launch plan',
  description: 'Everything that has to happen before the September launch.',
  config: mapView,
  nodeCount: 12,
  created_at: CREATED,
  updated_at: UPDATED,
};
const node = {
  id: IDS.node,
  mindmapId: IDS.mindmap,
  parentId: IDS.rootNode,
  label: 'Press kit',
  description: 'Logo pack, screenshots, founder quotes.',
  x: 640,
  y: 320,
  linkedTodoListId: IDS.todoList,
  created_at: CREATED,
  updated_at: UPDATED,
};
const rootNode = {
  ...node,
  id: IDS.rootNode,
  parentId: null,
  label: 'Q3 launch plan',
  description: '',
  x: 0,
  y: 0,
  linkedTodoListId: null,
};
const created = { id: IDS.mindmap };

/** Examples of the mind maps, to-do lists, to-dos, comments and events operations. */
export const DOCUMENT_EXAMPLES: ExampleTable = {
  'GET /mindmaps': { answers: { 200: [mindmap] } },
  'POST /mindmaps': {
    body: {
      data: {
        title: 'Q3 launch plan',
        description: 'Everything that has to happen before the September launch.',
        id: IDS.mindmap,
        createdAt: CREATED,
      },
    },
    answers: { 200: created, 201: created },
  },
  'DELETE /mindmaps': { answers: { 200: SUCCESS } },
  'GET /mapid/:id': { answers: { 200: mindmap } },
  'PATCH /update/mindmap/:id': {
    body: {
      config: mapView,
      data: { title: 'Q3 launch plan (final)', description: 'Signed off on 2 June.' },
    },
    answers: { 200: SUCCESS },
  },
  'POST /mindmaps/:id/duplicate': { answers: { 201: { id: IDS.copy } } },
  'GET /nodes': { answers: { 200: [rootNode, node] } },
  'POST /nodes': {
    body: { mindmapId: IDS.mindmap, parentId: IDS.rootNode, label: 'Press kit', x: 640, y: 320 },
    answers: { 201: { id: IDS.node } },
  },
  'GET /node': { answers: { 200: [rootNode, node] } },
  'PATCH /nodes/:id': {
    body: { label: 'Press kit and media list', x: 660, y: 300 },
    answers: { 200: SUCCESS },
  },
  'DELETE /nodes/:id': { answers: { 200: SUCCESS } },
  'GET /todo-lists': {
    answers: {
      200: [
        {
          id: IDS.todoList,
          title: 'Launch checklist',
          description: 'From the Press kit node of the Q3 launch plan.',
          mindmap_id: IDS.mindmap,
          node_id: IDS.node,
          created_at: CREATED,
          updated_at: UPDATED,
          todos: [todo],
        },
      ],
    },
  },
  'POST /todo-lists': {
    body: {
      title: 'Launch checklist',
      description: 'From the Press kit node of the Q3 launch plan.',
      mindmapId: IDS.mindmap,
      nodeId: IDS.node,
    },
    answers: { 200: { id: IDS.todoList }, 201: { id: IDS.todoList } },
  },
  'DELETE /todo-lists': { answers: { 200: SUCCESS } },
  'PATCH /todo-lists/:id': { body: { title: 'Launch checklist (venue)' }, answers: { 200: SUCCESS } },
  'POST /todo-lists/:id/duplicate': { answers: { 201: { id: IDS.copy } } },
  'GET /todos': { answers: { 200: [todo] } },
  'POST /todos': {
    body: {
      title: todo.title,
      description: todo.description,
      list_id: IDS.todoList,
      due_date: todo.due_date,
      assignee_id: IDS.teammate,
    },
    answers: { 201: { ...todo, comment_count: 0 } },
  },
  'GET /todoid/:id': {
    answers: {
      200: {
        ...todo,
        list_title: 'Launch checklist',
        notes: [{ id: IDS.note, text: 'Harbour Hall quoted $2,400 for the evening.', created_at: UPDATED }],
      },
    },
  },
  'PUT /todoid/:id': {
    body: { completed: true, due_date: '2026-07-17' },
    answers: { 200: { ...todo, completed: true, due_date: '2026-07-17' } },
  },
  'DELETE /todoid/:id': { answers: { 200: SUCCESS } },
  'GET /todo-lists/progress': { answers: { 200: [{ list_id: IDS.todoList, total: 8, done: 3 }] } },
  'GET /todo-comments': { answers: { 200: [{ ...comment, todoId: IDS.todo }] } },
  'POST /todo-comments': {
    body: { todoId: IDS.todo, comment: comment.comment },
    answers: { 201: { ...comment, todoId: IDS.todo } },
  },
  'GET /kanban-card-comments': { answers: { 200: [{ ...comment, cardId: IDS.card }] } },
  'POST /kanban-card-comments': {
    body: { cardId: IDS.card, comment: comment.comment },
    answers: { 201: { ...comment, cardId: IDS.card } },
  },
  'GET /notifications': {
    answers: {
      200: {
        unread: 1,
        notifications: [
          {
            id: IDS.notification,
            kind: 'mention',
            read: false,
            created_at: UPDATED,
            actor: 'Maya Chen',
            excerpt: comment.comment,
            target: {
              kind: 'todo',
              id: IDS.todo,
              title: todo.title,
              list_id: IDS.todoList,
              board_id: null,
            },
          },
        ],
      },
    },
  },
  'POST /notifications/read': { body: { ids: [IDS.notification] }, answers: { 200: SUCCESS } },
  'GET /events': {
    answers: {
      200: `data: {"type":"list-progress","list_id":"${IDS.todoList}","total":8,"done":4}\n\n`,
    },
  },
};
