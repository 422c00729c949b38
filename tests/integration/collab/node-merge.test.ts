import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { eventually, type HttpClient } from '../../helpers/http';
import { serverProcesses } from '../../helpers/server-process';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';

/**
 * The server merges concurrent writes to one map node (shared/schema/mindmap-merge.ts) by itself: here
 * the peer that wrote without seeing a REST write is a bare Yjs document that merges nothing, and it is
 * gone right after its write arrived, so only the server can keep both writes.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const RENAMED = 'Renamed over REST';
const MOVED = { x: 777, y: 888 };

/**
 * Makes two writes to one node that do not see each other: a rename over REST, and a move by a peer
 * that synced the map, went offline, wrote the node's value whole and came back, then left at once.
 */
async function concurrentWrites(
  baseUrl: string,
  owner: HttpClient,
  /** The instance the peer syncs with, when not the one REST calls reach. */
  liveUrl = baseUrl,
) {
  const map = await owner.post(`${baseUrl}${FN}/mindmaps`, { data: { title: 'Plan' } });
  expect(map.status).toBe(201);
  const mapId = map.body.id as string;
  const added = await owner.post(`${baseUrl}${FN}/nodes`, {
    mindmapId: mapId,
    label: 'Before',
    x: 10,
    y: 20,
  });
  expect(added.status).toBe(201);
  const nodeId = added.body.id as string;

  const doc = new Y.Doc();
  const first = openDocument(liveUrl, `mindmap:${mapId}`, { client: owner, doc });
  await first.synced();
  first.close();

  const renamed = await owner.patch(`${baseUrl}${FN}/nodes/${nodeId}`, { label: RENAMED });
  expect(renamed.status).toBe(200);
  const values = doc.getMap<Record<string, unknown>>('nodeValues');
  const stored = values.get(nodeId)!;
  const stamps = (stored.stamps ?? {}) as Record<string, unknown>;
  values.set(nodeId, {
    ...stored,
    ...MOVED,
    stamps: { ...stamps, x: [1, doc.clientID], y: [1, doc.clientID] },
  });

  const again = openDocument(liveUrl, `mindmap:${mapId}`, { client: owner, doc });
  await again.synced();
  await again.acknowledged();
  await again.processed();
  again.close();
  return { mapId, nodeId };
}

/** The node's value as a peer opening the map now gets it. */
async function nodeAsOpened(baseUrl: string, owner: HttpClient, mapId: string, nodeId: string) {
  const later = openDocument(baseUrl, `mindmap:${mapId}`, { client: owner });
  try {
    await later.synced();
    return later.doc.getMap<Record<string, unknown>>('nodeValues').get(nodeId);
  } finally {
    later.close();
  }
}

/** The node as the REST API of the instance at `baseUrl` reads it, once it shows both writes. */
function nodeOverRest(baseUrl: string, owner: HttpClient, mapId: string, nodeId: string) {
  return eventually(async () => {
    const nodes = await owner.get(`${baseUrl}${FN}/nodes?mindmapId=${mapId}`);
    const found = (nodes.body as Array<{ id: string; label: string; x: number; y: number }>).find(
      (candidate) => candidate.id === nodeId,
    );
    return found?.x === MOVED.x && found.label === RENAMED ? found : null;
  });
}

describe('a node written at once over REST and by a peer that had not seen it', () => {
  it('keeps both writes, field by field, in what every later reader gets', async () => {
    const owner = await signUp(app.url);
    const { mapId, nodeId } = await concurrentWrites(app.url, owner);
    expect(await nodeOverRest(app.url, owner, mapId, nodeId)).toMatchObject({ label: RENAMED, ...MOVED });
    expect(await nodeAsOpened(app.url, owner, mapId, nodeId)).toMatchObject({ label: RENAMED, ...MOVED });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
    'on two instances sharing a database and Redis',
    () => {
      const instances = twoInstancesOverRedis();

      it('keeps both when the rename reaches one instance and the peer the other', async () => {
        const owner = await signUp(instances.first.url);
        const { mapId, nodeId } = await concurrentWrites(instances.first.url, owner, instances.second.url);
        for (const instance of [instances.first, instances.second]) {
          expect(await nodeOverRest(instance.url, owner, mapId, nodeId)).toMatchObject({
            label: RENAMED,
            ...MOVED,
          });
          expect(await nodeAsOpened(instance.url, owner, mapId, nodeId)).toMatchObject({
            label: RENAMED,
            ...MOVED,
          });
        }
      });
    },
  );

  describe('when the server is killed before it stored the merged value', () => {
    const servers = serverProcesses();
    afterEach(() => servers.stopAll());

    it('merges the two writes again as it replays its log', async () => {
      // No snapshot in the minute the test takes: the merged value is in no log entry, only the two writes.
      const env = await servers.ownDatabaseEnv({
        COLLAB_STORE_DEBOUNCE_MS: '60000',
        COLLAB_STORE_MAX_DELAY_MS: '600000',
      });
      let server = await servers.start(env);
      const owner = await signUp(server.url);
      const { mapId, nodeId } = await concurrentWrites(server.url, owner);
      server.child.kill('SIGKILL');
      await server.exited;

      server = await servers.start(env);
      expect(await nodeAsOpened(server.url, owner, mapId, nodeId)).toMatchObject({
        label: RENAMED,
        ...MOVED,
      });
    });
  });
});
