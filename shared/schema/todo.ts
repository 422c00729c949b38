import * as Y from 'yjs';
import { z } from 'zod';
import { type Keyed, isOrderKey, placeAtRank, rankOf, resortKeyed, sortKeyed } from '../ordering';
import { dueDateSchema } from './board-model';
import {
  addChangedRecordIds,
  cleanText,
  descriptionSchema,
  getRecord,
  idSchema,
  isRecordId,
  newId,
  newRecord,
  nowIso,
  parseOr,
  readBoolean,
  readNullableString,
  readNumber,
  readString,
  TITLE_MAX,
  readTimestamp,
  recordEntries,
  requiredTitleSchema,
  timestampSchema,
  writeFields,
  writtenInOpenTransaction,
} from './fields';

/**
 * The to-do shape, shared by to-do list documents (`todolist:<id>`) and the workspace inbox (`inbox:<id>`):
 * both keep their to-dos in `todos`, a Y.Map of id → Y.Map {title, description, completed, position,
 * dueDate, assigneeId, notes (a Y.Array of {id, text, createdAt}), commentCount, createdAt, updatedAt}. One implementation serves both; todolist.ts and inbox.ts re-export it.
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
const storedDueDate = dueDateSchema.nullable();
const storedAssignee = idSchema.nullable();

function readStoredTodo(id: string, record: Y.Map<unknown>): Todo {
  return {
    id,
    title: readString(record, 'title', '', TITLE_MAX),
    description: readString(record, 'description'),
    completed: readBoolean(record, 'completed'),
    position: readString(record, 'position'),
    dueDate: parseOr(storedDueDate, record.get('dueDate'), null),
    assigneeId: parseOr(storedAssignee, readNullableString(record, 'assigneeId'), null),
    notes: readNotes(record),
    commentCount: Math.max(0, Math.floor(readNumber(record, 'commentCount'))),
    createdAt: readTimestamp(record, 'createdAt'),
    updatedAt: readTimestamp(record, 'updatedAt'),
  };
}

/** All to-dos sorted by (position, id), open and completed alike. */
export function readTodos(doc: Y.Doc): Todo[] {
  return sortKeyed(recordEntries(todosMap(doc)).map(([id, record]) => readStoredTodo(id, record)));
}

export interface TodoReader {
  /** The same to-dos readTodos() gives, reading again only those changed since the last call. */
  read(): Todo[];
  stop(): void;
}

/**
 * Reads a document's to-dos repeatedly as it changes (the projection after every store): each to-do's
 * fields are read again only when it changed, and an unchanged to-do keeps its object, so consumers can
 * tell what changed by identity.
 */
export function createTodoReader(doc: Y.Doc): TodoReader {
  const todos = todosMap(doc);
  const stored = new Map<string, Todo>();
  let dirty: Set<string> | 'all' = 'all';
  let view: Todo[] | null = null;

  const onTodos = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => {
    if (dirty !== 'all') addChangedRecordIds(todos, events, dirty);
  };
  todos.observeDeep(onTodos);

  function readOne(id: string) {
    const record = getRecord(todos, id);
    if (record && isRecordId(id)) stored.set(id, readStoredTodo(id, record));
    else stored.delete(id);
  }

  return {
    read() {
      if (view && dirty !== 'all' && dirty.size === 0) return view;
      if (dirty === 'all' || !view) {
        stored.clear();
        for (const [id, record] of recordEntries(todos)) stored.set(id, readStoredTodo(id, record));
        view = sortKeyed([...stored.values()]);
      } else {
        const changed: Todo[] = [];
        for (const id of dirty) {
          readOne(id);
          const todo = stored.get(id);
          if (todo) changed.push(todo);
        }
        view = resortKeyed(view, dirty, changed);
      }
      dirty = new Set();
      return view;
    },
    stop() {
      todos.unobserveDeep(onTodos);
    },
  };
}

const followingReaders = new WeakMap<Y.Doc, TodoReader>();

/**
 * The document's one to-do reader that follows it from first use for as long as the document lives: what
 * the server's writes, projection and progress notices of an open list read, so that a write to a long
 * list reads the to-dos it changed instead of every one.
 */
export function followingTodoReader(doc: Y.Doc): TodoReader {
  let reader = followingReaders.get(doc);
  if (!reader) {
    reader = createTodoReader(doc);
    followingReaders.set(doc, reader);
  }
  return reader;
}

/**
 * The to-dos' ids and order keys sorted as readTodos sorts them, without reading the rest of each to-do:
 * enough to rank and place one, and a fraction of the cost on a long list.
 */
function readTodoKeys(doc: Y.Doc): Keyed[] {
  return sortKeyed(
    recordEntries(todosMap(doc)).map(([id, record]) => ({ id, position: readString(record, 'position') })),
  );
}

/**
 * How many to-dos the document holds and how many of them are completed; from `reader` (one that follows
 * the document) when given.
 */
export function todoProgress(doc: Y.Doc, reader: TodoReader | null = null): { total: number; done: number } {
  if (reader && !writtenInOpenTransaction(doc)) {
    const todos = reader.read();
    return { total: todos.length, done: todos.filter((todo) => todo.completed).length };
  }
  const records = recordEntries(todosMap(doc));
  return {
    total: records.length,
    done: records.filter(([, record]) => readBoolean(record, 'completed')).length,
  };
}

export function getTodo(doc: Y.Doc, id: string): Todo | null {
  const record = getRecord(todosMap(doc), id);
  return record ? readStoredTodo(id, record) : null;
}

/** The to-do's 0-based rank in sort order (its REST position), or -1. */
export function todoRank(doc: Y.Doc, id: string): number {
  return rankOf(readTodoKeys(doc), id);
}

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
    const collection = todosMap(doc);
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
    const collection = todosMap(doc);
    if (!getRecord(collection, id)) return false;
    collection.delete(id);
    return true;
  });
}

/** Adds a note to a to-do and returns its id; null when the to-do does not exist. */
export function addTodoNote(doc: Y.Doc, todoId: string, text: string): string | null {
  const noteText = z.string().trim().min(1).max(NOTE_MAX).parse(text);
  return doc.transact(() => {
    const record = getRecord(todosMap(doc), todoId);
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
    const notes = getRecord(todosMap(doc), todoId)?.get('notes');
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
    const record = getRecord(todosMap(doc), todoId);
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
    const collection = todosMap(doc);
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
