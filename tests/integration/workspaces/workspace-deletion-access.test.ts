import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_WORKSPACE } from '@shared/api/workspace-deletion';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { ownerWithTwoWorkspaces } from './deletion-world';

/** Who may delete a workspace, and what a refused request leaves (everything). */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
});
afterAll(() => app?.close());

/** The workspace's row and map, and no deletion job: what a refused request must leave as it was. */
async function untouched(workspaceId: string, mapId: string) {
  const { db } = app.database;
  const workspace = await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).execute();
  const map = await db.selectFrom('mindmaps').select('id').where('id', '=', mapId).execute();
  const jobs = await db.selectFrom('jobs').select('id').where('kind', '=', 'workspace.delete').execute();
  return workspace.length === 1 && map.length === 1 && jobs.length === 0;
}

async function nameOf(client: HttpClient): Promise<string> {
  const mine = await client.get('/api/workspaces');
  return mine.body.find((one: { current: boolean }) => one.current).name as string;
}

describe('DELETE /api/workspaces/{id}', () => {
  it('refuses editors, viewers, tokens, other workspaces, bad bodies and an only workspace, changing nothing', async () => {
    const { owner, workspaceId, host, otherWorkspaceId } = await ownerWithTwoWorkspaces(app);
    const map = await owner.post(`${FN}/mindmaps`, { data: { title: 'Keep me' } });
    expect(map.status).toBe(201);
    const confirm = { confirm: await nameOf(owner) };
    const path = `/api/workspaces/${workspaceId}`;

    const editor = await signUp(app.url);
    await joinWorkspace(owner, editor, 'editor');
    const viewer = await signUp(app.url);
    await joinWorkspace(owner, viewer, 'viewer');
    for (const member of [editor, viewer]) {
      expect((await member.request('DELETE', path, confirm)).status).toBe(403);
      expect((await member.post(`${path}/cancel-deletion`)).status).toBe(403);
      expect((await member.get(`${path}/deletion`)).status).toBe(403);
    }

    const { secret } = await createToken(owner, { workspaceId });
    const script = createBearerClient(app.url, secret);
    expect((await script.request('DELETE', path, confirm)).status).toBe(403);
    expect((await script.post(`${path}/cancel-deletion`)).status).toBe(403);

    // Another workspace's id is not found: one the owner is an editor of, and one of a stranger.
    const stranger = await signUp(app.url);
    const strangers = await currentWorkspaceId(stranger);
    for (const id of [otherWorkspaceId, strangers]) {
      const answer = await owner.request('DELETE', `/api/workspaces/${id}`, confirm);
      expect(answer).toMatchObject({ status: 404, body: { error: 'Workspace not found' } });
    }
    expect((await host.request('DELETE', `/api/workspaces/${workspaceId}`, confirm)).status).toBe(404);

    for (const body of [undefined, {}, { confirm: '' }, { confirm: 'Someone else' }, { confirm: 7 }, '[]']) {
      const answer = await owner.request('DELETE', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await owner.request('DELETE', '/api/workspaces/not-an-id', confirm)).status).toBe(400);

    // The stranger's workspace is their only one.
    const only = await stranger.request('DELETE', `/api/workspaces/${strangers}`, {
      confirm: await nameOf(stranger),
    });
    expect(only).toMatchObject({ status: 409, body: { error: ONLY_WORKSPACE } });

    expect(await untouched(workspaceId, map.body.id as string)).toBe(true);
    expect(await currentWorkspaceId(stranger)).toBe(strangers);
  });

  it('refuses the other of two workspaces asked for one after the other when the owner has no third', async () => {
    const { owner, workspaceId, host, otherWorkspaceId } = await ownerWithTwoWorkspaces(app);
    // The host hands their workspace over: the owner now owns both of their workspaces.
    const ownerId = (await owner.get(`${FN}/me`)).body.user.sub as string;
    const handed = await host.patch(`${FN}/team-members/${ownerId}`, { role: 'owner' });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const { db } = app.database;

    const first = owner.request('DELETE', `/api/workspaces/${workspaceId}`, { confirm: await nameOf(owner) });
    // Its request has committed: the workspace is marked as going, or already gone.
    await eventually(async () => {
      const marked = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'workspace.delete')
        .execute();
      const rows = await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).execute();
      return marked.length > 0 || rows.length === 0;
    });
    expect((await owner.post(`${FN}/workspaces/current`, { workspaceId: otherWorkspaceId })).status).toBe(
      200,
    );
    const second = await owner.request('DELETE', `/api/workspaces/${otherWorkspaceId}`, {
      confirm: await nameOf(owner),
    });
    expect(second).toMatchObject({ status: 409, body: { error: ONLY_WORKSPACE } });
    expect((await first).status).toBe(200);

    const left = await db
      .selectFrom('workspaces')
      .select('id')
      .where('id', 'in', [workspaceId, otherWorkspaceId])
      .execute();
    expect(left).toEqual([{ id: otherWorkspaceId }]);
    expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'workspace.delete').execute()).toEqual(
      [],
    );
  });

  it('lets the owner delete it, typed as shown, and moves them to their other workspace', async () => {
    const { owner, workspaceId, otherWorkspaceId } = await ownerWithTwoWorkspaces(app);
    const path = `/api/workspaces/${workspaceId}`;
    const deleted = await owner.request('DELETE', path, { confirm: await nameOf(owner) });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect(await currentWorkspaceId(owner)).toBe(otherWorkspaceId);
    // Now an editor elsewhere: the route is the owner's.
    expect((await owner.request('DELETE', path, { confirm: 'x' })).status).toBe(403);
  });
});
