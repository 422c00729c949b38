import * as Y from 'yjs';
import { z } from 'zod';
import { remembered } from '../remembered';

/**
 * Helpers shared by the schema modules. Reads are total: a peer with write access can put anything into a
 * document, so every field is read with a type check and a default instead of trusting its shape.
 *
 * Conventions of every write function: input is validated with the module's exported zod schema and a bad
 * input throws a ZodError (callers at a boundary validate first with the same schema); a missing record or a
 * refused operation (the root, a reserved lane) returns false or null. Writes run in one `doc.transact`
 * without an origin, so a caller can wrap several in its own transaction (with its own origin) and a
 * Y.UndoManager undoes each call in one step.
 */

export const TITLE_MAX = 500;
export const DESCRIPTION_MAX = 20_000;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Ids are uuids or the deterministic ids of reserved records (`root`, `new`, `done`); safe in URLs. */
export const idSchema = z.string().regex(ID_PATTERN, 'Invalid id');
export const titleSchema = z.string().max(TITLE_MAX);
export const descriptionSchema = z.string().max(DESCRIPTION_MAX);
/** A title that must say something: trimmed, then non-empty. */
export const requiredTitleSchema = z.string().trim().min(1).max(TITLE_MAX);
export const timestampSchema = z.string();
export const schemaVersionSchema = z.number().int().nonnegative();

/** A random v4 uuid; getRandomValues works in every browser context, randomUUID only in secure ones. */
export function newId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Byte-wise string order, the same on every machine (localeCompare is not). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let frozenNow: string | null = null;

export function nowIso(): string {
  return frozenNow ?? new Date().toISOString();
}

/** Runs `write` with every timestamp it makes set to `at`, for a first state every peer must make alike. */
export function writtenAt<T>(at: string, write: () => T): T {
  const before = frozenNow;
  frozenNow = at;
  try {
    return write();
  } finally {
    frozenNow = before;
  }
}

/** `value` if the schema accepts it, else the fallback. */
export function parseOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

// PostgreSQL text holds neither NUL nor a lone surrogate.
const NUL = String.fromCharCode(0);
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as every reader sees it: without NUL, lone surrogates replaced by U+FFFD, at most `max` characters.
 * A peer can write anything into a document; what it reads back is always something a table can store.
 */
export function cleanText(value: string, max: number = DESCRIPTION_MAX): string {
  const short = value.length > max ? value.slice(0, max) : value;
  if (!short.includes(NUL) && !SURROGATE.test(short)) return short;
  return short.replaceAll(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Whether text would be changed by cleanText (REST input with such text is refused, not cleaned). */
export function hasUnstorableText(value: string): boolean {
  return cleanText(value, Infinity) !== value;
}

/** Where the readers below find a record's fields: a Y.Map, or a plain value stored whole (fieldsOf). */
export interface FieldSource {
  get(key: string): unknown;
}

/** The own fields of a plain value read from a document, anything else reading as absent. */
export function fieldsOf(value: unknown): FieldSource {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { get: () => undefined };
  const record = value as Record<string, unknown>;
  return { get: (key) => (Object.hasOwn(record, key) ? record[key] : undefined) };
}

export function readString(map: FieldSource, key: string, fallback = '', max = DESCRIPTION_MAX): string {
  const value = map.get(key);
  return typeof value === 'string' ? cleanText(value, max) : fallback;
}

export function readNullableString(map: FieldSource, key: string, max = DESCRIPTION_MAX): string | null {
  const value = map.get(key);
  return typeof value === 'string' ? cleanText(value, max) : null;
}

const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether `value` is an ISO timestamp a timestamptz column takes: the date must exist (no 30 February,
 * which Date.parse would roll over to March) and its year lie in 1..9999. Verdicts are remembered: a board
 * reads three timestamps on each of up to 5,000 cards at every open.
 */
const isStorableTimestamp = remembered((value: string): boolean => {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, 50_000);

/** An ISO timestamp a timestamptz column takes (see isStorableTimestamp), else the fallback. */
export function readTimestamp(map: FieldSource, key: string, fallback = ''): string {
  const value = map.get(key);
  if (typeof value !== 'string' || value.length > 40) return fallback;
  return isStorableTimestamp(value) ? value : fallback;
}

/** A finite number; numeric strings are parsed, since the original API sent coordinates as strings. */
export function readNumber(map: FieldSource, key: string, fallback = 0): number {
  const value = map.get(key);
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

/** A count: a whole number, 0 for anything below or not a number. */
export function readCount(map: FieldSource, key: string): number {
  return Math.max(0, Math.floor(readNumber(map, key)));
}

export function readBoolean(map: FieldSource, key: string, fallback = false): boolean {
  const value = map.get(key);
  return typeof value === 'boolean' ? value : fallback;
}

/** Whether a key of a collection can name a record (anything else in the map is ignored). */
export function isRecordId(key: string): boolean {
  return ID_PATTERN.test(key);
}

/** Whether a collection map holds any record, found without listing them all. */
export function hasRecords(collection: Y.Map<unknown>): boolean {
  for (const [key, value] of collection.entries()) if (value instanceof Y.Map && isRecordId(key)) return true;
  return false;
}

/** The entries of a collection map that are records (Y.Maps under a valid id); anything else is ignored. */
export function recordEntries(collection: Y.Map<unknown>): Array<[string, Y.Map<unknown>]> {
  const entries: Array<[string, Y.Map<unknown>]> = [];
  collection.forEach((value, key) => {
    if (value instanceof Y.Map && isRecordId(key)) entries.push([key, value as Y.Map<unknown>]);
  });
  return entries;
}

/**
 * Whether a transaction of `doc` is open and has written something already: what a reader that follows
 * the document learns only once that transaction ends, so it cannot stand in for a read of the document.
 */
export function writtenInOpenTransaction(doc: Y.Doc): boolean {
  const open = doc._transaction;
  return open !== null && (open.changed.size > 0 || open.deleteSet.clients.size > 0);
}

export function getRecord(collection: Y.Map<unknown>, id: string): Y.Map<unknown> | null {
  const value = collection.get(id);
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : null;
}

/** A new record map holding `fields`; undefined fields are left out. */
export function newRecord(fields: Record<string, unknown>): Y.Map<unknown> {
  return new Y.Map<unknown>(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * Writes the defined fields of a patch, skipping values that are already there so an edit that changes
 * nothing sends no update and cannot win a concurrent write. Returns whether anything was written.
 */
export function writeFields(map: Y.Map<unknown>, patch: Record<string, unknown>): boolean {
  let changed = false;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || map.get(key) === value) continue;
    map.set(key, value);
    changed = true;
  }
  return changed;
}

/**
 * Adds to `ids` the records of `collection` that the deep events of one transaction changed: keys set or
 * removed in the collection, and records whose fields changed.
 */
export function addChangedRecordIds(
  collection: Y.Map<unknown>,
  events: ReadonlyArray<Y.YEvent<Y.AbstractType<unknown>>>,
  ids: Set<string>,
): void {
  for (const event of events) {
    if (event.target === collection) {
      for (const key of event.changes.keys.keys()) ids.add(key);
    } else {
      const id = event.path[0];
      if (typeof id === 'string') ids.add(id);
    }
  }
}

/** Calls `listener` once per transaction that changed any of `types` (deeply). Returns the unsubscribe. */
export function observeTypes(doc: Y.Doc, types: readonly Y.Map<unknown>[], listener: () => void): () => void {
  const watched = new Set<unknown>(types);
  const handler = (transaction: Y.Transaction): void => {
    const touched = [...transaction.changed.keys(), ...transaction.changedParentTypes.keys()];
    if (touched.some((type) => watched.has(type))) listener();
  };
  doc.on('afterTransaction', handler);
  return () => doc.off('afterTransaction', handler);
}
