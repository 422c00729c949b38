import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A REST write records who made it: the member signed in or the API token, never the system, whether the
 * route writes the document itself or a service does it for the route.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

function changesOf(documentName: string, after = 0) {
  return app.app.database.db
    .selectFrom('document_changes')
    .selectAll()
    .where('document_name', '=', documentName)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
}

const lastChangeId = async (documentName: string) => (await changesOf(documentName)).at(-1)?.id ?? 0;

async function userIdOf(email: string): Promise<string> {
  return (await app.app.repos.users.findByEmail(email))!.id;
}

describe('the authors of REST writes made through services', () => {
  it('records the member who made a board, added a card and moved it', async () => {
    const user = await signUp(app.url);
    const member = { kind: 'member', userId: await userIdOf(user.email) };
    const board = await user.post(`${FN}/boards`, { title: 'Launch', description: '' });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const name = `board:${board.body.id as string}`;
    const made = await changesOf(name);
    expect(made.length).toBeGreaterThan(0);
    for (const row of made) expect(row.authors).toEqual([member]);

    const card = await user.post('/api/kanban/cards', {
      board_id: board.body.id,
      column_id: 'new',
      title: 'Book the hall',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const added = (await changesOf(name)).filter((row) => row.item_id === card.body.id);
    expect(added).toMatchObject([{ item_kind: 'card', action: 'created', authors: [member] }]);

    const before = await lastChangeId(name);
    const moved = await user.patch(`/api/kanban/cards/${card.body.id as string}`, { column_id: 'done' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const rows = (await changesOf(name, before)).filter((row) => row.item_id === card.body.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.authors).toEqual([member]);
  });

  it("records an API token, with its id and name, for a to-do it adds under a map's node", async () => {
    const user = await signUp(app.url);
    const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
    expect(map.status).toBe(201);
    const node = await user.post(`${FN}/nodes`, { mindmapId: map.body.id, label: 'Venue', x: 0, y: 0 });
    expect(node.status).toBe(201);
    const token = await createToken(user, {
      workspaceId: await currentWorkspaceId(user),
      name: 'Sync script',
    });
    const byToken = {
      kind: 'token',
      tokenId: token.id,
      name: 'Sync script',
      userId: await userIdOf(user.email),
    };
    const mapName = `mindmap:${map.body.id as string}`;
    const before = await lastChangeId(mapName);

    const script = createBearerClient(app.url, token.secret);
    const todo = await script.post(`${FN}/todos`, { title: 'Call the hall', nodeId: node.body.id });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    // The list made for the node, its to-do and the node's link to the list are all the token's.
    const list = await changesOf(`todolist:${todo.body.list_id as string}`);
    expect(list.map((row) => row.item_kind)).toContain('todo');
    for (const row of list) expect(row.authors).toEqual([byToken]);
    const linked = (await changesOf(mapName, before)).filter((row) => row.item_id === node.body.id);
    expect(linked).toMatchObject([{ action: 'updated', authors: [byToken] }]);
  });

  it('records the member who duplicated a map as the author of the copy', async () => {
    const user = await signUp(app.url);
    const member = { kind: 'member', userId: await userIdOf(user.email) };
    const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
    const copy = await user.post(`${FN}/mindmaps/${map.body.id as string}/duplicate`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const rows = await changesOf(`mindmap:${copy.body.id as string}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.authors).toEqual([member]);
  });
});
