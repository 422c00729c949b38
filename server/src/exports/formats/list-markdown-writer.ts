import type { Todo } from '@shared/schema/todo-model';

/** What a list writer takes of a to-do. */
export type ListItem = Pick<Todo, 'title' | 'description' | 'completed' | 'dueDate'>;

/** A description line that would read as a task item gets a backslash before its marker (one more each time). */
const ESCAPE = /^([ \t]*)(\\*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\])/;

const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * A to-do list as a Markdown task list, a to-do at a time: the title as a `#` heading, then `- [ ] title`
 * or `- [x] title` (with ` 📅 YYYY-MM-DD` for a due date), the description's lines indented under the
 * item. readTaskMarkdown reads it back.
 */
export function* writeListMarkdown(
  title: string,
  todos: Iterable<ListItem>,
): Generator<string, void, undefined> {
  yield `# ${oneLine(title) || 'To-do list'}\n\n`;
  for (const todo of todos) {
    const due = todo.dueDate === null ? '' : ` 📅 ${todo.dueDate}`;
    let chunk = `- [${todo.completed ? 'x' : ' '}] ${oneLine(todo.title)}${due}\n`;
    if (todo.description.trim() !== '') {
      for (const line of todo.description.trimEnd().split(/\r\n|\r|\n/)) {
        chunk += line.trim() === '' ? '\n' : `  ${line.replace(ESCAPE, '$1\\$2')}\n`;
      }
    }
    yield chunk;
  }
}
