import type * as Y from 'yjs';
import { resortKeyed, sortKeyed } from '../ordering';
import {
  addChangedRecordIds,
  getRecord,
  isRecordId,
  readBoolean,
  recordEntries,
  writtenInOpenTransaction,
} from './fields';
import { type Todo, readStoredTodo, todosType } from './todo-model';

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
  const todos = todosType(doc);
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
 * How many to-dos the document holds and how many of them are completed; from `reader` (one that follows
 * the document) when given.
 */
export function todoProgress(doc: Y.Doc, reader: TodoReader | null = null): { total: number; done: number } {
  if (reader && !writtenInOpenTransaction(doc)) {
    const todos = reader.read();
    return { total: todos.length, done: todos.filter((todo) => todo.completed).length };
  }
  const records = recordEntries(todosType(doc));
  return {
    total: records.length,
    done: records.filter(([, record]) => readBoolean(record, 'completed')).length,
  };
}
