import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../schema/fields';
import { itemId, text, uuidId } from './fields';
import { todoItemSchema } from './todo-lists';

/**
 * The to-do routes: `{fn}/todos`, `{fn}/todoid/{id}` and `{fn}/todo-comments`. A to-do lives in a list
 * document (`list_id`) or the workspace inbox (`list_id` null); its id is unique within its document and
 * found through the item index.
 */

/** A to-do's or a card's title, as a create or an update takes it: trimmed, not empty, 500 at most. */
export const itemTitle = text({
  field: 'title',
  max: TITLE_MAX,
  required: 'title: required',
  tooLong: 'title: must be at most 500 characters',
  trim: true,
}).min(1, 'title: must not be empty');
/** A to-do's or a card's description. */
export const itemDescription = text({ field: 'description', max: DESCRIPTION_MAX });
const dueDate = z.iso.date('due_date: must be a date, YYYY-MM-DD');
const listId = uuidId('list_id: must be a to-do list id');
const assigneeId = uuidId('assignee_id: must be a member id');

export const todoNoteSchema = z.object({ id: z.string(), text: z.string(), created_at: z.string() });

/** `GET {fn}/todoid/{id}`: the to-do with its list's id and title, and its notes. */
export const todoDetailSchema = todoItemSchema.extend({
  /** The list's title; 'Unassigned' for the inbox. */
  list_title: z.string(),
  notes: z.array(todoNoteSchema),
});
export type TodoDetail = z.infer<typeof todoDetailSchema>;

export const todoIdParams = z.object({ id: itemId('id') });

/** `GET {fn}/todos?list_id=`: one list's to-dos in order; without list_id every to-do of the workspace. */
export const todosQuery = z.object({ list_id: listId.optional() });

/** `POST {fn}/todos`: into `list_id`, else into the list linked from `nodeId`, else into the inbox. */
export const createTodoBody = z.strictObject({
  title: itemTitle,
  description: itemDescription.default(''),
  list_id: listId.nullish(),
  nodeId: itemId('nodeId').nullish(),
  due_date: dueDate.nullish(),
  assignee_id: assigneeId.nullish(),
});

/**
 * `PUT {fn}/todoid/{id}`: a partial update; fields left out keep their values. `list_id` moves the to-do to
 * another list (null: the inbox) under the same id, with its notes and comments; `position` is its 0-based
 * rank in its list.
 */
export const updateTodoBody = z
  .strictObject({
    title: itemTitle,
    description: itemDescription,
    completed: z.boolean({ error: 'completed: must be true or false' }),
    due_date: dueDate.nullable(),
    assignee_id: assigneeId.nullable(),
    list_id: listId.nullable(),
    position: z
      .number({ error: 'position: must be a number' })
      .int('position: must be a whole number')
      .min(0),
  })
  .partial();

export const COMMENT_MAX = 5_000;

/** A comment on a to-do or a card; the author comes from the session that posted it. */
export const commentSchema = z.object({
  id: z.string(),
  comment: z.string(),
  /** The same text, under the name some clients read. */
  text: z.string(),
  /** The author's name, else their e-mail; 'Anon' (with a null author_id) once their account is deleted. */
  author: z.string().nullable(),
  author_id: z.string().nullable(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const todoCommentSchema = commentSchema.extend({ todoId: z.string() });
export type TodoComment = z.infer<typeof todoCommentSchema>;

export const commentText = text({
  field: 'comment',
  max: COMMENT_MAX,
  required: 'comment: required',
  tooLong: `comment: must be at most ${COMMENT_MAX} characters`,
  trim: true,
}).min(1, 'comment: must not be empty');

export const todoCommentsQuery = z.object({ todoId: itemId('todoId') });
export const createTodoCommentBody = z.strictObject({ todoId: itemId('todoId'), comment: commentText });

/** @mentions: an @ followed by word characters or hyphens (the spec's rule, shared by highlighting and notifying). */
export const MENTION_PATTERN = /@([\w-]+)/g;

/** The handles a comment mentions, lower-cased and without repeats. */
export function mentionsIn(comment: string): string[] {
  return [...new Set([...comment.matchAll(MENTION_PATTERN)].map((match) => match[1]!.toLowerCase()))];
}

/** Text as an @handle can spell it: lower case, anything but word characters and hyphens made a hyphen. */
export const toHandle = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\w-]+/g, '-');

/**
 * The @handles that name a member: their e-mail's local part, their name with its spaces removed or made
 * hyphens, and its first word, each spelled as a handle ('jo.smith@x.org' is @jo-smith).
 */
export function handlesOf(member: { name: string; email: string }): string[] {
  const name = member.name.trim();
  return [
    toHandle(member.email.split('@')[0]!),
    toHandle(name.replace(/\s+/g, '')),
    toHandle(name),
    toHandle(name.split(/\s+/)[0] ?? ''),
  ].filter(Boolean);
}

/** The handle the mention picker inserts for a member: the first of their handles (their e-mail's). */
export function mentionHandle(member: { name: string; email: string }): string {
  return handlesOf(member)[0] ?? '';
}

/** A notification: today, being @mentioned in a comment. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.literal('mention'),
  read: z.boolean(),
  created_at: z.string(),
  /** Who mentioned the user. */
  actor: z.string().nullable(),
  /** The start of the comment. */
  excerpt: z.string(),
  target: z.object({
    kind: z.enum(['todo', 'card']),
    id: z.string(),
    title: z.string(),
    /** Where to open it: the list (null: the inbox) or the board. */
    list_id: z.string().nullable(),
    board_id: z.string().nullable(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({
  unread: z.number().int(),
  notifications: z.array(notificationSchema),
});
export const markNotificationsReadBody = z.strictObject({
  /** The notifications to mark read; all of the user's when left out. */
  ids: z.array(uuidId('ids: must be notification ids')).max(500).optional(),
});

/** `GET {fn}/todo-lists/progress?mindmapId=`: how far each list linked from the map's nodes is. */
export const listProgressSchema = z.object({
  list_id: z.string(),
  total: z.number().int(),
  done: z.number().int(),
});
export type ListProgress = z.infer<typeof listProgressSchema>;
export const listProgressQuery = z.object({ mindmapId: uuidId('mindmapId: must be a mind map id') });

/**
 * What `GET {fn}/events` streams (server-sent events, one JSON object per `data:` line): changes a page
 * shows without holding the documents open.
 */
export const workspaceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list-progress'), list_id: z.string(), total: z.number(), done: z.number() }),
  z.object({ type: z.literal('notification') }),
  /** A map's, a to-do list's or a board's own fields (its title, description) changed: list pages reload. */
  z.object({
    type: z.literal('item-changed'),
    kind: z.enum(['mindmap', 'todolist', 'board']),
    id: z.string(),
  }),
]);
export type WorkspaceEvent = z.infer<typeof workspaceEventSchema>;

/** Event streams (GET {fn}/events) one user may hold open on one server; the next is answered 429. */
export const EVENT_STREAMS_PER_USER = 10;
export const TOO_MANY_EVENT_STREAMS = `Too many open event streams (${EVENT_STREAMS_PER_USER}). Close another Mindlane tab and try again.`;
