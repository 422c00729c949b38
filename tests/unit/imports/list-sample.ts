import { addTodo } from '@shared/schema/todo';
import { createTodoListDoc, readTodoList } from '@shared/schema/todolist';
import type { Todo } from '@shared/schema/todo-model';

/** A list's to-dos as a document holds them, their titles and descriptions written to trip up a writer. */
export function sampleTodos(): Todo[] {
  const doc = createTodoListDoc({ title: 'Release' });
  const add = (
    title: string,
    fields: { description?: string; completed?: boolean; dueDate?: string | null } = {},
  ) => addTodo(doc, { title, ...fields });
  add('Tag the release', {
    dueDate: '2026-05-04',
    description: 'Run the script\n\n  indented code\n\tand a tab',
  });
  add('Update the changelog', { completed: true });
  add('Description that looks like tasks', {
    description:
      '- [ ] not a task\n  * [x] nor this\n\\- [ ] escaped already\n1. [ ] numbered\n# not a heading',
  });
  add('=SUM(A1), "quoted", -1', { description: '@cell\r\nsecond line' });
  add('[x] starts with a box', { completed: false });
  add('Emoji 🚀 and ümlauts #tag', { dueDate: '2026-12-31', completed: true });
  return readTodoList(doc).todos;
}

/** What an import of the to-dos should give. */
export const importedOf = (todos: readonly Todo[]) =>
  todos.map(({ title, description, completed, dueDate }) => ({ title, description, completed, dueDate }));
