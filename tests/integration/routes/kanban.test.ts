import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { moveCard, readBoard, updateCard } from '@shared/schema/board';
import { cardsMap } from '@shared/schema/board-store';
import { getTodo, readTodos, updateTodo } from '@shared/schema/todo';
import { FN, signUp } from '../../helpers/accounts';
import { sessionApiClient } from '../../helpers/api-client/client';
import type { paths } from '../../helpers/api-client/schema';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace, signUpMember } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const KANBAN = '/api/kanban';
let app: TestApp;
const open: DocumentClient[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));
afterAll(() => app?.close());

type CardBody = paths['/api/kanban/cards']['post']['requestBody']['content']['application/json'];

/*
 * Well-formed calls go through the typed client generated from the API document (its answers are typed by
 * the document too); bad input and other workspaces' ids go through the plain HTTP client.
 */
async function createBoard(client: HttpClient, title = 'Sprint'): Promise<string> {
  const { data, error, response } = await sessionApiClient(client).POST('/api/boards', {
    body: { title, description: 'Two weeks' },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!.id;
}

async function boardData(client: HttpClient, id: string) {
  const { data, error, response } = await sessionApiClient(client).GET('/api/kanban-board-data', {
    params: { query: { id } },
  });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
}

async function addCard(client: HttpClient, boardId: string, body: Omit<CardBody, 'board_id'>) {
  const { data, error, response } = await sessionApiClient(client).POST('/api/kanban/cards', {
    body: { board_id: boardId, ...body },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!;
}

/** Moves a card to a lane and rank through the typed client; answers the card as it is now. */
async function moveTo(client: HttpClient, id: string, column_id: string, position: number) {
  const { data, error, response } = await sessionApiClient(client).PATCH('/api/kanban/cards/{id}/move', {
    params: { path: { id } },
    body: { column_id, position },
  });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
}

describe('boards', () => {
  it('start with New, In-Progress and Done, and list with Not Done and Past Due counts', async () => {
    const user = await signUp(app.url);
    const id = await createBoard(user);
    const data = await boardData(user, id);
    expect(data.board.title).toBe('Sprint');
    expect(data.columns.map((column) => [column.title, column.position])).toEqual([
      ['New', 0],
      ['In-Progress', 1],
      ['Done', 2],
    ]);
    await addCard(user, id, { column_id: 'new', title: 'Late', due_date: '2020-01-01' });
    await addCard(user, id, { column_id: 'new', title: 'Later', due_date: '2999-01-01' });
    await addCard(user, id, { column_id: 'done', title: 'Finished', due_date: '2020-01-01' });
    const boards = (await user.get(`${FN}/boards?today=2026-11-23`)).body;
    expect(boards).toEqual([expect.objectContaining({ id, title: 'Sprint', notDone: 2, pastDue: 1 })]);
    expect((await user.get(`${FN}/boards?id=${id}&today=2026-11-23`)).body).toMatchObject({ id, notDone: 2 });
    expect((await user.post(`${FN}/kanban-boards`, { title: 'Second' })).status).toBe(403);
    expect((await user.delete(`${FN}/boards?id=${id}`)).status).toBe(200);
    expect((await user.get(`${FN}/boards`)).body).toEqual([]);
  });

  it('answer 404 to a stranger and 400 to bad input', async () => {
    const user = await signUp(app.url);
    const stranger = await signUp(app.url);
    const id = await createBoard(user);
    const card = await addCard(user, id, { column_id: 'new', title: 'Mine' });
    expect((await stranger.get(`${FN}/kanban-board-data?id=${id}`)).status).toBe(404);
    expect((await stranger.get(`${FN}/boards?id=${id}`)).status).toBe(404);
    expect((await stranger.delete(`${FN}/boards?id=${id}`)).status).toBe(404);
    expect((await stranger.patch(`${KANBAN}/cards/${card.id}`, { title: 'Theirs' })).status).toBe(404);
    expect((await stranger.delete(`${KANBAN}/cards/${card.id}`)).status).toBe(404);
    expect((await stranger.post(`${KANBAN}/columns`, { board_id: id, title: 'X' })).status).toBe(404);
    for (const body of [{}, { title: '' }, { title: 'x'.repeat(501) }]) {
      expect((await user.post(`${FN}/boards`, body)).status).toBe(400);
    }
    for (const body of [
      { board_id: id, column_id: 'new' },
      { board_id: id, column_id: 'new', title: 'P', priority: 'urgent' },
      { board_id: id, column_id: 'new', title: 'D', due_date: '2030-13-01' },
      { board_id: id, column_id: 'new', title: 'S', status: 'half' },
      { board_id: id, column_id: 'new', title: 'N', position: -1 },
    ]) {
      const response = await user.post(`${KANBAN}/cards`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await user.post(`${KANBAN}/cards`, { column_id: 'new', title: 'Which board?' })).status).toBe(
      201,
    );
    expect((await boardData(user, id)).cards.map((each) => each.title).sort()).toEqual([
      'Mine',
      'Which board?',
    ]);
    expect((await createHttpClient(app.url).get(`${FN}/boards`)).status).toBe(401);
  });
});

describe('lanes', () => {
  it('keep New and Done reserved, with the spec texts as 409', async () => {
    const user = await signUp(app.url);
    const id = await createBoard(user);
    for (const title of ['New', 'done', ' DONE ']) {
      expect(await user.post(`${KANBAN}/columns`, { board_id: id, title })).toMatchObject({
        status: 409,
        body: { error: 'Cannot create another reserved column.' },
      });
    }
    for (const lane of ['new', 'done']) {
      expect(
        await user.patch(`${KANBAN}/columns/${lane}?board_id=${id}`, { title: 'Renamed' }),
      ).toMatchObject({
        status: 409,
        body: { error: 'Cannot rename or delete the Done or New column.' },
      });
      expect((await user.delete(`${KANBAN}/columns/${lane}?board_id=${id}`)).status).toBe(409);
    }
    const review = await user.post(`${KANBAN}/columns`, { board_id: id, title: 'Review' });
    expect(review.status).toBe(201);
    expect(await user.patch(`${KANBAN}/columns/${review.body.id}`, { title: 'Done' })).toMatchObject({
      status: 409,
    });
  });

  it('are added, renamed, limited, reordered and deleted, their cards moving to New', async () => {
    const user = await signUp(app.url);
    const id = await createBoard(user);
    const review = (await user.post(`${KANBAN}/columns`, { board_id: id, title: 'Review' })).body
      .id as string;
    expect((await user.patch(`${KANBAN}/columns/${review}`, { title: 'QA', wip_limit: 3 })).status).toBe(200);
    const inProgress = (await boardData(user, id)).columns.find(
      (column) => column.title === 'In-Progress',
    )!.id;
    expect((await user.patch(`${KANBAN}/columns`, { columns: [{ id: review, position: 1 }] })).status).toBe(
      200,
    );
    let data = await boardData(user, id);
    expect(data.columns.map((column) => column.title)).toEqual(['New', 'QA', 'In-Progress', 'Done']);
    expect(data.columns[1]!.wip_limit).toBe(3);
    await addCard(user, id, { column_id: review, title: 'Under test' });
    expect((await user.delete(`${KANBAN}/columns/${review}`)).status).toBe(200);
    data = await boardData(user, id);
    expect(data.columns.map((column) => column.id)).toEqual(['new', inProgress, 'done']);
    expect(data.cards).toEqual([expect.objectContaining({ title: 'Under test', column_id: 'new' })]);
  });
});

describe('cards', () => {
  it('read the status from the lane, whatever status a client wrote into the document', async () => {
    const user = await signUp(app.url);
    const boardId = await createBoard(user);
    const card = await addCard(user, boardId, { column_id: 'new', title: 'Claimed done' });
    // A client that bypasses shared/schema (old or hostile) marks the card done without moving it.
    const editor = openDocument(app.url, `board:${boardId}`, { client: user });
    open.push(editor);
    await editor.synced();
    (cardsMap(editor.doc).get(card.id) as Y.Map<unknown>).set('status', 'done');
    await editor.acknowledged();
    // Stored, and still shown open in New by REST: the lane decides.
    const shown = (await boardData(user, boardId)).cards.find((each) => each.id === card.id);
    expect(shown).toMatchObject({ status: 'open', column_id: 'new' });
  });

  it('are added at a rank, moved, edited partially and deleted', async () => {
    const user = await signUp(app.url);
    const id = await createBoard(user);
    const a = await addCard(user, id, { column_id: 'new', title: 'A' });
    const b = await addCard(user, id, { column_id: 'new', title: 'B' });
    const c = await addCard(user, id, { column_id: 'new', title: 'C', position: 0 });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 0]);
    const titles = async (lane: string) =>
      (await boardData(user, id)).cards
        .filter((card) => card.column_id === lane)
        .sort((x, y) => x.position - y.position)
        .map((card) => card.title);
    expect(await titles('new')).toEqual(['C', 'A', 'B']);

    const moved = await moveTo(user, b.id, 'done', 0);
    expect(moved).toMatchObject({ column_id: 'done', status: 'done', position: 0 });
    expect(moved.done_at).not.toBeNull();
    const api = sessionApiClient(user);
    const back = await api.PATCH('/api/kanban/cards/{id}', {
      params: { path: { id: b.id } },
      body: { column_id: 'new', position: 1 },
    });
    expect(back.data).toMatchObject({ column_id: 'new', status: 'open', position: 1 });
    expect(await titles('new')).toEqual(['C', 'B', 'A']);

    const edited = await api.PATCH('/api/kanban/cards/{id}', {
      params: { path: { id: a.id } },
      body: { priority: 'high', due_date: '2030-01-01' },
    });
    expect(edited.data).toMatchObject({ title: 'A', priority: 'high', due_date: '2030-01-01' });
    expect((await user.patch(`${KANBAN}/cards/${a.id}`, { column_id: 'nowhere' })).status).toBe(400);
    expect((await user.patch(`${KANBAN}/cards/${a.id}`, { mindmap_id: crypto.randomUUID() })).status).toBe(
      400,
    );
    const deleted = await api.DELETE('/api/kanban/cards/{id}', { params: { path: { id: a.id } } });
    expect(deleted.data).toEqual({ success: true });
    expect(await titles('new')).toEqual(['C', 'B']);
  });

  it('answer each write with the card as the next read of the board shows it', async () => {
    const owner = await signUp(app.url);
    const { memberId } = await signUpMember(app.url, owner);
    const id = await createBoard(owner);
    const api = sessionApiClient(owner);
    const shown = async <Card extends { id: string }>(card: Card) => {
      expect(card).toEqual((await boardData(owner, id)).cards.find((read) => read.id === card.id));
      return card;
    };
    const first = await shown(await addCard(owner, id, { column_id: 'new', title: 'First' }));
    await shown(await addCard(owner, id, { column_id: 'new', title: 'Second', position: 0 }));
    await shown(
      await addCard(owner, id, {
        column_id: 'new',
        title: 'Third',
        position: 1,
        priority: 'low',
        due_date: '2031-04-30',
        assignee_id: memberId,
      }),
    );
    const done = await shown(await moveTo(owner, first.id, 'done', 0));
    expect(done.done_at).not.toBeNull();
    const edited = await api.PATCH('/api/kanban/cards/{id}', {
      params: { path: { id: first.id } },
      body: { column_id: 'new', position: 2, description: 'Back again', priority: 'high' },
    });
    expect(await shown(edited.data!)).toMatchObject({ column_id: 'new', position: 2, status: 'open' });
  });

  it('count into the metrics once, from when they entered Done', async () => {
    const user = await signUp(app.url);
    const id = await createBoard(user);
    const card = await addCard(user, id, { column_id: 'new', title: 'Bounce' });
    for (const lane of ['done', 'new', 'done']) await moveTo(user, card.id, lane, 0);
    await addCard(user, id, { column_id: 'new', title: 'Open' });
    const metrics = await sessionApiClient(user).GET('/api/kanban-card-metrics', { params: { query: {} } });
    expect(metrics.data).toEqual({ doneToday: 1, doneWeek: 1 });
  });

  it('carry comments with notifications, like to-dos', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    await joinWorkspace(owner, member);
    const id = await createBoard(owner);
    const card = await addCard(owner, id, { column_id: 'new', title: 'Discuss' });
    const handle = member.email.split('@')[0]!.replace(/\./g, '-');
    const posted = await owner.post(`${FN}/kanban-card-comments`, {
      cardId: card.id,
      comment: `@${handle} see`,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.cardId).toBe(card.id);
    expect((await member.get(`${FN}/kanban-card-comments?cardId=${card.id}`)).body).toHaveLength(1);
    const notifications = (await member.get(`${FN}/notifications`)).body;
    expect(notifications.notifications[0].target).toMatchObject({ kind: 'card', id: card.id, board_id: id });
    expect((await boardData(owner, id)).cards[0]).toMatchObject({ id: card.id });
    expect((await owner.get(`${KANBAN}/cards/${card.id}`)).status).toBe(404);
  });
});

describe('send to Kanban', () => {
  it('makes one linked card per to-do per board, and keeps to-do and card in step both ways', async () => {
    const user = await signUp(app.url);
    const boardId = await createBoard(user);
    const list = await user.post(`${FN}/todo-lists`, { title: 'Launch' });
    const listId = list.body.id as string;
    const first = (await user.post(`${FN}/todos`, { title: 'Write post', list_id: listId })).body
      .id as string;
    await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId });

    const api = sessionApiClient(user);
    const one = await api.POST('/api/send-todo-to-kanban', { body: { todoId: first, boardId } });
    expect(one.data).toMatchObject({ created: 1 });
    const all = await api.POST('/api/send-todo-list-to-kanban', { body: { listId, boardId } });
    expect(all.data).toMatchObject({ created: 1 });
    const again = await api.POST('/api/send-todo-list-to-kanban', { body: { listId, boardId } });
    expect(again.data?.created).toBe(0);
    let data = await boardData(user, boardId);
    expect(data.cards.map((card) => card.title).sort()).toEqual(['Ship', 'Write post']);
    const firstCard = data.cards.find((card) => card.title === 'Write post')!;
    expect(firstCard).toMatchObject({ column_id: 'new' });

    // To-do completed live → its card goes to Done.
    const listEditor = openDocument(app.url, `todolist:${listId}`, { client: user });
    open.push(listEditor);
    await listEditor.synced();
    updateTodo(listEditor.doc, first, { completed: true });
    await listEditor.acknowledged();
    await eventually(async () => {
      data = await boardData(user, boardId);
      return data.cards.find((card) => card.id === firstCard.id)?.column_id === 'done';
    }, 10_000);

    // Card dragged out of Done live → its to-do reopens, and nothing bounces back.
    const boardEditor = openDocument(app.url, `board:${boardId}`, { client: user });
    open.push(boardEditor);
    await boardEditor.synced();
    moveCard(boardEditor.doc, firstCard.id, 'new', 0, 'Tester');
    await boardEditor.acknowledged();
    await eventually(
      () => readTodos(listEditor.doc).find((todo) => todo.id === first)?.completed === false,
      10_000,
    );
    await eventually(async () => (await user.get(`${FN}/todoid/${first}`)).body.completed === false);
    const card = readBoard(boardEditor.doc)
      .columns.flatMap((column) => column.cards)
      .find((each) => each.id === firstCard.id);
    expect(card?.columnId).toBe('new');

    // REST: card moved into Done → to-do completed.
    await moveTo(user, firstCard.id, 'done', 0);
    await eventually(async () => (await user.get(`${FN}/todoid/${first}`)).body.completed === true, 10_000);

    // REST: status open takes the card out of Done into New, and its to-do reopens; status done puts it back.
    const reopened = await api.PATCH('/api/kanban/cards/{id}', {
      params: { path: { id: firstCard.id } },
      body: { status: 'open' },
    });
    expect(reopened.data).toMatchObject({ status: 'open', column_id: 'new' });
    await eventually(async () => (await user.get(`${FN}/todoid/${first}`)).body.completed === false, 10_000);
    const closed = await api.PATCH('/api/kanban/cards/{id}', {
      params: { path: { id: firstCard.id } },
      body: { status: 'done' },
    });
    expect(closed.data).toMatchObject({ status: 'done', column_id: 'done' });
    await eventually(async () => (await user.get(`${FN}/todoid/${first}`)).body.completed === true, 10_000);
    data = await boardData(user, boardId);
    expect(data.cards.find((each) => each.id === firstCard.id)).toMatchObject({
      status: 'done',
      column_id: 'done',
    });

    const stranger = await signUp(app.url);
    expect((await stranger.post(`${FN}/send-todo-to-kanban`, { todoId: first, boardId })).status).toBe(404);
    expect(
      (await user.post(`${FN}/send-todo-to-kanban`, { todoId: first, boardId: crypto.randomUUID() })).status,
    ).toBe(404);
  });

  it('keeps the titles of a to-do and its card in step both ways, live and through REST', async () => {
    const user = await signUp(app.url);
    const boardId = await createBoard(user);
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    const todoId = (await user.post(`${FN}/todos`, { title: 'Draft', list_id: listId })).body.id as string;
    await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId });
    const cardId = (await boardData(user, boardId)).cards[0]!.id;
    const cardTitle = async () => (await boardData(user, boardId)).cards.find((c) => c.id === cardId)?.title;
    const todoTitle = async () => (await user.get(`${FN}/todoid/${todoId}`)).body.title as string;

    // Live: the to-do renamed in its list → the card follows, on the board's live document too.
    const listEditor = openDocument(app.url, `todolist:${listId}`, { client: user });
    const boardEditor = openDocument(app.url, `board:${boardId}`, { client: user });
    open.push(listEditor, boardEditor);
    await listEditor.synced();
    await boardEditor.synced();
    updateTodo(listEditor.doc, todoId, { title: 'Draft the post' });
    await listEditor.acknowledged();
    await eventually(async () => (await cardTitle()) === 'Draft the post', 10_000);
    await eventually(
      () =>
        readBoard(boardEditor.doc).columns.some((column) =>
          column.cards.some((card) => card.title === 'Draft the post'),
        ),
      10_000,
    );

    // Live: the card renamed on the board → the to-do follows.
    updateCard(boardEditor.doc, cardId, { title: 'Publish the post' });
    await boardEditor.acknowledged();
    await eventually(() => getTodo(listEditor.doc, todoId)?.title === 'Publish the post', 10_000);
    await eventually(async () => (await todoTitle()) === 'Publish the post', 10_000);

    // REST on either side.
    expect((await user.put(`${FN}/todoid/${todoId}`, { title: 'Renamed by REST' })).status).toBe(200);
    await eventually(async () => (await cardTitle()) === 'Renamed by REST', 10_000);
    expect((await user.patch(`${KANBAN}/cards/${cardId}`, { title: 'Card by REST' })).status).toBe(200);
    await eventually(async () => (await todoTitle()) === 'Card by REST', 10_000);
    // Nothing bounced back meanwhile: both still say the last title.
    expect(await cardTitle()).toBe('Card by REST');
    expect(getTodo(listEditor.doc, todoId)?.title).toBe('Card by REST');
  });
});
