import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import * as inbox from '@shared/schema/inbox';
import * as todolist from '@shared/schema/todolist';
import {
  createInboxDoc,
  inboxViewSchema,
  initInbox,
  migrateInbox,
  observeInbox,
  readInbox,
} from '@shared/schema/inbox';

describe('the workspace inbox', () => {
  it('starts with a schema version and no to-dos', () => {
    const view = readInbox(createInboxDoc());
    expect(view).toEqual({ meta: { schemaVersion: 1 }, todos: [] });
    expect(inboxViewSchema.parse(view)).toEqual(view);
  });

  it('uses the very same to-do functions as a list (one implementation)', () => {
    for (const name of ['addTodo', 'updateTodo', 'moveTodo', 'deleteTodo', 'getTodo', 'readTodos'] as const) {
      expect(inbox[name]).toBe(todolist[name]);
    }
  });

  it('adds, edits, orders and deletes its to-dos', () => {
    const doc = createInboxDoc();
    const a = inbox.addTodo(doc, { title: 'call Ann' })!;
    const b = inbox.addTodo(doc, { title: 'book room', rank: 0 })!;
    inbox.updateTodo(doc, a, { completed: true });
    inbox.moveTodo(doc, a, 0);
    expect(readInbox(doc).todos.map((todo) => [todo.id, todo.completed])).toEqual([
      [a, true],
      [b, false],
    ]);
    inbox.deleteTodo(doc, a);
    expect(readInbox(doc).todos.map((todo) => todo.id)).toEqual([b]);
  });

  it('moves a to-do into a list keeping its id (delete here, add there)', () => {
    const source = createInboxDoc();
    const id = inbox.addTodo(source, { title: 'triage', description: 'bugs' })!;
    const todo = inbox.getTodo(source, id)!;
    const list = todolist.createTodoListDoc({ title: 'Sprint' });
    todolist.addTodo(list, {
      id,
      title: todo.title,
      description: todo.description,
      completed: todo.completed,
    });
    inbox.deleteTodo(source, id);
    expect(todolist.getTodo(list, id)).toMatchObject({ title: 'triage', description: 'bugs' });
    expect(readInbox(source).todos).toEqual([]);
  });

  it('is initialised once, observed per transaction and migrated like the others', () => {
    const doc = new Y.Doc();
    expect(migrateInbox(doc)).toEqual({ from: 0, to: 0, newer: false });
    initInbox(doc);
    initInbox(doc);
    const listener = vi.fn();
    const stop = observeInbox(doc, listener);
    inbox.addTodo(doc, { title: 'x' });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(migrateInbox(doc)).toEqual({ from: 1, to: 1, newer: false });
  });
});
