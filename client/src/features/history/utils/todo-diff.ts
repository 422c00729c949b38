import type { Todo } from '@shared/schema/todo-model';
import { byId, type ComparedFields, compareItem, type ItemDiff } from './item-diff';

export interface TodoRow extends ItemDiff<Todo> {
  todo: Todo;
}

const TODO_FIELDS: ComparedFields<Todo> = [
  ['title', 'title'],
  ['completed', 'done'],
  ['description', 'description'],
  ['dueDate', 'due date'],
  ['assigneeId', 'assignee'],
  ['position', 'order'],
];

/** A list's version compared with the live list: its to-dos in order, then those added since. */
export function todoRows(version: readonly Todo[], now: readonly Todo[]): TodoRow[] {
  const versionTodos = byId(version);
  const nowTodos = byId(now);
  return [...version, ...now.filter((todo) => !versionTodos.has(todo.id))].map((todo) => ({
    ...compareItem(versionTodos.get(todo.id), nowTodos.get(todo.id), TODO_FIELDS),
    todo,
  }));
}
