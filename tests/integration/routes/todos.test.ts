import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTodo, deleteTodo, readTodos, updateTodo } from '@shared/schema/todo';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { openEventStream } from '../../helpers/event-streams';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace, signUpMember } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
const open: DocumentClient[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));
afterAll(() => app?.close());

async function createList(client: HttpClient, title = 'Errands'): Promise<string> {
  const response = await client.post(`${FN}/todo-lists`, { title });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function createTodo(client: HttpClient, body: Record<string, unknown>) {
  const response = await client.post(`${FN}/todos`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; list_id: string | null; position: number };
}

describe('POST {fn}/todos', () => {
  it('adds a to-do to a list, to the inbox without one, and answers it', async () => {
    const user = await signUp(app.url);
    const listId = await createList(user);
    const first = await createTodo(user, { title: '  Buy milk  ', list_id: listId });
    const second = await createTodo(user, { title: 'Call mum', list_id: listId, due_date: '2030-01-31' });
    expect(first).toMatchObject({ title: 'Buy milk', list_id: listId, position: 0, completed: false });
    expect(second).toMatchObject({ position: 1, due_date: '2030-01-31', comment_count: 0 });
    const loose = await createTodo(user, { title: 'Loose end' });
    expect(loose.list_id).toBeNull();
    const lists = (await user.get(`${FN}/todo-lists`)).body as Array<{ id: string | null; todos: unknown[] }>;
    expect(lists.map((list) => [list.id, list.todos.length])).toEqual([
      [listId, 2],
      [null, 1],
    ]);
  });

  it("puts a node's to-do into the node's list, creating and linking one the first time", async () => {
    const user = await signUp(app.url);
    const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Launch' } });
    const node = await user.post(`${FN}/nodes`, { mindmapId: map.body.id, label: 'Marketing', x: 0, y: 0 });
    const first = await createTodo(user, { title: 'Brief agency', nodeId: node.body.id });
    const second = await createTodo(user, { title: 'Book venue', nodeId: node.body.id });
    expect(second.list_id).toBe(first.list_id);
    const lists = (await user.get(`${FN}/todo-lists`)).body as Array<Record<string, unknown>>;
    expect(lists).toEqual([
      expect.objectContaining({
        id: first.list_id,
        title: 'Marketing',
        mindmap_id: map.body.id,
        node_id: node.body.id,
      }),
    ]);
  });

  it('refuses bad fields with a 400 naming them, and adds nothing', async () => {
    const user = await signUp(app.url);
    const stranger = await signUp(app.url);
    const foreignList = await createList(stranger);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(501) }, 'title'],
      [{ title: 'a\u0000b' }, 'title'],
      [{ title: 'ok', list_id: 'not-a-uuid' }, 'list_id'],
      [{ title: 'ok', list_id: foreignList }, 'list_id'],
      [{ title: 'ok', due_date: '2030-02-30' }, 'due_date'],
      [{ title: 'ok', assignee_id: await currentWorkspaceId(stranger) }, 'assignee_id'],
      [{ title: 'ok', author: 'someone else' }, 'author'],
    ];
    for (const [body, field] of cases) {
      const response = await user.post(`${FN}/todos`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body), JSON.stringify(body)).toContain(field);
    }
    expect((await user.get(`${FN}/todos`)).body).toEqual([]);
    expect((await stranger.get(`${FN}/todos?list_id=${foreignList}`)).body).toEqual([]);
  });

  it('refuses a viewer and a visitor', async () => {
    const owner = await signUp(app.url);
    const viewer = await signUp(app.url);
    await joinWorkspace(owner, viewer, 'viewer');
    expect((await viewer.post(`${FN}/todos`, { title: 'No' })).status).toBe(403);
    expect((await createHttpClient(app.url).post(`${FN}/todos`, { title: 'No' })).status).toBe(401);
  });
});

describe('{fn}/todoid/{id}', () => {
  it('answers the to-do with its list, and 404 to a stranger or for no such id', async () => {
    const user = await signUp(app.url);
    const stranger = await signUp(app.url);
    const listId = await createList(user, 'Home');
    const todo = await createTodo(user, { title: 'Fix tap', list_id: listId });
    expect((await user.get(`${FN}/todoid/${todo.id}`)).body).toMatchObject({
      id: todo.id,
      title: 'Fix tap',
      list_id: listId,
      list_title: 'Home',
      notes: [],
    });
    for (const method of ['get', 'delete'] as const) {
      expect((await stranger[method](`${FN}/todoid/${todo.id}`)).status).toBe(404);
    }
    expect((await stranger.put(`${FN}/todoid/${todo.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await user.get(`${FN}/todoid/nothing-here`)).status).toBe(404);
    expect((await createHttpClient(app.url).get(`${FN}/todoid/${todo.id}`)).status).toBe(401);
    expect((await user.get(`${FN}/todoid/${todo.id}`)).body.title).toBe('Fix tap');
  });

  it('updates only the fields sent, so the spec three never wipe the rest', async () => {
    const owner = await signUp(app.url);
    const { memberId, workspaceId } = await signUpMember(app.url, owner);
    expect(workspaceId).toBe(await currentWorkspaceId(owner));
    const todo = await createTodo(owner, { title: 'Plan', due_date: '2031-05-01', assignee_id: memberId });
    const put = await owner.put(`${FN}/todoid/${todo.id}`, {
      title: 'Plan trip',
      description: 'Alps',
      completed: true,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      title: 'Plan trip',
      description: 'Alps',
      completed: true,
      due_date: '2031-05-01',
      assignee_id: memberId,
    });
    const cleared = await owner.put(`${FN}/todoid/${todo.id}`, { due_date: null });
    expect(cleared.body).toMatchObject({ due_date: null, assignee_id: memberId, title: 'Plan trip' });
    for (const body of [
      { completed: 'yes' },
      { title: '' },
      { position: -1 },
      { list_id: 'nope' },
      { x: 1 },
    ]) {
      expect((await owner.put(`${FN}/todoid/${todo.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.get(`${FN}/todoid/${todo.id}`)).body).toMatchObject({
      title: 'Plan trip',
      completed: true,
    });
  });

  it('reorders by position', async () => {
    const user = await signUp(app.url);
    const listId = await createList(user);
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await createTodo(user, { title, list_id: listId })).id);
    expect((await user.put(`${FN}/todoid/${ids[2]}`, { position: 0 })).body.position).toBe(0);
    const titles = ((await user.get(`${FN}/todos?list_id=${listId}`)).body as Array<{ title: string }>).map(
      (todo) => todo.title,
    );
    expect(titles).toEqual(['C', 'A', 'B']);
  });

  it('moves a to-do to another list and to the inbox under the same id, with its comments', async () => {
    const user = await signUp(app.url);
    const from = await createList(user, 'From');
    const to = await createList(user, 'To');
    const todo = await createTodo(user, { title: 'Travelling', list_id: from, due_date: '2032-03-03' });
    await user.post(`${FN}/todo-comments`, { todoId: todo.id, comment: 'Comes along' });
    const moved = await user.put(`${FN}/todoid/${todo.id}`, { list_id: to, completed: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: todo.id, list_id: to, completed: true, due_date: '2032-03-03' });
    expect((await user.get(`${FN}/todos?list_id=${from}`)).body).toEqual([]);
    const thread = (await user.get(`${FN}/todo-comments?todoId=${todo.id}`)).body as Array<{
      comment: string;
    }>;
    expect(thread.map((comment) => comment.comment)).toEqual(['Comes along']);
    const inbox = await user.put(`${FN}/todoid/${todo.id}`, { list_id: null });
    expect(inbox.body).toMatchObject({ id: todo.id, list_id: null, comment_count: 1 });
  });

  it('deletes a to-do', async () => {
    const user = await signUp(app.url);
    const todo = await createTodo(user, { title: 'Gone soon' });
    expect((await user.delete(`${FN}/todoid/${todo.id}`)).status).toBe(200);
    expect((await user.get(`${FN}/todoid/${todo.id}`)).status).toBe(404);
    expect((await user.delete(`${FN}/todoid/${todo.id}`)).status).toBe(404);
  });
});

describe('the answer of a to-do write', () => {
  it('is the to-do as the next read shows it, in a list and in the inbox, wherever it lands', async () => {
    const user = await signUp(app.url);
    const { memberId } = await signUpMember(app.url, user);
    const listId = await createList(user);
    const read = async (listOrNull: string | null, id: string) => {
      const query = listOrNull ? `?list_id=${listOrNull}` : '';
      const todos = (await user.get<Array<{ id: string }>>(`${FN}/todos${query}`)).body;
      return todos.find((todo) => todo.id === id);
    };
    /** Each write's answer must be what the read right after it shows. */
    const answered = async (list: string | null, write: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await write;
      expect(status).toBeLessThan(300);
      const answer = body as { id: string };
      expect(answer).toEqual(await read(list, answer.id));
      return answer;
    };
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await answered(listId, user.post(`${FN}/todos`, { title, list_id: listId }))).id);
    }
    const moved = await answered(
      listId,
      user.put(`${FN}/todoid/${ids[2]}`, {
        position: 0,
        completed: true,
        due_date: '2031-02-28',
        assignee_id: memberId,
        description: 'Moved to the top',
      }),
    );
    expect(moved).toMatchObject({ position: 0, completed: true, assignee_id: memberId });
    await answered(listId, user.put(`${FN}/todoid/${ids[0]}`, { position: 2 }));
    const loose = await answered(null, user.post(`${FN}/todos`, { title: 'Loose', due_date: '2031-03-01' }));
    await answered(null, user.put(`${FN}/todoid/${loose.id}`, { title: 'Loose, renamed' }));
  });
});

describe('GET {fn}/todos', () => {
  it("lists one list's to-dos, or every to-do of the workspace", async () => {
    const user = await signUp(app.url);
    const stranger = await signUp(app.url);
    const listId = await createList(user);
    await createTodo(user, { title: 'In list', list_id: listId });
    await createTodo(user, { title: 'In inbox' });
    const all = (await user.get(`${FN}/todos`)).body as Array<{ title: string }>;
    expect(all.map((todo) => todo.title)).toEqual(['In list', 'In inbox']);
    expect((await stranger.get(`${FN}/todos?list_id=${listId}`)).status).toBe(404);
    expect((await stranger.get(`${FN}/todos`)).body).toEqual([]);
  });
});

describe('to-do comments', () => {
  it('posts as the signed-in user, notifies the members mentioned, and only them', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    const outsider = await signUp(app.url);
    await joinWorkspace(owner, member);
    const todo = await createTodo(owner, { title: 'Review copy' });
    const handle = member.email.split('@')[0]!.replace(/\./g, '-');
    const outsiderHandle = outsider.email.split('@')[0]!.replace(/\./g, '-');
    const posted = await owner.post(`${FN}/todo-comments`, {
      todoId: todo.id,
      comment: `  @${handle} please look, not @${outsiderHandle}  `,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const ownerId = (await owner.get(`${FN}/me`)).body.user.sub as string;
    expect(posted.body).toMatchObject({
      todoId: todo.id,
      author_id: ownerId,
      author: owner.email.split('@')[0],
    });
    expect(posted.body.comment).toBe(`@${handle} please look, not @${outsiderHandle}`);

    const forged = await member.post(`${FN}/todo-comments`, {
      todoId: todo.id,
      comment: 'Hi',
      author_id: ownerId,
    });
    expect(forged.status).toBe(400);

    const inbox = (await member.get(`${FN}/notifications`)).body;
    expect(inbox.unread).toBe(1);
    expect(inbox.notifications[0]).toMatchObject({
      kind: 'mention',
      read: false,
      actor: owner.email.split('@')[0],
      target: { kind: 'todo', id: todo.id, title: 'Review copy', list_id: null },
    });
    expect((await outsider.get(`${FN}/notifications`)).body.unread).toBe(0);
    expect((await owner.get(`${FN}/notifications`)).body.unread).toBe(0);
    expect((await member.post(`${FN}/notifications/read`, {})).status).toBe(200);
    expect((await member.get(`${FN}/notifications`)).body.unread).toBe(0);

    const thread = (await member.get(`${FN}/todo-comments?todoId=${todo.id}`)).body;
    expect(thread).toHaveLength(1);
    expect((await outsider.get(`${FN}/todo-comments?todoId=${todo.id}`)).status).toBe(404);
    expect((await outsider.post(`${FN}/todo-comments`, { todoId: todo.id, comment: 'Hi' })).status).toBe(404);
    for (const comment of ['', '   ', 'x'.repeat(5001)]) {
      expect((await owner.post(`${FN}/todo-comments`, { todoId: todo.id, comment })).status).toBe(400);
    }
    expect((await owner.get(`${FN}/todoid/${todo.id}`)).body.comment_count).toBe(1);
  });

  it("stop showing a removed member the workspace's mentions and titles, and show them again once back", async () => {
    const owner = await signUp(app.url);
    const { member, memberId } = await signUpMember(app.url, owner);
    const todo = await createTodo(owner, { title: 'Salary review' });
    const board = await owner.post(`${FN}/boards`, { title: 'Hiring', description: '' });
    const card = await owner.post('/api/kanban/cards', {
      board_id: board.body.id,
      column_id: 'new',
      title: 'Offer for Sam',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const mention = `@${member.email.split('@')[0]!.replace(/\./g, '-')} please look`;
    expect((await owner.post(`${FN}/todo-comments`, { todoId: todo.id, comment: mention })).status).toBe(201);
    expect(
      (await owner.post(`${FN}/kanban-card-comments`, { cardId: card.body.id, comment: mention })).status,
    ).toBe(201);
    const titles = async () => {
      const { body } = await member.get(`${FN}/notifications`);
      const shown = body.notifications.map((n: { target: { title: string } }) => n.target.title).sort();
      return { unread: body.unread as number, shown };
    };
    const both = { unread: 2, shown: ['Offer for Sam', 'Salary review'] };
    expect(await titles()).toEqual(both);

    expect((await owner.delete(`${FN}/team-members/${memberId}`)).status).toBe(200);
    const gone = await member.get(`${FN}/notifications`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ unread: 0, notifications: [] });
    // Marking all read while out leaves the workspace's notifications alone.
    expect((await member.post(`${FN}/notifications/read`, {})).status).toBe(200);

    // Invited back, they may read those comments again, so their mentions show again, still unread.
    await joinWorkspace(owner, member);
    expect(await titles()).toEqual(both);
  });

  it('keep the thread of a deleted to-do for an undo, and remove it once the undo is out of reach', async () => {
    const user = await signUp(app.url);
    const listId = await createList(user);
    const todo = await createTodo(user, { title: 'Deleted then restored', list_id: listId });
    await user.post(`${FN}/todo-comments`, { todoId: todo.id, comment: 'Keep me' });
    const editor = openDocument(app.url, `todolist:${listId}`, { client: user });
    open.push(editor);
    await editor.synced();
    const undo = new Y.UndoManager(editor.doc.getMap('todos'), {
      trackedOrigins: new Set([editor.doc.clientID, null]),
    });
    deleteTodo(editor.doc, todo.id);
    await editor.acknowledged();
    await eventually(async () => (await user.get(`${FN}/todoid/${todo.id}`)).status === 404);
    undo.undo();
    await editor.acknowledged();
    const thread = await eventually(async () => {
      const response = await user.get(`${FN}/todo-comments?todoId=${todo.id}`);
      return response.status === 200 ? (response.body as unknown[]) : null;
    });
    expect(thread).toHaveLength(1);

    deleteTodo(editor.doc, todo.id);
    await editor.acknowledged();
    await eventually(async () => (await user.get(`${FN}/todoid/${todo.id}`)).status === 404);
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await eventually(async () => (await app.app.repos.comments.deleteOrphaned(new Date(0))) === 0);
    expect(await app.app.repos.comments.deleteOrphaned(dayLater)).toBe(1);
  });
});

describe('to-do list progress for a map', () => {
  it('answers each linked list once and streams a change to the workspace', async () => {
    const user = await signUp(app.url);
    const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Progress' } });
    const node = await user.post(`${FN}/nodes`, { mindmapId: map.body.id, label: 'Tasks', x: 0, y: 0 });
    const todo = await createTodo(user, { title: 'One', nodeId: node.body.id });
    await createTodo(user, { title: 'Two', nodeId: node.body.id });
    const progress = await user.get(`${FN}/todo-lists/progress?mindmapId=${map.body.id}`);
    expect(progress.body).toEqual([{ list_id: todo.list_id, total: 2, done: 0 }]);

    const events = await openEventStream(app.url, user);
    try {
      await user.put(`${FN}/todoid/${todo.id}`, { completed: true });
      await eventually(() =>
        events.received.some(
          (event) => event.type === 'list-progress' && event.list_id === todo.list_id && event.done === 1,
        ),
      );
    } finally {
      events.close();
    }
    expect(
      (await signUp(app.url).then((other) => other.get(`${FN}/todo-lists/progress?mindmapId=${map.body.id}`)))
        .status,
    ).toBe(404);
  });
});

describe('live to-dos', () => {
  it('project edits made in the document and keep REST writes live for editors', async () => {
    const user = await signUp(app.url);
    const listId = await createList(user);
    const editor = openDocument(app.url, `todolist:${listId}`, { client: user });
    open.push(editor);
    await editor.synced();
    const id = addTodo(editor.doc, { title: 'Written live' })!;
    await editor.acknowledged();
    const put = await user.put(`${FN}/todoid/${id}`, { completed: true });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await eventually(() => readTodos(editor.doc).find((todo) => todo.id === id)?.completed === true);
    updateTodo(editor.doc, id, { title: 'Renamed live' });
    await editor.acknowledged();
    await eventually(async () => (await user.get(`${FN}/todoid/${id}`)).body.title === 'Renamed live');
  });
});
