import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export interface LogEntry {
  id: number;
  update: Uint8Array;
}

export function createDocumentsRepository(db: Kysely<DB>) {
  return {
    async create(name: string, workspaceId: string, now: Date, trx: Kysely<DB> = db) {
      await trx
        .insertInto('documents')
        .values({ name, workspace_id: workspaceId, created_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },

    async workspaceOf(name: string, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .selectFrom('documents')
        .select('workspace_id')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.workspace_id ?? null;
    },

    /** The workspace of each of `names` that exists, in one query. */
    async workspacesOf(names: readonly string[], trx: Kysely<DB> = db): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await trx
        .selectFrom('documents')
        .select(['name', 'workspace_id'])
        .where('name', 'in', names)
        .execute();
      return new Map(rows.map((row) => [row.name, row.workspace_id]));
    },

    async delete(name: string, trx: Kysely<DB> = db) {
      await trx.deleteFrom('documents').where('name', '=', name).execute();
    },

    /** The stored snapshot and every log entry after it, oldest first. */
    async load(
      name: string,
      trx: Kysely<DB> = db,
    ): Promise<{ snapshot: Uint8Array | null; log: LogEntry[] } | null> {
      const document = await trx
        .selectFrom('documents')
        .select('snapshot')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!document) return null;
      const log = await trx
        .selectFrom('document_updates')
        .select(['id', 'update'])
        .where('document_name', '=', name)
        .orderBy('id')
        .execute();
      return { snapshot: document.snapshot, log };
    },

    /** Appends many updates in one statement; returns their ids in input order. */
    async append(
      entries: Array<{ name: string; update: Uint8Array }>,
      trx: Kysely<DB> = db,
    ): Promise<number[]> {
      const rows = await trx
        .insertInto('document_updates')
        .values(entries.map((entry) => ({ document_name: entry.name, update: entry.update })))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Replaces the snapshot and deletes the log entries it now contains. */
    async compact(
      name: string,
      snapshot: Uint8Array,
      containedIds: number[],
      now: Date,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('documents')
        .set({ snapshot, snapshot_at: now })
        .where('name', '=', name)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (containedIds.length > 0) {
        await trx
          .deleteFrom('document_updates')
          .where('document_name', '=', name)
          .where('id', 'in', containedIds)
          .execute();
      }
      return true;
    },

    async reject(name: string, entry: LogEntry, reason: string, trx: Kysely<DB> = db) {
      await trx
        .insertInto('document_rejected_updates')
        .values({ id: entry.id, document_name: name, update: entry.update, reason })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx.deleteFrom('document_updates').where('id', '=', entry.id).execute();
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
