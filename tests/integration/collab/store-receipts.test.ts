import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '@server/plugins/app/jobs/jobs-repository';
import { createProjector } from '@server/collab/projection/projector';
import { addTodo } from '@shared/schema/todo';
import { createTodoListDoc } from '@shared/schema/todolist';
import { FN, signUp } from '../../helpers/accounts';
import { changesOf, followJobs } from '../../helpers/linked-todos';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Two stores of one document whose steps cross: the second projects (and commits) before the first's
 * commit is told. Each commit runs the job that follows its own store, with the changes that store
 * recorded: not the later store's job before that store committed, nor the first store's job left to wait
 * for its lease.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a store whose commit is told after the next store of its document projected', () => {
  it('runs its own follow job, and the next store runs its own', async () => {
    const user = await signUp(app.url);
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    const name = `todolist:${listId}`;
    const { jobs } = app.app;
    const ran: JobRow[] = [];
    const projector = createProjector({
      repos: app.app.repos,
      clock: app.app.clock,
      jobs: {
        ...jobs,
        runOwn(job, known) {
          ran.push(job);
          jobs.runOwn(job, known);
        },
      },
    });
    const authors = () => [{ kind: 'system' as const }];
    const store = (document: ReturnType<typeof createTodoListDoc>) =>
      app.app.database.db.transaction().execute((trx) => projector.project(trx, name, document, authors));

    const document = createTodoListDoc({ title: 'Launch' });
    const first = addTodo(document, { title: 'Ship' })!;
    const firstReceipt = await store(document);
    const second = addTodo(document, { title: 'Announce' })!;
    const secondReceipt = await store(document);

    const itemsOf = async (job: JobRow) => {
      const { from, through } = job.payload as { from: string; through: string };
      return (await changesOf(app, name))
        .filter((row) => BigInt(row.id) >= BigInt(from) && BigInt(row.id) <= BigInt(through))
        .map((row) => row.item_id);
    };
    projector.committed!(name, document, firstReceipt);
    expect(ran).toHaveLength(1);
    expect(await itemsOf(ran[0]!)).toContain(first);
    expect(await itemsOf(ran[0]!)).not.toContain(second);
    projector.committed!(name, document, secondReceipt);
    expect(ran).toHaveLength(2);
    expect(await itemsOf(ran[1]!)).toEqual([second]);
    // Both jobs ran as their stores' own: none is left waiting for a lease.
    await expect.poll(async () => (await followJobs(app)).length, { timeout: 10_000 }).toBe(0);
  });
});
