import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, signUpVerified, verifyEmail } from '../../helpers/accounts';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function created(response: Promise<{ status: number; body: any }>): Promise<string> {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

const createMap = (client: HttpClient, title = 'Plan') =>
  created(client.post(`${FN}/mindmaps`, { data: { title } }));

async function rootOf(client: HttpClient, mapId: string): Promise<string> {
  const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ id: string }>;
  return nodes[0]!.id;
}

describe('uuid ids in upper case', () => {
  it('name the same map in every route, which answers with the canonical id', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const upper = mapId.toUpperCase();
    expect((await user.get(`${FN}/mapid/${upper}`)).body).toMatchObject({ id: mapId });
    expect((await user.get(`${FN}/nodes?mindmapId=${upper}`)).body).toHaveLength(1);
    const transform = { x: 10, y: 20, k: 1.5 };
    const patched = await user.patch(`${FN}/update/mindmap/${upper}`, { config: { transform } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await user.get(`${FN}/mapid/${mapId}`)).body.config).toEqual({ transform });
    const node = await created(user.post(`${FN}/nodes`, { mindmapId: upper, x: 1, y: 2, label: 'child' }));
    expect(
      (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body.map((n: { id: string }) => n.id),
    ).toContain(node);
    expect((await user.delete(`${FN}/mindmaps?id=${upper}`)).status).toBe(200);
    expect((await user.get(`${FN}/mindmaps`)).body).toEqual([]);
    expect((await user.get(`${FN}/mapid/${mapId}`)).status).toBe(404);
  });

  it('create a to-do list linked to the node once, and delete it', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const rootId = await rootOf(user, mapId);
    const listId = await created(
      user.post(`${FN}/todo-lists`, { title: 'Tasks', nodeId: rootId, mindmapId: mapId.toUpperCase() }),
    );
    expect((await user.get(`${FN}/usage`)).body.todoLists).toBe(1);
    const root = (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0];
    expect(root.linkedTodoListId).toBe(listId);
    expect((await user.delete(`${FN}/todo-lists?id=${listId.toUpperCase()}`)).status).toBe(200);
    expect((await user.get(`${FN}/usage`)).body.todoLists).toBe(0);
  });

  it('link a node to a list named in upper case, stored in its canonical spelling', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const rootId = await rootOf(user, mapId);
    const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Tasks' }));
    const linked = await user.patch(`${FN}/nodes/${rootId}`, { linkedTodoListId: listId.toUpperCase() });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect((await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0].linkedTodoListId).toBe(listId);
  });
});

describe('item ids', () => {
  it('are matched exactly as the document keys them: another spelling is a missing node, not a failure', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const node = await created(user.post(`${FN}/nodes`, { mindmapId: mapId, x: 0, y: 0, label: 'a' }));
    const other = await user.patch(`${FN}/nodes/${node.toUpperCase()}`, { label: 'b' });
    expect(other).toMatchObject({ status: 404, body: { error: 'Node not found' } });
    expect((await user.delete(`${FN}/nodes/${node.toUpperCase()}`)).status).toBe(404);
    expect((await user.patch(`${FN}/nodes/${node}`, { label: 'b' })).status).toBe(200);
  });
});

describe('a to-do list create that fails', () => {
  it('leaves no list behind and does not count against the plan', async () => {
    const user = await signUp(app.url);
    const first = await createMap(user, 'First');
    const second = await createMap(user, 'Second');
    const secondRoot = await rootOf(user, second);
    const created = () =>
      sql<{ n: number }>`select count(*)::int as n from item_creations`.execute(app.database.db);
    const createdBefore = (await created()).rows[0]!.n;
    // The node exists in the workspace, but not in the map named.
    const refused = await user.post(`${FN}/todo-lists`, { title: 'T', nodeId: secondRoot, mindmapId: first });
    expect(refused).toMatchObject({ status: 400, body: { error: 'nodeId: no such node in this mind map' } });
    expect((await created()).rows[0]!.n, 'rows counting created items').toBe(createdBefore);
    expect((await user.get(`${FN}/usage`)).body.todoLists).toBe(0);
    expect(
      (await user.get(`${FN}/todo-lists`)).body.filter((list: { id: string | null }) => list.id),
    ).toEqual([]);
  });
});

describe('own-id rules with upper-case ids', () => {
  async function teamOf(owner: HttpClient) {
    const member = await signUp(app.url);
    const invited = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    const token = new URL(invited.body.inviteUrl as string).searchParams.get('token')!;
    await verifyEmail(member);
    expect((await member.post(`${FN}/invitations/accept`, { token })).status).toBe(200);
    return member;
  }
  const idOf = async (client: HttpClient) => (await client.get(`${FN}/me`)).body.user.sub as string;
  const rolesOf = async (client: HttpClient) =>
    Object.fromEntries(
      (await client.get(`${FN}/team-members`)).body.map((m: { email: string; role: string }) => [
        m.email,
        m.role,
      ]),
    );

  it('keep the owner from demoting or removing themself', async () => {
    const owner = await signUpVerified(app.url);
    const member = await teamOf(owner);
    const ownId = (await idOf(owner)).toUpperCase();
    const demoted = await owner.patch(`${FN}/team-members/${ownId}`, { role: 'viewer' });
    expect(demoted).toMatchObject({
      status: 400,
      body: { error: 'Hand ownership to another member instead of changing your own role.' },
    });
    const left = await owner.delete(`${FN}/team-members/${ownId}`);
    expect(left).toMatchObject({
      status: 400,
      body: { error: 'The owner cannot leave their own workspace.' },
    });
    expect(await rolesOf(owner)).toEqual({ [owner.email]: 'owner', [member.email]: 'editor' });
  });

  it('act on the member named', async () => {
    const owner = await signUpVerified(app.url);
    const member = await teamOf(owner);
    const memberId = await idOf(member);
    const changed = await owner.patch(`${FN}/team-members/${memberId.toUpperCase()}`, { role: 'viewer' });
    expect(changed).toMatchObject({ status: 200, body: { id: memberId, role: 'viewer' } });
    expect((await owner.delete(`${FN}/team-members/${memberId.toUpperCase()}`)).status).toBe(200);
    expect(await rolesOf(owner)).toEqual({ [owner.email]: 'owner' });
  });
});
