import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { bodyOf, nameVersion, restoreVersion } from '../../helpers/history';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A deleted item's comment thread outlives the day an undo can reach back while a kept version holds the
 * item: restoring that version brings the item back under its id, and the thread with it.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const dayLater = () => new Date(Date.now() + 25 * 60 * 60 * 1000);

async function listWithTodo(user: HttpClient, title: string) {
  const listId = (await bodyOf(user.post(`${FN}/todo-lists`, { title: 'Launch' }), 201)).id as string;
  const todoId = (await bodyOf(user.post(`${FN}/todos`, { title, list_id: listId }), 201)).id as string;
  await bodyOf(user.post(`${FN}/todo-comments`, { todoId, comment: `About ${title}` }), 201);
  return { listId, todoId, versions: `/api/documents/todolist/${listId}/versions` };
}

/** The to-do's thread as its item shows it. */
const threadOf = async (user: HttpClient, todoId: string) =>
  bodyOf<Array<{ body?: string; comment?: string }>>(user.get(`${FN}/todo-comments?todoId=${todoId}`));

describe('the thread of a deleted item', () => {
  it('is kept past the day while a version holds the item, and is back with it when that version is restored', async () => {
    const user = await signUp(app.url);
    const { todoId, versions } = await listWithTodo(user, 'Print the flyers');
    const version = await nameVersion(user, versions, 'With the flyers');
    await bodyOf(user.delete(`${FN}/todoid/${todoId}`));

    expect(await app.app.repos.comments.deleteOrphaned(dayLater())).toBe(0);
    await restoreVersion(user, versions, version.id);
    expect(await threadOf(user, todoId)).toHaveLength(1);
  });

  it('goes after the day when no version holds the item', async () => {
    const user = await signUp(app.url);
    const listId = (await bodyOf(user.post(`${FN}/todo-lists`, { title: 'Errands' }), 201)).id as string;
    const versions = `/api/documents/todolist/${listId}/versions`;
    // A version from before the to-do existed holds nothing of it.
    await nameVersion(user, versions, 'Empty');
    const todoId = (await bodyOf(user.post(`${FN}/todos`, { title: 'Call', list_id: listId }), 201))
      .id as string;
    await bodyOf(user.post(`${FN}/todo-comments`, { todoId, comment: 'Before noon' }), 201);
    await bodyOf(user.delete(`${FN}/todoid/${todoId}`));

    expect(await app.app.repos.comments.deleteOrphaned(new Date(0))).toBe(0);
    expect(await app.app.repos.comments.deleteOrphaned(dayLater())).toBe(1);
  });
});
