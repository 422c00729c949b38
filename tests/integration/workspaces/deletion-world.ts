import { sql } from 'kysely';
import { expect } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { draftMindmap, endedRun } from '../../helpers/ai-runs';
import { currentWorkspaceId } from '../../helpers/documents';
import type { HttpClient } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { joinWorkspace } from '../../helpers/teams';
import { createToken } from '../../helpers/tokens';
import type { TestApp } from '../../helpers/test-app';
import type { Receiver } from '../../helpers/webhook-receiver';

/** What the workspace deletion tests share: a workspace holding every kind of content, and a search for what is left of it. */

type Account = HttpClient & { email: string };

const MARKDOWN = '# Imported errands\n\n- [ ] Order chairs\n- [x] Call the caterer\n';

function created(answer: { status: number; body: any }, status = 201) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/**
 * The owner gets a second workspace (they join a teammate's as an editor, so the account keeps one once
 * this one goes) and works in their own again.
 */
export async function ownerWithTwoWorkspaces(app: TestApp) {
  const owner = await signUp(app.url);
  const workspaceId = await currentWorkspaceId(owner);
  const host = await signUp(app.url);
  const otherWorkspaceId = await joinWorkspace(host, owner, 'editor');
  created(await owner.post(`${FN}/workspaces/current`, { workspaceId }), 200);
  return { owner, workspaceId, host, otherWorkspaceId };
}

/**
 * Fills the owner's current workspace: a member, a map with nodes, a list with to-dos, a board with a
 * card, comments with a mention, a named version, a webhook with deliveries, an API token, an import, an
 * AI draft and the search index. Resolves once every job that follows the changes has run.
 */
export async function fillWorkspace(app: TestApp, owner: Account, receiver: Receiver) {
  const workspaceId = await currentWorkspaceId(owner);
  const member = await signUp(app.url);
  await joinWorkspace(owner, member, 'editor');
  const hook = created(await owner.post('/api/webhooks', { url: receiver.url, events: ['*'] }));
  const map = created(await owner.post(`${FN}/mindmaps`, { data: { title: 'Private plans' } }));
  created(await owner.post(`${FN}/nodes`, { mindmapId: map.id, label: 'Salary review', x: 0, y: 0 }));
  const list = created(await owner.post(`${FN}/todo-lists`, { title: 'Launch' }));
  const todo = created(await owner.post(`${FN}/todos`, { title: 'Book the hall', list_id: list.id }));
  created(await owner.post(`${FN}/todos`, { title: 'Inbox errand' }));
  const board = created(await owner.post(`${FN}/boards`, { title: 'Sprint', description: '' }));
  const card = created(
    await owner.post('/api/kanban/cards', { board_id: board.id, column_id: 'new', title: 'Ship' }),
  );
  const mention = `@${member.email.split('@')[0]!.replace(/\./g, '-')} please look`;
  created(await owner.post(`${FN}/todo-comments`, { todoId: todo.id, comment: mention }));
  created(await owner.post(`${FN}/kanban-card-comments`, { cardId: card.id, comment: 'Looks good' }));
  created(await owner.post(`/api/documents/mindmap/${map.id}/versions`, { name: 'Before the workshop' }));
  created(await importFile(owner, 'kind=todolist&format=markdown', MARKDOWN, 'text/markdown'));
  const drafted = await draftMindmap(owner, { title: 'Offsite', description: 'Two days by the sea' });
  await endedRun(app, `mindmap:${drafted}`);
  await createToken(owner, { workspaceId, name: 'Nightly export' });
  await app.app.jobs.runDue();
  await receiver.until(1);
  return { workspaceId, member, hook, map, list, board, card, drafted };
}

/** Every id and document name the workspace holds, read from the tables before it goes. */
export async function namesOf(app: TestApp, workspaceId: string): Promise<string[]> {
  const { db } = app.database;
  const of = async (table: 'documents' | 'comments' | 'webhook_endpoints' | 'api_tokens' | 'imports') => {
    const column = table === 'documents' ? 'name' : 'id';
    const rows = await sql<{ value: string }>`
      select ${sql.ref(column)}::text as value from ${sql.table(table)} where workspace_id = ${workspaceId}
    `.execute(db);
    return rows.rows.map((row) => row.value);
  };
  const documents = await of('documents');
  const ids = documents.map((name) => name.slice(name.indexOf(':') + 1));
  const others = await Promise.all(
    (['comments', 'webhook_endpoints', 'api_tokens', 'imports'] as const).map(of),
  );
  expect(documents.length).toBeGreaterThanOrEqual(5);
  return [workspaceId, ...documents, ...ids, ...others.flat()];
}

/** Tables that keep what they hold of a deleted workspace on purpose (docs/decisions.md). */
const KEPT = new Set(['deleted_documents', 'item_creations']);

/**
 * Every row of any table whose text or uuid column holds one of `names` exactly, and every queued job
 * whose payload mentions one, but for the tables KEPT: empty when nothing of the workspace is left.
 */
export async function leftovers(app: TestApp, names: readonly string[]): Promise<string[]> {
  const { db } = app.database;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('uuid', 'text', 'character varying')
  `.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (KEPT.has(table)) continue;
    const rows = await sql<{ count: string }>`
      select count(*)::text as count from ${sql.table(table)}
      where ${sql.ref(column)}::text in (${sql.join(names)})
    `.execute(db);
    if (rows.rows[0]!.count !== '0') found.push(`${table}.${column}: ${rows.rows[0]!.count}`);
  }
  const jobs = await db.selectFrom('jobs').select(['kind', 'payload']).execute();
  for (const job of jobs) {
    const text = JSON.stringify(job.payload);
    if (names.some((name) => text.includes(name))) found.push(`jobs: ${job.kind} ${text}`);
  }
  return found;
}

/**
 * For every table with a workspace_id or a document_name column (as the schema lists them) but the
 * tombstones of deleted names, how many of its rows belong to the workspace or to one of its documents.
 */
export async function keyedLeftovers(app: TestApp, workspaceId: string, documents: readonly string[]) {
  const { db } = app.database;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.column_name in ('workspace_id', 'document_name') and c.table_name <> 'deleted_documents'
  `.execute(db);
  expect(columns.rows.length).toBeGreaterThan(15);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const values = column === 'workspace_id' ? [workspaceId] : documents;
    const rows = await sql<{ count: string }>`
      select count(*)::text as count from ${sql.table(table)}
      where ${sql.ref(column)}::text in (${sql.join(values)})
    `.execute(db);
    if (rows.rows[0]!.count !== '0') found.push(`${table}.${column}: ${rows.rows[0]!.count}`);
  }
  return found;
}
