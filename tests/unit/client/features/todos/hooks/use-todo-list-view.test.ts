import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { addTodo, addTodoNote, deleteTodo, moveTodo, readTodos, updateTodo } from '@shared/schema/todo';
import { createTodoListDoc, updateTodoListMeta } from '@shared/schema/todolist';
import { TodoListReader } from '@client/features/todos/hooks/use-todo-list-view';

describe('TodoListReader', () => {
  it('follows adds, edits, moves, deletes and notes, local or remote, like a full read', () => {
    const doc = createTodoListDoc({ title: 'Week' });
    const ids = ['a', 'b', 'c', 'd'].map((title) => addTodo(doc, { title })!);
    const reader = new TodoListReader(doc);
    let calls = 0;
    const stop = reader.subscribe(() => (calls += 1));
    const check = () => expect(reader.getSnapshot().todos).toEqual(readTodos(doc));

    updateTodo(doc, ids[1]!, { completed: true });
    check();
    const untouched = reader.getSnapshot().todos[0];
    moveTodo(doc, ids[3]!, 0);
    check();
    expect(reader.getSnapshot().todos.find((todo) => todo.id === untouched!.id)).toBe(untouched);
    deleteTodo(doc, ids[0]!);
    addTodoNote(doc, ids[2]!, 'remember');
    check();

    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    addTodo(peer, { title: 'from a peer', rank: 1 });
    updateTodoListMeta(peer, { title: 'Next week' });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer));
    check();
    expect(reader.getSnapshot().meta.title).toBe('Next week');
    expect(calls).toBeGreaterThan(4);

    stop();
    updateTodo(doc, ids[2]!, { title: 'after unsubscribing' });
    expect(reader.getSnapshot().todos.some((todo) => todo.title === 'after unsubscribing')).toBe(false);
  });

  it('reads again at subscription only when the document changed since the first read, deletes included', () => {
    const doc = createTodoListDoc({ title: 'Week' });
    const ids = ['a', 'b'].map((title) => addTodo(doc, { title })!);
    const quiet = new TodoListReader(doc);
    const first = quiet.getSnapshot();
    const stopQuiet = quiet.subscribe(() => undefined);
    expect(quiet.getSnapshot(), 'nothing changed: the first read is kept').toBe(first);
    stopQuiet();

    const raced = new TodoListReader(doc);
    // A delete between the render that read the list and the subscription leaves the state vector as it was.
    deleteTodo(doc, ids[0]!);
    const stop = raced.subscribe(() => undefined);
    expect(raced.getSnapshot().todos.map((todo) => todo.title)).toEqual(['b']);
    stop();
  });
});
