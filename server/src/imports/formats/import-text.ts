import {
  type ImportCounts,
  type ImportedLane,
  IMPORT_LIMITS,
  ImportFormatError,
  ImportTooLargeError,
  cutLabel,
} from '@shared/formats/model';
import { DONE_COLUMN_TITLE, NEW_COLUMN_TITLE } from '@shared/schema/board-model';

/** Text helpers shared by the board and to-do list readers. */

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The upload as text: UTF-8 (a byte order mark is dropped), within the upload limit. */
export function decodeUpload(bytes: Uint8Array): string {
  if (bytes.byteLength > IMPORT_LIMITS.uploadBytes) {
    throw new ImportTooLargeError(`The file is larger than ${IMPORT_LIMITS.uploadBytes / 1024 / 1024} MiB`);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ImportFormatError('The file is not UTF-8 text');
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The calendar date of an ISO date or date-time (YYYY-MM-DD, or YYYY-MM-DDTHH:MM… with any offset) as
 * YYYY-MM-DD, the date as written; null for anything else (text such as "every day", impossible dates).
 */
export function toDueDate(value: string): string | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** low, medium or high in any case and spacing, else null. */
export function toPriority(value: string): Priority | null {
  const name = value.trim().toLowerCase();
  return PRIORITIES.find((priority) => priority === name) ?? null;
}

/** Which lane a name stands for: 'new' or 'done' (in any case and spacing), else `lane:` and the name. */
export function laneKey(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  return lower === 'new' || lower === 'done' ? lower : `lane:${trimmed}`;
}

/** An empty lane for a name: the board's reserved New or Done lane, or a lane of its own (title cut). */
export function laneNamed(name: string, counts: ImportCounts): ImportedLane {
  const key = laneKey(name);
  if (key === 'new') return { role: 'new', title: NEW_COLUMN_TITLE, cards: [] };
  if (key === 'done') return { role: 'done', title: DONE_COLUMN_TITLE, cards: [] };
  return { role: 'lane', title: cutLabel(name.trim(), counts), cards: [] };
}

/**
 * The most cards (checklist items included) or to-dos one import makes. A 20 MiB file of one-letter rows
 * would otherwise make well over a million, taking seconds to read and far more to write; no document
 * holds that many.
 */
export const MAX_IMPORT_ITEMS = 50_000;

/** Refuses, as too large, a file whose `count`-th item is past MAX_IMPORT_ITEMS (`what`: cards, to-dos). */
export function checkItemCount(count: number, what: string): void {
  if (count > MAX_IMPORT_ITEMS) {
    throw new ImportTooLargeError(
      `The file holds more than ${MAX_IMPORT_ITEMS.toLocaleString('en-US')} ${what}`,
    );
  }
}
