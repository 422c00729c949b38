import pg from 'pg';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, sameSessionAt } from '../../helpers/http';
import { serverProcesses } from '../../helpers/server-process';
import { startTestApp } from '../../helpers/test-app';

/**
 * What follows a store (the linked to-do and card rule, data versions) is a durable job the store enqueues
 * in its own transaction: a server process killed after the store committed, while it was following the
 * changes, loses none of it; the next instance runs the job once the dead one's lease has run out.
 */

const servers = serverProcesses();
afterEach(() => servers.stopAll());

describe('a job following changes run again', () => {
  it('changes nothing the first run did not, and never undoes a newer change', async () => {
    const app = await startTestApp();
    try {
      const { db } = app.app.database;
      const user = await signUp(app.url);
      const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
      const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
      const todoId = (await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId })).body.id as string;
      expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
      const lane = async () =>
        (await user.get(`/api/kanban-board-data?id=${boardId}`)).body.cards.find(
          (card: { linked_todo_id: string }) => card.linked_todo_id === todoId,
        )?.column_id as string | undefined;
      const boardChanges = async () =>
        (
          await db
            .selectFrom('document_changes')
            .select('id')
            .where('document_name', '=', `board:${boardId}`)
            .execute()
        ).length;

      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
      await eventually(async () => (await lane()) === 'done', 10_000);
      await app.app.jobs.runDue();
      const completed = await db
        .selectFrom('document_changes')
        .select(['id', 'workspace_id'])
        .where('document_name', '=', `todolist:${listId}`)
        .where('item_id', '=', todoId)
        .where('action', '=', 'completed')
        .executeTakeFirstOrThrow();
      const again = async () => {
        const range = { from: String(completed.id), through: String(completed.id) };
        const payload = { documentName: `todolist:${listId}`, workspaceId: completed.workspace_id, ...range };
        await app.app.jobs.enqueue('changes.follow', payload);
        await app.app.jobs.runDue();
      };

      // Run again at once: the card is in Done already, and nothing is written.
      const before = await boardChanges();
      await again();
      expect(await lane()).toBe('done');
      expect(await boardChanges()).toBe(before);

      // Run again after the to-do was reopened (its card back in New): the old change is not followed.
      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: false })).status).toBe(200);
      await eventually(async () => (await lane()) === 'new', 10_000);
      await app.app.jobs.runDue();
      await again();
      expect(await lane()).toBe('new');
      expect((await user.get(`${FN}/todoid/${todoId}`)).body.completed).toBe(false);
    } finally {
      await app.close();
    }
  }, 60_000);
});

const missing = !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL;

describe.skipIf(missing)('following a store after its instance is killed (PostgreSQL and Redis)', () => {
  it('moves the linked card and bumps the data version on the next instance', async () => {
    const env: Record<string, string> = await servers.ownDatabaseEnv({ REDIS_URL: process.env.REDIS_URL! });
    const schema = env.DATABASE_SCHEMA!;
    const first = await servers.start(env);
    const user = await signUp(first.url);
    const workspaceId = await currentWorkspaceId(user);
    const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    const todoId = (await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId })).body.id as string;
    expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
    const laneOfCard = async (url: string) => {
      const board = await sameSessionAt(url, user).get(`/api/kanban-board-data?id=${boardId}`);
      return (board.body.cards as Array<{ linked_todo_id: string; column_id: string }>).find(
        (card) => card.linked_todo_id === todoId,
      )?.column_id;
    };
    expect(await laneOfCard(first.url)).toBe('new');

    const database = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    const redis = new Redis(process.env.REDIS_URL!);
    await database.connect();
    try {
      // The board's store lock held: the rule that follows the to-do's store waits in the card's store.
      await database.query('begin');
      await database.query('select name from documents where name = $1 for no key update', [
        `board:${boardId}`,
      ]);
      const holder = (await database.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const completed = await user.put(`${FN}/todoid/${todoId}`, { completed: true });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await watcher.connect();
      try {
        await eventually(async () => {
          const { rows } = await watcher.query<{ waiting: number }>(
            'select count(*)::int as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
            [holder],
          );
          return rows[0]!.waiting === 1;
        }, 20_000);
      } finally {
        await watcher.end();
      }
      const versionKey = `mindlane:${schema}:data-version:${workspaceId}`;
      const versionBefore = await redis.get(versionKey);

      // The instance dies between the store and what follows it.
      first.child.kill('SIGKILL');
      await first.exited;
      await database.query('commit');
      // Its claim on the job lapses as its lease would (5 minutes later).
      await database.query(
        `update jobs set claimed_until = now() - interval '1 second' where claimed_by is not null`,
      );

      const second = await servers.start(env);
      await eventually(async () => (await laneOfCard(second.url)) === 'done', 20_000);
      expect(await redis.get(versionKey)).not.toBe(versionBefore);
      // Done jobs are deleted: nothing is left to follow.
      await eventually(async () => {
        const { rows } = await database.query<{ left: number }>(
          `select count(*)::int as left from jobs where kind = 'changes.follow'`,
        );
        return rows[0]!.left === 0;
      }, 20_000);
    } finally {
      await database.query('rollback').catch(() => undefined);
      await database.end();
      redis.disconnect();
    }
  }, 90_000);
});
