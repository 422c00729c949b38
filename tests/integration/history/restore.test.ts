import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { bodyOf, nameVersion, restoreVersion, versionIds } from '../../helpers/history';
import type { HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * `POST /api/documents/{kind}/{id}/versions/{versionId}/restore`: the live document written back to a
 * version as one change, the state before it kept as a version of its own.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Node {
  id: string;
  parentId: string | null;
  label: string;
  x: number;
}
const nodesOf = async (user: HttpClient, mapId: string) =>
  bodyOf<Node[]>(user.get(`${FN}/nodes?mindmapId=${mapId}`));
const labelled = (nodes: Node[], label: string) => nodes.find((node) => node.label === label)!;

async function newMap(user: HttpClient) {
  const mapId = (await bodyOf(user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } }), 201)).id as string;
  const add = async (label: string, parentId?: string) =>
    (await bodyOf(user.post(`${FN}/nodes`, { mindmapId: mapId, parentId, label, x: 1, y: 2 }), 201))
      .id as string;
  return { mapId, add, versions: `/api/documents/mindmap/${mapId}/versions` };
}

describe('restoring a map', () => {
  it('writes the version back: deleted nodes under new ids with their children, later nodes gone', async () => {
    const user = await signUp(app.url);
    const { mapId, add, versions } = await newMap(user);
    const venue = await add('Venue');
    await add('Hall', venue);
    await add('Garden', venue);
    const food = await add('Food');
    const then = await nodesOf(user, mapId);
    const version = await nameVersion(user, versions, 'Before');

    expect((await user.delete(`${FN}/nodes/${venue}`)).status).toBe(200);
    await bodyOf(user.patch(`${FN}/nodes/${food}`, { label: 'Drinks', x: 50 }));
    await add('Music');
    const restored = await restoreVersion(user, versions, version.id);
    expect(restored.skipped).toEqual([]);
    expect(restored.version.authors).toEqual([expect.objectContaining({ kind: 'member' })]);

    const now = await nodesOf(user, mapId);
    expect(now.map((node) => node.label).sort()).toEqual(then.map((node) => node.label).sort());
    const back = labelled(now, 'Venue');
    expect(back.id).not.toBe(venue);
    expect(labelled(now, 'Hall').parentId).toBe(back.id);
    expect(labelled(now, 'Garden').parentId).toBe(back.id);
    expect(labelled(now, 'Food')).toMatchObject({ id: food, x: 1 });
    expect((await versionIds(user, versions))[0]).toBe(restored.version.id);
  });

  it('keeps the state before it as a version, which restores back', async () => {
    const user = await signUp(app.url);
    const { mapId, add, versions } = await newMap(user);
    await add('Venue');
    const version = await nameVersion(user, versions, 'Before');
    await add('Music');
    const before = await nodesOf(user, mapId);

    const restored = await restoreVersion(user, versions, version.id);
    expect((await nodesOf(user, mapId)).map((node) => node.label)).not.toContain('Music');
    const [restoredId, preRestore] = await versionIds(user, versions);
    expect(restoredId).toBe(restored.version.id);
    expect(await bodyOf(user.get(`${versions}/${preRestore}`))).toEqual(before);

    await restoreVersion(user, versions, preRestore!);
    const again = await nodesOf(user, mapId);
    expect(again.map((node) => node.label).sort()).toEqual(before.map((node) => node.label).sort());
  });
});

describe('restoring a list and the inbox', () => {
  it('writes a list’s to-dos back, and skips one that another list holds now', async () => {
    const user = await signUp(app.url);
    const listId = (await bodyOf(user.post(`${FN}/todo-lists`, { title: 'Launch' }), 201)).id as string;
    const otherId = (await bodyOf(user.post(`${FN}/todo-lists`, { title: 'Later' }), 201)).id as string;
    const todo = async (title: string) =>
      (await bodyOf(user.post(`${FN}/todos`, { title, list_id: listId }), 201)).id as string;
    const ship = await todo('Ship');
    const moved = await todo('Announce');
    const dropped = await todo('Print');
    const then = await bodyOf(user.get(`${FN}/todos?list_id=${listId}`));
    const versions = `/api/documents/todolist/${listId}/versions`;
    const version = await nameVersion(user, versions, 'Before');

    await bodyOf(user.put(`${FN}/todoid/${ship}`, { completed: true, title: 'Shipped' }));
    await bodyOf(user.put(`${FN}/todoid/${moved}`, { list_id: otherId }));
    await bodyOf(user.delete(`${FN}/todoid/${dropped}`));
    await todo('Celebrate');
    const restored = await restoreVersion(user, versions, version.id);

    expect(restored.skipped).toEqual([{ id: moved, reason: 'Now in another list' }]);
    const without = (then as Array<{ id: string }>).filter((item) => item.id !== moved);
    const now = await bodyOf<Array<{ id: string }>>(user.get(`${FN}/todos?list_id=${listId}`));
    expect(now.map(({ id }) => id)).toEqual(without.map(({ id }) => id));
    expect(now[0]).toMatchObject({ id: ship, title: 'Ship', completed: false });
    expect(now.find((item) => item.id === dropped)).toMatchObject({ title: 'Print' });
    const other = await bodyOf<Array<{ id: string }>>(user.get(`${FN}/todos?list_id=${otherId}`));
    expect(other.map(({ id }) => id)).toEqual([moved]);
  });

  it('writes the inbox’s to-dos back', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const call = (await bodyOf(user.post(`${FN}/todos`, { title: 'Call Leo' }), 201)).id as string;
    await bodyOf(user.post(`${FN}/todos`, { title: 'Book the room' }), 201);
    const unassigned = async () =>
      ((await bodyOf(user.get(`${FN}/todos`))) as Array<{ list_id: string | null }>).filter(
        (todo) => todo.list_id === null,
      );
    const then = await unassigned();
    const versions = `/api/documents/inbox/${workspaceId}/versions`;
    const version = await nameVersion(user, versions, 'Before');

    await bodyOf(user.delete(`${FN}/todoid/${call}`));
    await bodyOf(user.post(`${FN}/todos`, { title: 'Later' }), 201);
    expect((await restoreVersion(user, versions, version.id)).skipped).toEqual([]);
    const now = await unassigned();
    expect(now.map((todo) => ({ ...todo, updated_at: null }))).toEqual(
      then.map((todo) => ({ ...todo, updated_at: null })),
    );
  });
});

describe('restoring a board', () => {
  it('writes its lanes and cards back', async () => {
    const user = await signUp(app.url);
    const boardId = (await bodyOf(user.post('/api/boards', { title: 'Sprint' }), 201)).id as string;
    const lane = await bodyOf(user.post('/api/kanban/columns', { board_id: boardId, title: 'Review' }), 201);
    const card = async (title: string, column_id: string) =>
      (await bodyOf(user.post('/api/kanban/cards', { board_id: boardId, column_id, title }), 201))
        .id as string;
    const wireframes = await card('Wireframes', 'new');
    const logo = await card('Logo', lane.id);
    const board = () => bodyOf(user.get(`/api/kanban-board-data?id=${boardId}`));
    const then = await board();
    const versions = `/api/documents/board/${boardId}/versions`;
    const version = await nameVersion(user, versions, 'Before');

    await bodyOf(user.patch(`/api/kanban/cards/${wireframes}/move`, { column_id: 'done', position: 0 }));
    await bodyOf(user.delete(`/api/kanban/cards/${logo}`));
    await bodyOf(user.delete(`/api/kanban/columns/${lane.id}`));
    await card('Copy', 'new');
    expect((await restoreVersion(user, versions, version.id)).skipped).toEqual([]);

    const now = await board();
    expect(now.columns).toEqual(then.columns);
    const shown = (cards: Array<Record<string, unknown>>) =>
      cards.map(({ id, column_id, position, title, status }) => ({ id, column_id, position, title, status }));
    expect(shown(now.cards)).toEqual(shown(then.cards));
  });
});

describe('who may restore', () => {
  it('refuses viewers and read tokens (403), strangers (404) and what is not a version (400, 404)', async () => {
    const owner = await signUp(app.url);
    const { add, versions } = await newMap(owner);
    await add('Venue');
    const version = await nameVersion(owner, versions, 'Before');
    const restore = `${versions}/${version.id}/restore`;

    const viewer = await signUp(app.url);
    const workspaceId = await joinWorkspace(owner, viewer, 'viewer');
    expect(await viewer.post(restore)).toMatchObject({ status: 403 });
    const reader = await createToken(owner, { scope: 'read', workspaceId });
    expect((await createBearerClient(app.url, reader.secret).post(restore)).status).toBe(403);
    const writer = await createToken(owner, { scope: 'read-write', workspaceId });
    const byToken = await createBearerClient(app.url, writer.secret).post(restore);
    expect(byToken.status, JSON.stringify(byToken.body)).toBe(200);
    expect(byToken.body.version.authors).toEqual([expect.objectContaining({ kind: 'token' })]);

    const stranger = await signUp(app.url);
    expect((await stranger.post(restore)).status).toBe(404);
    expect((await owner.post(`${versions}/999999/restore`)).status).toBe(404);
    expect((await owner.post(`${versions}/latest/restore`)).status).toBe(400);
  });
});
