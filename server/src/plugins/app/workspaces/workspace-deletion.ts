import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { formatDocumentName, parseDocumentName } from '@shared/schema/document-name';
import { removeDocument, type DocumentRules } from '../documents/documents-service';

/** The kind of the durable job that carries out a scheduled deletion (workspace-deletion-plugin.ts). */
export const WORKSPACE_DELETION_JOB = 'workspace.delete';

/** Documents read per round: each is then removed in transactions of its own. */
const DOCUMENTS_PER_ROUND = 50;

export type ErasureDeps = DocumentRules;

/** Queued work about the document: following its changes, indexing it, telling webhooks of it. */
function deleteJobsOf(trx: Kysely<DB>, name: string) {
  return trx
    .deleteFrom('jobs')
    .where(sql<string>`payload ->> 'documentName'`, '=', name)
    .execute();
}

/**
 * What a document leaves outside the rows that hang on it by foreign key: refused updates, the AI runs'
 * link to it (the runs themselves stay, counted against the account's allowance), and queued jobs.
 */
async function deleteLooseRows(trx: Kysely<DB>, name: string) {
  await trx.deleteFrom('document_rejected_updates').where('document_name', '=', name).execute();
  await trx.updateTable('ai_runs').set({ document_name: null }).where('document_name', '=', name).execute();
  await deleteJobsOf(trx, name);
}

/**
 * The workspace's inbox (to-dos without a list), which no route deletes: its row (and with it its log,
 * snapshot, to-dos, item index and search entries), its change record and versions, in one transaction.
 */
async function removeInbox(app: ErasureDeps, workspaceId: string) {
  const name = formatDocumentName('inbox', workspaceId);
  await app.database.db.transaction().execute(async (trx) => {
    await app.repos.documents.delete(name, trx);
    await trx.deleteFrom('document_changes').where('document_name', '=', name).execute();
    await trx.deleteFrom('document_versions').where('document_name', '=', name).execute();
    await deleteLooseRows(trx, name);
  });
  app.accessEvents.emit('deleted', name);
  await app.documents.unloadDeleted(name);
}

/** One document of the workspace goes, as a delete route would take it, closed on every instance. */
async function removeOne(app: ErasureDeps, workspaceId: string, name: string) {
  const parsed = parseDocumentName(name);
  if (parsed?.kind === 'inbox' && parsed.id === workspaceId) await removeInbox(app, workspaceId);
  else if (parsed && parsed.kind !== 'inbox') await removeDocument(app, parsed.kind, parsed.id);
  else await app.repos.documents.delete(name);
  await app.database.db.transaction().execute((trx) => deleteLooseRows(trx, name));
}

/** Its webhooks go before its documents, so that removing them tells no endpoint anything. */
async function removeWebhooks(app: Pick<FastifyInstance, 'database'>, workspaceId: string) {
  await app.database.db.transaction().execute(async (trx) => {
    const endpoints = await trx
      .deleteFrom('webhook_endpoints')
      .where('workspace_id', '=', workspaceId)
      .returning('id')
      .execute();
    await trx.deleteFrom('webhook_events').where('workspace_id', '=', workspaceId).execute();
    const ids = endpoints.map((row) => row.id);
    if (ids.length > 0) {
      await trx
        .deleteFrom('jobs')
        .where(sql<string>`payload ->> 'endpointId'`, 'in', ids)
        .execute();
    }
  });
}

/**
 * The last step, in one transaction: members whose current workspace it was move to another of theirs,
 * then the workspace row goes, and with it, by foreign key, its members (and so their API tokens),
 * invitations, comments and notifications, webhooks and their deliveries, change record, versions and
 * imports. Search entries and queued jobs that name it without a key go explicitly.
 */
async function removeWorkspaceRow(trx: Kysely<DB>, workspaceId: string) {
  await sql`
    update users set current_workspace_id = (
      select m.workspace_id from workspace_members m
      where m.user_id = users.id and m.workspace_id <> ${workspaceId}
      order by m.created_at limit 1
    )
    where current_workspace_id = ${workspaceId}
  `.execute(trx);
  await trx.deleteFrom('search_items').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('search_documents').where('workspace_id', '=', workspaceId).execute();
  await trx
    .updateTable('ai_runs')
    .set({ workspace_id: null, document_name: null })
    .where('workspace_id', '=', workspaceId)
    .execute();
  await trx
    .deleteFrom('jobs')
    .where(sql<string>`payload ->> 'workspaceId'`, '=', workspaceId)
    .where('kind', '!=', WORKSPACE_DELETION_JOB)
    .execute();
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}

/**
 * Erases a workspace and everything in it: its webhooks first, then its documents one by one, each in
 * short transactions of its own and closed on every instance (PGlite has one session, and live editing
 * in other workspaces must not wait behind one long transaction), then the workspace row with what hangs
 * on it. Members and sessions move to another workspace of theirs; their connections to it close and
 * their tokens for it stop working, on every instance. Safe to run again after an interruption.
 */
export async function eraseWorkspace(app: ErasureDeps, workspaceId: string): Promise<void> {
  const { db } = app.database;
  const members = await db
    .selectFrom('workspace_members')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  await removeWebhooks(app, workspaceId);
  for (;;) {
    const names = await db
      .selectFrom('documents')
      .select('name')
      .where('workspace_id', '=', workspaceId)
      .orderBy('name')
      .limit(DOCUMENTS_PER_ROUND)
      .execute();
    if (names.length === 0) break;
    for (const { name } of names) await removeOne(app, workspaceId, name);
  }
  await db.transaction().execute((trx) => removeWorkspaceRow(trx, workspaceId));
  app.accessEvents.emit('changed', { workspaceId });
  for (const { user_id: userId } of members) app.accessEvents.emit('changed', { userId });
}
