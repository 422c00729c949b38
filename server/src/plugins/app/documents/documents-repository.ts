import { sql, type Kysely } from 'kysely';
import { coalescedReads, pairIn } from '../../../db/coalesced-reads';
import type { Author, DB } from '../../../db/schema';
import { serialiseBytea } from '../../../db/type-parsers';
import { formatDocumentName } from '@shared/schema/document-name';

export interface LogEntry {
  id: number;
  update: Uint8Array;
}

/**
 * The version of the relational projection's shape. Raising it makes every instance rebuild each
 * document's projected rows from its snapshot and log at start-up (see projection/rebuild.ts). Version 2:
 * nodes' links (migration 0031).
 */
export const PROJECTION_VERSION = 2;

/** A snapshot a caller holds: which of the document's snapshots it is, and which document row it came from. */
export interface KnownSnapshot {
  seq: number;
  createdAt: Date;
}

export interface StoredDocument {
  /** Null when the document has no snapshot yet; undefined when it is the known one. */
  snapshot: Uint8Array | null | undefined;
  seq: number;
  createdAt: Date;
  log: LogEntry[];
}

/** An item addressed by id within its workspace. */
type ItemKey = { workspaceId: string; id: string };
const itemKey = ({ workspaceId, id }: ItemKey) => `${workspaceId}/${id}`;

export function createDocumentsRepository(db: Kysely<DB>) {
  const holderReads = coalescedReads(itemKey, async (keys: ItemKey[]) => {
    const rows = await db
      .selectFrom('document_items')
      .select(['workspace_id', 'id', 'document_name'])
      .where(
        pairIn(
          ['workspace_id', 'id'],
          keys.map((key) => [key.workspaceId, key.id]),
        ),
      )
      .execute();
    const holders = new Map<string, string[]>();
    for (const row of rows) {
      const key = itemKey({ workspaceId: row.workspace_id, id: row.id });
      holders.set(key, [...(holders.get(key) ?? []), row.document_name]);
    }
    return holders;
  });

  /**
   * Makes document `name` in the workspace; false when the name is taken, or was a document once (a
   * deleted name is never used again: migration 0021 keeps it). The check is part of the insert, so a
   * deletion committed before it began is seen whatever the caller checked earlier.
   */
  async function create(
    name: string,
    workspaceId: string,
    now: Date,
    trx: Kysely<DB> = db,
  ): Promise<boolean> {
    const { rows } = await sql<{ name: string }>`
      insert into documents (name, workspace_id, created_at, projection_version)
      select ${name}, ${workspaceId}::uuid, ${now}::timestamptz, ${PROJECTION_VERSION}::int
      where not exists (select 1 from deleted_documents where name = ${name})
      on conflict (name) do nothing
      returning name`.execute(trx);
    return rows.length > 0;
  }

  /** The document's stored state as `trx` sees it (StoredDocument; `known` as for `load`). */
  async function readStored(
    trx: Kysely<DB>,
    name: string,
    known?: KnownSnapshot,
  ): Promise<StoredDocument | null> {
    const document = await trx
      .selectFrom('documents')
      .select(['snapshot_seq', 'created_at'])
      .select(
        known
          ? sql<Uint8Array | null>`case when snapshot_seq = ${known.seq} and created_at = ${known.createdAt}
              then null else snapshot end`.as('snapshot')
          : sql<Uint8Array | null>`snapshot`.as('snapshot'),
      )
      .select(
        known
          ? sql<boolean>`snapshot_seq = ${known.seq} and created_at = ${known.createdAt}`.as('same')
          : sql<boolean>`false`.as('same'),
      )
      .where('name', '=', name)
      .executeTakeFirst();
    if (!document) return null;
    const log = await trx
      .selectFrom('document_updates')
      .select(['id', 'update'])
      .where('document_name', '=', name)
      .orderBy('id')
      .execute();
    return {
      snapshot: document.same ? undefined : document.snapshot,
      seq: document.snapshot_seq,
      createdAt: document.created_at,
      log,
    };
  }

  return {
    create,

    /**
     * Makes the workspace's inbox document unless it is there: it is made when first needed (a to-do
     * added without a list, or the inbox opened on a socket), not with the workspace.
     */
    async ensureInbox(workspaceId: string, now: Date): Promise<void> {
      await create(formatDocumentName('inbox', workspaceId), workspaceId, now);
    },

    /** The workspace a deleted document was in; null for a name that never was one, or is one now. */
    async deletedFrom(name: string, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .selectFrom('deleted_documents')
        .select('workspace_id')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.workspace_id ?? null;
    },

    /** Takes a create back as if it never was: the document row goes, and leaves its name free. */
    async undoCreate(name: string, trx: Kysely<DB>) {
      await trx.deleteFrom('documents').where('name', '=', name).execute();
      await trx.deleteFrom('deleted_documents').where('name', '=', name).execute();
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

    /** Deletes the document; its name stays spent (the tombstone, migration 0021). */
    async delete(name: string, trx: Kysely<DB> = db) {
      await trx.deleteFrom('documents').where('name', '=', name).execute();
    },

    /**
     * The document's stored state: its snapshot (and how many came before it) and every log entry after
     * it, oldest first. Given the snapshot a caller already holds (`known`: its count and the row's
     * creation time), the snapshot is sent only when the stored one differs (`snapshot` is then
     * `undefined` when it is the known one). Both are read from one view of the database: without `trx`
     * in a repeatable-read transaction of their own, since a store on another instance that compacts in
     * between would leave the older snapshot with the log that follows the newer one, and the entries
     * the newer snapshot took in would be missing; a caller's `trx` holds the row's lock or one view.
     */
    async load(name: string, trx?: Kysely<DB>, known?: KnownSnapshot): Promise<StoredDocument | null> {
      if (trx) return readStored(trx, name, known);
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((view) => readStored(view, name, known));
    },

    /**
     * Appends many updates, with their authors, and indexes the items they add, in one transaction; returns
     * the updates' ids in input order. `projected`: a store appends them and projects them in its own
     * transaction.
     */
    async append(
      entries: Array<{
        name: string;
        update: Uint8Array;
        items?: readonly string[];
        authors?: readonly Author[];
      }>,
      trx: Kysely<DB> = db,
      { projected = false }: { projected?: boolean } = {},
    ): Promise<number[]> {
      const items = entries.flatMap(({ name, items = [] }) => items.map((id) => sql`(${name}, ${id})`));
      const write = async (tx: Kysely<DB>) => {
        const rows = await tx
          .insertInto('document_updates')
          .values(
            entries.map((entry) => ({
              document_name: entry.name,
              update: entry.update,
              authors: JSON.stringify(entry.authors ?? []),
              projected,
            })),
          )
          .returning('id')
          .execute();
        if (items.length > 0) {
          await sql`
            insert into document_items (document_name, id, workspace_id)
            select v.document_name, v.id, d.workspace_id
            from (values ${sql.join(items)}) as v (document_name, id)
            join documents d on d.name = v.document_name
            on conflict do nothing`.execute(tx);
        }
        return rows.map((row) => row.id);
      };
      return items.length > 0 && !trx.isTransaction ? trx.transaction().execute(write) : write(trx);
    },

    /**
     * Locks the document's row for a store (stores of other instances wait) and returns its snapshot count,
     * or null when the document is gone.
     */
    async lockForStore(name: string, trx: Kysely<DB>): Promise<number | null> {
      const row = await trx
        .selectFrom('documents')
        .select('snapshot_seq')
        .where('name', '=', name)
        .forNoKeyUpdate()
        .executeTakeFirst();
      return row?.snapshot_seq ?? null;
    },

    /**
     * A store's first step, in one call (migrations 0019, 0020 and 0027): locks the document's row, reads
     * the log entries other than `known` (appended by another instance), oldest first, appends `appending`
     * (with `authors`, one list an update), and marks every entry no store projected yet as projected,
     * returning their authors. Null when the document is gone (nothing appended then).
     */
    async lockLogAndAppend(
      name: string,
      known: readonly number[],
      appending: readonly Uint8Array[],
      trx: Kysely<DB>,
      authors: ReadonlyArray<readonly Author[]> = [],
    ): Promise<{ seq: number; others: LogEntry[]; appended: number[]; authors: Author[] } | null> {
      const updates = appending.map(serialiseBytea);
      const authorTexts = appending.map((_, index) => JSON.stringify(authors[index] ?? []));
      type Row = { kind: 'seq' | 'other' | 'own' | 'authors'; id: number; update: Uint8Array | null };
      const { rows } = await sql<Row & { authors: Author[] | null }>`
        select kind, id, update, authors from document_store_log(
          ${name}, ${[...known]}::bigint[], ${updates}::text[], ${authorTexts}::text[])`.execute(trx);
      if (rows.length === 0) return null;
      const others: LogEntry[] = [];
      const appended: number[] = [];
      const projected: Author[] = [];
      for (const row of rows) {
        if (row.kind === 'other') others.push({ id: row.id, update: row.update! });
        else if (row.kind === 'own') appended.push(row.id);
        else if (row.kind === 'authors') projected.push(...(row.authors ?? []));
      }
      return { seq: rows[0]!.id, others, appended, authors: projected };
    },

    async snapshotOf(name: string, trx: Kysely<DB> = db): Promise<Uint8Array | null> {
      const row = await trx
        .selectFrom('documents')
        .select('snapshot')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.snapshot ?? null;
    },

    /** Replaces the snapshot (the document's `seq`-th) and deletes the log entries it now contains. */
    async compact(
      name: string,
      snapshot: Uint8Array,
      seq: number,
      containedIds: number[],
      now: Date,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('documents')
        .set({ snapshot, snapshot_at: now, snapshot_seq: seq })
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

    /** Documents whose projection was written by an older projection version, a page at a time. */
    async outdatedProjections(version: number, limit: number, trx: Kysely<DB> = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('documents')
        .select('name')
        .where('projection_version', '<', version)
        .orderBy('name')
        .limit(limit)
        .execute();
      return rows.map((row) => row.name);
    },

    /**
     * Documents whose log holds entries no store projected (an edit logged, then the process died before
     * its store), at most `limit`.
     */
    async unprojected(limit: number, trx: Kysely<DB> = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('document_updates')
        .select('document_name')
        .distinct()
        .where('projected', '=', false)
        .orderBy('document_name')
        .limit(limit)
        .execute();
      return rows.map((row) => row.document_name);
    },

    async setProjectionVersion(name: string, version: number, trx: Kysely<DB> = db) {
      await trx
        .updateTable('documents')
        .set({ projection_version: version })
        .where('name', '=', name)
        .execute();
    },

    /**
     * The documents of a workspace whose item index names an item, for REST routes that address it by id.
     * The lookups asked in one turn of the event loop go as one query (coalescedReads).
     */
    async holdersOfItem(workspaceId: string, kinds: readonly string[], id: string) {
      const names = (await holderReads({ workspaceId, id })) ?? [];
      return names.filter((name) => kinds.some((kind) => name.startsWith(`${kind}:`)));
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
