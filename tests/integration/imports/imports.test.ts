import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMindmapLayout } from '@shared/schema/mindmap';
import { FN, signUp } from '../../helpers/accounts';
import { eventually, type HttpClient } from '../../helpers/http';
import { importFile, type NodeRow } from '../../helpers/imports';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * POST /api/imports: a file becomes maps, lists or boards, checked whole before anything is written, its
 * content streamed into the live documents after the answer.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const OPML = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>Conference</title></head>
  <body>
    <outline text="Conference" _note="Spring, Lyon">
      <outline text="Venue" _note="Two halls">
        <outline text="École centrale"/>
      </outline>
      <outline text="Speakers" type="link" url="https://example.com/speakers"/>
    </outline>
  </body>
</opml>`;

/** The map's nodes once `count` of them are there (the content streams in after the answer). */
const nodesOnce = (user: HttpClient, mapId: string, count: number) =>
  eventually(async () => {
    const nodes = (await user.get<NodeRow[]>(`${FN}/nodes?mindmapId=${mapId}`)).body;
    return nodes.length === count ? nodes : null;
  });

const maps = async (user: HttpClient) => ((await user.get(`${FN}/mindmaps`)).body as unknown[]).length;

describe('POST /api/imports', () => {
  it('makes a map of an OPML outline: labels, structure, notes and links, laid out without overlaps', async () => {
    const user = await signUp(app.url);
    const answer = await importFile(user, 'kind=mindmap', OPML, 'text/x-opml');
    expect(answer.status).toBe(201);
    const [item] = answer.body.items;
    expect(item).toMatchObject({
      kind: 'mindmap',
      title: 'Conference',
      counts: { nodes: 4, skipped: 0, cut: 0 },
    });
    const nodes = await nodesOnce(user, item.id, 4);
    const byLabel = new Map(nodes.map((node) => [node.label, node]));
    const root = byLabel.get('Conference')!;
    expect(root.parentId).toBeNull();
    expect(root.description).toBe('Spring, Lyon');
    expect(byLabel.get('Venue')).toMatchObject({ parentId: root.id, description: 'Two halls' });
    expect(byLabel.get('École centrale')?.parentId).toBe(byLabel.get('Venue')?.id);
    expect(byLabel.get('Speakers')).toMatchObject({
      parentId: root.id,
      link: 'https://example.com/speakers',
    });
    const places = new Set(nodes.map((node) => `${node.x},${node.y}`));
    expect(places.size).toBe(nodes.length);
    // Free: the places laid out for the whole tree stay, rather than being re-laid by every open editor.
    expect(await app.app.documents.withDocument(`mindmap:${item.id}`, getMindmapLayout)).toBe('free');
  });

  it('makes a board and its checklist list of a Trello export, cards linked to the list, not to a to-do', async () => {
    const user = await signUp(app.url);
    const trello = {
      name: 'Launch',
      desc: 'Our launch',
      lists: [
        { id: 'l1', name: 'Doing', closed: false, pos: 2 },
        { id: 'l0', name: 'New', closed: false, pos: 1 },
        { id: 'l2', name: 'Done', closed: false, pos: 3 },
        { id: 'l3', name: 'Old', closed: true, pos: 4 },
      ],
      cards: [
        {
          id: 'c1',
          name: 'Press kit',
          desc: 'Logos',
          idList: 'l1',
          closed: false,
          pos: 1,
          due: '2026-12-03T12:00:00.000Z',
          idLabels: ['g1'],
          idChecklists: ['k1'],
        },
        {
          id: 'c2',
          name: 'Site',
          desc: '',
          idList: 'l2',
          closed: false,
          pos: 1,
          due: null,
          idLabels: [],
          idChecklists: [],
        },
        {
          id: 'c3',
          name: 'Archived',
          desc: '',
          idList: 'l1',
          closed: true,
          pos: 2,
          due: null,
          idLabels: [],
          idChecklists: [],
        },
        {
          id: 'c4',
          name: 'In a closed list',
          desc: '',
          idList: 'l3',
          closed: false,
          pos: 1,
          due: null,
          idLabels: [],
          idChecklists: [],
        },
      ],
      labels: [{ id: 'g1', name: 'High', color: 'red' }],
      checklists: [
        {
          id: 'k1',
          idCard: 'c1',
          name: 'Checklist',
          checkItems: [
            { id: 'i1', name: 'Logo', state: 'complete', pos: 1 },
            { id: 'i2', name: 'Quotes', state: 'incomplete', pos: 2 },
          ],
        },
      ],
    };
    const answer = await importFile(user, 'kind=board', JSON.stringify(trello), 'application/json');
    expect(answer.status).toBe(201);
    const [board, list] = answer.body.items;
    expect(board).toMatchObject({ kind: 'board', title: 'Launch', counts: { cards: 2, skipped: 3 } });
    expect(list).toMatchObject({ kind: 'todolist', counts: { todos: 2 } });
    const data = await eventually(async () => {
      const body = (await user.get(`${FN}/kanban-board-data?id=${board.id}`)).body;
      return body.cards?.length === 2 ? body : null;
    });
    const laneTitle = new Map(
      data.columns.map((column: { id: string; title: string }) => [column.id, column.title]),
    );
    // The file's lanes in order between New and Done, and not the In-Progress lane a new board gets.
    expect([...laneTitle.values()]).toEqual(['New', 'Doing', 'Done']);
    const press = data.cards.find((card: { title: string }) => card.title === 'Press kit');
    expect(laneTitle.get(press.column_id)).toBe('Doing');
    expect(press).toMatchObject({
      priority: 'high',
      due_date: '2026-12-03',
      todo_list_id: list.id,
      linked_todo_id: null,
    });
    const site = data.cards.find((card: { title: string }) => card.title === 'Site');
    expect(site).toMatchObject({ status: 'done', todo_list_id: null });
    const todos = await eventually(async () => {
      const body = (await user.get(`${FN}/todos?list_id=${list.id}`)).body as Array<{
        title: string;
        completed: boolean;
      }>;
      return body.length === 2 ? body : null;
    });
    expect(todos.map((todo) => [todo.title, todo.completed])).toEqual([
      ['Press kit: Logo', true],
      ['Press kit: Quotes', false],
    ]);
  });

  it('refuses what it cannot read with a 4xx naming the problem, and makes nothing', async () => {
    const user = await signUp(app.url);
    const before = await maps(user);
    const broken = await importFile(
      user,
      'kind=mindmap&format=opml',
      '<opml><body><outline text="a">',
      'text/xml',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/\w/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><opml><body><outline text="&lol2;"/></body></opml>`;
    expect((await importFile(user, 'kind=mindmap', laughs, 'text/xml')).status).toBe(400);
    expect((await importFile(user, 'kind=board&format=opml', OPML, 'text/xml')).status).toBe(400);
    expect((await importFile(user, 'kind=mindmap', OPML, 'image/png')).status).toBe(415);
    expect((await importFile(user, 'kind=spreadsheet', OPML, 'text/xml')).status).toBe(400);
    expect((await importFile(user, 'kind=mindmap', '', 'text/plain')).status).toBe(400);
    const ambiguous = await importFile(user, 'kind=todolist', 'Title,Note\n# not a heading', 'text/plain');
    expect(ambiguous.status).toBe(400);
    expect(await maps(user)).toBe(before);
  });

  it('checks the plan limit for everything a file makes before making any of it (403)', async () => {
    const user = await signUp(app.url);
    const before = await maps(user);
    // A trial workspace holds a few maps; an outline file per map up to the limit, then one file too many.
    let answer = await importFile(user, 'kind=mindmap', OPML, 'text/x-opml');
    while (answer.status === 201) answer = await importFile(user, 'kind=mindmap', OPML, 'text/x-opml');
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/map/i);
    expect(await maps(user)).toBeGreaterThan(before);
  });
});
