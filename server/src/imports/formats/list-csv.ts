import {
  type ImportCounts,
  type ImportedList,
  type ImportedTodo,
  ImportFormatError,
  cutLabel,
  cutNote,
} from '@shared/formats/model';
import { readCsvTable } from './csv-table';
import { checkItemCount, toDueDate } from './import-text';

/** The columns of a to-do list CSV, as writeListCsv writes them; only Title is required. */
export const LIST_CSV_COLUMNS = ['Title', 'Description', 'Completed', 'Due date'] as const;

const DONE = new Set(['yes', 'y', 'true', 'x', '1', 'done', 'completed', 'complete']);
const OPEN = new Set(['', 'no', 'n', 'false', '0', 'open']);

/**
 * Reads a to-do list from CSV with a header row (columns matched without case; others ignored): one to-do
 * a row. Completed is yes/no (also true/false, x, 1/0, done/open); a due date that is not an ISO date is
 * dropped and counted as cut; a row with content but no title, or a Completed cell that is none of those
 * words, is refused with its row number.
 */
export function readListCsv(bytes: Uint8Array, title = 'Imported list'): ImportedList {
  const counts: ImportCounts = { skipped: 0, cut: 0 };
  const todos: ImportedTodo[] = [];
  readCsvTable(
    bytes,
    {
      required: ['Title'],
      missing: () => `Not a to-do list CSV: the header row (row 1) has no Title column`,
      unguard: true,
    },
    (row) => {
      const todoTitle = row.cell('Title').trim();
      if (todoTitle === '') throw new ImportFormatError(`Row ${row.number}: the Title column is empty`);
      checkItemCount(todos.length + 1, 'to-dos');
      const completedText = row.cell('Completed').trim().toLowerCase();
      if (!DONE.has(completedText) && !OPEN.has(completedText)) {
        throw new ImportFormatError(`Row ${row.number}: the Completed column says neither yes nor no`);
      }
      const dueText = row.cell('Due date').trim();
      const dueDate = toDueDate(dueText);
      if (dueDate === null && dueText !== '') counts.cut += 1;
      todos.push({
        title: cutLabel(todoTitle, counts),
        description: cutNote(row.cell('Description'), counts),
        completed: DONE.has(completedText),
        dueDate,
      });
    },
  );
  return { kind: 'todolist', title: cutLabel(title, counts), todos, counts };
}
