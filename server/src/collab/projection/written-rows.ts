import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChildRows, Row } from './row-sets';

export type Snapshot = Map<string, string>;

/**
 * What a projector last wrote of one child table for an open document: each row serialised, and the row
 * object it came from. Row objects are made once per item read (row-sets.ts keptRows) and never changed,
 * so a row whose object is the one written last needs neither serialising nor comparing.
 */
export interface WrittenRows {
  serialised: Snapshot;
  objects: Map<string, Row>;
}

/**
 * The rows of `child` that differ from what was written (`written`, brought up to date in place) and the
 * ids no longer there: what a store sends; the statement decides what really changed.
 */
export function diffRows(written: WrittenRows, child: ChildRows) {
  const { serialised, objects } = written;
  const changed: Array<Record<string, unknown>> = [];
  const added: string[] = [];
  for (const [id, row] of child.rows) {
    if (objects.get(id) === row) continue;
    objects.set(id, row);
    const text = serialise(row);
    const before = serialised.get(id);
    if (before === text) continue;
    changed.push({ id, [child.owner.column]: child.owner.value, ...row });
    if (before === undefined) added.push(id);
    serialised.set(id, text);
  }
  // Every id of the document is in `serialised` now: any more are rows whose items went.
  const removed =
    serialised.size > child.rows.size ? [...serialised.keys()].filter((id) => !child.rows.has(id)) : [];
  for (const id of removed) {
    serialised.delete(id);
    objects.delete(id);
  }
  return { changed, added, removed };
}

/** Rows are never changed once made: the same row object always serialises the same. */
const serialisedRows = new WeakMap<Row, string>();

export function serialise(row: Row): string {
  let text = serialisedRows.get(row);
  if (text === undefined) {
    text = JSON.stringify(
      Object.keys(row)
        .sort()
        .map((key) => [key, row[key]]),
    );
    serialisedRows.set(row, text);
  }
  return text;
}

function normalise(value: unknown): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as string | number | boolean | null;
}

const ownedBy = (child: ChildRows) => sql`${sql.ref(child.owner.column)} = ${child.owner.value}`;

/** The stored rows of one child table for a document, in the same form documentRows() produces. */
export async function storedRows(trx: Kysely<DB>, child: ChildRows): Promise<Snapshot> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(child.table)} where ${ownedBy(child)}`.execute(trx);
  const sample = child.rows.values().next().value;
  const snapshot: Snapshot = new Map();
  for (const row of rows) {
    const picked: Row = {};
    for (const key of Object.keys(sample ?? {})) picked[key] = normalise(row[key]);
    snapshot.set(String(row.id), serialise(picked));
  }
  return snapshot;
}
