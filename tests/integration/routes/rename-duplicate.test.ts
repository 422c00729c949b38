import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from '@shared/schema/board-store';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { readTodoList } from '@shared/schema/todolist';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function created(answer: Promise<{ status: number; body: { id?: string } }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id!;
}
/** Pays for the plan on the local test-mode checkout (the trial holds one board). */
async function pay(client: HttpClient) {
  const started = await client.post(`${FN}/createCheckoutSession`, {});
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id');
  expect((await client.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
}

const createMap = (user: HttpClient, title = 'Launch plan') =>
  created(user.post(`${FN}/mindmaps`, { data: { title, description: 'Q3' } }));
const createList = (user: HttpClient, title = 'Errands') =>
  created(user.post(`${FN}/todo-lists`, { title, description: 'Saturday' }));
const createBoard = (user: HttpClient, title = 'Release') =>
  created(user.post(`${FN}/boards`, { title, description: 'v2' }));

describe('PATCH {fn}/update/mindmap/{id} with data', () => {
  it('renames the map and its root (in step with the title) for REST and open editors', async () => {
    const user = await signUp(app.url);
    const id = await createMap(user);
    const editor = openDocument(app.url, `mindmap:${id}`, { client: user });
    try {
      await editor.synced();
      const answer = await user.patch(`${FN}/update/mindmap/${id}`, {
        data: { title: '  Launch plan v2 ', description: 'Q4' },
      });
      expect(answer.status).toBe(200);
      expect((await user.get(`${FN}/mapid/${id}`)).body).toMatchObject({
        title: 'Launch plan v2',
        description: 'Q4',
      });
      expect((await user.get(`${FN}/mindmaps`)).body[0]).toMatchObject({ title: 'Launch plan v2' });
      await eventually(() => readMindmap(editor.doc).meta.title === 'Launch plan v2');
      expect(readMindmap(editor.doc).nodes[0]!.label).toBe('Launch plan v2');
    } finally {
      editor.close();
    }
  });

  it('takes the view and a rename in one call, and the view alone as before', async () => {
    const user = await signUp(app.url);
    const id = await createMap(user);
    const transform = { x: 5, y: 6, k: 1.5 };
    expect((await user.patch(`${FN}/update/mindmap/${id}`, { config: { transform } })).status).toBe(200);
    const both = { config: { transform: { x: 1, y: 2, k: 2 } }, data: { title: 'Both' } };
    expect((await user.patch(`${FN}/update/mindmap/${id}`, both)).status).toBe(200);
    expect((await user.get(`${FN}/mapid/${id}`)).body).toMatchObject({
      title: 'Both',
      description: 'Q3',
      config: { transform: { x: 1, y: 2, k: 2 } },
    });
  });

  it('refuses a blank, missing or too long title and an empty body with a 400, changing nothing', async () => {
    const user = await signUp(app.url);
    const id = await createMap(user);
    for (const body of [
      { data: { title: '   ' } },
      { data: {} },
      { data: { title: 'x'.repeat(501) } },
      { data: { title: 7 } },
      { title: 'flat' },
      {},
    ]) {
      const answer = await user.patch(`${FN}/update/mindmap/${id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await user.get(`${FN}/mapid/${id}`)).body).toMatchObject({
      title: 'Launch plan',
      description: 'Q3',
    });
  });

  it("answers a stranger's map as a missing one, and changes nothing", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const id = await createMap(owner);
    const theirs = await stranger.patch(`${FN}/update/mindmap/${id}`, { data: { title: 'Mine' } });
    const missing = await stranger.patch(`${FN}/update/mindmap/${crypto.randomUUID()}`, {
      data: { title: 'Mine' },
    });
    expect([theirs.status, theirs.body]).toEqual([missing.status, missing.body]);
    expect(theirs.status).toBe(404);
    expect((await owner.get(`${FN}/mapid/${id}`)).body.title).toBe('Launch plan');
  });
});

describe('PATCH {fn}/todo-lists/{id}', () => {
  it('renames the list for REST and open editors; the description alone keeps the title', async () => {
    const user = await signUp(app.url);
    const id = await createList(user);
    const editor = openDocument(app.url, `todolist:${id}`, { client: user });
    try {
      await editor.synced();
      expect((await user.patch(`${FN}/todo-lists/${id}`, { title: 'Chores' })).status).toBe(200);
      await eventually(() => readTodoList(editor.doc).meta.title === 'Chores');
      expect((await user.patch(`${FN}/todo-lists/${id}`, { description: 'Sunday' })).status).toBe(200);
      const list = (await user.get(`${FN}/todo-lists`)).body.find((each: { id: string }) => each.id === id);
      expect(list).toMatchObject({ title: 'Chores', description: 'Sunday' });
    } finally {
      editor.close();
    }
  });

  it('refuses bad input with a 400, and a stranger or unknown id with the same 404', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const id = await createList(owner);
    for (const body of [{ title: '' }, { title: ' ' }, {}, { description: 'x'.repeat(20_001) }]) {
      expect((await owner.patch(`${FN}/todo-lists/${id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.patch(`${FN}/todo-lists/not-an-id`, { title: 'A' })).status).toBe(400);
    const theirs = await stranger.patch(`${FN}/todo-lists/${id}`, { title: 'Mine' });
    const missing = await stranger.patch(`${FN}/todo-lists/${crypto.randomUUID()}`, { title: 'Mine' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    const list = (await owner.get(`${FN}/todo-lists`)).body.find((each: { id: string }) => each.id === id);
    expect(list).toMatchObject({ title: 'Errands', description: 'Saturday' });
  });
});

describe('PATCH {fn}/boards/{id}', () => {
  it('renames the board for REST and open boards, refuses bad input, and answers a stranger as missing', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const id = await createBoard(owner);
    const editor = openDocument(app.url, `board:${id}`, { client: owner });
    try {
      await editor.synced();
      expect((await owner.patch(`${FN}/boards/${id}`, { title: 'Release 2' })).status).toBe(200);
      await eventually(() => readBoard(editor.doc).meta.title === 'Release 2');
    } finally {
      editor.close();
    }
    for (const body of [{ title: '' }, {}, { title: 'x'.repeat(501) }]) {
      expect((await owner.patch(`${FN}/boards/${id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const theirs = await stranger.patch(`${FN}/boards/${id}`, { title: 'Mine' });
    const missing = await stranger.patch(`${FN}/boards/${crypto.randomUUID()}`, { title: 'Mine' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await owner.get(`${FN}/boards?id=${id}`)).body).toMatchObject({
      title: 'Release 2',
      description: 'v2',
    });
  });
});

describe('POST {fn}/…/{id}/duplicate', () => {
  it('copies a map under new node ids, named "<title> (copy)", without its links to lists', async () => {
    const user = await signUp(app.url);
    const id = await createMap(user);
    const listId = await createList(user);
    const root = (await user.get(`${FN}/nodes?mindmapId=${id}`)).body[0].id;
    const child = await created(
      user.post(`${FN}/nodes`, { mindmapId: id, parentId: root, label: 'Press', x: 600, y: 300 }),
    );
    await created(user.post(`${FN}/nodes`, { mindmapId: id, parentId: child, label: 'Kit', x: 800, y: 300 }));
    expect((await user.patch(`${FN}/nodes/${child}`, { linkedTodoListId: listId })).status).toBe(200);

    const copy = await created(user.post(`${FN}/mindmaps/${id}/duplicate`));
    expect((await user.get(`${FN}/mapid/${copy}`)).body).toMatchObject({
      title: 'Launch plan (copy)',
      description: 'Q3',
      nodeCount: 3,
    });
    const original = (await user.get(`${FN}/nodes?mindmapId=${id}`)).body as Array<{ id: string }>;
    const copied = (await user.get(`${FN}/nodes?mindmapId=${copy}`)).body as Array<{
      id: string;
      parentId: string | null;
      label: string;
      linkedTodoListId: string | null;
    }>;
    expect(copied.map((node) => node.label).sort()).toEqual(['Kit', 'Launch plan', 'Press']);
    expect(copied.some((node) => original.some((each) => each.id === node.id))).toBe(false);
    expect(copied.every((node) => node.linkedTodoListId === null)).toBe(true);
    const press = copied.find((node) => node.label === 'Press')!;
    expect(copied.find((node) => node.label === 'Kit')!.parentId).toBe(press.id);
    // Every copied node is addressable on its own: no id is held by two maps (which answers 409).
    expect((await user.patch(`${FN}/nodes/${press.id}`, { label: 'Press (copy)' })).status).toBe(200);
    expect((await user.patch(`${FN}/nodes/${child}`, { label: 'Press again' })).status).toBe(200);
  });

  it('copies a list with its to-dos under new ids, and a board with its lanes and cards', async () => {
    const user = await signUp(app.url);
    const listId = await createList(user);
    const todo = await user.post(`${FN}/todos`, { title: 'Milk', list_id: listId });
    expect(todo.status).toBe(201);
    await user.put(`${FN}/todoid/${todo.body.id}`, { completed: true });
    const listCopy = await created(user.post(`${FN}/todo-lists/${listId}/duplicate`));
    const copies = (await user.get(`${FN}/todos?list_id=${listCopy}`)).body as Array<{ id: string }>;
    expect(copies).toEqual([expect.objectContaining({ title: 'Milk', completed: true })]);
    expect(copies[0]!.id).not.toBe(todo.body.id);
    expect((await user.get(`${FN}/todoid/${copies[0]!.id}`)).status).toBe(200);

    await pay(user);
    const boardId = await createBoard(user);
    const board = openDocument(app.url, `board:${boardId}`, { client: user });
    let cardId: string;
    try {
      await board.synced();
      const lane = readBoard(board.doc).columns[1]!;
      const card = await user.post('/api/kanban/cards', {
        column_id: lane.id,
        title: 'Ship it',
        position: 0,
      });
      expect(card.status).toBe(201);
      cardId = card.body.id;
    } finally {
      board.close();
    }
    const boardCopy = await created(user.post(`${FN}/boards/${boardId}/duplicate`));
    const data = (await user.get(`${FN}/kanban-board-data?id=${boardCopy}`)).body;
    expect(data.board.title).toBe('Release (copy)');
    expect(data.columns.map((column: { title: string }) => column.title)).toEqual([
      'New',
      'In-Progress',
      'Done',
    ]);
    expect(data.cards).toEqual([expect.objectContaining({ title: 'Ship it' })]);
    expect(data.cards[0].id).not.toBe(cardId);
    expect(
      (await user.patch(`/api/kanban/cards/${data.cards[0].id}`, { title: 'Ship the copy' })).status,
    ).toBe(200);
  });

  it("stops at the plan limit with the create's answer, and answers a stranger's item as a missing one", async () => {
    const user = await signUp(app.url);
    const stranger = await signUp(app.url);
    const boardId = await createBoard(user);
    const refused = await user.post(`${FN}/boards/${boardId}/duplicate`);
    const create = await user.post(`${FN}/boards`, { title: 'Another' });
    expect(refused.status).toBe(403);
    expect([refused.status, refused.body]).toEqual([create.status, create.body]);
    expect((await user.get(`${FN}/boards`)).body).toHaveLength(1);

    const mapId = await createMap(user);
    for (const path of [`mindmaps/${mapId}`, `boards/${boardId}`, `todo-lists/${await createList(user)}`]) {
      const theirs = await stranger.post(`${FN}/${path}/duplicate`);
      const missing = await stranger.post(
        `${FN}/${path.replace(/\/.*/, '')}/${crypto.randomUUID()}/duplicate`,
      );
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    expect((await stranger.get(`${FN}/mindmaps`)).body).toEqual([]);
  });
});
