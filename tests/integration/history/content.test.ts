import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { bodyOf, nameVersion } from '../../helpers/history';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A version's content, `GET /api/documents/{kind}/{id}/versions/{versionId}`: the document as it was, in
 * the shape its kind's own REST read answered then.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The content of version `versionId` of the document at `versions`. */
const contentAt = (user: HttpClient, versions: string, versionId: string) =>
  bodyOf(user.get(`${versions}/${versionId}`));

describe('GET /api/documents/{kind}/{id}/versions/{versionId}', () => {
  it('answers a map’s nodes at the version as GET /nodes answered them then', async () => {
    const user = await signUp(app.url);
    const mapId = (await bodyOf(user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } }), 201)).id as string;
    const venue = await bodyOf(
      user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Venue', x: 10, y: 20 }),
      201,
    );
    await bodyOf(
      user.post(`${FN}/nodes`, { mindmapId: mapId, parentId: venue.id, label: 'Hall', x: 5, y: 6 }),
      201,
    );
    const then = await bodyOf(user.get(`${FN}/nodes?mindmapId=${mapId}`));
    const versions = `/api/documents/mindmap/${mapId}/versions`;
    const version = await nameVersion(user, versions, 'Two nodes');

    await bodyOf(user.patch(`${FN}/nodes/${venue.id}`, { label: 'Stage', x: 99 }));
    await bodyOf(user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Later', x: 0, y: 0 }), 201);
    expect(await contentAt(user, versions, version.id)).toEqual(then);
  });

  it('answers a list’s to-dos at the version as GET /todos?list_id answered them then', async () => {
    const user = await signUp(app.url);
    const listId = (await bodyOf(user.post(`${FN}/todo-lists`, { title: 'Launch' }), 201)).id as string;
    const ship = await bodyOf(user.post(`${FN}/todos`, { title: 'Ship', list_id: listId }), 201);
    await bodyOf(
      user.post(`${FN}/todos`, { title: 'Announce', list_id: listId, due_date: '2026-12-01' }),
      201,
    );
    await bodyOf(user.put(`${FN}/todoid/${ship.id}`, { completed: true, position: 1 }));
    const then = await bodyOf(user.get(`${FN}/todos?list_id=${listId}`));
    const versions = `/api/documents/todolist/${listId}/versions`;
    const version = await nameVersion(user, versions, 'Two to-dos');

    await bodyOf(user.delete(`${FN}/todoid/${ship.id}`));
    await bodyOf(user.post(`${FN}/todos`, { title: 'Celebrate', list_id: listId }), 201);
    expect(await contentAt(user, versions, version.id)).toEqual(then);
  });

  it('answers the inbox’s to-dos at the version as GET /todos answers the unassigned ones', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    await bodyOf(user.post(`${FN}/todos`, { title: 'Call Leo' }), 201);
    await bodyOf(user.post(`${FN}/todos`, { title: 'Book the room', description: 'Tuesday' }), 201);
    const unassigned = async () =>
      ((await bodyOf(user.get(`${FN}/todos`))) as Array<{ list_id: string | null }>).filter(
        (todo) => todo.list_id === null,
      );
    const then = await unassigned();
    expect(then).toHaveLength(2);
    const versions = `/api/documents/inbox/${workspaceId}/versions`;
    const version = await nameVersion(user, versions, 'Inbox');

    await bodyOf(user.post(`${FN}/todos`, { title: 'Later' }), 201);
    expect(await contentAt(user, versions, version.id)).toEqual(then);
  });

  it('answers a board’s lanes and cards at the version as GET /kanban-board-data answered them then', async () => {
    const user = await signUp(app.url);
    const boardId = (await bodyOf(user.post('/api/boards', { title: 'Sprint' }), 201)).id as string;
    const lane = await bodyOf(user.post('/api/kanban/columns', { board_id: boardId, title: 'Review' }), 201);
    const card = (title: string, column_id: string) =>
      bodyOf(user.post('/api/kanban/cards', { board_id: boardId, column_id, title }), 201);
    const first = await card('Wireframes', 'new');
    await card('Copy', 'new');
    await card('Logo', lane.id);
    await bodyOf(user.patch(`/api/kanban/cards/${first.id}/move`, { column_id: 'done', position: 0 }));
    const then = await bodyOf(user.get(`/api/kanban-board-data?id=${boardId}`));
    const versions = `/api/documents/board/${boardId}/versions`;
    const version = await nameVersion(user, versions, 'Three cards');

    await bodyOf(user.patch(`/api/kanban/cards/${first.id}/move`, { column_id: lane.id, position: 0 }));
    await bodyOf(user.delete(`/api/kanban/columns/${lane.id}`));
    const at = await contentAt(user, versions, version.id);
    expect({ ...at, board: { ...at.board, updated_at: null } }).toEqual({
      ...then,
      board: { ...then.board, updated_at: null },
    });
    expect(at.board.updated_at).toBe(version.createdAt);
  });

  it('answers 404 to another workspace and to a version it does not have, 400 to what is not a version', async () => {
    const user = await signUp(app.url);
    const mapId = (await bodyOf(user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } }), 201)).id as string;
    const versions = `/api/documents/mindmap/${mapId}/versions`;
    const version = await nameVersion(user, versions, 'Mine');
    const stranger = await signUp(app.url);
    expect((await stranger.get(`${versions}/${version.id}`)).status).toBe(404);
    expect((await user.get(`${versions}/999999`)).status).toBe(404);
    expect((await user.get(`${versions}/first`)).status).toBe(400);
  });
});
