import { sql, type Kysely } from 'kysely';
import { formatDocumentName, parseDocumentName } from '@shared/schema/document-name';
import type { DB } from '../../../db/schema';
import { presentRow } from './store-event-rules';
import { recordEvents, writeEvents, type OutboxDeps } from './webhook-outbox';

/**
 * The events of a map, list or board as a whole that no store records: its creation (its row is written by
 * the create, before any store), its deletion (which takes its change record with it), and the end of an AI
 * draft or an import, which stands for the item events their stores held.
 */

type Kind = 'mindmap' | 'todolist' | 'board';
const TABLE = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

async function documentRow(db: Kysely<DB>, kind: Kind, id: string) {
  return (await db.selectFrom(TABLE[kind]).selectAll().where('id', '=', id).executeTakeFirst()) as
    Record<string, unknown> | undefined;
}

/** Whether an AI draft or an import made the document: its end tells of it, with counts. */
async function madeByRun(db: Kysely<DB>, documentName: string): Promise<boolean> {
  const { rows } = await sql<{ made: boolean }>`
    select exists (select 1 from imports where document_name = ${documentName})
      or exists (
        select 1 from ai_runs where document_name = ${documentName} and kind in ('mindmap', 'todolist', 'board')
      ) as made`.execute(db);
  return rows[0]?.made === true;
}

/**
 * `<kind>.created`, written in the create's transaction, so it comes before any event of the document's
 * content; an AI draft's or an import's waits for its end instead. Returns what to call once it has
 * committed.
 */
export async function documentCreated(
  app: OutboxDeps,
  trx: Kysely<DB>,
  workspaceId: string,
  kind: Kind,
  id: string,
): Promise<() => void> {
  const name = formatDocumentName(kind, id);
  const nothing = () => undefined;
  if ((await app.repos.webhooks.listening(workspaceId, trx)).length === 0) return nothing;
  if (await madeByRun(trx, name)) return nothing;
  const row = await documentRow(trx, kind, id);
  if (!row) return nothing;
  return writeEvents(
    app,
    workspaceId,
    [
      {
        source: `${name}:created`,
        type: `${kind}.created`,
        documentName: name,
        data: { object: presentRow(row) },
        createdAt: app.clock.now(),
      },
    ],
    trx,
  );
}

/**
 * `<kind>.deleted`, written in the delete's transaction (before its row goes); returns what to call once
 * it has committed.
 */
export async function documentDeleted(
  app: OutboxDeps,
  trx: Kysely<DB>,
  kind: Kind,
  id: string,
): Promise<() => void> {
  const row = await documentRow(trx, kind, id);
  if (!row) return () => undefined;
  const workspaceId = String(row.workspace_id);
  const name = formatDocumentName(kind, id);
  return writeEvents(
    app,
    workspaceId,
    [
      {
        source: `${name}:deleted`,
        type: `${kind}.deleted`,
        documentName: name,
        data: { object: presentRow(row) },
        createdAt: app.clock.now(),
      },
    ],
    trx,
  );
}

/**
 * The end of an AI draft or an import in a document: one `<kind>.created` for a document it made, or
 * `<kind>.updated` for one it added to (Expand with AI), with how many items it added.
 */
export async function runEnded(
  app: OutboxDeps,
  input: { documentName: string; made: boolean; added: number; runId: string },
) {
  const name = parseDocumentName(input.documentName);
  if (!name || name.kind === 'inbox') return;
  const row = await documentRow(app.database.db, name.kind, name.id);
  if (!row) return;
  const workspaceId = String(row.workspace_id);
  if ((await app.repos.webhooks.listening(workspaceId)).length === 0) return;
  const type = `${name.kind}.${input.made ? 'created' : 'updated'}`;
  await recordEvents(app, workspaceId, [
    {
      source: input.made ? `${input.documentName}:created` : `${input.documentName}:run:${input.runId}`,
      type,
      documentName: input.documentName,
      data: { object: presentRow(row), counts: { added: input.added } },
      createdAt: app.clock.now(),
    },
  ]);
}
