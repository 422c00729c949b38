import {
  type ImportCounts,
  type ImportedList,
  type ImportedTodo,
  cutLabel,
  cutNote,
} from '@shared/formats/model';
import { readCsvTable } from './csv-table';
import { checkItemCount, toDueDate } from './import-text';

/**
 * Reads a Todoist project exported as CSV (columns TYPE, CONTENT, DESCRIPTION, PRIORITY, INDENT, AUTHOR,
 * RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, ...; TYPE and CONTENT required). Each `task` row is a to-do in
 * file order. A `note` row (a comment on the task above) is appended to that task's description after a
 * blank line; a note before any task (a project comment) is skipped and counted. `section` rows and rows of
 * any other type are skipped and counted, `meta` rows (view settings) left out uncounted. Priorities p1–p3
 * and sub-tasks (INDENT over 1), which to-dos lack, are flattened and counted as cut; a DATE that is not an
 * ISO date (a recurrence such as "every day") is dropped and counted as cut. Todoist exports open tasks
 * only, so every to-do is open.
 */
export function readTodoistCsv(bytes: Uint8Array, title = 'Todoist import'): ImportedList {
  const counts: ImportCounts = { skipped: 0, cut: 0 };
  const todos: ImportedTodo[] = [];
  // Notes are gathered whole before a description is cut, so the cut is counted once per to-do.
  const descriptions: string[] = [];
  readCsvTable(
    bytes,
    {
      required: ['TYPE', 'CONTENT'],
      missing: (column) => `Not a Todoist CSV export: the header row (row 1) has no ${column} column`,
      unguard: false,
    },
    (row) => {
      const type = row.cell('TYPE').trim().toLowerCase();
      const content = row.cell('CONTENT');
      if (type === 'meta') return;
      if (type === 'note') {
        const last = descriptions.length - 1;
        if (last < 0) counts.skipped += 1;
        else if (content.trim() !== '') {
          descriptions[last] = descriptions[last] === '' ? content : `${descriptions[last]}\n\n${content}`;
        }
        return;
      }
      if (type !== 'task' || content.trim() === '') {
        counts.skipped += 1;
        return;
      }
      checkItemCount(todos.length + 1, 'to-dos');
      const priority = Number(row.cell('PRIORITY').trim());
      if (priority >= 1 && priority <= 3) counts.cut += 1;
      if (Number(row.cell('INDENT').trim()) > 1) counts.cut += 1;
      const dateText = row.cell('DATE').trim();
      const dueDate = toDueDate(dateText);
      if (dueDate === null && dateText !== '') counts.cut += 1;
      todos.push({
        title: cutLabel(content.trim(), counts),
        description: '',
        completed: false,
        dueDate,
      });
      descriptions.push(row.cell('DESCRIPTION'));
    },
  );
  todos.forEach((todo, index) => {
    todo.description = cutNote(descriptions[index] ?? '', counts);
  });
  return { kind: 'todolist', title: cutLabel(title, counts), todos, counts };
}
