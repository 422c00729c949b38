import { sql, type Kysely } from 'kysely';
import type { Author, DB, VersionSummary } from '../../../db/schema';

/** How long a document rests before the stretch of editing in its open version is cut into a version. */
export const VERSION_REST_MS = 60_000;
/** How long one version spans at most while editing goes on without a rest. */
export const VERSION_SPAN_MS = 10 * 60_000;

/** A version's row, with its number and the ids of the change record as text (bigints). */
export interface VersionRow {
  id: string;
  seq: number;
  open: boolean;
  checkpoint: boolean;
  state_vector: Uint8Array;
  name: string | null;
  authors: Author[];
  summary: VersionSummary;
  first_change_id: string | null;
  last_change_id: string | null;
  started_at: Date;
  edited_at: Date;
  cut_at: Date | null;
}

/**
 * What a store writes to a version: what the document holds (`update`: all it adds to the version before
 * when the store opens the version, what it gained since the version was last written when the store
 * extends it), its state vector, and the store's authors and summary (merged into the version's).
 */
export interface VersionWrite {
  update: Uint8Array;
  stateVector: Uint8Array;
  authors: readonly Author[];
  summary: VersionSummary;
  firstChangeId: string | null;
  lastChangeId: string | null;
  at: Date;
  /** Whether the store edited the document (else it only names or cuts it: its edit time stays). */
  edited: boolean;
  /** Set when the version is cut by this write, with its name when someone named it. */
  cut: { name: string | null } | null;
}

const VERSION_COLUMNS = [
  sql<string>`id::text`.as('id'),
  'seq',
  'open',
  'checkpoint',
  'state_vector',
  'name',
  'authors',
  'summary',
  sql<string | null>`first_change_id::text`.as('first_change_id'),
  sql<string | null>`last_change_id::text`.as('last_change_id'),
  'started_at',
  'edited_at',
  'cut_at',
] as const;

/** Whether an open version is due to be cut at `now`: its document rested, or it spans long enough. */
export function cutDue(version: Pick<VersionRow, 'edited_at' | 'started_at'>, now: Date): boolean {
  const time = now.getTime();
  return (
    new Date(version.edited_at).getTime() <= time - VERSION_REST_MS ||
    new Date(version.started_at).getTime() <= time - VERSION_SPAN_MS
  );
}

/** The same in a statement, for the open version of a document. */
const stale = (now: Date) =>
  sql<boolean>`(edited_at <= ${new Date(now.getTime() - VERSION_REST_MS)}
    or started_at <= ${new Date(now.getTime() - VERSION_SPAN_MS)})`;

/**
 * Each document's versions (migrations/0029_document_versions.sql). Stores write them in their own
 * transaction, under the document row's lock, so two instances storing one document write each version
 * once (and the unique number says so should they not).
 */
export function createVersionsRepository(db: Kysely<DB>) {
  return {
    /** The document's newest version, locked for the store that writes it. */
    async latest(documentName: string, trx: Kysely<DB> = db): Promise<VersionRow | undefined> {
      return trx
        .selectFrom('document_versions')
        .select(VERSION_COLUMNS)
        .where('document_name', '=', documentName)
        .orderBy('seq', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Cuts the document's open version if it is due at `now`; true when it did. */
    async cutIfDue(documentName: string, now: Date, trx: Kysely<DB> = db): Promise<boolean> {
      const cut = await trx
        .updateTable('document_versions')
        .set({ open: false, cut_at: sql`edited_at` })
        .where('document_name', '=', documentName)
        .where('open', '=', true)
        .where(stale(now))
        .executeTakeFirst();
      return cut.numUpdatedRows > 0n;
    },

    /** Cuts the open version `id` (due: cutDue) where its document last changed. */
    async cut(id: string, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .updateTable('document_versions')
        .set({ open: false, cut_at: sql`edited_at` })
        .where('id', '=', id)
        .execute();
    },

    /** Opens the document's next version (`seq`) with a store's write; resolves to its id. */
    async insert(
      version: {
        workspaceId: string;
        documentName: string;
        seq: number;
        checkpoint: boolean;
      },
      write: VersionWrite,
      trx: Kysely<DB> = db,
    ): Promise<string> {
      const row = await trx
        .insertInto('document_versions')
        .values({
          workspace_id: version.workspaceId,
          document_name: version.documentName,
          seq: version.seq,
          open: write.cut === null,
          checkpoint: version.checkpoint,
          update: write.update,
          state_vector: write.stateVector,
          name: write.cut?.name ?? null,
          authors: JSON.stringify(write.authors),
          summary: JSON.stringify(write.summary),
          first_change_id: write.firstChangeId,
          last_change_id: write.lastChangeId,
          started_at: write.at,
          edited_at: write.at,
          cut_at: write.cut ? write.at : null,
        })
        .returning(sql<string>`id::text`.as('id'))
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Adds a store to the open version `id`: what the document gained since it was last written as a part
     * (none when `write.update` is null), its state vector, and its authors and counts merged into the
     * version's in the statement (another instance may have written the version since this one read it).
     * False when the version is no longer open: nothing is written then.
     */
    async extend(
      id: string,
      write: Omit<VersionWrite, 'update'> & { update: Uint8Array | null },
      trx: Kysely<DB> = db,
    ) {
      const cut = write.cut ? sql`, open = false, cut_at = ${write.at}, name = ${write.cut.name}` : sql``;
      const { rows } = await sql<{ extended: number }>`
        with extended as (
          update document_versions set
            state_vector = ${write.stateVector},
            authors = (select coalesce(jsonb_agg(distinct author), '[]'::jsonb)
              from jsonb_array_elements(authors || ${JSON.stringify(write.authors)}::jsonb) as author),
            summary = (select coalesce(jsonb_object_agg(key, total), '{}'::jsonb) from (
              select key, sum(value::int) as total from (
                select * from jsonb_each_text(summary)
                union all select * from jsonb_each_text(${JSON.stringify(write.summary)}::jsonb)) as counts
              group by key) as totals),
            last_change_id = coalesce(${write.lastChangeId}::bigint, last_change_id),
            first_change_id = coalesce(first_change_id, ${write.firstChangeId}::bigint),
            edited_at = ${write.edited ? write.at : sql`edited_at`}
            ${cut}
          where id = ${id}::bigint and open
          returning id),
        part as (
          insert into document_version_parts (version_id, update)
          select id, ${write.update}::bytea from extended where ${write.update !== null}
          returning id)
        select (select count(*) from extended)::int as extended, (select count(*) from part)::int as parts`.execute(
        trx,
      );
      return rows[0]!.extended > 0;
    },

    /** Merges the parts of version `id` into one part (`merge` takes them in order). */
    async mergeParts(id: string, merge: (parts: Uint8Array[]) => Uint8Array, trx: Kysely<DB>) {
      const parts = await trx
        .selectFrom('document_version_parts')
        .select('update')
        .where('version_id', '=', id)
        .orderBy('id')
        .forUpdate()
        .execute();
      if (parts.length < 2) return;
      const merged = merge(parts.map((part) => part.update));
      await trx.deleteFrom('document_version_parts').where('version_id', '=', id).execute();
      await trx.insertInto('document_version_parts').values({ version_id: id, update: merged }).execute();
    },

    /** The document's cut versions, newest first, `limit` of them before number `beforeSeq` (when given). */
    async list(documentName: string, limit: number, beforeSeq: number | null, trx: Kysely<DB> = db) {
      let query = trx
        .selectFrom('document_versions')
        .select(VERSION_COLUMNS)
        .where('document_name', '=', documentName)
        .where('open', '=', false);
      if (beforeSeq !== null) query = query.where('seq', '<', beforeSeq);
      return query.orderBy('seq', 'desc').limit(limit).execute();
    },

    /** One cut version of the document, by its id. */
    async find(documentName: string, id: string, trx: Kysely<DB> = db): Promise<VersionRow | undefined> {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      return trx
        .selectFrom('document_versions')
        .select(VERSION_COLUMNS)
        .where('document_name', '=', documentName)
        .where('open', '=', false)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The updates that make version `seq` of the document, in order: the checkpoint at or before it and
     * every version's delta after that one up to it.
     */
    async chain(documentName: string, seq: number, trx: Kysely<DB> = db): Promise<Uint8Array[]> {
      const { rows } = await sql<{ update: Uint8Array }>`
        with versions as (
          select id, seq, update from document_versions
          where document_name = ${documentName} and seq <= ${seq}
            and seq >= (select coalesce(max(seq), 1) from document_versions
              where document_name = ${documentName} and checkpoint and seq <= ${seq}))
        select update from (
          select seq, 0::bigint as part, update from versions
          union all
          select v.seq, p.id as part, p.update
          from document_version_parts p join versions v on v.id = p.version_id) as updates
        order by seq, part`.execute(trx);
      return rows.map((row) => row.update);
    },

    /**
     * Versions retention lets go (HISTORY_KEEP_*), oldest first, at most `limit`: unnamed, cut before
     * `keepAllSince`, never a document's newest, and either cut before `keepDailySince` or followed by
     * another cut version of the same day (UTC), which stays as that day's.
     */
    async thinnable(
      keepAllSince: Date,
      keepDailySince: Date,
      limit: number,
      trx: Kysely<DB> = db,
    ): Promise<Array<{ id: string; document_name: string; seq: number }>> {
      const { rows } = await sql<{ id: string; document_name: string; seq: number }>`
        select v.id::text as id, v.document_name, v.seq
        from document_versions v
        where v.name is null and not v.open and v.cut_at < ${keepAllSince}
          and exists (
            select 1 from document_versions n where n.document_name = v.document_name and n.seq > v.seq)
          and (v.cut_at < ${keepDailySince} or exists (
            select 1 from document_versions later
            where later.document_name = v.document_name and later.seq > v.seq and not later.open
              and date_trunc('day', later.cut_at at time zone 'UTC')
                = date_trunc('day', v.cut_at at time zone 'UTC')))
        order by v.cut_at, v.document_name, v.seq
        limit ${limit}`.execute(trx);
      return rows;
    },

    /**
     * Lets version `seq` of the document go, its changes folded into the version after it (which becomes
     * a checkpoint when it was one), so every version left reads back as before. False when either row
     * is gone (another instance thinned it).
     */
    async foldIntoNext(
      documentName: string,
      seq: number,
      fold: (victim: Uint8Array[], next: Uint8Array) => Uint8Array,
      trx: Kysely<DB>,
    ): Promise<boolean> {
      const rows = await trx
        .selectFrom('document_versions')
        .select([sql<string>`id::text`.as('id'), 'seq', 'checkpoint', 'update'])
        .where('document_name', '=', documentName)
        .where('seq', '>=', seq)
        .orderBy('seq')
        .limit(2)
        .forUpdate()
        .execute();
      const [victim, next] = rows;
      if (victim?.seq !== seq || !next) return false;
      if (!next.checkpoint) {
        const parts = await trx
          .selectFrom('document_version_parts')
          .select('update')
          .where('version_id', '=', victim.id)
          .orderBy('id')
          .execute();
        const folded = fold([victim.update, ...parts.map((part) => part.update)], next.update);
        await trx
          .updateTable('document_versions')
          .set({ update: folded, checkpoint: victim.checkpoint })
          .where('id', '=', next.id)
          .execute();
      }
      // Its parts go with it.
      await trx.deleteFrom('document_versions').where('id', '=', victim.id).execute();
      return true;
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
