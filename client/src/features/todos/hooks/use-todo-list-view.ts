import { useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { compareKeyed } from '@shared/ordering';
import { addChangedRecordIds } from '@shared/schema/fields';
import { getTodo, readTodos, type Todo, todosType } from '@shared/schema/todo';
import { observeTodoList, readTodoListMeta, type TodoListMeta } from '@shared/schema/todolist';
import { transactionCounter } from '@shared/transaction-count';

export interface TodoListSnapshot {
  meta: TodoListMeta;
  todos: readonly Todo[];
}

/**
 * The list's meta and its to-dos in order, kept current incrementally: the whole list is read once, then a
 * change re-reads only the to-dos it touched (a peer's tick re-reads one of 2,000), sorting again only when
 * an order key, an add or a delete could have moved something. Unchanged to-dos keep their objects, so
 * their rows skip rendering.
 */
export class TodoListReader {
  private readonly byId = new Map<string, Todo>();
  private snapshot: TodoListSnapshot;
  private readonly listeners = new Set<() => void>();
  private stop: (() => void) | null = null;
  private readonly transactions: { readonly count: number };
  private readAt = 0;

  constructor(private readonly doc: Y.Doc) {
    this.transactions = transactionCounter(doc);
    this.snapshot = this.readAll();
  }

  getSnapshot = (): TodoListSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.stop) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.stop?.();
        this.stop = null;
      }
    };
  };

  private readAll(): TodoListSnapshot {
    this.readAt = this.transactions.count;
    this.byId.clear();
    const todos = readTodos(this.doc);
    for (const todo of todos) this.byId.set(todo.id, todo);
    return { meta: readTodoListMeta(this.doc), todos };
  }

  private start(): void {
    const collection = todosType(this.doc);
    const onTodos = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
      const touched = new Set<string>();
      addChangedRecordIds(collection, events, touched);
      this.apply(touched);
    };
    // Meta changes (title, description) are rare: a full meta read is cheap.
    const stopMeta = observeTodoList(this.doc, () => {
      const meta = readTodoListMeta(this.doc);
      if (JSON.stringify(meta) !== JSON.stringify(this.snapshot.meta)) this.emit({ ...this.snapshot, meta });
    });
    collection.observeDeep(onTodos);
    // Whatever changed between the first read and the subscription is caught by one more full read (a
    // 2,000-to-do list costs tens of milliseconds to read, so only when something did change).
    if (this.transactions.count !== this.readAt) this.emit(this.readAll());
    this.stop = () => {
      collection.unobserveDeep(onTodos);
      stopMeta();
    };
  }

  private apply(touched: ReadonlySet<string>): void {
    if (touched.size === 0) return;
    let reorder = false;
    let changed = false;
    const replaced = new Map<string, Todo>();
    for (const id of touched) {
      const before = this.byId.get(id);
      const after = getTodo(this.doc, id);
      if (!after) {
        if (before) {
          this.byId.delete(id);
          reorder = changed = true;
        }
        continue;
      }
      this.byId.set(id, after);
      changed = true;
      if (!before || before.position !== after.position) reorder = true;
      else replaced.set(id, after);
    }
    if (!changed) return;
    const todos = reorder
      ? [...this.byId.values()].sort(compareKeyed)
      : this.snapshot.todos.map((todo) => replaced.get(todo.id) ?? todo);
    this.emit({ ...this.snapshot, todos });
  }

  private emit(next: TodoListSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** The live list of `doc` through a TodoListReader. */
export function useTodoListView(doc: Y.Doc): TodoListSnapshot {
  const reader = useMemo(() => new TodoListReader(doc), [doc]);
  return useSyncExternalStore(reader.subscribe, reader.getSnapshot, reader.getSnapshot);
}
