import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { sessionApiClient, type ApiClient } from '../../helpers/api-client/client';
import { openDocument } from '../../helpers/collab';
import { createHttpClient, eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const LINK = 'https://example.com/press?kit=1#logos';
const INVALID = 'link: must be an http, https or mailto URL';

async function mapWithNode(api: ApiClient, link?: string | null) {
  const map = await api.POST('/api/mindmaps', { body: { data: { title: 'Launch plan' } } });
  const mapId = map.data!.id;
  const node = await api.POST('/api/nodes', { body: { mindmapId: mapId, x: 0, y: 0, label: 'Press', link } });
  expect(node.response.status, JSON.stringify(node.error)).toBe(201);
  return { mapId, nodeId: node.data!.id };
}

const linkOf = async (api: ApiClient, mapId: string, nodeId: string) =>
  (await api.GET('/api/nodes', { params: { query: { mindmapId: mapId } } })).data!.find(
    (node) => node.id === nodeId,
  )?.link;

describe('a node link over REST', () => {
  it('is taken by POST /nodes and PATCH /nodes/{id}, answered by GET /nodes and GET /node, and cleared', async () => {
    const api = sessionApiClient(await signUp(app.url));
    const { mapId, nodeId } = await mapWithNode(api, LINK);
    const nodes = (await api.GET('/api/nodes', { params: { query: { mindmapId: mapId } } })).data!;
    expect(nodes.map(({ label, link }) => ({ label, link }))).toEqual([
      { label: 'Launch plan', link: null },
      { label: 'Press', link: LINK },
    ]);
    expect((await api.GET('/api/node')).data!.find((node) => node.id === nodeId)?.link).toBe(LINK);

    const patch = (link: string | null) =>
      api.PATCH('/api/nodes/{id}', { params: { path: { id: nodeId } }, body: { link } });
    expect((await patch('  mailto:press@example.com ')).response.status).toBe(200);
    expect(await linkOf(api, mapId, nodeId)).toBe('mailto:press@example.com');
    expect((await patch(null)).response.status).toBe(200);
    expect(await linkOf(api, mapId, nodeId)).toBeNull();
    await patch(LINK);
    expect((await patch('')).response.status).toBe(200);
    expect(await linkOf(api, mapId, nodeId)).toBeNull();
  });

  it('refuses anything but an http, https or mailto URL of at most 2,048 characters with a 400, storing nothing', async () => {
    const user = await signUp(app.url);
    const api = sessionApiClient(user);
    const { mapId, nodeId } = await mapWithNode(api, LINK);
    const refused: Array<[unknown, string]> = [
      ['javascript:alert(document.cookie)', INVALID],
      ['data:text/html,<script>alert(1)</script>', INVALID],
      ['/relative', INVALID],
      ['https://exa mple.com', INVALID],
      [`https://example.com/${'a'.repeat(2029)}`, 'link: must be at most 2048 characters'],
    ];
    for (const [link, error] of refused) {
      expect(await user.patch(`${FN}/nodes/${nodeId}`, { link })).toMatchObject({
        status: 400,
        body: { error },
      });
      const added = await user.post(`${FN}/nodes`, { mindmapId: mapId, x: 0, y: 0, link });
      expect(added).toMatchObject({ status: 400, body: { error } });
    }
    expect((await user.patch(`${FN}/nodes/${nodeId}`, { link: 42 })).status).toBe(400);
    const nodes = (await api.GET('/api/nodes', { params: { query: { mindmapId: mapId } } })).data!;
    expect(nodes.map((node) => node.link)).toEqual([null, LINK]);
  });

  it('reaches a live editor, and comes back when a projection of the older version is rebuilt', async () => {
    const user = await signUp(app.url);
    const api = sessionApiClient(user);
    const { mapId, nodeId } = await mapWithNode(api);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    try {
      await editor.synced();
      await api.PATCH('/api/nodes/{id}', { params: { path: { id: nodeId } }, body: { link: LINK } });
      await eventually(() => readMindmap(editor.doc).nodes.find((node) => node.id === nodeId)?.link === LINK);
    } finally {
      editor.close();
    }
    // What projection version 1 stored: no link column to fill.
    const { db } = app.database;
    await db.updateTable('nodes').set({ link: null }).where('mindmap_id', '=', mapId).execute();
    await db.updateTable('documents').set({ projection_version: 1 }).execute();
    expect(await linkOf(api, mapId, nodeId)).toBeNull();

    app = await app.restart();
    const again = createHttpClient(app.url);
    user.cookies.forEach((value, key) => again.cookies.set(key, value));
    expect(await linkOf(sessionApiClient(again), mapId, nodeId)).toBe(LINK);
  });
});
