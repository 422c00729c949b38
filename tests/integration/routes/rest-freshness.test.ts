import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/logger';
import { startServer, type RunningServer } from '@server/server';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock, DAY, type TestClock } from '../../helpers/clock';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * What REST answers must never keep after a change: the next request, on this instance or on another
 * one sharing the database (and Redis), answers from the changed state. Each change is made through one
 * server ("writer") and read through the other ("reader"); on one instance they are the same server.
 */

interface Pair {
  writer: { url: string; app: RunningServer['app'] };
  reader: { url: string };
  clock: TestClock;
}

/** The same session, on another server. */
function on(server: { url: string }, client: HttpClient): HttpClient {
  const other = createHttpClient(server.url);
  client.cookies.forEach((value, key) => other.cookies.set(key, value));
  return other;
}

async function createMap(client: HttpClient, title = 'Map'): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function userId(client: HttpClient): Promise<string> {
  return ((await client.get(`${FN}/me`)).body as { user: { sub: string } }).user.sub;
}

/** An owner with a map, and an editor of the owner's workspace whose session is also used on the reader. */
async function editorOfOwnersMap({ writer, reader }: Pair) {
  const owner = await signUp(writer.url);
  const member = await signUp(writer.url);
  await joinWorkspace(owner, member, 'editor');
  const mapId = await createMap(owner);
  return { owner, member, mapId, memberOnReader: on(reader, member) };
}

function freshnessTests(pair: () => Pair) {
  it('shows a REST write in the next list and read, node counts included', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const mapId = await createMap(owner);
    const read = on(reader, owner);
    const count = async () =>
      ((await read.get(`${FN}/mindmaps`)).body as Array<{ id: string; nodeCount: number }>).find(
        (map) => map.id === mapId,
      )!.nodeCount;
    expect(await count()).toBe(1);

    const added = await owner.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Fresh', x: 10, y: 20 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await count()).toBe(2);
    expect((await read.get(`${FN}/mapid/${mapId}`)).body.nodeCount).toBe(2);
    const labels = ((await read.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>).map(
      (node) => node.label,
    );
    expect(labels).toContain('Fresh');

    const removed = await owner.delete(`${FN}/nodes/${added.body.id as string}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await count()).toBe(1);
  });

  it('applies a role change to the next request', async () => {
    const { owner, member, mapId, memberOnReader } = await editorOfOwnersMap(pair());
    const node = { mindmapId: mapId, label: 'By the editor', x: 0, y: 0 };
    expect((await memberOnReader.post(`${FN}/nodes`, node)).status).toBe(201);

    const changed = await owner.patch(`${FN}/team-members/${await userId(member)}`, { role: 'viewer' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await memberOnReader.post(`${FN}/nodes`, node);
    expect(refused.status).toBe(403);
    expect((await memberOnReader.get(`${FN}/mapid/${mapId}`)).status).toBe(200);
  });

  it('shuts a removed member out of the workspace at the next request', async () => {
    const { owner, member, mapId, memberOnReader } = await editorOfOwnersMap(pair());
    expect((await memberOnReader.get(`${FN}/mapid/${mapId}`)).status).toBe(200);

    const removed = await owner.delete(`${FN}/team-members/${await userId(member)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await memberOnReader.get(`${FN}/mapid/${mapId}`)).status).toBe(404);
    const maps = (await memberOnReader.get(`${FN}/mindmaps`)).body as Array<{ id: string }>;
    expect(maps.map((map) => map.id)).not.toContain(mapId);
  });

  it('refuses a signed-out session at the next request', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const read = on(reader, owner);
    expect((await read.get(`${FN}/user-status`)).status).toBe(200);
    expect((await owner.post(`${FN}/logout`)).status).toBe(200);
    expect((await read.get(`${FN}/user-status`)).status).toBe(401);
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(401);
    expect((await read.get(`${FN}/me`)).body).toEqual({ user: null });
  });

  it('closes the gate at once when a paid period is ended, and when a trial runs out with no write', async () => {
    const { writer, reader, clock } = pair();
    const owner = await signUp(writer.url);
    const read = on(reader, owner);
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(200);
    expect((await read.get(`${FN}/user-status`)).body.data.access).toBe(true);

    // The trial ends by the clock alone: no row changes.
    clock.advance(3 * DAY);
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(402);
    expect((await read.get(`${FN}/user-status`)).body.data.access).toBe(false);

    // A paid period, then that period ended in the database (as a refund or a failed renewal leaves it).
    const id = await userId(owner);
    const { db } = writer.app.database;
    const paidThru = new Date(clock.now().getTime() + DAY);
    await db
      .updateTable('subscriptions')
      .set({ status: 'active', paid_thru_date: paidThru })
      .where('user_id', '=', id)
      .execute();
    // A change made outside a request (SQL by hand, a script) is announced; a request announces its own.
    await writer.app.accessVersion.sync();
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(200);
    await db
      .updateTable('subscriptions')
      .set({ status: 'canceled', paid_thru_date: new Date(clock.now().getTime() - 1000) })
      .where('user_id', '=', id)
      .execute();
    await writer.app.accessVersion.sync();
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(402);
    const usage = await read.get(`${FN}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body.limits).toEqual({ mindmaps: 10, todoLists: 100, boards: 10 });
  });

  it('answers for the new workspace at the next request after a switch', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const member = await signUp(writer.url);
    const ownersMap = await createMap(owner, "Owner's map");
    const sharedId = await joinWorkspace(owner, member, 'editor');
    const membersOwn = ((await member.get(`${FN}/workspaces`)).body as Array<{ id: string }>).find(
      (workspace) => workspace.id !== sharedId,
    )!.id;
    const memberOnReader = on(reader, member);
    const mapIds = async () =>
      ((await memberOnReader.get(`${FN}/mindmaps`)).body as Array<{ id: string }>).map((map) => map.id);
    expect(await mapIds()).toContain(ownersMap);

    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: membersOwn })).status).toBe(200);
    expect(await mapIds()).not.toContain(ownersMap);
    expect((await memberOnReader.get(`${FN}/mapid/${ownersMap}`)).status).toBe(404);

    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: sharedId })).status).toBe(200);
    expect(await mapIds()).toContain(ownersMap);
  });
}

describe('REST answers after a change, on one instance', () => {
  let app: TestApp;
  const clock = createTestClock(new Date());
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });
  freshnessTests(() => ({ writer: app, reader: app, clock }));
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'REST answers after a change, across two instances over Redis',
  () => {
    let a: TestApp;
    let b: RunningServer;
    const clock = createTestClock(new Date());
    beforeAll(async () => {
      a = await startTestApp({ clock, env: { REDIS_URL: process.env.REDIS_URL! } });
      const config = loadConfig({ ...a.env, PORT: '0' });
      b = await startServer(config, { logger: createLogger(config), clock });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });
    freshnessTests(() => ({ writer: a, reader: b, clock }));
  },
);
