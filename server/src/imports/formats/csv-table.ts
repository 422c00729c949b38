import { CsvError, parse } from 'csv-parse/sync';
import { ImportFormatError } from '@shared/formats/model';
import { unguardCell } from '../../exports/formats/csv-line';
import { decodeUpload } from './import-text';

/** A data row of a CSV table, numbered as a spreadsheet shows it (the header is row 1, blank rows left out). */
export interface CsvRow {
  number: number;
  /** The cell under a column of the header (matched without case), '' when absent. */
  cell(column: string): string;
}

export interface CsvTableOptions {
  /** Columns the header must name; the message for a missing one is `missing(column)`. */
  required: readonly string[];
  missing: (column: string, header: readonly string[]) => string;
  /** Undo csvLine's formula guard (files Mindlane wrote); off for other programs' files. */
  unguard: boolean;
}

const QUOTE_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted cell (quote the whole cell and double the quotes in it)',
};

/** Comma, semicolon (spreadsheets in many locales) or tab: whichever the header line holds most of. */
function delimiterOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text.slice(0, 4096) : text.slice(0, Math.min(end, 4096));
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

/** About how much text is parsed at once: rows are handled a block at a time, never as one table. */
const BLOCK = 256 * 1024;

/**
 * Where the block that starts at `start` ends: the first line break at or after `start + BLOCK` that is
 * not inside a quoted cell. Quotes only open and close quoted cells ("" inside one is two), so a line
 * break after an even number of quotes ends a record. A malformed file is refused by the parser in the
 * block its fault is in. Whole-text offsets, one indexOf jump at a time.
 */
function blockEnd(text: string, start: number): number {
  if (start + BLOCK >= text.length) return text.length;
  let quoted = false;
  let at = start;
  let lineEnd = text.indexOf('\n', start + BLOCK);
  for (;;) {
    if (lineEnd === -1) return text.length;
    const quote = text.indexOf('"', at);
    if (!quoted && (quote === -1 || lineEnd < quote)) return lineEnd + 1;
    if (quote === -1) return text.length;
    quoted = !quoted;
    at = quote + 1;
    if (lineEnd < at) lineEnd = text.indexOf('\n', at);
  }
}

/**
 * Reads a CSV upload with a header row, handing each data row to `onRow` in order, the text parsed a block
 * of about 256 KiB at a time (no table of the whole file is built). Rows whose cells are all blank are left
 * out. A malformed file throws ImportFormatError naming the row (and the line, where cells span lines).
 */
export function readCsvTable(
  bytes: Uint8Array,
  options: CsvTableOptions,
  onRow: (row: CsvRow) => void,
): void {
  const text = decodeUpload(bytes);
  if (text.trim() === '') throw new ImportFormatError('The file is empty');
  const delimiter = delimiterOf(text);
  let columns: Map<string, number> | null = null;
  let rows = 0;
  let lines = 0;
  for (let start = 0; start < text.length;) {
    const end = blockEnd(text, start);
    const block = text.slice(start, end);
    let records: string[][];
    try {
      records = parse(block, { delimiter, relax_column_count: true, skip_empty_lines: true });
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const reason = QUOTE_ERRORS[error.code] ?? `the CSV is malformed (${error.message})`;
      const row = rows + Number(error.records) + 1;
      const line = lines + Number(error.lines);
      throw new ImportFormatError(`Row ${row}${line === row ? '' : ` (line ${line})`}: ${reason}`);
    }
    for (const record of records) {
      rows += 1;
      if (columns === null) columns = headerColumns(record, options);
      else if (record.some((cell) => cell.trim() !== ''))
        onRow(csvRow(record, rows, columns, options.unguard));
    }
    for (let at = block.indexOf('\n'); at !== -1; at = block.indexOf('\n', at + 1)) lines += 1;
    start = end;
  }
}

function csvRow(
  record: readonly string[],
  number: number,
  columns: Map<string, number>,
  unguard: boolean,
): CsvRow {
  return {
    number,
    cell(column) {
      const index = columns.get(column.toLowerCase());
      const value = index === undefined ? '' : (record[index] ?? '');
      return unguard ? unguardCell(value) : value;
    },
  };
}

function headerColumns(record: readonly string[], options: CsvTableOptions): Map<string, number> {
  const columns = new Map<string, number>();
  record.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (key !== '' && !columns.has(key)) columns.set(key, index);
  });
  for (const column of options.required) {
    if (!columns.has(column.toLowerCase())) throw new ImportFormatError(options.missing(column, record));
  }
  return columns;
}
