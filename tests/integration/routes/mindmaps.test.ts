import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp, verifyEmail } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function createMap(client: HttpClient, title = 'Launch plan', description = 'Q3') {
  const response = await client.post(`${FN}/mindmaps`, { data: { title, description } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

describe('POST {fn}/mindmaps', () => {
  it('creates a map with its root node labelled with the title at (400, 300)', async () => {
    const user = await signUp(app.url);
    const id = await createMap(user);
    const map = (await user.get(`${FN}/mapid/${id}`)).body;
    expect(map).toMatchObject({
      id,
      title: 'Launch plan',
      description: 'Q3',
      nodeCount: 1,
      config: { transform: null },
    });
    const nodes = (await user.get(`${FN}/nodes?mindmapId=${id}`)).body;
    expect(nodes).toEqual([
      expect.objectContaining({ parentId: null, label: 'Launch plan', x: 400, y: 300, mindmapId: id }),
    ]);
  });

  it('refuses a missing or blank title with a 400 and creates nothing', async () => {
    const user = await signUp(app.url);
    for (const body of [{ data: { title: '  ' } }, { data: {} }, {}, { title: 'flat' }]) {
      expect((await user.post(`${FN}/mindmaps`, body)).status).toBe(400);
    }
    expect((await user.get(`${FN}/mindmaps`)).body).toEqual([]);
  });

  it("stops at the trial's two maps with 'Mindmap limit reached'", async () => {
    const user = await signUp(app.url);
    await createMap(user, 'One');
    await createMap(user, 'Two');
    const third = await user.post(`${FN}/mindmaps`, { data: { title: 'Three' } });
    expect(third).toMatchObject({ status: 403, body: { error: 'Mindmap limit reached' } });
    expect((await user.get(`${FN}/usage`)).body.mindmaps).toBe(2);
  });
});

describe('GET {fn}/mindmaps', () => {
  it("lists only the current workspace's maps, newest first, with node counts", async () => {
    const user = await signUp(app.url);
    const other = await signUp(app.url);
    const first = await createMap(user, 'First');
    const second = await createMap(user, 'Second');
    await createMap(other, 'Not yours');
    const list = (await user.get(`${FN}/mindmaps`)).body;
    expect(list.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(list[0].nodeCount).toBe(1);
  });
});

describe('nodes', () => {
  it('are added under the root by default, edited and deleted through REST', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const root = (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0];
    const added = await user.post(`${FN}/nodes`, {
      mindmapId: mapId,
      x: '612.5',
      y: 280,
      label: 'Marketing',
    });
    expect(added.status).toBe(201);
    const child = await user.post(`${FN}/nodes`, {
      mindmapId: mapId,
      x: 700,
      y: 400,
      label: 'Ads',
      parentId: added.body.id,
    });
    expect(
      (await user.patch(`${FN}/nodes/${added.body.id}`, { label: 'Growth', description: 'Owned by Sam' }))
        .status,
    ).toBe(200);
    expect((await user.patch(`${FN}/nodes/${child.body.id}`, { x: '10', y: '-20' })).status).toBe(200);
    const nodes = (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body;
    expect(nodes.find((n: { id: string }) => n.id === added.body.id)).toMatchObject({
      parentId: root.id,
      label: 'Growth',
      description: 'Owned by Sam',
      x: 612.5,
      y: 280,
    });
    expect(nodes.find((n: { id: string }) => n.id === child.body.id)).toMatchObject({
      x: 10,
      y: -20,
      parentId: added.body.id,
    });
    expect((await user.delete(`${FN}/nodes/${child.body.id}`)).status).toBe(200);
    expect((await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body).toHaveLength(2);
    expect((await user.get(`${FN}/node`)).body).toHaveLength(2);
  });

  it('refuse bad coordinates and unknown parents with a 400 naming the field', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
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
    const mapId = await createMap(user);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    try {
      await editor.synced();
      const rootId = readMindmap(editor.doc).rootId!;
      const nodeId = addNode(editor.doc, { x: 10, y: 10, label: 'Live', parentId: rootId })!;
      await editor.acknowledged();
      expect((await user.patch(`${FN}/nodes/${nodeId}`, { label: 'Renamed by REST' })).status).toBe(200);
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
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const mapId = await createMap(owner);
    const nodeId = (await owner.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0].id;
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
    expect((await owner.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0].label).toBe('Launch plan');
  });

  it('lets a visitor in nowhere', async () => {
    const visitor = createHttpClient(app.url);
    expect((await visitor.get(`${FN}/mindmaps`)).status).toBe(401);
    expect((await visitor.post(`${FN}/mindmaps`, { data: { title: 'x' } })).status).toBe(401);
  });
});

describe('PATCH {fn}/update/mindmap/{id}', () => {
  it('stores the view transform: pan x, y, zoom k and the canvas size it was saved on', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    for (const transform of [
      { x: -120, y: 40, k: 1.5, width: 1440, height: 900 },
      { x: -120, y: 40, k: 1.5 },
    ]) {
      expect((await user.patch(`${FN}/update/mindmap/${mapId}`, { config: { transform } })).status).toBe(200);
      expect((await user.get(`${FN}/mapid/${mapId}`)).body.config.transform).toEqual(transform);
    }
    for (const transform of [{ x: 1 }, { x: 1, y: 2, k: 0 }, { x: 1, y: 2, k: 1, width: -5 }]) {
      expect((await user.patch(`${FN}/update/mindmap/${mapId}`, { config: { transform } })).status).toBe(400);
    }
  });

  it('takes the older {x, y, scale} and answers with k', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const transform = { x: 3, y: 4, scale: 0.5 };
    expect((await user.patch(`${FN}/update/mindmap/${mapId}`, { config: { transform } })).status).toBe(200);
    expect((await user.get(`${FN}/mapid/${mapId}`)).body.config.transform).toEqual({ x: 3, y: 4, k: 0.5 });
  });

  it('answers with k for a map projected before the zoom was named k', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    await app.database.db
      .updateTable('mindmaps')
      .set({ config: JSON.stringify({ transform: { x: 7, y: 8, scale: 2 } }) })
      .where('id', '=', mapId)
      .execute();
    expect((await user.get(`${FN}/mapid/${mapId}`)).body.config.transform).toEqual({ x: 7, y: 8, k: 2 });
    const listed = (await user.get(`${FN}/mindmaps`)).body as Array<{ id: string; config: unknown }>;
    expect(listed.find((map) => map.id === mapId)?.config).toEqual({ transform: { x: 7, y: 8, k: 2 } });
  });
});

describe('DELETE {fn}/mindmaps', () => {
  it('removes the map, its nodes and its document, and disconnects editors', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    try {
      await editor.synced();
      expect((await user.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
      expect((await user.get(`${FN}/mapid/${mapId}`)).status).toBe(404);
      expect((await user.get(`${FN}/node`)).body).toEqual([]);
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
    const owner = await signUp(app.url);
    const viewer = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: viewer.email, role: 'viewer' });
    await verifyEmail(viewer);
    await viewer.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const mapId = await createMap(owner);
    expect((await viewer.get(`${FN}/mindmaps`)).body).toHaveLength(1);
    expect((await viewer.post(`${FN}/nodes`, { mindmapId: mapId, x: 1, y: 1 })).status).toBe(403);
    expect((await viewer.post(`${FN}/mindmaps`, { data: { title: 'Mine' } })).status).toBe(403);
  });
});
