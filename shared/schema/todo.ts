// The writes of the to-do shape (described in todo-model.ts): the only code that changes a document's to-dos.
import * as Y from 'yjs';
import { z } from 'zod';
import { type Keyed, isOrderKey, placeAtRank, rankOf } from '../ordering';
import {
  getRecord,
  idSchema,
  newId,
  newRecord,
  nowIso,
  writeFields,
  writtenInOpenTransaction,
} from './fields';
import {
  type AddTodoInput,
  NOTE_MAX,
  type Todo,
  type TodoPatch,
  addTodoSchema,
  readTodoKeys,
  todoPatchSchema,
  todosType,
} from './todo-model';
import type { TodoReader } from './todo-reader';

export * from './todo-model';
export * from './todo-reader';

function applyRekeys(collection: Y.Map<unknown>, rekeyed: readonly Keyed[]): void {
  for (const { id, position } of rekeyed) getRecord(collection, id)?.set('position', position);
}

/**
 * Adds a to-do at `rank` (default: the end) and returns its id, or null when the id is taken. A `reader`
 * that follows `doc` spares reading every to-do's order key.
 */
export function addTodo(doc: Y.Doc, input: AddTodoInput, reader: TodoReader | null = null): string | null {
  const { id: wanted, rank, ...fields } = addTodoSchema.parse(input);
  const read = reader && !writtenInOpenTransaction(doc) ? reader.read() : null;
  return doc.transact(() => {
    const collection = todosType(doc);
    const id = wanted ?? newId();
    if (collection.has(id)) return null;
    const todos = read ?? readTodoKeys(doc);
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
    const record = getRecord(todosType(doc), id);
    if (!record) return false;
    if (writeFields(record, fields)) record.set('updatedAt', nowIso());
    return true;
  });
}

/** Moves a to-do to a 0-based rank by writing its order key; false when it does not exist. */
export function moveTodo(doc: Y.Doc, id: string, rank: number): boolean {
  z.number().int().nonnegative().parse(rank);
  return doc.transact(() => {
    const collection = todosType(doc);
    const record = getRecord(collection, id);
    if (!record) return false;
    const todos = readTodoKeys(doc);
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
    const collection = todosType(doc);
    if (!getRecord(collection, id)) return false;
    collection.delete(id);
    return true;
  });
}

/** Adds a note to a to-do and returns its id; null when the to-do does not exist. */
export function addTodoNote(doc: Y.Doc, todoId: string, text: string): string | null {
  const noteText = z.string().trim().min(1).max(NOTE_MAX).parse(text);
  return doc.transact(() => {
    const record = getRecord(todosType(doc), todoId);
    if (!record) return null;
    let notes = record.get('notes');
    if (!(notes instanceof Y.Array)) {
      notes = new Y.Array<unknown>();
      record.set('notes', notes);
    }
    const id = newId();
    (notes as Y.Array<unknown>).push([{ id, text: noteText, createdAt: nowIso() }]);
    return id;
  });
}

/** Removes a note; false when the to-do or the note does not exist. */
export function deleteTodoNote(doc: Y.Doc, todoId: string, noteId: string): boolean {
  return doc.transact(() => {
    const notes = getRecord(todosType(doc), todoId)?.get('notes');
    if (!(notes instanceof Y.Array)) return false;
    const index = (notes.toArray() as Array<{ id?: unknown }>).findIndex((note) => note?.id === noteId);
    if (index < 0) return false;
    notes.delete(index, 1);
    return true;
  });
}

/** Records how many comments a to-do has (server only); false when the to-do does not exist. */
export function setTodoCommentCount(doc: Y.Doc, todoId: string, count: number): boolean {
  z.number().int().nonnegative().parse(count);
  return doc.transact(() => {
    const record = getRecord(todosType(doc), todoId);
    if (!record) return false;
    writeFields(record, { commentCount: count });
    return true;
  });
}

/** Everything a to-do holds but its place, for moving it into another document under the same id. */
export type TodoContent = Omit<Todo, 'id' | 'position'>;

/**
 * Adds a to-do with the given content under `id` at the end (or `rank`) of this document's to-dos, keeping
 * its timestamps, notes and comment count; null when the id is taken here.
 */
export function insertTodoContent(
  doc: Y.Doc,
  id: string,
  content: TodoContent,
  rank?: number,
): string | null {
  idSchema.parse(id);
  return doc.transact(() => {
    const collection = todosType(doc);
    if (collection.has(id)) return null;
    const todos = readTodoKeys(doc);
    const { position, rekeyed } = placeAtRank(todos, rank ?? todos.length);
    applyRekeys(collection, rekeyed);
    const { notes, ...fields } = content;
    const record = newRecord({ ...fields, position });
    record.set('notes', Y.Array.from(notes.map((note) => ({ ...note }))));
    collection.set(id, record);
    return id;
  });
}
