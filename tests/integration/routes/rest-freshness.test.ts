import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/logger';
import { ACCESS_VERSION_REREAD_MS } from '@server/plugins/app/rest-cache/access-version';
import { startServer, type RunningServer } from '@server/server';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock, DAY, type TestClock } from '../../helpers/clock';
import { addNode } from '@shared/schema/mindmap';
import { openDocument } from '../../helpers/collab';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
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

/** A member of the owner's workspace (holding the owner's map) and of their own, which is current. */
async function memberOfTwoWorkspaces({ writer, reader }: Pair) {
  const owner = await signUp(writer.url);
  const member = await signUp(writer.url);
  const ownersMap = await createMap(owner, "Owner's map");
  const sharedId = await joinWorkspace(owner, member, 'editor');
  const membersOwn = ((await member.get(`${FN}/workspaces`)).body as Array<{ id: string }>).find(
    (workspace) => workspace.id !== sharedId,
  )!.id;
  return { member, ownersMap, sharedId, membersOwn, memberOnReader: on(reader, member) };
}

/**
 * Sets a plan in the database by hand, as a refund or a failed renewal leaves it; a change made outside a
 * request is announced (a request announces its own).
 */
async function setPlan(
  writer: Pair['writer'],
  userId: string,
  status: 'active' | 'canceled',
  paidThru: Date,
) {
  await writer.app.database.db
    .updateTable('subscriptions')
    .set({ status, paid_thru_date: paidThru })
    .where('user_id', '=', userId)
    .execute();
  await writer.app.accessVersion.sync();
}

/**
 * The tag of an answer the client keeps: a repeat of the request with it is answered 304, so a change that
 * did not retire the tag would leave the client with the kept answer. A document store still on its way
 * (a map just created) retires a tag too, so the first tag that holds is taken.
 */
async function keptTag(client: HttpClient, path: string): Promise<string> {
  return eventually(async () => {
    const first = await client.get(path);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    return (await client.get(path, { 'if-none-match': tag! })).status === 304 && tag!;
  });
}

/** The request a browser makes to check its kept answer. */
const revalidate = (client: HttpClient, path: string, tag: string) =>
  client.get(path, { 'if-none-match': tag });

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

  it('sees a change made by hand in the database within the re-read interval, with no request after it', async () => {
    const { writer, reader, clock } = pair();
    const user = await signUp(writer.url);
    const read = on(reader, user);
    expect((await read.get('/api/users?skip=0&limit=10')).status).toBe(403);

    await writer.app.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', user.email)
      .execute();
    clock.advance(ACCESS_VERSION_REREAD_MS);
    expect((await read.get(`${FN}/me`)).body.user.role).toBe('admin');
    expect((await read.get('/api/users?skip=0&limit=10')).status).toBe(200);
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
    await setPlan(writer, id, 'active', new Date(clock.now().getTime() + DAY));
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(200);
    await setPlan(writer, id, 'canceled', new Date(clock.now().getTime() - 1000));
    expect((await read.get(`${FN}/mindmaps`)).status).toBe(402);
    const usage = await read.get(`${FN}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body.limits).toEqual({ mindmaps: 10, todoLists: 100, boards: 10 });
  });

  it('answers for the new workspace at the next request after a switch', async () => {
    const { member, ownersMap, sharedId, membersOwn, memberOnReader } = await memberOfTwoWorkspaces(pair());
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

function keptAnswerTests(pair: () => Pair) {
  it('answers a kept list and read again in full after a REST write', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const mapId = await createMap(owner);
    const read = on(reader, owner);
    const paths = [`${FN}/mindmaps`, `${FN}/mapid/${mapId}`, `${FN}/nodes?mindmapId=${mapId}`, `${FN}/usage`];
    const tags = await Promise.all(paths.map((path) => keptTag(read, path)));

    const added = await owner.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Fresh', x: 10, y: 20 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [list, map, nodes] = await Promise.all(paths.map((path, i) => revalidate(read, path, tags[i]!)));
    expect(list!.status).toBe(200);
    expect(
      (list!.body as Array<{ id: string; nodeCount: number }>).find((m) => m.id === mapId)!.nodeCount,
    ).toBe(2);
    expect(map!.status).toBe(200);
    expect(map!.body.nodeCount).toBe(2);
    expect(nodes!.status).toBe(200);
    expect((nodes!.body as Array<{ label: string }>).map((node) => node.label)).toContain('Fresh');
    // Usage counts maps, not nodes: the same answer keeps its tag.
    expect((await revalidate(read, paths[3]!, tags[3]!)).status).toBe(304);
  });

  it('answers usage from memory until a map or an AI draft changes it, then in full', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const read = on(reader, owner);
    const usage = async () => {
      const response = await read.get(`${FN}/usage`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { mindmaps: number; aiUsage: number };
    };
    expect(await usage()).toMatchObject({ mindmaps: 0, aiUsage: 0 });
    expect(await usage()).toMatchObject({ mindmaps: 0, aiUsage: 0 });

    await createMap(owner);
    expect(await usage()).toMatchObject({ mindmaps: 1, aiUsage: 0 });
    const drafted = await owner.post('/api/ai-create-mindmap', {
      title: 'Garden',
      description: 'Plant basil.',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    expect(await usage()).toMatchObject({ mindmaps: 2, aiUsage: 1 });
  });

  it('answers the admin lists afresh after a sign-up and a payment', async () => {
    const { writer, reader } = pair();
    const admin = await signUp(writer.url);
    await writer.app.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', admin.email)
      .execute();
    await writer.app.accessVersion.sync();
    const read = on(reader, admin);
    // The test clock stands still, so accounts made in one test share their created_at: look for the
    // buyer in the whole page rather than at its top.
    const pages = async (page: (index: number) => string, rows: (body: never) => string[]) => {
      const all: string[] = [];
      for (let index = 0; ; index += 1) {
        const response = await read.get(page(index));
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const found = rows(response.body as never);
        if (found.length === 0) return all;
        all.push(...found);
      }
    };
    const listed = async () => ({
      users: await pages(
        (index) => `/api/users?skip=${index * 100}&limit=100`,
        (body: { data: Array<{ email: string }> }) => body.data.map((user) => user.email),
      ),
      payments: await pages(
        (index) => `/api/payments?page=${index + 1}&limit=10`,
        (body: { payments: Array<{ user_email: string }> }) => body.payments.map((row) => row.user_email),
      ),
    });
    const before = await listed();
    expect(await listed()).toEqual(before);

    const buyer = await signUp(writer.url);
    expect((await listed()).users).toContain(buyer.email);
    expect((await listed()).payments).not.toContain(buyer.email);
    const started = await buyer.post(`${FN}/createCheckoutSession`, {});
    const sessionId = new URL(started.body.url as string, writer.url).searchParams.get('session_id');
    expect((await buyer.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
    expect((await listed()).payments).toContain(buyer.email);
  });

  it('keeps no answer read while a write was landing', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const mapId = await createMap(owner);
    const read = on(reader, owner);
    const labels = async () =>
      ((await read.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>).map(
        (n) => n.label,
      );
    for (let round = 0; round < 5; round += 1) {
      const label = `Racing ${round}`;
      const [added] = await Promise.all([
        owner.post(`${FN}/nodes`, { mindmapId: mapId, label, x: round, y: round }),
        labels(),
        labels(),
        labels(),
      ]);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(await labels()).toContain(label);
    }
  });

  it('answers a kept node list again in full once an edit over the document connection is stored', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const mapId = await createMap(owner);
    const path = `${FN}/nodes?mindmapId=${mapId}`;
    const tag = await keptTag(on(reader, owner), path);

    const editor = openDocument(writer.url, `mindmap:${mapId}`, { client: owner });
    try {
      await editor.synced();
      addNode(editor.doc, { parentId: mapId, label: 'Typed live', x: 40, y: 40 });
      await editor.acknowledged();
    } finally {
      editor.close();
    }
    await eventually(async () => {
      const again = await revalidate(on(reader, owner), path, tag);
      return (
        again.status === 200 && (again.body as Array<{ label: string }>).some((n) => n.label === 'Typed live')
      );
    });
  });

  it('answers a kept member list again in full after a role change', async () => {
    const { owner, member, memberOnReader } = await editorOfOwnersMap(pair());
    const ownerOnReader = on(pair().reader, owner);
    const memberId = await userId(member);
    const tag = await keptTag(ownerOnReader, `${FN}/team-members`);
    const memberTag = await keptTag(memberOnReader, `${FN}/team-members`);

    expect((await owner.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' })).status).toBe(200);
    for (const [client, kept] of [
      [ownerOnReader, tag],
      [memberOnReader, memberTag],
    ] as const) {
      const again = await revalidate(client, `${FN}/team-members`, kept);
      expect(again.status).toBe(200);
      expect((again.body as Array<{ id: string; role: string }>).find((m) => m.id === memberId)!.role).toBe(
        'viewer',
      );
    }
  });

  it("never answers a removed member's kept list or map with 304", async () => {
    const { owner, member, mapId, memberOnReader } = await editorOfOwnersMap(pair());
    const listTag = await keptTag(memberOnReader, `${FN}/mindmaps`);
    const mapTag = await keptTag(memberOnReader, `${FN}/mapid/${mapId}`);

    expect((await owner.delete(`${FN}/team-members/${await userId(member)}`)).status).toBe(200);
    const list = await revalidate(memberOnReader, `${FN}/mindmaps`, listTag);
    expect(list.status).toBe(200);
    expect((list.body as Array<{ id: string }>).map((map) => map.id)).not.toContain(mapId);
    expect((await revalidate(memberOnReader, `${FN}/mapid/${mapId}`, mapTag)).status).toBe(404);
  });

  it('refuses a kept answer to a signed-out session', async () => {
    const { writer, reader } = pair();
    const owner = await signUp(writer.url);
    const read = on(reader, owner);
    const listTag = await keptTag(read, `${FN}/mindmaps`);
    const meTag = await keptTag(read, `${FN}/me`);

    expect((await owner.post(`${FN}/logout`)).status).toBe(200);
    expect((await revalidate(read, `${FN}/mindmaps`, listTag)).status).toBe(401);
    const me = await revalidate(read, `${FN}/me`, meTag);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: null });
  });

  it('refuses a kept answer once the trial runs out, and once a paid period is ended', async () => {
    const { writer, reader, clock } = pair();
    const owner = await signUp(writer.url);
    const read = on(reader, owner);
    const trialTag = await keptTag(read, `${FN}/mindmaps`);
    clock.advance(3 * DAY);
    expect((await revalidate(read, `${FN}/mindmaps`, trialTag)).status).toBe(402);

    const id = await userId(owner);
    await setPlan(writer, id, 'active', new Date(clock.now().getTime() + DAY));
    const paidTag = await keptTag(read, `${FN}/mindmaps`);
    await setPlan(writer, id, 'canceled', new Date(clock.now().getTime() - 1000));
    expect((await revalidate(read, `${FN}/mindmaps`, paidTag)).status).toBe(402);
  });

  it("never answers a workspace switch with the other workspace's kept list", async () => {
    const { member, ownersMap, sharedId, membersOwn, memberOnReader } = await memberOfTwoWorkspaces(pair());
    const sharedTag = await keptTag(memberOnReader, `${FN}/mindmaps`);

    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: membersOwn })).status).toBe(200);
    const own = await revalidate(memberOnReader, `${FN}/mindmaps`, sharedTag);
    expect(own.status).toBe(200);
    expect((own.body as Array<{ id: string }>).map((map) => map.id)).not.toContain(ownersMap);
    const ownTag = own.headers.get('etag')!;

    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: sharedId })).status).toBe(200);
    const shared = await revalidate(memberOnReader, `${FN}/mindmaps`, ownTag);
    expect(shared.status).toBe(200);
    expect((shared.body as Array<{ id: string }>).map((map) => map.id)).toContain(ownersMap);
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
  keptAnswerTests(() => ({ writer: app, reader: app, clock }));
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
    keptAnswerTests(() => ({ writer: a, reader: b, clock }));
  },
);
