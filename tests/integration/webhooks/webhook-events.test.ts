import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';
import { listeningOwner, quiet } from './webhook-events-world';

/**
 * Which events an endpoint hearing everything ('*') receives for changes made through REST: one for each
 * change an integrator would name, none for what nobody changed.
 */

// A clock that stands still unless told: changes in one instant are still told apart.
const clock = createTestClock(new Date());
let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({ clock });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

describe('webhook events of REST changes', () => {
  it('tells a map’s creation, rename and deletion once each, and its nodes’ changes', async () => {
    const { owner, workspaceId, events, typesSince } = await listeningOwner(app, receiver);
    const map = await owner.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
    expect(map.status, JSON.stringify(map.body)).toBe(201);
    const mapId = map.body.id as string;
    await quiet(app);
    expect(typesSince()).toEqual(['mindmap.created']);
    expect(events()[0]).toMatchObject({ workspaceId, data: { object: { id: mapId, title: 'Plan' } } });

    expect((await owner.patch(`${FN}/update/mindmap/${mapId}`, { data: { title: 'Plan B' } })).status).toBe(
      200,
    );
    await quiet(app);
    expect(typesSince(1)).toEqual(['mindmap.updated']);
    expect(events()[1]!.data.previous).toEqual({ title: 'Plan' });

    const node = await owner.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Venue', x: 0, y: 0 });
    expect(node.status, JSON.stringify(node.body)).toBe(201);
    const nodeId = node.body.id as string;
    expect((await owner.patch(`${FN}/nodes/${nodeId}`, { label: 'Hall' })).status).toBe(200);
    await quiet(app);
    expect(typesSince(2)).toEqual(['node.created', 'node.updated']);
    expect(events()[2]!.data.object).toMatchObject({ id: nodeId, mindmapId: mapId, label: 'Venue' });
    expect(events()[3]!.data).toMatchObject({
      object: { id: nodeId, label: 'Hall' },
      previous: { label: 'Venue' },
    });

    // Moving a node is the map's layout: at most one mindmap.updated, no node.updated.
    expect((await owner.patch(`${FN}/nodes/${nodeId}`, { x: 420, y: 90 })).status).toBe(200);
    await quiet(app);
    expect(typesSince(4)).toEqual(['mindmap.updated']);

    expect((await owner.delete(`${FN}/nodes/${nodeId}`)).status).toBe(200);
    await quiet(app);
    expect(typesSince(5)).toEqual(['node.deleted']);
    expect(events()[5]!.data.object).toMatchObject({ id: nodeId, mindmapId: mapId });

    expect((await owner.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
    await quiet(app);
    expect(typesSince(6)).toEqual(['mindmap.deleted']);
    expect(events()[6]!.data.object).toMatchObject({ id: mapId, title: 'Plan B' });
  });

  it('tells a list and its to-dos: created, completed, reopened, moved, deleted', async () => {
    const { owner, events, typesSince } = await listeningOwner(app, receiver);
    const list = (await owner.post(`${FN}/todo-lists`, { title: 'Errands' })).body.id as string;
    const other = (await owner.post(`${FN}/todo-lists`, { title: 'Later' })).body.id as string;
    const todo = await owner.post(`${FN}/todos`, { title: 'Call the hall', list_id: list });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    const todoId = todo.body.id as string;
    await quiet(app);
    expect(typesSince()).toEqual(['todolist.created', 'todolist.created', 'todo.created']);
    expect(events()[2]!.data.object).toMatchObject({ id: todoId, listId: list, title: 'Call the hall' });

    expect((await owner.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    await quiet(app);
    expect((await owner.put(`${FN}/todoid/${todoId}`, { completed: false })).status).toBe(200);
    await quiet(app);
    expect(typesSince(3)).toEqual(['todo.completed', 'todo.updated']);
    expect(events()[4]!.data.previous).toEqual({ completed: true });

    expect((await owner.patch(`${FN}/todo-lists/${list}`, { title: 'Chores' })).status).toBe(200);
    await quiet(app);
    expect(typesSince(5)).toEqual(['todolist.updated']);
    expect(events()[5]!.data.previous).toEqual({ title: 'Errands' });

    // A comment is its own event: the to-do's comment count makes none.
    const comment = await owner.post(`${FN}/todo-comments`, { todoId, comment: 'After lunch' });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    await quiet(app);
    expect(typesSince(6)).toEqual(['comment.created']);

    expect((await owner.put(`${FN}/todoid/${todoId}`, { list_id: other })).status).toBe(200);
    await quiet(app);
    expect(typesSince(7)).toEqual(['todo.updated']);
    expect(events()[7]!.data).toMatchObject({
      object: { id: todoId, listId: other },
      previous: { listId: list },
    });

    expect((await owner.delete(`${FN}/todoid/${todoId}`)).status).toBe(200);
    expect((await owner.delete(`${FN}/todo-lists?id=${list}`)).status).toBe(200);
    await quiet(app);
    // Two documents: their events come in either order.
    expect(typesSince(8).sort()).toEqual(['todo.deleted', 'todolist.deleted']);
    const deleted = events().find((event) => event.type === 'todo.deleted');
    expect(deleted!.data.object).toMatchObject({ id: todoId, listId: other });
    expect(events().find((event) => event.type === 'todolist.deleted')!.data.object.id).toBe(list);
  });

  it('tells a board’s cards, and a comment without a card.updated for its count', async () => {
    const { owner, workspaceId, events, typesSince } = await listeningOwner(app, receiver);
    const board = (await owner.post(`${FN}/boards`, { title: 'Sprint' })).body.id as string;
    const card = await owner.post('/api/kanban/cards', { board_id: board, column_id: 'new', title: 'Hall' });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const cardId = card.body.id as string;
    await quiet(app);
    expect(typesSince()).toEqual(['board.created', 'card.created']);
    expect(events()[1]!.data.object).toMatchObject({ id: cardId, boardId: board, columnId: 'new' });

    const comment = await owner.post(`${FN}/kanban-card-comments`, { cardId, comment: 'Booked for May' });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    await quiet(app);
    expect(typesSince(2)).toEqual(['comment.created']);

    expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title: 'Big hall' })).status).toBe(200);
    await quiet(app);
    expect(typesSince(3)).toEqual(['card.updated']);
    expect(events()[3]!.data.previous).toEqual({ title: 'Hall' });

    expect((await owner.patch(`${FN}/boards/${board}`, { title: 'Sprint 2' })).status).toBe(200);
    expect((await owner.delete(`/api/kanban/cards/${cardId}`)).status).toBe(200);
    await quiet(app);
    expect(typesSince(4)).toEqual(['board.updated', 'card.deleted']);
    expect(events()[5]!.data.object).toMatchObject({ id: cardId, boardId: board });

    // A store followed after its board's deletion tells nothing: no card event after board.deleted.
    const last = await owner.post('/api/kanban/cards', { board_id: board, column_id: 'new', title: 'Last' });
    await quiet(app);
    expect(
      (await owner.patch(`/api/kanban/cards/${last.body.id as string}`, { title: 'Very last' })).status,
    ).toBe(200);
    expect((await owner.delete(`${FN}/boards?id=${board}`)).status).toBe(200);
    await quiet(app);
    expect(typesSince(6).at(-1)).toBe('board.deleted');
    expect(['card.created,card.updated,board.deleted', 'card.created,board.deleted']).toContain(
      typesSince(6).join(),
    );

    // The store of a card created just before the deletion, followed only now, as its instance kept it.
    const count = events().length;
    await app.app.webhooks.followStore(
      { documentName: `board:${board}`, workspaceId, from: '1', through: '1' },
      {
        recorded: [
          {
            id: '1',
            item_kind: 'card',
            item_id: 'late',
            action: 'created',
            fields: { title: { previous: null, value: 'Late' } },
          },
        ],
        authors: [{ kind: 'member', userId: workspaceId }],
        at: new Date(),
      },
    );
    await quiet(app);
    expect(typesSince(count)).toEqual([]);
  });

  it('tells a card moved in its lane or to another, and not the cards whose place it took', async () => {
    const { owner, events, typesSince } = await listeningOwner(app, receiver);
    const board = (await owner.post(`${FN}/boards`, { title: 'Stalls' })).body.id as string;
    const cards: string[] = [];
    for (const title of ['Bread', 'Cheese', 'Cider']) {
      const card = await owner.post('/api/kanban/cards', { board_id: board, column_id: 'new', title });
      cards.push(card.body.id as string);
    }
    await quiet(app);
    const [first, , last] = cards as [string, string, string];
    expect(typesSince(1)).toEqual(['card.created', 'card.created', 'card.created']);

    const ranked = await owner.patch(`/api/kanban/cards/${last}/move`, { column_id: 'new', position: 0 });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
    await quiet(app);
    expect(typesSince(4)).toEqual(['card.moved']);
    expect(events()[4]!.data.object).toMatchObject({ id: last, columnId: 'new' });

    expect(
      (await owner.patch(`/api/kanban/cards/${first}/move`, { column_id: 'done', position: 0 })).status,
    ).toBe(200);
    await quiet(app);
    expect(typesSince(5)).toEqual(['card.moved']);
    expect(events()[5]!.data).toMatchObject({
      object: { id: first, columnId: 'done' },
      previous: { columnId: 'new' },
    });
  });

  it('tells a member added, given another role and removed', async () => {
    const { owner, events, typesSince } = await listeningOwner(app, receiver);
    const member = await signUp(app.url);
    await joinWorkspace(owner, member, 'editor');
    const memberId = (await member.get(`${FN}/me`)).body.user.sub as string;
    await quiet(app);
    expect(typesSince()).toEqual(['member.added']);
    expect(events()[0]!.data.object).toMatchObject({ userId: memberId, email: member.email, role: 'editor' });

    expect((await owner.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' })).status).toBe(200);
    expect((await owner.patch(`${FN}/team-members/${memberId}`, { role: 'editor' })).status).toBe(200);
    expect((await owner.delete(`${FN}/team-members/${memberId}`)).status).toBe(200);
    await quiet(app);
    expect(typesSince(1)).toEqual(['member.updated', 'member.updated', 'member.removed']);
    expect(events()[1]!.data).toMatchObject({ object: { role: 'viewer' }, previous: { role: 'editor' } });
    expect(events()[2]!.data).toMatchObject({ object: { role: 'editor' }, previous: { role: 'viewer' } });
    expect(events()[3]!.data.object).toMatchObject({ userId: memberId });
  });

  it('tells a duplicated map’s creation before the events of what it copied', async () => {
    const { owner, typesSince, events } = await listeningOwner(app, receiver);
    const map = await owner.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
    const mapId = map.body.id as string;
    for (const label of ['Venue', 'Catering']) {
      const node = await owner.post(`${FN}/nodes`, { mindmapId: mapId, label, x: 0, y: 0 });
      expect(node.status, JSON.stringify(node.body)).toBe(201);
    }
    await quiet(app);
    const before = typesSince().length;
    const copy = await owner.post(`/api/mindmaps/${mapId}/duplicate`, {});
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    await quiet(app);
    const types = typesSince(before);
    expect(types[0]).toBe('mindmap.created');
    expect(events()[before]!.data.object).toMatchObject({ id: copy.body.id });
    expect(types.filter((type) => type === 'mindmap.created')).toHaveLength(1);
  });
});
