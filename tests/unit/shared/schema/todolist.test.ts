import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import {
  addTodo,
  createTodoListDoc,
  deleteTodo,
  getTodo,
  initTodoList,
  migrateTodoList,
  moveTodo,
  observeTodoList,
  readTodoList,
  readTodos,
  todoListUndoScope,
  todoListViewSchema,
  todoRank,
  updateTodo,
  updateTodoListMeta,
} from '@shared/schema/todolist';
import {
  addTodoNote,
  createTodoReader,
  followingTodoReader,
  setTodoCommentCount,
  todoProgress,
  todosType,
} from '@shared/schema/todo';
import { replicaOf, syncDocs } from '../sync';

const MAP_ID = '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c';
const titles = (doc: Y.Doc) => readTodos(doc).map((todo) => todo.title);

function listWith(...items: string[]) {
  const doc = createTodoListDoc({ title: 'Groceries' });
  const ids = items.map((title) => addTodo(doc, { title })!);
  return { doc, ids };
}

describe('creating a to-do list', () => {
  it('writes meta with the map node it was created for', () => {
    const doc = createTodoListDoc({
      title: 'Launch',
      description: 'tasks',
      mindmapId: MAP_ID,
      nodeId: 'root',
    });
    const view = readTodoList(doc);
    expect(view).toEqual({
      meta: { title: 'Launch', description: 'tasks', mindmapId: MAP_ID, nodeId: 'root', schemaVersion: 1 },
      todos: [],
    });
    expect(todoListViewSchema.parse(view)).toEqual(view);
  });

  it('defaults to a list tied to no map', () => {
    expect(readTodoList(createTodoListDoc({ title: 'Solo' })).meta).toMatchObject({
      mindmapId: null,
      nodeId: null,
    });
  });

  it('leaves an initialised list as it is when initialised again', () => {
    const { doc } = listWith('milk');
    initTodoList(doc, { title: 'Other' });
    expect(readTodoList(doc).meta.title).toBe('Groceries');
  });

  it('updates title and description, but not the origin fields', () => {
    const doc = createTodoListDoc({ title: 'A', mindmapId: MAP_ID, nodeId: 'root' });
    expect(updateTodoListMeta(doc, { title: 'B', description: 'd' })).toBe(true);
    expect(readTodoList(doc).meta).toMatchObject({ title: 'B', description: 'd', mindmapId: MAP_ID });
    expect(() => updateTodoListMeta(doc, { nodeId: null } as never)).toThrow();
  });
});

describe('addTodo', () => {
  it('appends open to-dos with defaults, in order', () => {
    const { doc, ids } = listWith('milk', 'eggs', 'bread');
    expect(titles(doc)).toEqual(['milk', 'eggs', 'bread']);
    expect(getTodo(doc, ids[0]!)).toMatchObject({ title: 'milk', description: '', completed: false });
  });

  it('inserts at an integer rank', () => {
    const { doc } = listWith('a', 'c');
    addTodo(doc, { title: 'b', rank: 1 });
    addTodo(doc, { title: 'first', rank: 0 });
    addTodo(doc, { title: 'last', rank: 99 });
    expect(titles(doc)).toEqual(['first', 'a', 'b', 'c', 'last']);
  });

  it('trims the title and refuses an empty one', () => {
    const doc = createTodoListDoc({ title: 'L' });
    const id = addTodo(doc, { title: '  milk  ' })!;
    expect(getTodo(doc, id)?.title).toBe('milk');
    expect(() => addTodo(doc, { title: '   ' })).toThrow();
  });

  it('keeps a chosen id and refuses one that is taken', () => {
    const doc = createTodoListDoc({ title: 'L' });
    expect(addTodo(doc, { id: 't1', title: 'x' })).toBe('t1');
    expect(addTodo(doc, { id: 't1', title: 'y' })).toBeNull();
  });

  it('orders two to-dos added at the same spot by two clients identically on both', () => {
    const { doc } = listWith('a', 'b');
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    addTodo(left, { title: 'from left', rank: 1 });
    addTodo(right, { title: 'from right', rank: 1 });
    syncDocs(left, right);
    expect(titles(left)).toEqual(titles(right));
    expect(titles(left)[0]).toBe('a');
    expect(titles(left)[3]).toBe('b');
    addTodo(left, { title: 'between the twins', rank: 2 });
    expect(titles(left)[2]).toBe('between the twins');
  });
});

describe('updateTodo', () => {
  it('writes title, description and completed', () => {
    const { doc, ids } = listWith('milk');
    expect(updateTodo(doc, ids[0]!, { title: 'oat milk', description: '2 l', completed: true })).toBe(true);
    expect(getTodo(doc, ids[0]!)).toMatchObject({ title: 'oat milk', description: '2 l', completed: true });
  });

  it('returns false for a missing to-do and refuses non-writable fields', () => {
    const { doc, ids } = listWith('milk');
    expect(updateTodo(doc, 'missing', { completed: true })).toBe(false);
    expect(() => updateTodo(doc, ids[0]!, { position: 'a0' } as never)).toThrow();
    expect(() => updateTodo(doc, ids[0]!, { title: '' })).toThrow();
  });
});

describe('moveTodo', () => {
  it('moves a to-do to a rank', () => {
    const { doc, ids } = listWith('a', 'b', 'c', 'd');
    expect(moveTodo(doc, ids[0]!, 2)).toBe(true);
    expect(titles(doc)).toEqual(['b', 'c', 'a', 'd']);
    moveTodo(doc, ids[3]!, 0);
    expect(titles(doc)).toEqual(['d', 'b', 'c', 'a']);
    moveTodo(doc, ids[1]!, 50);
    expect(titles(doc)).toEqual(['d', 'c', 'a', 'b']);
    expect(todoRank(doc, ids[1]!)).toBe(3);
  });

  it('writes nothing when the to-do is already at that rank', () => {
    const { doc, ids } = listWith('a', 'b');
    const update = vi.fn();
    doc.on('update', update);
    expect(moveTodo(doc, ids[1]!, 1)).toBe(true);
    expect(moveTodo(doc, ids[1]!, 9)).toBe(true);
    expect(update).not.toHaveBeenCalled();
  });

  it('returns false for a missing to-do', () => {
    expect(moveTodo(listWith('a').doc, 'missing', 0)).toBe(false);
  });

  it('never duplicates a to-do moved by two clients at once', () => {
    const { doc, ids } = listWith('a', 'b', 'c', 'd');
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    moveTodo(left, ids[0]!, 3);
    moveTodo(right, ids[0]!, 1);
    syncDocs(left, right);
    expect(readTodos(left)).toEqual(readTodos(right));
    expect(titles(left).filter((title) => title === 'a')).toHaveLength(1);
    expect(titles(left)).toHaveLength(4);
  });
});

describe('deleteTodo', () => {
  it('deletes a to-do and reports a missing one', () => {
    const { doc, ids } = listWith('a', 'b');
    expect(deleteTodo(doc, ids[0]!)).toBe(true);
    expect(deleteTodo(doc, ids[0]!)).toBe(false);
    expect(titles(doc)).toEqual(['b']);
  });

  it('can be undone', () => {
    const { doc, ids } = listWith('a', 'b');
    const undo = new Y.UndoManager(todoListUndoScope(doc));
    deleteTodo(doc, ids[0]!);
    undo.undo();
    expect(titles(doc)).toEqual(['a', 'b']);
  });
});

describe('observeTodoList and migrateTodoList', () => {
  it('calls back once per transaction until unsubscribed', () => {
    const { doc, ids } = listWith('a');
    const listener = vi.fn();
    const stop = observeTodoList(doc, listener);
    updateTodo(doc, ids[0]!, { completed: true });
    updateTodoListMeta(doc, { title: 'x' });
    stop();
    addTodo(doc, { title: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stamps an unversioned list and leaves an empty document alone', () => {
    const legacy = new Y.Doc();
    addTodo(legacy, { title: 'old' });
    expect(migrateTodoList(legacy)).toEqual({ from: 0, to: 1, newer: false });
    expect(migrateTodoList(new Y.Doc())).toEqual({ from: 0, to: 0, newer: false });
  });
});

describe('createTodoReader', () => {
  it('reads what readTodos reads after every kind of change, local or from a peer', () => {
    const { doc, ids } = listWith('Milk', 'Eggs', 'Bread');
    const reader = createTodoReader(doc);
    const steps: Array<() => void> = [
      () => addTodo(doc, { title: 'Butter', rank: 1 }),
      () => updateTodo(doc, ids[0]!, { title: 'Oat milk', completed: true }),
      () => moveTodo(doc, ids[2]!, 0),
      () => addTodoNote(doc, ids[1]!, 'Free range'),
      () => setTodoCommentCount(doc, ids[1]!, 3),
      () => deleteTodo(doc, ids[0]!),
      // A peer wrote something that is no to-do under a to-do's id.
      () => todosType(doc).set(ids[1]!, 'not a record'),
      () => {
        const peer = replicaOf(doc);
        addTodo(peer, { title: 'Jam', rank: 0 });
        updateTodo(peer, ids[2]!, { dueDate: '2026-12-24' });
        syncDocs(peer, doc);
      },
    ];
    expect(reader.read()).toEqual(readTodos(doc));
    for (const step of steps) {
      step();
      expect(reader.read()).toEqual(readTodos(doc));
    }
    reader.stop();
  });

  it('keeps the object of every to-do that did not change', () => {
    const { doc, ids } = listWith('Milk', 'Eggs');
    const reader = createTodoReader(doc);
    const before = reader.read();
    expect(reader.read()).toBe(before);
    updateTodo(doc, ids[1]!, { completed: true });
    const after = reader.read();
    expect(after.find((todo) => todo.id === ids[0])).toBe(before.find((todo) => todo.id === ids[0]));
    expect(after.find((todo) => todo.id === ids[1])).not.toBe(before.find((todo) => todo.id === ids[1]));
  });
});

describe('todoProgress', () => {
  it('counts the to-dos and the completed ones', () => {
    const { doc, ids } = listWith('Milk', 'Eggs', 'Bread');
    updateTodo(doc, ids[2]!, { completed: true });
    expect(todoProgress(doc)).toEqual({ total: 3, done: 1 });
  });
});

describe('followingTodoReader', () => {
  function longList(count: number) {
    const doc = createTodoListDoc({ title: 'Long' });
    doc.transact(() => {
      for (let i = 0; i < count; i += 1) addTodo(doc, { title: `Task ${i}`, completed: i % 3 === 0 });
    });
    return doc;
  }

  it('is one reader per document and places a new to-do at the end, as a full read of the keys does', () => {
    const doc = longList(300);
    const twin = replicaOf(doc);
    const reader = followingTodoReader(doc);
    expect(followingTodoReader(doc)).toBe(reader);
    reader.read();

    const get = vi.spyOn(Y.Map.prototype, 'get');
    const id = doc.transact(() => addTodo(doc, { id: 'appended', title: 'Last' }, reader));
    const reads = get.mock.calls.length;
    get.mockRestore();
    addTodo(twin, { id: 'appended', title: 'Last' });

    // Reading every to-do's order key takes a read a to-do.
    expect(reads).toBeLessThan(50);
    expect(id).toBe('appended');
    expect(readTodos(doc).map((todo) => [todo.id, todo.position])).toEqual(
      readTodos(twin).map((todo) => [todo.id, todo.position]),
    );
    expect(reader.read()).toEqual(readTodos(doc));
  });

  it('counts progress as a full read does, and reads the document itself after a write in the same transaction', () => {
    const doc = longList(30);
    const reader = followingTodoReader(doc);
    expect(todoProgress(doc, reader)).toEqual(todoProgress(doc));
    const first = readTodos(doc)[1]!.id;
    updateTodo(doc, first, { completed: true });
    expect(todoProgress(doc, reader)).toEqual({ total: 30, done: 11 });
    doc.transact(() => {
      deleteTodo(doc, first);
      expect(todoProgress(doc, reader)).toEqual({ total: 29, done: 10 });
      const added = addTodo(doc, { title: 'Inside' }, reader)!;
      expect(todoRank(doc, added)).toBe(29);
    });
  });
});
