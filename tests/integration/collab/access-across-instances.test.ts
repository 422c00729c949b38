import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { ACCESS_CHANGED_REASON, ACCESS_REVOKED_REASON } from '@shared/presence';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';
import { createToken } from '../../helpers/tokens';

/**
 * Two instances, A and B, on one PostgreSQL schema and one Redis: a change of access or a deletion made
 * through A reaches the live sockets on B within a second, through the access events' Redis channel (not
 * B's sweep, which runs once a minute). PGlite cannot be opened by two servers, so this needs
 * TEST_DATABASE_URL, and REDIS_URL.
 */

const missing = !process.env.REDIS_URL || !process.env.TEST_DATABASE_URL;

/** How soon B must act on a change made through A, from A's answer. */
const WITHIN_MS = 1_000;

describe.skipIf(missing)('access changes across instances (needs TEST_DATABASE_URL and REDIS_URL)', () => {
  let a: TestApp;
  let b: RunningServer;
  let owner: HttpClient & { email: string };
  let workspaceId: string;
  let mapName: string;
  let channel: string;
  const open: DocumentClient[] = [];
  const redis: Redis[] = [];

  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
    b = await startAnotherInstance(a);
    owner = await signUp(a.url);
    workspaceId = await currentWorkspaceId(owner);
    mapName = `mindmap:${await createMap()}`;
    channel = `mindlane:${a.env.DATABASE_SCHEMA}:access`;
  });
  afterEach(async () => {
    open.splice(0).forEach((client) => client.close());
    await Promise.all(redis.splice(0).map((connection) => connection.quit()));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function createMap(): Promise<string> {
    const response = await owner.post(`${FN}/mindmaps`, { data: { title: 'Shared map' } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as string;
  }

  /** A new account in the owner's workspace, with its user id. */
  async function newMember(role: 'editor' | 'viewer' = 'editor') {
    const member = await signUp(a.url);
    await joinWorkspace(owner, member, role);
    return Object.assign(member, { id: (await member.get(`${FN}/me`)).body.user.sub as string });
  }

  /** Opens a document on B and keeps the reasons the server gives for closing it. */
  async function openOnB(name: string, options: Parameters<typeof openDocument>[2]) {
    const client = openDocument(b.url, name, options);
    open.push(client);
    await client.synced();
    const closes: string[] = [];
    client.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));
    return { client, closes };
  }

  /** Polls for B's reaction to a change A has just answered, with a one-second deadline. */
  async function withinASecond(what: string, check: () => boolean): Promise<void> {
    await eventually(check, WITHIN_MS).catch(() => {
      throw new Error(`B did not act within ${WITHIN_MS} ms: ${what}`);
    });
  }

  function connectRedis(): Redis {
    const connection = new Redis(process.env.REDIS_URL!);
    redis.push(connection);
    return connection;
  }

  it("closes a removed member's socket on B", async () => {
    const member = await newMember();
    const live = await openOnB(mapName, { client: member });
    expect((await owner.delete(`${FN}/team-members/${member.id}`)).status).toBe(200);
    await withinASecond('close the removed member', () => live.closes.includes(ACCESS_REVOKED_REASON));
  });

  it('makes the socket on B of an editor made viewer read-only: a write is refused', async () => {
    const member = await newMember();
    const live = await openOnB(mapName, { client: member });
    const changed = await owner.patch(`${FN}/team-members/${member.id}`, { role: 'viewer' });
    expect(changed.status).toBe(200);
    await withinASecond('reopen as a viewer', () => live.closes.includes(ACCESS_CHANGED_REASON));

    // The client opens the document again on the same socket, as the app does, and gets it read-only.
    const { provider, doc } = live.client;
    await provider.sendToken();
    provider.startSync();
    await live.client.synced();
    addNode(doc, { parentId: readMindmap(doc).rootId, label: 'Written as a viewer', x: 0, y: 0 });
    await live.client.processed();
    expect(provider.hasUnsyncedChanges, 'the server acknowledged the write').toBe(true);
    const nodes = (await owner.get(`${FN}/nodes?mindmapId=${mapName.slice('mindmap:'.length)}`)).body;
    expect(nodes.map((node: { label: string }) => node.label)).not.toContain('Written as a viewer');
  });

  it("closes a revoked API token's socket on B", async () => {
    const member = await newMember();
    const { id, secret } = await createToken(member, { workspaceId });
    const live = await openOnB(mapName, { bearer: secret });
    expect((await member.delete(`/api/tokens/${id}`)).status).toBe(200);
    await withinASecond('close the revoked token', () => live.closes.includes(ACCESS_REVOKED_REASON));
  });

  it('closes the socket on B of a session signed out through A', async () => {
    const member = await newMember();
    const live = await openOnB(mapName, { client: member });
    expect((await member.post(`${FN}/logout`)).status).toBe(200);
    await withinASecond('close the ended session', () => live.closes.includes(ACCESS_REVOKED_REASON));
  });

  it('closes on B a map deleted through A', async () => {
    const mapId = await createMap();
    const name = `mindmap:${mapId}`;
    const live = await openOnB(name, { client: owner });
    expect((await owner.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
    await withinASecond(
      'close the deleted map',
      () => live.closes.length > 0 && !b.app.collab.hocuspocus.documents.get(name)?.getConnectionsCount(),
    );
  });

  it('checks every live socket on B again once its subscription is back after a drop', async () => {
    const member = await newMember();
    const live = await openOnB(mapName, { client: member });
    let resyncs = 0;
    const onResync = () => (resyncs += 1);
    b.app.accessEvents.on('resync', onResync);
    try {
      // A removal no event announces: what B misses while its subscription is down.
      await a.app.repos.workspaces.removeMember(workspaceId, member.id);
      // The access subscriptions of this schema (A's and B's), and no one else's on this Redis.
      const admin = connectRedis();
      const clients = String(await admin.client('LIST')).split('\n');
      const ids = clients
        .filter((line) => line.includes(` name=${channel}:subscriber `))
        .map((line) => /^id=(\d+) /.exec(line)![1]!);
      expect(ids).toHaveLength(2);
      for (const id of ids) await admin.client('KILL', 'ID', id);

      await eventually(() => resyncs > 0, 10_000);
      await eventually(() => live.closes.includes(ACCESS_REVOKED_REASON), 10_000);
    } finally {
      b.app.accessEvents.off('resync', onResync);
    }
  });

  it('ignores malformed messages on the channel, and each instance its own', async () => {
    const heard: unknown[] = [];
    const onChanged = (change: unknown) => heard.push({ changed: change });
    const onDeleted = (name: string) => heard.push({ deleted: name });
    b.app.accessEvents.on('changed', onChanged);
    b.app.accessEvents.on('deleted', onDeleted);
    try {
      const listener = connectRedis();
      const published: string[] = [];
      listener.on('message', (_channel: string, message: string) => published.push(message));
      await listener.subscribe(channel);

      const own = { userId: randomUUID() };
      b.app.accessEvents.emit('changed', own);
      // B's message went through Redis, so B's own subscription has it before anything published after.
      await eventually(() => published.some((message) => message.includes(own.userId)));

      const from = 'another-instance';
      const malformed = [
        'not json',
        '{"from":"another-instance","event":"changed"',
        'null',
        '[]',
        JSON.stringify({ event: 'deleted', args: [mapName] }),
        JSON.stringify({ from, event: 'resync', args: [] }),
        JSON.stringify({ from, event: 'error', args: ['boom'] }),
        JSON.stringify({ from, event: 'newListener', args: ['changed'] }),
        JSON.stringify({ from, event: 'changed', args: [] }),
        JSON.stringify({ from, event: 'changed', args: [{ userId: 'not-a-uuid' }] }),
        JSON.stringify({ from, event: 'changed', args: { userId: randomUUID() } }),
        JSON.stringify({ from, event: 'deleted', args: ['mindmap:../../etc'] }),
        JSON.stringify({ from, event: 'deleted', args: [mapName, 'more'] }),
        JSON.stringify({ from, event: 'deleted', args: [mapName.toUpperCase()] }),
      ];
      const sender = connectRedis();
      for (const message of malformed) await sender.publish(channel, message);
      const marker = { userId: randomUUID() };
      await sender.publish(channel, JSON.stringify({ from, event: 'changed', args: [marker] }));
      // Redis delivers a channel's messages in order: once the marker is here, B has read all of them.
      await eventually(() => heard.length > 1);
      expect(heard).toEqual([{ changed: own }, { changed: marker }]);

      // B still serves its live documents.
      const live = await openOnB(mapName, { client: owner });
      expect(live.client.provider.isSynced).toBe(true);
    } finally {
      b.app.accessEvents.off('changed', onChanged);
      b.app.accessEvents.off('deleted', onDeleted);
    }
  });
});
