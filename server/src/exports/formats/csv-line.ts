import { stringify } from 'csv-stringify/sync';

/**
 * One CSV record as text (RFC 4180: comma-separated, CRLF-terminated; a cell with a comma, a quote or a
 * line break is quoted, quotes doubled). A cell a spreadsheet would take for a formula (starting with = + -
 * @, a tab or a carriage return) gets a leading apostrophe, so opening an export never runs anything; a cell
 * that already starts with apostrophes before such a character gets one more, so unguardCell undoes it
 * exactly and a file written here reads back unchanged.
 */
export function csvLine(cells: readonly string[]): string {
  return stringify([cells.map(guardCell)], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

const GUARDED = /^'*[=+\-@\t\r]/;
const UNGUARD = /^'+[=+\-@\t\r]/;

export function guardCell(cell: string): string {
  return GUARDED.test(cell) ? `'${cell}` : cell;
}

/** What guardCell was given: one leading apostrophe fewer before a formula character. */
export function unguardCell(cell: string): string {
  return UNGUARD.test(cell) ? cell.slice(1) : cell;
}

/** A UTF-8 byte order mark: spreadsheets read the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';
