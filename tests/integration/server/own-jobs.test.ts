import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OWN_JOB_LEASE_MS } from '@server/plugins/app/jobs/job-runner';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const jobsOf = (app: FastifyInstance, kind: string) =>
  app.database.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

/**
 * A job its enqueuer runs itself (a store's follow job): added claimed inside the enqueuer's transaction,
 * run by it once that commits without a claim, and left to the sweep of any instance only when its short
 * lease runs out (its instance died between the commit and the run).
 */
describe('a job its enqueuer runs itself', () => {
  const clock = createTestClock(new Date());
  let app: TestApp;
  const ran: Array<{ name: string; known: unknown }> = [];
  beforeAll(async () => {
    app = await startTestApp({ clock });
    app.app.jobs.register('test.own', async (payload, job) => {
      ran.push({ name: (payload as { name: string }).name, known: job.known });
    });
  });
  afterAll(() => app?.close());

  const enqueued = (name: string) =>
    app.app.database.db.transaction().execute((trx) => app.app.jobs.enqueueOwn('test.own', { name }, trx));

  it('runs once its transaction committed, with what the enqueuer knew, and is deleted', async () => {
    const job = await enqueued('at once');
    expect(job).toMatchObject({ attempts: 1, claimed_by: expect.any(String) });
    app.app.jobs.runOwn(job, { rows: 3 });
    // Nothing is claimed: runDue only waits for the job in flight.
    await app.app.jobs.runDue();
    expect(ran).toEqual([{ name: 'at once', known: { rows: 3 } }]);
    expect(await jobsOf(app.app, 'test.own')).toEqual([]);
  });

  it('is run by a sweep, from its payload alone, only once its lease has run out', async () => {
    ran.length = 0;
    await enqueued('orphan');
    // Its enqueuer died before running it: no sweep takes it while the lease holds.
    await app.app.jobs.runDue();
    expect(ran).toEqual([]);
    clock.advance(OWN_JOB_LEASE_MS);
    await app.app.jobs.runDue();
    expect(ran).toEqual([{ name: 'orphan', known: undefined }]);
    expect(await jobsOf(app.app, 'test.own')).toEqual([]);
  });

  it('follows a REST write with a job claimed by the instance that stored it', async () => {
    const user = await signUp(app.url);
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    await app.app.jobs.runDue();
    // The queue stopped, the store's job stays as the store left it.
    await app.app.jobs.stop();
    expect((await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId })).status).toBe(201);
    const [job, ...others] = await jobsOf(app.app, 'changes.follow');
    expect(others).toEqual([]);
    expect(job).toMatchObject({ attempts: 1, claimed_by: expect.any(String) });
    expect(job!.claimed_until!.getTime() - clock.now().getTime()).toBe(OWN_JOB_LEASE_MS);
  });
});
