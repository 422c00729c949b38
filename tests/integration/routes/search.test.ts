import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchResult } from '@shared/api/search';
import { FN, signUp } from '../../helpers/accounts';
import { draftMindmap, generation } from '../../helpers/ai-runs';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * GET /api/search: the caller's workspace's maps, lists, boards, nodes, to-dos and cards, found by word
 * prefixes whatever the case, accents and script, fed from the change record.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const KANBAN = '/api/kanban';

/** Every job due has run, and those the stores started have settled: what the stores changed is indexed. */
const followed = () => app.app.jobs.runDue();

async function created(response: Promise<{ status: number; body: any }>): Promise<string> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

async function search(client: Pick<HttpClient, 'get'>, query: string): Promise<SearchAnswer> {
  const answer = await client.get<SearchAnswer>(`/api/search?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const found = async (client: Pick<HttpClient, 'get'>, q: string, more = '') =>
  (await search(client, `q=${encodeURIComponent(q)}${more}`)).results;

/** The titles of every page of a search, two results a page, following each page's cursor. */
async function pagedTitles(client: Pick<HttpClient, 'get'>, query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: SearchAnswer = await search(client, `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.results.length).toBeLessThanOrEqual(2);
    seen.push(...page.results.map((result) => result.title));
    cursor = page.nextCursor;
  }
  return seen;
}

/** The highlighted parts of a result's snippet. */
const marked = (result: SearchResult | undefined) =>
  result?.highlights.map(([start, end]) => result.snippet.slice(start, end));

/** A workspace with one map (and a node), one list (a to-do), one board (a card) and an inbox to-do. */
async function workspaceWithItems(user: HttpClient) {
  const mapId = await created(user.post(`${FN}/mindmaps`, { data: { title: 'Product roadmap' } }));
  const nodeId = await created(
    user.post(`${FN}/nodes`, {
      mindmapId: mapId,
      label: 'Conference booth',
      description: 'Print the banners before the trade fair',
      x: 10,
      y: 10,
    }),
  );
  const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Errands' }));
  const todoId = await created(
    user.post(`${FN}/todos`, { title: 'Réserver la salle à École', list_id: listId }),
  );
  const inboxTodoId = await created(user.post(`${FN}/todos`, { title: '東京都の会議室を予約' }));
  const boardId = await created(user.post(`${FN}/boards`, { title: 'Sprint board' }));
  const cardId = await created(
    user.post(`${KANBAN}/cards`, {
      board_id: boardId,
      column_id: 'new',
      title: 'Venue contract',
      description: 'Ask the hall whether the\nconference dinner fits 300 people',
    }),
  );
  await followed();
  return { mapId, nodeId, listId, todoId, inboxTodoId, boardId, cardId };
}

describe('GET /api/search', () => {
  it('finds a node, a to-do, a card and a document by word prefixes, accent-folded words and CJK text', async () => {
    const user = await signUp(app.url);
    const items = await workspaceWithItems(user);

    const [node] = await found(user, 'conf boo');
    expect(node).toMatchObject({
      kind: 'node',
      id: items.nodeId,
      documentId: items.mapId,
      title: 'Conference booth',
      snippet: 'Conference booth',
      url: `/maps/${items.mapId}?node=${items.nodeId}`,
    });
    expect(marked(node)).toEqual(['Conf', 'boo']);

    const [todo] = await found(user, 'ecole');
    expect(todo).toMatchObject({ kind: 'todo', id: items.todoId, documentId: items.listId });
    expect(todo?.url).toBe(`/todo/${items.todoId}`);
    expect(marked(todo)).toEqual(['École']);

    const [inbox] = await found(user, '会議室');
    expect(inbox).toMatchObject({ kind: 'todo', id: items.inboxTodoId, documentId: null });
    expect(marked(inbox)).toEqual(['会議室']);

    const [board] = await found(user, 'SPRINT');
    expect(board).toMatchObject({ kind: 'board', id: items.boardId, url: `/kanban/${items.boardId}` });
    // The map, and its root node, which takes the map's title.
    const [map] = await found(user, 'roadm', '&kinds=mindmap');
    expect(map).toMatchObject({ kind: 'mindmap', id: items.mapId, url: `/maps/${items.mapId}` });
    expect((await found(user, 'roadm')).map((result) => result.kind).sort()).toEqual(['mindmap', 'node']);
    expect(await found(user, 'errands')).toMatchObject([{ kind: 'todolist', url: `/todos/${items.listId}` }]);
  });

  it('finds descriptions after titles, with a snippet of plain text around the match', async () => {
    const user = await signUp(app.url);
    const items = await workspaceWithItems(user);
    const results = await found(user, 'conference');
    expect(results.map((result) => result.id)).toEqual([items.nodeId, items.cardId]);
    const card = results[1]!;
    expect(card).toMatchObject({
      kind: 'card',
      documentId: items.boardId,
      title: 'Venue contract',
      snippet: 'Ask the hall whether the conference dinner fits 300 people',
      url: `/kanban/${items.boardId}?card=${items.cardId}`,
    });
    expect(marked(card)).toEqual(['conference']);
    // Words of the title and of the description together.
    expect((await found(user, 'venue dinner')).map((result) => result.id)).toEqual([items.cardId]);
    // Whole words rank before prefixes.
    const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Booths' }));
    await created(user.post(`${FN}/todos`, { title: 'Boo', list_id: listId }));
    await followed();
    expect((await found(user, 'boo', '&kinds=node,todo')).map((result) => result.title)).toEqual([
      'Boo',
      'Conference booth',
    ]);
  });

  it('matches a one-character query at the start of titles only, and a word start otherwise', async () => {
    const user = await signUp(app.url);
    const items = await workspaceWithItems(user);
    expect((await found(user, 'c', '&kinds=node,card')).map((result) => result.id)).toEqual([items.nodeId]);
    expect(await found(user, 'ooth')).toEqual([]);
    expect(await found(user, 'ontract')).toEqual([]);
  });

  it('ranks a one-character word before the words it starts, newest first, across pages', async () => {
    const user = await signUp(app.url);
    const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Orchard' }));
    // Created oldest first.
    for (const title of ['Pears', 'P plan', 'Plums', 'P', 'a p']) {
      await created(user.post(`${FN}/todos`, { title, list_id: listId }));
    }
    await followed();
    const order = ['P', 'P plan', 'Plums', 'Pears'];
    expect((await found(user, 'p', '&kinds=todo')).map((result) => result.title)).toEqual(order);
    expect(await pagedTitles(user, 'q=p&kinds=todo')).toEqual(order);
    // Several characters: the first starts the title, the others start a word of it.
    expect((await found(user, 'a p', '&kinds=todo')).map((result) => result.title)).toEqual(['a p']);
    // A cursor past every tier this query ranks (a description match's, sent back by a stranger) ends it.
    const past = Buffer.from(
      JSON.stringify([3, new Date().toISOString(), `todolist:${listId}`, 'todo', listId]),
    ).toString('base64url');
    expect(await search(user, `q=p&kinds=todo&cursor=${past}`)).toEqual({ results: [], nextCursor: null });
  });

  it('pages with a cursor and keeps to the kinds asked for', async () => {
    const user = await signUp(app.url);
    const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Groceries' }));
    for (let index = 0; index < 5; index += 1) {
      await created(user.post(`${FN}/todos`, { title: `Apples ${index}`, list_id: listId }));
    }
    await followed();
    expect(await pagedTitles(user, 'q=apples&kinds=todo')).toEqual([
      'Apples 4',
      'Apples 3',
      'Apples 2',
      'Apples 1',
      'Apples 0',
    ]);
    expect(await found(user, 'groceries', '&kinds=todo')).toEqual([]);
  });

  it('pages through title matches into description matches, each tier once and in order', async () => {
    const user = await signUp(app.url);
    const boardId = await created(user.post(`${FN}/boards`, { title: 'Orchard' }));
    // Created oldest first: within a tier the newest comes first.
    const cards = [
      ['Pear', 'pick apples later'], // 3: a prefix in the description
      ['Plum', 'apple crumble'], // 2: a whole word in the description
      ['Applesauce', ''], // 1: a prefix in the title
      ['Fig', 'apple'], // 2
      ['Apple', ''], // 0: a whole word in the title
      ['Apple jam', 'apple'], // 0
    ];
    for (const [title, description] of cards) {
      await created(
        user.post(`${KANBAN}/cards`, { board_id: boardId, column_id: 'new', title, description }),
      );
    }
    await followed();
    expect(await pagedTitles(user, 'q=apple&kinds=card')).toEqual([
      'Apple jam',
      'Apple',
      'Applesauce',
      'Fig',
      'Plum',
      'Pear',
    ]);
    // One page that holds the end of the title matches and the start of the rest.
    expect((await found(user, 'apple', '&kinds=card&limit=4')).map((result) => result.title)).toEqual([
      'Apple jam',
      'Apple',
      'Applesauce',
      'Fig',
    ]);
  });

  it("never shows another workspace's items, to a session or to a token", async () => {
    const owner = await signUp(app.url);
    await workspaceWithItems(owner);
    const stranger = await signUp(app.url);
    for (const q of ['conference', 'ecole', '会議室', 'c', 'sprint'])
      expect(await found(stranger, q)).toEqual([]);

    const theirs = await createToken(stranger, {
      workspaceId: await currentWorkspaceId(stranger),
      scope: 'read',
    });
    expect(await found(createBearerClient(app.url, theirs.secret), 'conference')).toEqual([]);
    const own = await createToken(owner, { workspaceId: await currentWorkspaceId(owner), scope: 'read' });
    expect(await found(createBearerClient(app.url, own.secret), 'conference')).toHaveLength(2);
    expect((await createHttpClient(app.url).get('/api/search?q=conference')).status).toBe(401);
  });

  it('follows edits, renames, deletes and imports through the change record', async () => {
    const user = await signUp(app.url);
    const items = await workspaceWithItems(user);
    expect((await user.patch(`${FN}/nodes/${items.nodeId}`, { label: 'Keynote stage' })).status).toBe(200);
    await followed();
    expect(await found(user, 'keynote')).toMatchObject([{ id: items.nodeId }]);
    expect(await found(user, 'booth')).toEqual([]);

    expect((await user.patch(`${FN}/todo-lists/${items.listId}`, { title: 'Chores' })).status).toBe(200);
    await followed();
    expect(await found(user, 'chores')).toMatchObject([{ kind: 'todolist', id: items.listId }]);

    expect((await user.delete(`${KANBAN}/cards/${items.cardId}`)).status).toBe(200);
    await followed();
    expect(await found(user, 'venue')).toEqual([]);

    expect((await user.delete(`${FN}/mindmaps?id=${items.mapId}`)).status).toBe(200);
    expect(await found(user, 'keynote')).toEqual([]);
    expect(await found(user, 'roadmap')).toEqual([]);

    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Offsite</title></head><body>
      <outline text="Offsite"><outline text="Übernachtung in Zürich"/></outline></body></opml>`;
    const imported = await importFile(user, 'kind=mindmap', opml, 'text/x-opml');
    expect(imported.status).toBe(201);
    const { db } = app.app.database;
    // The import's content streams in after the answer: done once its row says so.
    const documentName = `mindmap:${imported.body.items[0].id}`;
    await eventually(async () => {
      const row = await db
        .selectFrom('imports')
        .select('status')
        .where('document_name', '=', documentName)
        .execute();
      return row[0]?.status === 'done';
    }, 10_000);
    await followed();
    expect(await found(user, 'ubernachtung zur')).toMatchObject([
      { kind: 'node', title: 'Übernachtung in Zürich' },
    ]);
  });

  it('finds what an AI draft wrote into a new map', async () => {
    const user = await signUp(app.url);
    const mapId = await draftMindmap(user, {
      title: 'Vegetable garden',
      description: 'Prepare the raised beds with compost. Plant tomatoes, peppers and basil in May.',
    });
    await eventually(async () => (await generation(user, 'mindmap', mapId)).status === 'done', 10_000);
    await followed();
    const nodes = await found(user, 'tomat', '&kinds=node');
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node).toMatchObject({ kind: 'node', documentId: mapId });
    expect(await found(user, 'vegetable garden', '&kinds=mindmap')).toMatchObject([{ id: mapId }]);
  });

  it('indexes a list made a moment ago before its first item, and a document the index never built', async () => {
    const user = await signUp(app.url);
    const listId = await created(user.post(`${FN}/todo-lists`, { title: 'Quarterly taxes' }));
    expect(await found(user, 'quarterly')).toMatchObject([{ kind: 'todolist', id: listId }]);
    const { db } = app.app.database;
    await db.deleteFrom('search_items').where('document_name', '=', `todolist:${listId}`).execute();
    await db
      .updateTable('search_documents')
      .set({ built: false })
      .where('document_name', '=', `todolist:${listId}`)
      .execute();
    expect(await found(user, 'taxes')).toMatchObject([{ kind: 'todolist', id: listId }]);
  });

  it('refuses a bad q, kinds, limit or cursor with a 400, and bounds a long or pathological query', async () => {
    const user = await signUp(app.url);
    await workspaceWithItems(user);
    for (const query of [
      '',
      'q=',
      'q=%20%2C.',
      `q=${'a'.repeat(201)}`,
      'q=a&q=b',
      'q=conf&kinds=node,widget',
      'q=conf&kinds=',
      'q=conf&limit=0',
      'q=conf&limit=51',
      'q=conf&limit=ten',
      'q=conf&cursor=not%20a%20cursor',
      `q=conf&cursor=${Buffer.from('[9,"x"]').toString('base64url')}`,
      `q=conf&cursor=${Buffer.from('[0,"2026-01-01T00:00:00.000Z","board:x","card","\\u0000"]').toString('base64url')}`,
      `q=conf&cursor=${'A'.repeat(1_001)}`,
      'q=%00conf',
    ]) {
      const answer = await user.get(`/api/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toEqual(expect.any(String));
    }
    const long = Array.from({ length: 60 }, (_, index) => `conf${index}`)
      .join(' ')
      .slice(0, 200);
    const started = Date.now();
    for (const q of [long, 'e'.repeat(200), 'a b c d e f g h i j k l m n o p', '東'.repeat(200)]) {
      expect(await found(user, q)).toEqual([]);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
