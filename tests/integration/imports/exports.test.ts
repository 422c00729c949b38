import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { downloadFile } from '../../helpers/downloads';
import { eventually, type HttpClient } from '../../helpers/http';
import { importFile, type NodeRow } from '../../helpers/imports';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * GET /api/exports/{kind}/{id}?format=: a map, list or board as a file, which imports again into the same
 * content (labels, structure, notes, links and positions for maps).
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const download = (user: HttpClient, path: string) => downloadFile(app.url, user, path);

const nodesOf = (user: HttpClient, mapId: string) =>
  user.get<NodeRow[]>(`${FN}/nodes?mindmapId=${mapId}`).then((answer) => answer.body);

/** The map as paths of labels with each node's note, link and position: what a round trip must keep. */
function shape(nodes: readonly NodeRow[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path = (node: NodeRow): string =>
    node.parentId === null ? node.label : `${path(byId.get(node.parentId)!)} / ${node.label}`;
  return nodes
    .map((node) => ({ path: path(node), note: node.description, link: node.link, x: node.x, y: node.y }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

async function buildMap(user: HttpClient) {
  const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Fête de l’été 🎉' } })).body
    .id as string;
  const venue = (
    await user.post(`${FN}/nodes`, {
      mindmapId: mapId,
      label: 'Venue & <hall>',
      description: 'Two halls\nOne garden',
      link: 'https://example.com/venue?a=1&b=2',
      x: 700,
      y: 260,
    })
  ).body.id as string;
  await user.post(`${FN}/nodes`, { mindmapId: mapId, parentId: venue, label: '東京', x: 980, y: 240 });
  await user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Budget', x: 120, y: 420 });
  return mapId;
}

describe('GET /api/exports/{kind}/{id}', () => {
  for (const [format, type] of [
    ['opml', 'text/x-opml'],
    ['mm', 'application/x-freemind'],
    ['xmind', 'application/vnd.xmind.workbook'],
  ] as const) {
    it(`exports a map as ${format}, which imports again with the same labels, structure, notes, links and positions`, async () => {
      const user = await signUp(app.url);
      const mapId = await buildMap(user);
      const file = await download(user, `/api/exports/mindmap/${mapId}?format=${format}`);
      expect(file.status).toBe(200);
      expect(file.type).toContain(type);
      expect(file.disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(file.disposition!.split("UTF-8''")[1]!)).toBe(`Fête de l’été 🎉.${format}`);
      const again = await importFile(user, `kind=mindmap&format=${format}`, file.bytes);
      expect(again.status).toBe(201);
      const original = await nodesOf(user, mapId);
      const copyId = again.body.items[0].id as string;
      const copy = await eventually(async () => {
        const nodes = await nodesOf(user, copyId);
        return nodes.length === original.length ? nodes : null;
      });
      expect(shape(copy)).toEqual(shape(original));
    });
  }

  it('exports a map as a Markdown outline that imports again with its labels, structure, notes and links', async () => {
    const user = await signUp(app.url);
    const mapId = await buildMap(user);
    const file = await download(user, `/api/exports/mindmap/${mapId}?format=markdown`);
    expect(file.type).toContain('text/markdown');
    const again = await importFile(user, 'kind=mindmap&format=markdown', file.bytes, 'text/markdown');
    expect(again.status).toBe(201);
    const original = await nodesOf(user, mapId);
    const copy = await eventually(async () => {
      const nodes = await nodesOf(user, again.body.items[0].id);
      return nodes.length === original.length ? nodes : null;
    });
    const withoutPlaces = (nodes: NodeRow[]) =>
      shape(nodes).map(({ path, note, link }) => ({ path, note, link }));
    expect(withoutPlaces(copy)).toEqual(withoutPlaces(original));
  });

  it('exports a list as Markdown and CSV and a board as CSV and JSON, each importing again', async () => {
    const user = await signUp(app.url);
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    await user.post(`${FN}/todos`, { title: 'Ship =1+1', list_id: listId, due_date: '2026-12-01' });
    const done = (await user.post(`${FN}/todos`, { title: 'Announce', list_id: listId })).body.id as string;
    await user.put(`${FN}/todoid/${done}`, { completed: true });
    const todos = (await user.get(`${FN}/todos?list_id=${listId}`)).body as Array<Record<string, unknown>>;
    const pick = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ title, completed, due_date }) => ({ title, completed, due_date }));
    for (const format of ['markdown', 'csv']) {
      const file = await download(user, `/api/exports/todolist/${listId}?format=${format}`);
      expect(file.status).toBe(200);
      const again = await importFile(user, `kind=todolist&format=${format}`, file.bytes);
      expect(again.status).toBe(201);
      const copy = await eventually(async () => {
        const rows = (await user.get(`${FN}/todos?list_id=${again.body.items[0].id}`)).body as Array<
          Record<string, unknown>
        >;
        return rows.length === todos.length ? rows : null;
      });
      expect(pick(copy)).toEqual(pick(todos));
    }

    const boardId = (await user.post(`${FN}/boards`, { title: 'Release' })).body.id as string;
    const data = (await user.get(`${FN}/kanban-board-data?id=${boardId}`)).body;
    await user.post(`${FN}/kanban/cards`, {
      board_id: boardId,
      column_id: data.columns[0].id,
      title: 'Press kit',
      priority: 'high',
    });
    for (const format of ['csv', 'json']) {
      const file = await download(user, `/api/exports/board/${boardId}?format=${format}`);
      expect(file.status).toBe(200);
      // A trial workspace holds one board: each file goes into a workspace of its own.
      const importer = await signUp(app.url);
      const again = await importFile(
        importer,
        `kind=board&format=${format === 'json' ? 'trello' : 'csv'}`,
        file.bytes,
      );
      expect(again.status).toBe(201);
      const copy = await eventually(async () => {
        const body = (await importer.get(`${FN}/kanban-board-data?id=${again.body.items[0].id}`)).body;
        return body.cards?.length === 1 ? body : null;
      });
      expect(copy.cards[0]).toMatchObject({ title: 'Press kit', priority: 'high' });
    }
  });

  it('answers 404 for another workspace’s document and 400 for a format its kind is not exported in', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const mapId = (await owner.post(`${FN}/mindmaps`, { data: { title: 'Private' } })).body.id as string;
    expect((await download(stranger, `/api/exports/mindmap/${mapId}?format=opml`)).status).toBe(404);
    expect((await download(owner, `/api/exports/mindmap/${mapId}?format=csv`)).status).toBe(400);
    expect((await download(owner, `/api/exports/mindmap/${mapId}?format=pdf`)).status).toBe(400);
  });
});
