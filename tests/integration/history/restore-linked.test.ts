import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { bodyOf, nameVersion, restoreVersion } from '../../helpers/history';
import type { HttpClient } from '../../helpers/http';
import { linkedTodo } from '../../helpers/linked-todos';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A restore is an edit like any other: the linked to-do and card rule follows what it wrote, and what the
 * rule writes in the other document is a version of that document by the system.
 */

const MINUTE = 60_000;
const clock = createTestClock(new Date());
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const todoOf = (user: HttpClient, todoId: string) =>
  bodyOf<{ title: string; completed: boolean }>(user.get(`${FN}/todoid/${todoId}`));

describe('restoring a board whose card is linked to a to-do', () => {
  it('completes the to-do of a card it puts back in Done, renames it, and the list’s version is by the system', async () => {
    const user = await signUp(app.url);
    const { boardId, listId, todoId } = await linkedTodo(app, user);
    const card = `todo-${todoId}`;
    const move = (column_id: string) =>
      bodyOf(user.patch(`/api/kanban/cards/${card}/move`, { column_id, position: 0 }));
    await move('done');
    await app.app.jobs.runDue();
    expect(await todoOf(user, todoId)).toMatchObject({ title: 'Ship', completed: true });
    const versions = `/api/documents/board/${boardId}/versions`;
    const version = await nameVersion(user, versions, 'Done');

    await move('new');
    await bodyOf(user.patch(`/api/kanban/cards/${card}`, { title: 'Ship it' }));
    await app.app.jobs.runDue();
    expect(await todoOf(user, todoId)).toMatchObject({ title: 'Ship it', completed: false });
    // The list's edits so far are cut into versions of their own.
    clock.advance(MINUTE);
    const listVersions = `/api/documents/todolist/${listId}/versions`;
    const before = (await bodyOf(user.get(listVersions))).versions as Array<{ id: string }>;

    await restoreVersion(user, versions, version.id);
    await app.app.jobs.runDue();
    expect(await todoOf(user, todoId)).toMatchObject({ title: 'Ship', completed: true });
    clock.advance(MINUTE);
    const after = (await bodyOf(user.get(listVersions))).versions as Array<{
      id: string;
      authors: Array<{ kind: string }>;
      summary: Record<string, number>;
    }>;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.authors).toEqual([{ kind: 'system', id: null, name: 'Mindlane' }]);
    expect(after[0]!.summary).toMatchObject({ 'todo.completed': 1, 'todo.renamed': 1 });
  });
});
