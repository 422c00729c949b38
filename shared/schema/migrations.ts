import type * as Y from 'yjs';
import { readNumber } from './fields';

/**
 * Schema versions live in each document's `meta.schemaVersion`. Migrations run on load (after the first sync,
 * so that a client does not migrate an empty copy) and may run on several peers at once, so each must be
 * convergent: write deterministic ids and values, never "append one more".
 */
export interface Migration {
  version: number;
  description: string;
  up: (doc: Y.Doc) => void;
}

export interface MigrationResult {
  from: number;
  to: number;
  /** The document was written by a newer version of the app; it was left untouched. */
  newer: boolean;
}

/** Throws unless versions run 1, 2, … up to `target`: a gap or a swap is a programming error. */
export function assertMigrationsOrdered(migrations: readonly Migration[], target: number): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration ${index} has version ${migration.version}, expected ${index + 1}`);
    }
  });
  if (migrations.length !== target) {
    throw new Error(`Migrations end at ${migrations.length}, schema version is ${target}`);
  }
}

/** Runs the migrations above the document's version in one transaction; an empty document is left alone. */
export function runMigrations(
  doc: Y.Doc,
  meta: Y.Map<unknown>,
  migrations: readonly Migration[],
  target: number,
  isEmpty: boolean,
): MigrationResult {
  const from = readNumber(meta, 'schemaVersion', 0);
  if (from > target) return { from, to: from, newer: true };
  if (isEmpty || from === target) return { from, to: from, newer: false };
  doc.transact(() => {
    for (const migration of migrations) {
      if (migration.version > from) migration.up(doc);
    }
    meta.set('schemaVersion', target);
  });
  return { from, to: target, newer: false };
}
