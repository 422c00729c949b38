import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { holdNextCallWhere } from '../../helpers/held-calls';
import { eventually } from '../../helpers/http';
import { followJobs, linkedTodo } from '../../helpers/linked-todos';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The job following a to-do's completion that runs late, after its card was moved into Done and out again
 * by a person: it leaves the card where the person put it, and the to-do follows the card's last move,
 * instead of the old completion pulling the card back into Done and the to-do with it.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a late job following a linked to-do', () => {
  it('never undoes a card moved after the change it follows', async () => {
    const user = await signUp(app.url);
    const { boardId, todoId } = await linkedTodo(app, user);
    const card = async () =>
      (
        (await user.get(`/api/kanban-board-data?id=${boardId}`)).body.cards as Array<{
          id: string;
          linked_todo_id: string;
          column_id: string;
        }>
      ).find((each) => each.linked_todo_id === todoId)!;
    const cardId = (await card()).id;
    const completed = async () => (await user.get(`${FN}/todoid/${todoId}`)).body.completed as boolean;
    // Every job done and its row gone: no change left to follow.
    const settled = () =>
      eventually(async () => {
        await app.app.jobs.runDue();
        return (await followJobs(app)).length === 0;
      }, 10_000);

    // The job following the completion stops where it reads the to-do's cards.
    const late = holdNextCallWhere(
      app.app.repos.boards,
      'cardsLinkedTo',
      (ids) => Array.isArray(ids) && ids.includes(todoId),
    );
    try {
      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
      await late.reached;
      // Meanwhile a person moves the card into Done and takes it out again: the to-do reopens.
      for (const status of ['done', 'open']) {
        const moved = await user.patch(`/api/kanban/cards/${cardId}`, { status });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      await eventually(async () => (await completed()) === false, 10_000);
      late.open();
      await settled();
    } finally {
      late.restore();
    }
    expect((await card()).column_id).toBe('new');
    expect(await completed()).toBe(false);
  });
});
