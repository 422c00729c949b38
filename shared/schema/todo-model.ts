import * as Y from 'yjs';
import { z } from 'zod';
import { type Keyed, rankOf, sortKeyed } from '../ordering';
import { dueDateSchema } from './board-model';
import {
  cleanText,
  descriptionSchema,
  getRecord,
  idSchema,
  parseOr,
  readBoolean,
  readNullableString,
  readString,
  recordEntries,
  requiredTitleSchema,
  timestampSchema,
} from './fields';
import { readWorkItemFields } from './work-item';

/**
 * The to-do shape, shared by to-do list documents (`todolist:<id>`) and the workspace inbox (`inbox:<id>`):
 * both keep their to-dos in `todos`, a Y.Map of id → Y.Map {title, description, completed, position,
 * dueDate, assigneeId, notes (a Y.Array of {id, text, createdAt}), commentCount, createdAt, updatedAt}. One
 * implementation serves both; todolist.ts and inbox.ts re-export it. This file holds the shape and its reads,
 * todo-reader.ts reads a list again as it changes, todo.ts holds the writes.
 *
 * Order is a fractional key in `position`, so a move is one field write: two clients moving the same to-do at
 * once leave it in one place (the last write), never duplicated.
 */

export const NOTE_MAX = 2_000;

export const todoNoteSchema = z.object({ id: idSchema, text: z.string(), createdAt: timestampSchema });
export type TodoNote = z.infer<typeof todoNoteSchema>;

export const todoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** Order key (see shared/ordering.ts); REST exposes the rank instead. */
  position: z.string(),
  /** A calendar date, YYYY-MM-DD. */
  dueDate: dueDateSchema.nullable(),
  /** A workspace member's user id. */
  assigneeId: idSchema.nullable(),
  notes: z.array(todoNoteSchema),
  /** How many comments the to-do has; the server keeps it, so open comment threads know to reload. */
  commentCount: z.number().int().nonnegative(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Todo = z.infer<typeof todoSchema>;

/** The writable fields; a title is trimmed and must not be empty. */
export const todoPatchSchema = z
  .strictObject({
    title: requiredTitleSchema,
    description: descriptionSchema,
    completed: z.boolean(),
    dueDate: dueDateSchema.nullable(),
    assigneeId: idSchema.nullable(),
  })
  .partial();
export type TodoPatch = z.input<typeof todoPatchSchema>;

export const addTodoSchema = todoPatchSchema.required({ title: true }).extend({
  id: idSchema.optional(),
  /** 0-based rank among the to-dos; at the end when left out. */
  rank: z.number().int().nonnegative().optional(),
});
export type AddTodoInput = z.input<typeof addTodoSchema>;

/** The top-level map holding the records REST addresses by id. */
export const TODOS_TYPE = 'todos';
const todosMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(TODOS_TYPE);

/** Whether a document holds no to-dos at all (used by the migrations of both document kinds). */
export function hasNoTodos(doc: Y.Doc): boolean {
  return todosMap(doc).size === 0;
}

/** The shared type holding the to-dos, for undo scopes and observers of the document kinds that embed it. */
export function todosType(doc: Y.Doc): Y.Map<unknown> {
  return todosMap(doc);
}

function readNotes(record: Y.Map<unknown>): TodoNote[] {
  const notes = record.get('notes');
  if (!(notes instanceof Y.Array)) return [];
  const read: TodoNote[] = [];
  for (const value of notes.toArray() as unknown[]) {
    if (typeof value !== 'object' || value === null) continue;
    const { id, text, createdAt } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof text !== 'string') continue;
    read.push({
      id,
      text: cleanText(text, NOTE_MAX),
      createdAt: typeof createdAt === 'string' ? createdAt : '',
    });
  }
  return read;
}

// Built once: making a zod schema costs far more than using it, and this runs for every to-do of a list.
const storedAssignee = idSchema.nullable();

export function readStoredTodo(id: string, record: Y.Map<unknown>): Todo {
  return {
    id,
    ...readWorkItemFields(record),
    completed: readBoolean(record, 'completed'),
    position: readString(record, 'position'),
    assigneeId: parseOr(storedAssignee, readNullableString(record, 'assigneeId'), null),
    notes: readNotes(record),
  };
}

/** All to-dos sorted by (position, id), open and completed alike. */
export function readTodos(doc: Y.Doc): Todo[] {
  return sortKeyed(recordEntries(todosMap(doc)).map(([id, record]) => readStoredTodo(id, record)));
}

/**
 * The to-dos' ids and order keys sorted as readTodos sorts them, without reading the rest of each to-do:
 * enough to rank and place one, and a fraction of the cost on a long list.
 */
export function readTodoKeys(doc: Y.Doc): Keyed[] {
  return sortKeyed(
    recordEntries(todosMap(doc)).map(([id, record]) => ({ id, position: readString(record, 'position') })),
  );
}

export function getTodo(doc: Y.Doc, id: string): Todo | null {
  const record = getRecord(todosMap(doc), id);
  return record ? readStoredTodo(id, record) : null;
}

/** The to-do's 0-based rank in sort order (its REST position), or -1. */
export function todoRank(doc: Y.Doc, id: string): number {
  return rankOf(readTodoKeys(doc), id);
}
