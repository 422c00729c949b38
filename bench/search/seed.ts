import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/src/db/schema';
import type { SearchKind } from '../../server/src/db/search-schema';
import { indexRow, type SearchSource } from '../../server/src/plugins/app/search/search-sources';
import { formatDocumentName } from '../../shared/schema/document-name';
import { RARE, seededRandom, textMaker } from './corpus';

/** Rows one insert writes, as the index's own writes do (search-index.ts). */
const ROWS_PER_STATEMENT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const CONTAINERS = [
  { kind: 'mindmap', item: 'node', table: 'mindmaps' },
  { kind: 'todolist', item: 'todo', table: 'todo_lists' },
  { kind: 'board', item: 'card', table: 'boards' },
] as const;

export interface SeedPlan {
  workspaceId: string;
  /** Maps, lists and boards, in turn. */
  documents: number;
  /** Items in all, the documents' own rows among them. */
  items: number;
  seed: number;
  /** Whether the maps, lists and boards get their own rows (the palette names where an item lives). */
  ownRows: boolean;
  /** Whether the rare words go in (the bench's workspace only). */
  rare: boolean;
}

/**
 * Seeds a workspace's search rows straight into the tables, built by the index's own row code (indexRow,
 * with fold.ts's words and pairs): `documents` rows (and search_documents marked built, in the same
 * transaction, so the background build never indexes them again from their empty projections), then
 * `items` rows spread over them, changed over the last 90 days.
 */
export async function seedWorkspace(db: Kysely<DB>, plan: SeedPlan): Promise<void> {
  const text = textMaker(plan.seed);
  const random = seededRandom(plan.seed + 1);
  const now = Date.now();
  const changed = () => new Date(now - random() * 90 * DAY_MS);
  const documents = Array.from({ length: plan.documents }, (_, index) => {
    const container = CONTAINERS[index % CONTAINERS.length]!;
    const id = randomUUID();
    return { ...container, id, name: formatDocumentName(container.kind, id), text: text() };
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('documents')
      .values(documents.map((document) => ({ name: document.name, workspace_id: plan.workspaceId })))
      .execute();
    await trx
      .updateTable('search_documents')
      .set({ built: true })
      .where(
        'document_name',
        'in',
        documents.map((document) => document.name),
      )
      .execute();
    if (!plan.ownRows) return;
    for (const container of CONTAINERS) {
      const rows = documents.filter((document) => document.table === container.table);
      if (rows.length === 0) continue;
      await trx
        .insertInto(container.table)
        .values(
          rows.map((document) => ({
            id: document.id,
            workspace_id: plan.workspaceId,
            title: document.text.title,
            description: document.text.body,
          })),
        )
        .execute();
    }
  });

  // Every RARE word twice, in items spread through the workspace.
  const rareEvery = Math.floor(plan.items / (RARE.length * 2));
  let pending: ReturnType<typeof indexRow>[] = [];
  const flush = async () => {
    if (pending.length > 0) await db.insertInto('search_items').values(pending).execute();
    pending = [];
  };
  const add = async (documentName: string, item: SearchSource) => {
    pending.push(indexRow(plan.workspaceId, documentName, item));
    if (pending.length >= ROWS_PER_STATEMENT) await flush();
  };
  for (const document of documents) {
    await add(document.name, {
      kind: document.kind,
      itemId: document.id,
      ...document.text,
      updatedAt: changed(),
    });
  }
  for (let index = documents.length; index < plan.items; index += 1) {
    const document = documents[index % documents.length]!;
    const rare = plan.rare && index % rareEvery === 0 ? (index / rareEvery) % RARE.length : undefined;
    const kind: SearchKind = document.item;
    await add(document.name, { kind, itemId: randomUUID(), ...text(rare), updatedAt: changed() });
  }
  await flush();
}

/** The bench's workspace (`items` items over 300 maps, lists and boards) and `others` workspaces of `each`. */
export async function seedAll(
  db: Kysely<DB>,
  input: { workspaceId: string; ownerId: string; items: number; others: number; each: number },
): Promise<void> {
  await seedWorkspace(db, {
    workspaceId: input.workspaceId,
    documents: 300,
    items: input.items,
    seed: 1,
    ownRows: true,
    rare: true,
  });
  for (let index = 0; index < input.others; index += 1) {
    const workspaceId = randomUUID();
    await db
      .insertInto('workspaces')
      .values({ id: workspaceId, name: `Other ${index}`, owner_id: input.ownerId })
      .execute();
    await seedWorkspace(db, {
      workspaceId,
      documents: 3,
      items: input.each,
      seed: 1_000 + index,
      ownRows: false,
      rare: false,
    });
  }
}
