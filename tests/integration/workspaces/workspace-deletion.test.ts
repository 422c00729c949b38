import { DOCUMENT_DELETED_REASON } from '@shared/presence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { openDocument } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';
import { fillWorkspace, keyedLeftovers, leftovers, namesOf, ownerWithTwoWorkspaces } from './deletion-world';

/**
 * Deleting a workspace (DELETE /api/workspaces/{id}) leaves nothing of it behind, at once (grace 0) and
 * after the grace period, which the test clock moves past.
 */

/** Tables that hold something of the filled workspace before its deletion. */
const HELD = [
  'documents',
  'mindmaps',
  'nodes',
  'todo_lists',
  'todos',
  'boards',
  'kanban_columns',
  'kanban_cards',
  'document_items',
  'document_changes',
  'document_versions',
  'comments',
  'notifications',
  'workspace_members',
  'api_tokens',
  'invitations',
  'imports',
  'ai_runs',
  'search_items',
  'search_documents',
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
  'users',
  'workspaces',
];

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

describe('deleting a workspace at once (ACCOUNT_DELETION_GRACE_DAYS=0)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
  });
  afterAll(() => app?.close());

  it('removes every row of it, closes its live documents and moves its people elsewhere', async () => {
    const { owner, otherWorkspaceId } = await ownerWithTwoWorkspaces(app);
    const world = await fillWorkspace(app, owner, receiver);
    const { secret } = await createToken(owner, { workspaceId: world.workspaceId, name: 'Script' });
    const names = await namesOf(app, world.workspaceId);
    // Before it goes, every kind of content is there to be deleted.
    const holding = new Set((await leftovers(app, names)).map((line) => line.split(/[.:]/)[0]));
    for (const table of HELD) expect(holding, table).toContain(table);
    const editor = openDocument(app.url, `board:${world.board.id}`, { client: world.member });
    await editor.synced();
    const closes: string[] = [];
    editor.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));

    const deleted = await owner.request('DELETE', `/api/workspaces/${world.workspaceId}`, {
      confirm: 'Not the name',
    });
    expect(deleted).toMatchObject({ status: 400 });
    expect(await leftovers(app, names)).not.toEqual([]);

    const done = await owner.request('DELETE', `/api/workspaces/${world.workspaceId}`, {
      confirm: (await owner.get('/api/workspaces')).body.find((one: any) => one.current).name,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ success: true });

    await eventually(() => closes.includes(DOCUMENT_DELETED_REASON));
    editor.close();
    await app.app.jobs.runDue();
    expect(await leftovers(app, names)).toEqual([]);
    expect(await keyedLeftovers(app, world.workspaceId, documentNames(names))).toEqual([]);
    expect(await currentWorkspaceId(owner)).toBe(otherWorkspaceId);
    // The member had it as their current workspace, and has none left but their own.
    expect(await currentWorkspaceId(world.member)).not.toBe(world.workspaceId);
    expect((await createBearerClient(app.url, secret).get('/api/mindmaps')).status).toBe(401);
    expect((await world.member.get(`${FN}/mindmaps`)).body).toEqual([]);
  });
});

const documentNames = (names: string[]) => names.filter((name) => name.includes(':'));

async function documentsOf(app: TestApp, workspaceId: string) {
  const rows = await app.database.db
    .selectFrom('documents')
    .select('name')
    .where('workspace_id', '=', workspaceId)
    .execute();
  return rows.length;
}

describe('deleting a workspace after the grace period', () => {
  const clock = createTestClock(new Date());
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app?.close());

  it('is scheduled, mailed, cancellable, and once due leaves nothing behind', async () => {
    const { owner } = await ownerWithTwoWorkspaces(app);
    const world = await fillWorkspace(app, owner, receiver);
    const names = await namesOf(app, world.workspaceId);
    const path = `/api/workspaces/${world.workspaceId}`;
    const confirm = { confirm: (await owner.get('/api/workspaces')).body[0].name as string };

    const scheduled = await owner.request('DELETE', path, confirm);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(202);
    const deletesAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(scheduled.body).toEqual({ deletesAt });
    expect((await owner.get(`${path}/deletion`)).body).toEqual({ deletesAt });
    expect(await latestLink(app.url, owner.email, '/settings')).toBeDefined();
    // Asked again, the schedule stands.
    expect((await owner.request('DELETE', path, confirm)).body).toEqual({ deletesAt });

    // Nothing runs before the day.
    clock.advance(7 * DAY - 60_000);
    await app.app.jobs.runDue();
    expect(await documentsOf(app, world.workspaceId)).toBeGreaterThan(0);

    expect((await owner.post(`${path}/cancel-deletion`)).status).toBe(200);
    expect((await owner.get(`${path}/deletion`)).body).toEqual({ deletesAt: null });
    clock.advance(2 * DAY);
    await app.app.jobs.runDue();
    expect(await documentsOf(app, world.workspaceId)).toBeGreaterThan(0);

    const again = await owner.request('DELETE', path, confirm);
    expect(again.status).toBe(202);
    clock.advance(7 * DAY + 1);
    await app.app.jobs.runDue();
    await app.app.jobs.runDue();
    expect(await leftovers(app, names)).toEqual([]);
    expect(await keyedLeftovers(app, world.workspaceId, documentNames(names))).toEqual([]);
  });
});
