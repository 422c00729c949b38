import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { holdNextCall } from '../../helpers/held-calls';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A document deleted after a REST route or the job following a store found it, before they open it: the
 * write answers 404 and the job passes over it, as had they come a moment later (not a 500, not a retry).
 */

const FOLLOW = 'changes.follow';
const clock = createTestClock(new Date());
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

const db = () => app.app.database.db;

const changesOf = (documentName: string) =>
  db().selectFrom('document_changes').selectAll().where('document_name', '=', documentName).execute();

const followJobs = () => db().selectFrom('jobs').selectAll().where('kind', '=', FOLLOW).execute();

/** A list with a to-do sent to a board as a card. */
async function linkedTodo(user: HttpClient) {
  const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
  const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
  const todo = await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId });
  expect(todo.status, JSON.stringify(todo.body)).toBe(201);
  const todoId = todo.body.id as string;
  expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
  await app.app.jobs.runDue();
  return { boardId, listId, todoId, list: `todolist:${listId}`, board: `board:${boardId}` };
}

describe('deleting a board while the job following a linked to-do waits to move its card', () => {
  it('ends the job at once, without a failure or a retry', async () => {
    const user = await signUp(app.url);
    const { boardId, todoId, board } = await linkedTodo(user);
    const move = holdNextCall(app.app.documents, 'withDocument', board);
    try {
      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
      await move.reached;
      const deleted = await user.delete(`/api/boards?id=${boardId}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      move.open();
      await app.app.jobs.runDue();
    } finally {
      move.restore();
    }
    // Done and deleted on its first attempt: a retry would leave its row due later by the test clock, which
    // stands still, with its error. A store the delete causes after runDue (the list's) is followed too; its
    // job's row goes with the next store's statement or a second later: waited for, never with an error.
    await eventually(async () => {
      const left = await followJobs();
      expect(left.filter((job) => job.last_error !== null || job.failed_at !== null)).toEqual([]);
      return left.length === 0;
    }, 10_000);
    expect(await changesOf(board)).toEqual([]);
  });
});

describe('a REST write whose document is deleted after its route found it', () => {
  it('answers 404, as had it come a moment later', async () => {
    const user = await signUp(app.url);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
    const write = holdNextCall(app.app.documents, 'withDocument', `mindmap:${mapId}`);
    try {
      const adding = user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Venue', x: 0, y: 0 });
      await write.reached;
      expect((await user.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
      write.open();
      const added = await adding;
      expect(added.status, JSON.stringify(added.body)).toBe(404);
    } finally {
      write.restore();
    }
    expect(await changesOf(`mindmap:${mapId}`)).toEqual([]);
  });
});
