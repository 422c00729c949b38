import { describe, expect, it } from 'vitest';
import { withProgress } from '@client/features/mind-maps/api/get-list-progress';
import { todoMarkOf } from '@client/features/mind-maps/components/canvas/node-sprites';
import { markOf } from '@client/features/mind-maps/hooks/use-linked-todo-marks';

describe('the to-do mark of a linked list', () => {
  it("is 'todo-complete' only when the list has to-dos and all are done", () => {
    expect(markOf({ total: 3, done: 3 })).toBe('todo-complete');
    expect(markOf({ total: 3, done: 2 })).toBe('has-todo');
    expect(markOf({ total: 0, done: 0 })).toBe('has-todo');
  });

  it("is none without a list, and 'has-todo' for a list whose progress is not known yet", () => {
    const marks = new Map([['done-list', 'todo-complete' as const]]);
    expect(todoMarkOf(null, marks)).toBe('none');
    expect(todoMarkOf('done-list', marks)).toBe('todo-complete');
    expect(todoMarkOf('other-list', marks)).toBe('has-todo');
  });
});

describe('withProgress', () => {
  it("replaces a list's figures in place and adds a list it did not have", () => {
    const current = [
      { list_id: 'a', total: 2, done: 1 },
      { list_id: 'b', total: 1, done: 0 },
    ];
    expect(withProgress(current, { list_id: 'a', total: 2, done: 2 })).toEqual([
      { list_id: 'a', total: 2, done: 2 },
      { list_id: 'b', total: 1, done: 0 },
    ]);
    expect(withProgress(current, { list_id: 'c', total: 4, done: 0 })).toEqual([
      ...current,
      { list_id: 'c', total: 4, done: 0 },
    ]);
    expect(current[0]).toEqual({ list_id: 'a', total: 2, done: 1 });
  });
});
