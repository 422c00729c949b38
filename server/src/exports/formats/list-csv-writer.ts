import { LIST_CSV_COLUMNS } from '../../imports/formats/list-csv';
import { CSV_BOM, csvLine } from './csv-line';
import type { ListItem } from './list-markdown-writer';

/**
 * A to-do list as CSV, a to-do at a time: the header (the columns readListCsv reads), then one row a to-do
 * with Completed as yes or no. The list's title is not a column; the file name carries it.
 */
export function* writeListCsv(todos: Iterable<ListItem>): Generator<string, void, undefined> {
  yield CSV_BOM + csvLine(LIST_CSV_COLUMNS);
  for (const todo of todos) {
    yield csvLine([todo.title, todo.description, todo.completed ? 'yes' : 'no', todo.dueDate ?? '']);
  }
}
