import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { holdNextCall } from '../../helpers/held-calls';
import { eventually } from '../../helpers/http';
import { changesOf, followJobs, linkedTodo } from '../../helpers/linked-todos';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A document deleted after a REST route or the job following a store found it, before they open it: the
 * write answers 404 and the job passes over it, as had they come a moment later (not a 500, not a retry).
 */

const clock = createTestClock(new Date());
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

describe('deleting a board while the job following a linked to-do waits to move its card', () => {
  it('ends the job at once, without a failure or a retry', async () => {
    const user = await signUp(app.url);
    const { boardId, todoId, board } = await linkedTodo(app, user);
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
      const left = await followJobs(app);
      expect(left.filter((job) => job.last_error !== null || job.failed_at !== null)).toEqual([]);
      return left.length === 0;
    }, 10_000);
    expect(await changesOf(app, board)).toEqual([]);
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
    expect(await changesOf(app, `mindmap:${mapId}`)).toEqual([]);
  });
});
