import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp, signUpVerified, verifyEmail } from '../../helpers/accounts';
import { sessionApiClient, type ApiClient } from '../../helpers/api-client/client';
import { openDocument } from '../../helpers/collab';
import { createHttpClient, eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/**
 * Well-formed calls go through the typed client generated from the API document; the tests of bad input
 * send theirs through the plain HTTP client, as the typed one would not compile them.
 */
async function createMap(api: ApiClient, title = 'Launch plan', description = 'Q3') {
  const { data, error, response } = await api.POST('/api/mindmaps', {
    body: { data: { title, description } },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!.id;
}

const nodesOf = async (api: ApiClient, mindmapId: string) =>
  (await api.GET('/api/nodes', { params: { query: { mindmapId } } })).data!;
const mapOf = async (api: ApiClient, id: string) =>
  (await api.GET('/api/mapid/{id}', { params: { path: { id } } })).data!;

describe('POST {fn}/mindmaps', () => {
  it('creates a map with its root node labelled with the title at (400, 300)', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const id = await createMap(api);
    expect(await mapOf(api, id)).toMatchObject({
      id,
      title: 'Launch plan',
      description: 'Q3',
      nodeCount: 1,
      config: { transform: null },
    });
    expect(await nodesOf(api, id)).toEqual([
      expect.objectContaining({ parentId: null, label: 'Launch plan', x: 400, y: 300, mindmapId: id }),
    ]);
  });

  it('refuses a missing or blank title with a 400 and creates nothing', async () => {
    const user = await signUp(app.url);
    for (const body of [{ data: { title: '  ' } }, { data: {} }, {}, { title: 'flat' }]) {
      expect((await user.post(`${FN}/mindmaps`, body)).status).toBe(400);
    }
    expect((await sessionApiClient(user).GET('/api/mindmaps')).data).toEqual([]);
  });

  it("stops at the trial's two maps with 'Mindmap limit reached'", async () => {
    const api = sessionApiClient(await signUp(app.url));
    await createMap(api, 'One');
    await createMap(api, 'Two');
    const third = await api.POST('/api/mindmaps', { body: { data: { title: 'Three' } } });
    expect(third.response.status).toBe(403);
    expect(third.error).toEqual({ error: 'Mindmap limit reached' });
    expect((await api.GET('/api/usage')).data?.mindmaps).toBe(2);
  });
});

describe('GET {fn}/mindmaps', () => {
  it("lists only the current workspace's maps, newest first, with node counts", async () => {
    const user = sessionApiClient(await signUp(app.url));
    const other = sessionApiClient(await signUp(app.url));
    const first = await createMap(user, 'First');
    const second = await createMap(user, 'Second');
    await createMap(other, 'Not yours');
    const list = (await user.GET('/api/mindmaps')).data!;
    expect(list.map((map) => map.id)).toEqual([second, first]);
    expect(list[0]!.nodeCount).toBe(1);
  });
});

describe('nodes', () => {
  it('are added under the root by default, edited and deleted through REST', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const mapId = await createMap(api);
    const [root] = await nodesOf(api, mapId);
    const added = await api.POST('/api/nodes', {
      body: { mindmapId: mapId, x: '612.5', y: 280, label: 'Marketing' },
    });
    expect(added.response.status).toBe(201);
    const addedId = added.data!.id;
    const child = await api.POST('/api/nodes', {
      body: { mindmapId: mapId, x: 700, y: 400, label: 'Ads', parentId: addedId },
    });
    const childId = child.data!.id;
    const renamed = await api.PATCH('/api/nodes/{id}', {
      params: { path: { id: addedId } },
      body: { label: 'Growth', description: 'Owned by Sam' },
    });
    expect(renamed.data).toEqual({ success: true });
    const moved = await api.PATCH('/api/nodes/{id}', {
      params: { path: { id: childId } },
      body: { x: '10', y: '-20' },
    });
    expect(moved.response.status).toBe(200);
    const nodes = await nodesOf(api, mapId);
    expect(nodes.find((node) => node.id === addedId)).toMatchObject({
      parentId: root!.id,
      label: 'Growth',
      description: 'Owned by Sam',
      x: 612.5,
      y: 280,
    });
    expect(nodes.find((node) => node.id === childId)).toMatchObject({ x: 10, y: -20, parentId: addedId });
    const deleted = await api.DELETE('/api/nodes/{id}', { params: { path: { id: childId } } });
    expect(deleted.response.status).toBe(200);
    expect(await nodesOf(api, mapId)).toHaveLength(2);
    expect((await api.GET('/api/node')).data).toHaveLength(2);
  });

  it('delete a node with its whole branch, as the editor does, and leave the rest', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const mapId = await createMap(api);
    const add = async (label: string, parentId?: string) =>
      (await api.POST('/api/nodes', { body: { mindmapId: mapId, x: 0, y: 0, label, parentId } })).data!.id;
    const growth = await add('Growth');
    const ads = await add('Ads', growth);
    await add('Search ads', ads);
    await add('Hiring');
    const deleted = await api.DELETE('/api/nodes/{id}', { params: { path: { id: growth } } });
    expect(deleted.data).toEqual({ success: true });
    expect((await nodesOf(api, mapId)).map((node) => node.label).sort()).toEqual(['Hiring', 'Launch plan']);
    const again = await api.DELETE('/api/nodes/{id}', { params: { path: { id: ads } } });
    expect(again.response.status).toBe(404);
  });

  it('refuse bad coordinates and unknown parents with a 400 naming the field', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(sessionApiClient(user));
    const bad = await user.post(`${FN}/nodes`, { mindmapId: mapId, x: 'abc', y: 1 });
    expect(bad).toMatchObject({ status: 400, body: { error: 'x: must be a number' } });
    const noY = await user.post(`${FN}/nodes`, { mindmapId: mapId, x: 1 });
    expect(noY.status).toBe(400);
    expect(noY.body.error).toMatch(/^y: /);
    const orphan = await user.post(`${FN}/nodes`, { mindmapId: mapId, x: 1, y: 1, parentId: 'nope' });
    expect(orphan).toMatchObject({ status: 400, body: { error: 'parentId: no such node in this mind map' } });
    const infinite = await user.post(`${FN}/nodes`, { mindmapId: mapId, x: 1e308 * 10, y: 1 });
    expect(infinite.status).toBe(400);
  });

  it('can be edited through REST right after a live editor added them', async () => {
    const user = await signUp(app.url);
    const api = sessionApiClient(user);
    const mapId = await createMap(api);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    try {
      await editor.synced();
      const rootId = readMindmap(editor.doc).rootId!;
      const nodeId = addNode(editor.doc, { x: 10, y: 10, label: 'Live', parentId: rootId })!;
      await editor.acknowledged();
      const renamed = await api.PATCH('/api/nodes/{id}', {
        params: { path: { id: nodeId } },
        body: { label: 'Renamed by REST' },
      });
      expect(renamed.response.status).toBe(200);
      await eventually(
        () => readMindmap(editor.doc).nodes.find((n) => n.id === nodeId)?.label === 'Renamed by REST',
      );
    } finally {
      editor.close();
    }
  });
});

describe('another workspace', () => {
  it('gets 404 for every map and node route, and changes nothing', async () => {
    const owner = sessionApiClient(await signUp(app.url));
    const stranger = await signUp(app.url);
    const mapId = await createMap(owner);
    const nodeId = (await nodesOf(owner, mapId))[0]!.id;
    const attempts = [
      stranger.get(`${FN}/mapid/${mapId}`),
      stranger.get(`${FN}/nodes?mindmapId=${mapId}`),
      stranger.patch(`${FN}/update/mindmap/${mapId}`, { config: { transform: { x: 1, y: 2, k: 1 } } }),
      stranger.post(`${FN}/nodes`, { mindmapId: mapId, x: 1, y: 1 }),
      stranger.patch(`${FN}/nodes/${nodeId}`, { label: 'hacked' }),
      stranger.delete(`${FN}/nodes/${nodeId}`),
      stranger.delete(`${FN}/mindmaps?id=${mapId}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await nodesOf(owner, mapId))[0]!.label).toBe('Launch plan');
  });

  it('lets a visitor in nowhere', async () => {
    const visitor = createHttpClient(app.url);
    expect((await visitor.get(`${FN}/mindmaps`)).status).toBe(401);
    expect((await visitor.post(`${FN}/mindmaps`, { data: { title: 'x' } })).status).toBe(401);
  });
});

describe('PATCH {fn}/update/mindmap/{id}', () => {
  const saveView = (api: ApiClient, id: string, transform: { x: number; y: number; k: number }) =>
    api.PATCH('/api/update/mindmap/{id}', { params: { path: { id } }, body: { config: { transform } } });

  it('stores the view transform: pan x, y, zoom k and the canvas size it was saved on', async () => {
    const user = await signUp(app.url);
    const api = sessionApiClient(user);
    const mapId = await createMap(api);
    for (const transform of [
      { x: -120, y: 40, k: 1.5, width: 1440, height: 900 },
      { x: -120, y: 40, k: 1.5 },
    ]) {
      expect((await saveView(api, mapId, transform)).response.status).toBe(200);
      expect((await mapOf(api, mapId)).config.transform).toEqual(transform);
    }
    for (const transform of [{ x: 1 }, { x: 1, y: 2, k: 0 }, { x: 1, y: 2, k: 1, width: -5 }]) {
      expect((await user.patch(`${FN}/update/mindmap/${mapId}`, { config: { transform } })).status).toBe(400);
    }
  });

  it('takes the older {x, y, scale} and answers with k', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const mapId = await createMap(api);
    const saved = await api.PATCH('/api/update/mindmap/{id}', {
      params: { path: { id: mapId } },
      body: { config: { transform: { x: 3, y: 4, scale: 0.5 } } },
    });
    expect(saved.response.status).toBe(200);
    expect((await mapOf(api, mapId)).config.transform).toEqual({ x: 3, y: 4, k: 0.5 });
  });

  it('answers with k for a map projected before the zoom was named k', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const mapId = await createMap(api);
    await app.database.db
      .updateTable('mindmaps')
      .set({ config: JSON.stringify({ transform: { x: 7, y: 8, scale: 2 } }) })
      .where('id', '=', mapId)
      .execute();
    expect((await mapOf(api, mapId)).config.transform).toEqual({ x: 7, y: 8, k: 2 });
    const listed = (await api.GET('/api/mindmaps')).data!;
    expect(listed.find((map) => map.id === mapId)?.config).toEqual({ transform: { x: 7, y: 8, k: 2 } });
  });
});

describe('DELETE {fn}/mindmaps', () => {
  it('removes the map, its nodes and its document, and disconnects editors', async () => {
    const user = await signUp(app.url);
    const api = sessionApiClient(user);
    const mapId = await createMap(api);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    try {
      await editor.synced();
      const deleted = await api.DELETE('/api/mindmaps', { params: { query: { id: mapId } } });
      expect(deleted.data).toEqual({ success: true });
      const gone = await api.GET('/api/mapid/{id}', { params: { path: { id: mapId } } });
      expect(gone.response.status).toBe(404);
      expect((await api.GET('/api/node')).data).toEqual([]);
      await eventually(() => !editor.provider.isSynced || editor.refused() !== null);
      const reopened = openDocument(app.url, `mindmap:${mapId}`, { client: user });
      await eventually(() => reopened.refused());
      reopened.close();
    } finally {
      editor.close();
    }
  });
});

describe('viewers', () => {
  it('can read maps but not change them', async () => {
    const owner = await signUpVerified(app.url);
    const viewer = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: viewer.email, role: 'viewer' });
    await verifyEmail(viewer);
    await viewer.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const mapId = await createMap(sessionApiClient(owner));
    expect((await viewer.get(`${FN}/mindmaps`)).body).toHaveLength(1);
    expect((await viewer.post(`${FN}/nodes`, { mindmapId: mapId, x: 1, y: 1 })).status).toBe(403);
    expect((await viewer.post(`${FN}/mindmaps`, { data: { title: 'Mine' } })).status).toBe(403);
  });
});
