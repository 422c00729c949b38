import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A to-do that moves to another list or to the inbox keeps its id, and the change record says it moved:
 * each of the two documents records `moved`, naming the document it left and the one it joined, rather
 * than a deletion in one and a creation in the other; what follows the move (the linked card, list
 * progress) sees a completion changed on the way.
 */
describe('a to-do moved between lists in the change record', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const changesOf = (itemId: string) =>
    app.app.database.db
      .selectFrom('document_changes')
      .select(['document_name', 'action', 'fields', 'authors'])
      .where('item_id', '=', itemId)
      .orderBy('id')
      .execute();

  it('records moved in the list it left and the one it joined, with the completion it changed', async () => {
    const user = await signUp(app.url);
    const from = (await user.post(`${FN}/todo-lists`, { title: 'Backlog' })).body.id as string;
    const to = (await user.post(`${FN}/todo-lists`, { title: 'This week' })).body.id as string;
    const todoId = (await user.post(`${FN}/todos`, { title: 'Ship', list_id: from })).body.id as string;
    const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
    expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
    await app.app.jobs.runDue();
    const before = (await changesOf(todoId)).length;

    const moved = await user.put(`${FN}/todoid/${todoId}`, { list_id: to, completed: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const rows = await eventually(async () => {
      const all = (await changesOf(todoId)).slice(before);
      return all.length >= 2 && all;
    });
    const between = { previous: `todolist:${from}`, value: `todolist:${to}` };
    expect(rows.map((row) => [row.document_name, row.action])).toEqual([
      [`todolist:${to}`, 'moved'],
      [`todolist:${from}`, 'moved'],
    ]);
    expect(rows[0]!.fields).toMatchObject({
      document_name: between,
      completed: { previous: false, value: true },
    });
    expect(rows[1]!.fields).toEqual({ document_name: between });
    expect(rows.every((row) => (row.authors as Array<{ kind: string }>)[0]?.kind === 'member')).toBe(true);

    // The completion changed on the way is followed: the linked card goes to Done.
    await eventually(async () => {
      const board = await user.get(`/api/kanban-board-data?id=${boardId}`);
      const card = (board.body.cards as Array<{ linked_todo_id: string; column_id: string }>).find(
        (row) => row.linked_todo_id === todoId,
      );
      return card?.column_id === 'done';
    }, 10_000);

    // To the inbox, the inbox being a document of the workspace like any list.
    const workspaceId = await currentWorkspaceId(user);
    const count = (await changesOf(todoId)).length;
    expect((await user.put(`${FN}/todoid/${todoId}`, { list_id: null })).status).toBe(200);
    const toInbox = await eventually(async () => {
      const all = (await changesOf(todoId)).slice(count);
      return all.length >= 2 && all;
    });
    expect(toInbox.map((row) => [row.document_name, row.action])).toEqual([
      [`inbox:${workspaceId}`, 'moved'],
      [`todolist:${to}`, 'moved'],
    ]);
  });
});
