import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeAction } from '@server/db/schema';
import { OWN_JOB_LEASE_MS } from '@server/plugins/app/jobs/job-runner';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { currentWorkspaceId } from '../../helpers/documents';
import { sameSessionAt } from '../../helpers/http';
import { serverProcesses } from '../../helpers/server-process';
import { holdStoreLock, storesWaiting } from '../../helpers/store-lock';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Two instances on one PostgreSQL schema and one Redis. One stores a to-do's completion and dies before
 * what follows the store is done; the other, running all along, takes the job over once the dead one's
 * lease has run out by its clock, and the linked card, the data version and the change record end as if
 * nothing had happened.
 */

const missing = !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL;
const servers = serverProcesses();

describe.skipIf(missing)('an instance killed between a store and what follows it', () => {
  const clock = createTestClock(new Date());
  let survivor: TestApp | undefined;
  afterAll(async () => {
    await servers.stopAll();
    await survivor?.close();
  });

  it('loses nothing: the other instance follows the store once the lease runs out', async () => {
    survivor = await startTestApp({ clock, env: { REDIS_URL: process.env.REDIS_URL! } });
    const { db } = survivor.app.database;
    // The instance that dies: a server process of its own on the same schema and Redis.
    const doomed = await servers.start({ ...survivor.env, PORT: '0', LOG_LEVEL: 'info' });
    // Signed up on the survivor, whose clock starts the trial; everything is written through the other.
    const user = await signUp(survivor.url);
    const workspaceId = await currentWorkspaceId(user);
    const writer = sameSessionAt(doomed.url, user);
    const boardId = (await writer.post('/api/boards', { title: 'Sprint' })).body.id as string;
    const listId = (await writer.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    const todo = await writer.post(`${FN}/todos`, { title: 'Ship', list_id: listId });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    const todoId = todo.body.id as string;
    expect((await writer.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
    const lane = async () =>
      (
        (await user.get(`/api/kanban-board-data?id=${boardId}`)).body.cards as Array<{
          linked_todo_id: string;
          column_id: string;
        }>
      ).find((card) => card.linked_todo_id === todoId)?.column_id;
    expect(await lane()).toBe('new');
    const changes = (documentName: string, itemId: string, action: ChangeAction) =>
      db
        .selectFrom('document_changes')
        .select('id')
        .where('document_name', '=', documentName)
        .where('item_id', '=', itemId)
        .where('action', '=', action)
        .execute();
    const redis = new Redis(process.env.REDIS_URL!);
    const versionKey = `mindlane:${survivor.env.DATABASE_SCHEMA}:data-version:${workspaceId}`;
    try {
      // The board's row held as a store holds it: the job following the to-do's store, on the instance
      // that stored, waits to move the card.
      const board = await holdStoreLock(db, `board:${boardId}`);
      try {
        const completed = await writer.put(`${FN}/todoid/${todoId}`, { completed: true });
        expect(completed.status, JSON.stringify(completed.body)).toBe(200);
        await storesWaiting(db, 1);
        doomed.child.kill('SIGKILL');
        await doomed.exited;
      } finally {
        await board.release();
      }
      const versionAtDeath = await redis.get(versionKey);
      const [job, ...others] = await db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'changes.follow')
        .execute();
      expect(others).toEqual([]);
      expect(job).toMatchObject({ payload: { documentName: `todolist:${listId}` }, failed_at: null });
      expect(job!.claimed_by).not.toBeNull();

      // Before the lease has run out by the survivor's clock, the job is still the dead instance's.
      await survivor.app.jobs.runDue();
      expect(await lane()).toBe('new');
      expect(await redis.get(versionKey)).toBe(versionAtDeath);

      // The survivor's clock moves past the lease (OWN_JOB_LEASE_MS from the store), not the test's time.
      expect(job!.claimed_until!.getTime() - job!.due_at.getTime()).toBe(OWN_JOB_LEASE_MS);
      clock.set(new Date(job!.claimed_until!.getTime() + 1_000));
      await survivor.app.jobs.runDue();
      expect(await lane()).toBe('done');
      expect(await redis.get(versionKey)).not.toBe(versionAtDeath);
      expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'changes.follow').execute()).toEqual(
        [],
      );
      // Each change recorded once: the completion by the dead instance, the card's move by the survivor.
      expect(await changes(`todolist:${listId}`, todoId, 'completed')).toHaveLength(1);
      const cardMoves = await db
        .selectFrom('document_changes')
        .select('id')
        .where('document_name', '=', `board:${boardId}`)
        .where('item_kind', '=', 'card')
        .where('action', '=', 'moved')
        .execute();
      expect(cardMoves).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  }, 120_000);
});
