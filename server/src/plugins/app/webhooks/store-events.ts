import { sql, type Kysely } from 'kysely';
import { parseDocumentName } from '@shared/schema/document-name';
import type { Author, DB } from '../../../db/schema';
import type { FollowedRange, StoredChanges } from '../../../documents/changes';
import { writeEvents, type OutboxDeps } from './webhook-outbox';
import {
  eventSubjects,
  hearsAbout,
  onlyInitialContent,
  storeEvents,
  type DocumentEventKind,
  type StoreChange,
} from './store-event-rules';

/** The table of each kind of item, and the column naming the document it belongs to. */
const ITEM_TABLE = {
  node: { table: 'nodes', owner: 'mindmap_id' },
  todo: { table: 'todos', owner: 'document_name' },
  card: { table: 'kanban_cards', owner: 'board_id' },
} as const;
const DOCUMENT_TABLE = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

/** Authors whose writes are held until their run ends (its one event with counts stands for them). */
const HELD_AUTHORS = new Set<Author['kind']>(['ai', 'import']);

/** A store's change rows whole, with its authors and time: as its instance kept them, or read back. */
async function storeChanges(db: Kysely<DB>, range: FollowedRange, stored?: StoredChanges) {
  if (stored) return { changes: stored.recorded as StoreChange[], authors: stored.authors, at: stored.at };
  const { rows } = await sql<StoreChange & { authors: Author[]; changed_at: Date }>`
    select id::text as id, item_kind, item_id, action, fields, authors, changed_at
    from document_changes
    where document_name = ${range.documentName}
      and id between ${range.from}::bigint and ${range.through}::bigint
    order by id`.execute(db);
  return { changes: rows, authors: rows[0]?.authors ?? [], at: rows[0]?.changed_at ?? new Date(0) };
}

/** The items' rows now, for the changes that are updates (a created or deleted item carries its fields). */
async function currentItems(
  db: Kysely<DB>,
  documentName: string,
  documentId: string,
  changes: StoreChange[],
) {
  const current = new Map<string, Record<string, unknown>>();
  for (const [kind, { table, owner }] of Object.entries(ITEM_TABLE)) {
    const ids = [
      ...new Set(
        changes
          .filter(
            (change) =>
              change.item_kind === kind && change.action !== 'created' && change.action !== 'deleted',
          )
          .map((change) => change.item_id),
      ),
    ];
    if (ids.length === 0) continue;
    const ownerValue = owner === 'document_name' ? documentName : documentId;
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where(owner as never, '=', ownerValue as never)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows as Array<Record<string, unknown>>) current.set(`${kind}:${String(row.id)}`, row);
  }
  return current;
}

/** What the change record calls a document's own row. */
const PARENT_ITEM = { mindmap: 'map', todolist: 'list', board: 'board' } as const;

/**
 * Whether the store is the document's first after its create recorded the document's row (the store of
 * the content the create writes, or the first change of a document whose create wrote none).
 */
async function firstStore(db: Kysely<DB>, range: FollowedRange, kind: DocumentEventKind) {
  const { rows } = await sql<{ first: boolean }>`
    select exists (
        select 1 from document_changes where document_name = ${range.documentName}
          and id < ${range.from}::bigint and item_kind = ${PARENT_ITEM[kind]} and action = 'created'
      ) and not exists (
        select 1 from document_changes where document_name = ${range.documentName}
          and id < ${range.from}::bigint and not (item_kind = ${PARENT_ITEM[kind]} and action = 'created')
      ) as first`.execute(db);
  return rows[0]?.first === true;
}

/** A store to tell of: its range of the change record, and its rows when its instance kept them. */
export interface FollowedStore {
  range: FollowedRange;
  stored?: StoredChanges;
}

/**
 * The changes of a store that its events tell of: none when it is empty, written only by an AI draft or an
 * import (held: the run's end tells of it, runEnded), or only the initial content of a new document.
 */
async function toldChanges(db: Kysely<DB>, store: FollowedStore, kind: DocumentEventKind, id: string | null) {
  const { changes, authors, at } = await storeChanges(db, store.range, store.stored);
  if (changes.length === 0) return null;
  if (authors.length > 0 && authors.every((author) => HELD_AUTHORS.has(author.kind))) return null;
  if (id !== null && onlyInitialContent(changes, kind, id) && (await firstStore(db, store.range, kind))) {
    return null;
  }
  return { range: store.range, changes, at };
}

/**
 * The webhook events of stores of one document, in their order, from the change record, written with their
 * deliveries (one job per endpoint) in one transaction; nothing when the workspace has no endpoint on, and
 * nothing twice for one store. The stores that queue while one is written are written together.
 */
export async function followForWebhooks(app: OutboxDeps, stores: readonly FollowedStore[]) {
  const db = app.database.db;
  const [first] = stores;
  const name = first ? parseDocumentName(first.range.documentName) : null;
  if (!first || !name) return;
  const { documentName, workspaceId } = first.range;
  const listening = await app.repos.webhooks.listening(workspaceId);
  if (listening.length === 0) return;
  const kind: DocumentEventKind = name.kind === 'inbox' ? 'todolist' : name.kind;
  const told: Array<NonNullable<Awaited<ReturnType<typeof toldChanges>>>> = [];
  for (const store of stores) {
    const changes = await toldChanges(db, store, kind, name.kind === 'inbox' ? null : name.id);
    if (changes) told.push(changes);
  }
  // No transaction for stores whose events no endpoint would hear (a to-do list's, to endpoints that
  // hear only of maps).
  const subjects = eventSubjects(
    told.flatMap((one) => one.changes),
    kind,
  );
  if (told.length === 0 || !listening.some((endpoint) => hearsAbout(endpoint.events, subjects))) return;
  const run = await db.transaction().execute(async (trx) => {
    let document: Record<string, unknown> | null = null;
    if (name.kind !== 'inbox') {
      // The document held while its events are written: a delete waits, and its `<kind>.deleted` comes
      // after them; one that came first leaves nothing of it to tell. A key share lets the next store
      // (which takes the row for no key update) go on meanwhile.
      const held = await trx
        .selectFrom('documents')
        .select('name')
        .where('name', '=', documentName)
        .forKeyShare()
        .executeTakeFirst();
      if (!held) return () => undefined;
      document =
        ((await trx
          .selectFrom(DOCUMENT_TABLE[name.kind])
          .selectAll()
          .where('id', '=', name.id)
          .executeTakeFirst()) as Record<string, unknown> | undefined) ?? null;
      if (!document) return () => undefined;
    }
    const current = await currentItems(
      trx,
      documentName,
      name.id,
      told.flatMap((one) => one.changes),
    );
    const events = told.flatMap(({ changes, at }) =>
      storeEvents(changes, { kind, documentId: name.id, documentName, current, document }).map((draft) => ({
        source: `${documentName}:${draft.source}`,
        type: draft.type,
        documentName,
        data: { object: draft.object, ...(draft.previous ? { previous: draft.previous } : {}) },
        createdAt: at,
      })),
    );
    return writeEvents(app, workspaceId, events, trx, { listening });
  });
  run();
}
