import type * as Y from 'yjs';
import { z } from 'zod';
import { type Keyed, isOrderKey, placeAtRank, rankOf, sortKeyed } from '../ordering';
import {
  descriptionSchema,
  getRecord,
  idSchema,
  newId,
  newRecord,
  nowIso,
  readBoolean,
  readString,
  TITLE_MAX,
  readTimestamp,
  recordEntries,
  requiredTitleSchema,
  timestampSchema,
  writeFields,
} from './fields';

/**
 * The to-do shape, shared by to-do list documents (`todolist:<id>`) and the workspace inbox (`inbox:<id>`):
 * both keep their to-dos in `todos`, a Y.Map of id → Y.Map {title, description, completed, position,
 * createdAt, updatedAt}. One implementation serves both; todolist.ts and inbox.ts re-export it.
 *
 * Order is a fractional key in `position`, so a move is one field write: two clients moving the same to-do at
 * once leave it in one place (the last write), never duplicated.
 */

export const todoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** Order key (see shared/ordering.ts); REST exposes the rank instead. */
  position: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Todo = z.infer<typeof todoSchema>;

/** The writable fields; a title is trimmed and must not be empty. */
export const todoPatchSchema = z
  .strictObject({ title: requiredTitleSchema, description: descriptionSchema, completed: z.boolean() })
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

function readStoredTodo(id: string, record: Y.Map<unknown>): Todo {
  return {
    id,
    title: readString(record, 'title', '', TITLE_MAX),
    description: readString(record, 'description'),
    completed: readBoolean(record, 'completed'),
    position: readString(record, 'position'),
    createdAt: readTimestamp(record, 'createdAt'),
    updatedAt: readTimestamp(record, 'updatedAt'),
  };
}

/** All to-dos sorted by (position, id), open and completed alike. */
export function readTodos(doc: Y.Doc): Todo[] {
  return sortKeyed(recordEntries(todosMap(doc)).map(([id, record]) => readStoredTodo(id, record)));
}

export function getTodo(doc: Y.Doc, id: string): Todo | null {
  const record = getRecord(todosMap(doc), id);
  return record ? readStoredTodo(id, record) : null;
}

/** The to-do's 0-based rank in sort order (its REST position), or -1. */
export function todoRank(doc: Y.Doc, id: string): number {
  return rankOf(readTodos(doc), id);
}

function applyRekeys(collection: Y.Map<unknown>, rekeyed: readonly Keyed[]): void {
  for (const { id, position } of rekeyed) getRecord(collection, id)?.set('position', position);
}

/** Adds a to-do at `rank` (default: the end) and returns its id, or null when the id is taken. */
export function addTodo(doc: Y.Doc, input: AddTodoInput): string | null {
  const { id: wanted, rank, ...fields } = addTodoSchema.parse(input);
  return doc.transact(() => {
    const collection = todosMap(doc);
    const id = wanted ?? newId();
    if (collection.has(id)) return null;
    const todos = readTodos(doc);
    const { position, rekeyed } = placeAtRank(todos, rank ?? todos.length);
    applyRekeys(collection, rekeyed);
    const now = nowIso();
    collection.set(
      id,
      newRecord({ description: '', completed: false, ...fields, position, createdAt: now, updatedAt: now }),
    );
    return id;
  });
}

/** Writes the given fields; false when the to-do does not exist. */
export function updateTodo(doc: Y.Doc, id: string, patch: TodoPatch): boolean {
  const fields = todoPatchSchema.parse(patch);
  return doc.transact(() => {
    const record = getRecord(todosMap(doc), id);
    if (!record) return false;
    if (writeFields(record, fields)) record.set('updatedAt', nowIso());
    return true;
  });
}

/** Moves a to-do to a 0-based rank by writing its order key; false when it does not exist. */
export function moveTodo(doc: Y.Doc, id: string, rank: number): boolean {
  z.number().int().nonnegative().parse(rank);
  return doc.transact(() => {
    const collection = todosMap(doc);
    const record = getRecord(collection, id);
    if (!record) return false;
    const todos = readTodos(doc);
    if (rankOf(todos, id) === Math.min(rank, todos.length - 1) && isOrderKey(record.get('position'))) {
      return true;
    }
    const { position, rekeyed } = placeAtRank(
      todos.filter((todo) => todo.id !== id),
      rank,
    );
    applyRekeys(collection, rekeyed);
    record.set('position', position);
    record.set('updatedAt', nowIso());
    return true;
  });
}

export function deleteTodo(doc: Y.Doc, id: string): boolean {
  return doc.transact(() => {
    const collection = todosMap(doc);
    if (!getRecord(collection, id)) return false;
    collection.delete(id);
    return true;
  });
}
