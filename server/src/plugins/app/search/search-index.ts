import { sql, type Kysely } from 'kysely';
import { parseDocumentName, type DocumentName } from '@shared/schema/document-name';
import type { FollowedRange, StoredChanges } from '../../../documents/changes';
import type { DB } from '../../../db/schema';
import { indexRow, readSources, type SearchSource, type WantedItems } from './search-sources';

/** Rows one insert statement writes at most (11 parameters a row, far under PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 500;

/** What a change record row names, and the kinds of item the index reads again for it. */
interface ChangedItem {
  item_kind: string;
  item_id: string;
}

function wantedItems(changes: readonly ChangedItem[]): WantedItems {
  const wanted: WantedItems = { own: false, node: [], todo: [], card: [] };
  for (const { item_kind: kind, item_id: id } of changes) {
    if (kind === 'map' || kind === 'list' || kind === 'board') wanted.own = true;
    if (kind === 'node' || kind === 'todo' || kind === 'card') wanted[kind].push(id);
  }
  for (const kind of ['node', 'todo', 'card'] as const) wanted[kind] = [...new Set(wanted[kind])];
  return wanted;
}

async function changedItems(db: Kysely<DB>, range: FollowedRange, stored?: StoredChanges) {
  if (stored) return stored.recorded;
  return db
    .selectFrom('document_changes')
    .select(['item_kind', 'item_id'])
    .where('document_name', '=', range.documentName)
    .where(sql<boolean>`id between ${range.from}::bigint and ${range.through}::bigint`)
    .execute();
}

/**
 * Runs `write` in a transaction holding the document's index row, once the document row is held against a
 * delete (taken first, in the order a delete takes them: a delete waits for the index, never the other way).
 * Null when the document is gone. Index writes of one document run one at a time, so each reads the
 * projection as the last store left it and a late write never puts back an older text.
 */
async function withIndexOf<T>(
  db: Kysely<DB>,
  documentName: string,
  write: (trx: Kysely<DB>, state: { workspaceId: string; built: boolean }) => Promise<T>,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ workspace_id: string }>`
      select workspace_id from documents where name = ${documentName} for key share`.execute(trx);
    const document = rows[0];
    if (!document) return null;
    const state = await sql<{ built: boolean }>`
      insert into search_documents (document_name, workspace_id) values (${documentName}, ${document.workspace_id})
      on conflict (document_name) do update set built = search_documents.built
      returning built`.execute(trx);
    return write(trx, { workspaceId: document.workspace_id, built: state.rows[0]!.built });
  });
}

async function upsertRows(trx: Kysely<DB>, workspaceId: string, documentName: string, items: SearchSource[]) {
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    const rows = items
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((item) => indexRow(workspaceId, documentName, item));
    await trx
      .insertInto('search_items')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['document_name', 'kind', 'item_id']).doUpdateSet((excluded) => ({
          title: excluded.ref('excluded.title'),
          body: excluded.ref('excluded.body'),
          title_words: excluded.ref('excluded.title_words'),
          body_words: excluded.ref('excluded.body_words'),
          head: excluded.ref('excluded.head'),
          pairs: excluded.ref('excluded.pairs'),
          updated_at: excluded.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Indexes a document whole: every item it holds now, and none it no longer holds. */
async function buildWhole(trx: Kysely<DB>, workspaceId: string, documentName: string, name: DocumentName) {
  const items = await readSources(trx, documentName, name);
  await trx.deleteFrom('search_items').where('document_name', '=', documentName).execute();
  await upsertRows(trx, workspaceId, documentName, items);
  await trx
    .updateTable('search_documents')
    .set({ built: true })
    .where('document_name', '=', documentName)
    .execute();
  return items.length;
}

/**
 * Indexes what a store changed, read from the change record (`stored`, when the storing instance runs it,
 * stands for the range's rows): each changed item's row is read again from the projection and written, or
 * deleted when the item is gone. A document the index does not hold whole yet is indexed whole.
 */
export async function indexChanges(
  db: Kysely<DB>,
  range: FollowedRange,
  stored?: StoredChanges,
): Promise<void> {
  const name = parseDocumentName(range.documentName);
  if (!name) return;
  const wanted = wantedItems(await changedItems(db, range, stored));
  await withIndexOf(db, range.documentName, async (trx, { workspaceId, built }) => {
    if (!built) return buildWhole(trx, workspaceId, range.documentName, name);
    const items = await readSources(trx, range.documentName, name, wanted);
    const found = new Set(items.map((item) => `${item.kind}:${item.itemId}`));
    const gone = (['node', 'todo', 'card'] as const).flatMap((kind) =>
      wanted[kind].filter((id) => !found.has(`${kind}:${id}`)).map((id) => [kind, id] as const),
    );
    for (const kind of ['node', 'todo', 'card'] as const) {
      const ids = gone.filter(([of]) => of === kind).map(([, id]) => id);
      if (ids.length === 0) continue;
      await trx
        .deleteFrom('search_items')
        .where('document_name', '=', range.documentName)
        .where('kind', '=', kind)
        .where('item_id', 'in', ids)
        .execute();
    }
    await upsertRows(trx, workspaceId, range.documentName, items);
    return items.length;
  });
}

/** Indexes a document whole unless the index holds it whole already; the number of items it wrote. */
export async function buildDocument(db: Kysely<DB>, documentName: string): Promise<number> {
  const name = parseDocumentName(documentName);
  if (!name) return 0;
  const written = await withIndexOf(db, documentName, async (trx, { workspaceId, built }) =>
    built ? 0 : buildWhole(trx, workspaceId, documentName, name),
  );
  return written ?? 0;
}

/** Documents the index does not hold whole yet, in the workspace when given. */
export async function unbuiltDocuments(
  db: Kysely<DB>,
  limit: number,
  workspaceId?: string,
): Promise<string[]> {
  let query = db.selectFrom('search_documents').select('document_name').where('built', '=', false);
  if (workspaceId) query = query.where('workspace_id', '=', workspaceId);
  const rows = await query.limit(limit).execute();
  return rows.map((row) => row.document_name);
}
