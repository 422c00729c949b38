import { z } from 'zod';
import { commentSchema, commentText, itemDescription, itemTitle } from './todos';
import { deviceMadeFields, itemId, text, uuidId } from './fields';

/**
 * The board routes: `{fn}/boards`, `{fn}/kanban-boards`, `{fn}/kanban-board-data`, the Kanban API under
 * `/api/kanban` (also `/.netlify/functions/api/kanban`), card comments, metrics and send-to-Kanban.
 * Integer positions are ranks in display order (lanes: New is 0; cards: within their lane).
 */

const boardId = uuidId('board_id: must be a board id');
const rank = (field: string) =>
  z
    .number({ error: `${field}: must be a number` })
    .int(`${field}: must be a whole number`)
    .min(0, `${field}: must be 0 or more`);
const cardStatus = z.enum(['open', 'done'], { error: "status: must be 'open' or 'done'" });
const cardPriority = z.enum(['low', 'medium', 'high'], {
  error: "priority: must be 'low', 'medium' or 'high'",
});
const dueDate = z.iso.date('due_date: must be a date, YYYY-MM-DD');

/** A board as the list page shows it; the counts follow the spec's rules at the time of reading. */
export const boardSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Cards not in the Done lane. */
  notDone: z.number().int(),
  /** Cards not done whose due date is before today. */
  pastDue: z.number().int(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

/** `GET {fn}/boards`: every board, or one with `?id`; `today` (YYYY-MM-DD, the reader's date) for Past Due. */
export const boardsQuery = z.object({
  id: uuidId('id: must be a board id').optional(),
  today: z.iso.date('today: must be a date, YYYY-MM-DD').optional(),
});
/** With a `prompt`, `POST /boards` is the spec's alternative AI path (its cards are drafted from the prompt). */
export const createBoardBody = z.object({
  title: itemTitle,
  description: itemDescription.default(''),
  prompt: text({ field: 'prompt', max: 4000, trim: true }).optional(),
  ...deviceMadeFields,
});
export const boardIdQuery = z.object({ id: uuidId('id: must be a board id') });
/** `POST /boards/{id}/duplicate`. */
export const boardIdParams = boardIdQuery;

export const kanbanColumnSchema = z.object({
  id: z.string(),
  board_id: z.string(),
  title: z.string(),
  position: z.number().int(),
  wip_limit: z.number().int().nullable(),
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

export const kanbanCardSchema = z.object({
  id: z.string(),
  column_id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['open', 'done']),
  priority: z.enum(['low', 'medium', 'high']).nullable(),
  due_date: z.string().nullable(),
  assignee_id: z.string().nullable(),
  position: z.number().int(),
  linked_todo_id: z.string().nullable(),
  todo_list_id: z.string().nullable(),
  mindmap_id: z.string().nullable(),
  comment_count: z.number().int(),
  /** When the card last entered Done. */
  done_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

/** `GET {fn}/kanban-board-data?id=`: the board, its lanes in display order, its cards lane by lane. */
export const boardDataSchema = z.object({
  board: boardSummarySchema.omit({ notDone: true, pastDue: true }),
  columns: z.array(kanbanColumnSchema),
  cards: z.array(kanbanCardSchema),
});
export type BoardData = z.infer<typeof boardDataSchema>;

/** `POST /api/kanban/columns`: at display rank `position` (kept between New and Done; before Done without it). */
export const createColumnBody = z.strictObject({
  board_id: boardId,
  title: itemTitle,
  position: rank('position').optional(),
});
/** `PATCH /api/kanban/columns`: a lane order; `board_id` says whose lanes when ids could be ambiguous. */
export const reorderColumnsBody = z.strictObject({
  board_id: boardId.optional(),
  columns: z
    .array(z.strictObject({ id: itemId('columns.id'), position: rank('columns.position') }))
    .min(1)
    .max(200),
});
export const columnIdParams = z.object({ id: itemId('id') });
/** `?board_id=` names the board when the lane id alone could be another board's. */
export const columnQuery = z.object({ board_id: boardId.optional() });
export const updateColumnBody = z
  .strictObject({
    title: itemTitle,
    wip_limit: z.number({ error: 'wip_limit: must be a number' }).int().min(1).max(10_000).nullable(),
  })
  .partial();

/** `POST /api/kanban/cards`; `board_id` is needed for the New and Done lanes, whose ids every board shares. */
export const createCardBody = z.strictObject({
  board_id: boardId.optional(),
  column_id: itemId('column_id'),
  title: itemTitle,
  description: itemDescription.optional(),
  position: rank('position').optional(),
  status: cardStatus.optional(),
  priority: cardPriority.optional(),
  due_date: dueDate.nullish(),
  assignee_id: uuidId('assignee_id: must be a member id').nullish(),
});
export const cardIdParams = z.object({ id: itemId('id') });
/**
 * `PATCH /api/kanban/cards/{id}`: a partial update; column_id and position move the card. A card's status
 * is its lane: status done moves it to the end of Done, status open (from Done) to the end of New; with
 * column_id too, the lane given wins and the status follows it.
 */
export const updateCardBody = z
  .strictObject({
    title: itemTitle,
    description: itemDescription,
    status: cardStatus,
    priority: cardPriority.nullable(),
    due_date: dueDate.nullable(),
    assignee_id: uuidId('assignee_id: must be a member id').nullable(),
    linked_todo_id: itemId('linked_todo_id').nullable(),
    todo_list_id: uuidId('todo_list_id: must be a to-do list id').nullable(),
    mindmap_id: uuidId('mindmap_id: must be a mind map id').nullable(),
    column_id: itemId('column_id'),
    position: rank('position'),
  })
  .partial();
export const moveCardBody = z.strictObject({ column_id: itemId('column_id'), position: rank('position') });

export const cardCommentSchema = commentSchema.extend({ cardId: z.string() });
export type CardComment = z.infer<typeof cardCommentSchema>;
export const cardCommentsQuery = z.object({ cardId: itemId('cardId') });
export const createCardCommentBody = z.strictObject({ cardId: itemId('cardId'), comment: commentText });

/** `GET {fn}/kanban-card-metrics`: cards that entered Done today and in the last 7 days (once each). */
export const cardMetricsSchema = z.object({ doneToday: z.number().int(), doneWeek: z.number().int() });
/** `tzOffset`: the reader's Date#getTimezoneOffset(), so "today" is their day. */
export const cardMetricsQuery = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).optional(),
});

export const sendTodoBody = z.strictObject({
  todoId: itemId('todoId'),
  boardId: uuidId('boardId: must be a board id'),
});
export const sendTodoListBody = z.strictObject({
  listId: uuidId('listId: must be a to-do list id'),
  boardId: uuidId('boardId: must be a board id'),
});
/** What a send created: one card per to-do per board, so sending again adds none. */
export const sentToKanbanSchema = z.object({ created: z.number().int(), cardIds: z.array(z.string()) });

/** GET {fn}/todo-list-cards?listId=: the cards of the workspace's boards linked to the list's to-dos. */
export const linkedCardsQuery = z.strictObject({ listId: uuidId('listId: must be a to-do list id') });
export const linkedCardSchema = z.object({
  todo_id: z.string(),
  card_id: z.string(),
  board_id: z.string(),
  board_title: z.string(),
});
export type LinkedCard = z.infer<typeof linkedCardSchema>;

export const RESERVED_COLUMN_MESSAGE = 'Cannot rename or delete the Done or New column.';
export const RESERVED_TITLE_MESSAGE = 'Cannot create another reserved column.';
