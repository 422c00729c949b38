import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../helpers/accounts';
import { sessionApiClient, tokenApiClient, type ApiClient } from '../../helpers/api-client/client';
import { currentWorkspaceId } from '../../helpers/documents';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
let session: ApiClient;
let script: ApiClient;
let tokenId: string;

/**
 * The REST API driven through the client generated from the served document (openapi-fetch on
 * schema.d.ts): a route whose declared schema drifts from the document fails to compile here, and one
 * whose behaviour drifts fails these calls.
 */
beforeAll(async () => {
  app = await startTestApp();
  const user = await signUpVerified(app.url);
  session = sessionApiClient(user);
  const created = await session.POST('/api/tokens', {
    body: { name: 'typed client', workspaceId: await currentWorkspaceId(user), scope: 'read-write' },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  tokenId = created.data!.token.id;
  script = tokenApiClient(app.url, created.data!.secret);
});
afterAll(() => app?.close());

describe('mind maps and nodes through the typed client', () => {
  it('creates a map, adds and renames a node, and reads them back with a token', async () => {
    const map = await script.POST('/api/mindmaps', { body: { data: { title: 'Typed', description: '' } } });
    expect(map.response.status).toBe(201);
    const mindmapId = map.data!.id;
    const node = await script.POST('/api/nodes', { body: { mindmapId, label: 'Child', x: 10, y: 20 } });
    expect(node.response.status).toBe(201);
    const renamed = await script.PATCH('/api/nodes/{id}', {
      params: { path: { id: node.data!.id } },
      body: { label: 'Renamed' },
    });
    expect(renamed.data).toEqual({ success: true });
    const nodes = await script.GET('/api/nodes', { params: { query: { mindmapId } } });
    expect(nodes.data?.map((each) => each.label).sort()).toEqual(['Renamed', 'Typed']);
    const listed = await script.GET('/api/mindmaps');
    expect(listed.data?.map((each) => each.id)).toContain(mindmapId);
    const missing = await script.GET('/api/mapid/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ error: 'Mind map not found' });
  });
});

describe('to-dos through the typed client', () => {
  it('adds an unassigned to-do, completes it and lists it', async () => {
    const todo = await script.POST('/api/todos', {
      body: { title: 'Book the venue', due_date: '2030-06-01' },
    });
    expect(todo.response.status).toBe(201);
    const done = await script.PUT('/api/todoid/{id}', {
      params: { path: { id: todo.data!.id } },
      body: { completed: true },
    });
    expect(done.data?.completed).toBe(true);
    const listed = await script.GET('/api/todos', {});
    expect(listed.data?.find((each) => each.id === todo.data!.id)?.title).toBe('Book the venue');
  });
});

describe('Kanban through the typed client', () => {
  it('creates a board and a card, and moves the card to Done', async () => {
    const board = await script.POST('/api/boards', { body: { title: 'Typed board' } });
    expect(board.response.status).toBe(201);
    const card = await script.POST('/api/kanban/cards', {
      body: { board_id: board.data!.id, column_id: 'new', title: 'Ship it' },
    });
    expect(card.response.status).toBe(201);
    const moved = await script.PATCH('/api/kanban/cards/{id}/move', {
      params: { path: { id: card.data!.id } },
      body: { column_id: 'done', position: 0 },
    });
    expect(moved.data?.column_id).toBe('done');
    const data = await script.GET('/api/kanban-board-data', { params: { query: { id: board.data!.id } } });
    expect(data.data?.cards.map((each) => each.title)).toEqual(['Ship it']);
  });
});

describe('API tokens through the typed client', () => {
  it('lists the token without its secret, refuses a token on the token routes, and revokes it', async () => {
    const listed = await session.GET('/api/tokens');
    expect(listed.data?.map((each) => each.id)).toEqual([tokenId]);
    expect(JSON.stringify(listed.data)).not.toContain('mlt_');
    const byToken = await script.GET('/api/tokens');
    expect(byToken.response.status).toBe(403);
    const revoked = await session.DELETE('/api/tokens/{id}', { params: { path: { id: tokenId } } });
    expect(revoked.data).toEqual({ success: true });
    const after = await script.GET('/api/mindmaps');
    expect(after.response.status).toBe(401);
  });
});
