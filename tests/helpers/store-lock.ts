import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { eventually } from './http';

/**
 * Holds a document's row as a store does (PostgreSQL only: PGlite has one session), so that every store
 * of the document waits in its first step; `release` lets them go and resolves once the hold has ended.
 */
export async function holdStoreLock(
  db: Kysely<DB>,
  documentName: string,
): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await sql`select name from documents where name = ${documentName} for no key update`.execute(trx);
    held();
    await released;
  });
  await holding;
  return {
    async release() {
      release();
      await holder;
    },
  };
}

/** Resolves once PostgreSQL shows `count` stores waiting for a document's lock in their first step. */
export async function storesWaiting(db: Kysely<DB>, count: number): Promise<void> {
  await eventually(async () => {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like '%document_store_log%'`.execute(db);
    return rows[0]!.waiting === count;
  }, 10_000);
}
