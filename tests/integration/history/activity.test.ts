import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { joinWorkspace } from '../../helpers/teams';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A to-do's and a card's activity, read from the change record and the comments: what happened, in
 * order, newest first, with who did it; a stranger is not told the item exists.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function answered(request: Promise<{ status: number; body: any }>, status = 200) {
  const response = await request;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

/** The page's entries as `kind from→to`, oldest first, the way a person reads a story. */
const story = (entries: Array<{ kind: string; from?: string | null; to?: string | null }>) =>
  entries
    .map((entry) => [entry.kind, entry.from, entry.to].filter((part) => part !== undefined).join(' '))
    .reverse();

describe('GET {fn}/todoid/{id}/activity', () => {
  it('tells a to-do created, renamed, moved, completed and commented on, newest first, with its authors', async () => {
    const owner = await signUp(app.url);
    const listId = (await answered(owner.post(`${FN}/todo-lists`, { title: 'Errands' }), 201)).id;
    const todo = await answered(owner.post(`${FN}/todos`, { title: 'Venue' }), 201);
    await answered(owner.put(`${FN}/todoid/${todo.id}`, { title: 'Book the venue' }));
    await answered(owner.put(`${FN}/todoid/${todo.id}`, { list_id: listId }));
    await answered(owner.put(`${FN}/todoid/${todo.id}`, { completed: true }));
    await answered(owner.post(`${FN}/todo-comments`, { todoId: todo.id, comment: 'Deposit paid.' }), 201);

    const page = await answered(owner.get(`${FN}/todoid/${todo.id}/activity`));
    expect(story(page.entries)).toEqual([
      'created Venue',
      'renamed Venue Book the venue',
      'moved Unassigned Errands',
      'completed',
      'commented',
    ]);
    expect(page.entries[0]).toMatchObject({ kind: 'commented', text: 'Deposit paid.' });
    const me = (await owner.get(`${FN}/me`)).body.user;
    for (const entry of page.entries)
      expect(entry.authors).toEqual([{ kind: 'member', id: me.sub, name: me.name || owner.email }]);
    expect(page.nextCursor).toBeNull();

    // Two changes a page: the pages follow one another, newest first, and end.
    const first = await answered(owner.get(`${FN}/todoid/${todo.id}/activity?limit=2`));
    expect(story(first.entries)).toEqual(['completed', 'commented']);
    const second = await answered(
      owner.get(`${FN}/todoid/${todo.id}/activity?limit=2&cursor=${first.nextCursor}`),
    );
    expect(story(second.entries)).toEqual(['renamed Venue Book the venue', 'moved Unassigned Errands']);
    const third = await answered(
      owner.get(`${FN}/todoid/${todo.id}/activity?limit=2&cursor=${second.nextCursor}`),
    );
    expect(story(third.entries)).toEqual(['created Venue']);
    expect(third.nextCursor).toBeNull();
  });

  it('names a token by its name, is read by a viewer and a read token, not found by strangers', async () => {
    const owner = await signUp(app.url);
    const viewer = await signUp(app.url);
    await joinWorkspace(owner, viewer, 'viewer');
    const workspaceId = await currentWorkspaceId(owner);
    const todo = await answered(owner.post(`${FN}/todos`, { title: 'Caterer' }), 201);
    const path = `${FN}/todoid/${todo.id}/activity`;
    const zapier = await createToken(owner, { name: 'Zapier sync', workspaceId });
    await answered(
      createBearerClient(app.url, zapier.secret).put(path.replace('/activity', ''), { title: 'Cook' }),
    );

    const page = await answered(viewer.get(path));
    expect(story(page.entries)).toEqual(['created Caterer', 'renamed Caterer Cook']);
    expect(page.entries[0].authors).toEqual([{ kind: 'token', id: zapier.id, name: 'Zapier sync' }]);
    const reader = await createToken(owner, { scope: 'read', workspaceId });
    expect((await createBearerClient(app.url, reader.secret).get(path)).status).toBe(200);

    const stranger = await signUp(app.url);
    expect(await stranger.get(path)).toMatchObject({ status: 404, body: { error: 'Todo not found' } });
    const theirs = await createToken(stranger, {
      scope: 'read',
      workspaceId: await currentWorkspaceId(stranger),
    });
    expect((await createBearerClient(app.url, theirs.secret).get(path)).status).toBe(404);
    expect((await owner.get(`${path}?cursor=yesterday`)).status).toBe(400);
  });
});

describe('GET {fn}/kanban/cards/{id}/activity', () => {
  it('names the lanes a card moved between, one deleted since by its last title, and renames', async () => {
    const owner = await signUp(app.url);
    const board = await answered(owner.post(`${FN}/boards`, { title: 'Sprint' }), 201);
    const lanes = (await answered(owner.get(`${FN}/kanban-board-data?id=${board.id}`))).columns as Array<{
      id: string;
      title: string;
    }>;
    const doing = lanes.find((lane) => lane.title === 'In-Progress')!;
    const review = await answered(
      owner.post(`${FN}/kanban/columns`, { board_id: board.id, title: 'Review' }),
      201,
    );
    const card = await answered(
      owner.post(`${FN}/kanban/cards`, { board_id: board.id, column_id: 'new', title: 'Slides' }),
      201,
    );
    const moveTo = (column_id: string) =>
      answered(owner.patch(`${FN}/kanban/cards/${card.id}/move`, { column_id, position: 0 }));
    await moveTo(doing.id);
    await answered(owner.patch(`${FN}/kanban/cards/${card.id}`, { title: 'Deck', priority: 'high' }));
    await moveTo(review.id);
    await moveTo('done');
    await answered(owner.delete(`${FN}/kanban/columns/${review.id}?board_id=${board.id}`));

    const page = await answered(owner.get(`${FN}/kanban/cards/${card.id}/activity`));
    expect(story(page.entries)).toEqual([
      'created Slides',
      'lane New In-Progress',
      'edited',
      'renamed Slides Deck',
      'lane In-Progress Review',
      'lane Review Done',
    ]);
    expect(page.entries.find((entry: { kind: string }) => entry.kind === 'edited').fields).toEqual([
      'priority',
    ]);

    const stranger = await signUp(app.url);
    expect((await stranger.get(`${FN}/kanban/cards/${card.id}/activity`)).status).toBe(404);
  });
});
