import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JOB_LEASE_MS, MAX_IN_FLIGHT } from '@server/plugins/app/jobs/job-runner';
import { STALE_RUNS_JOB } from '@server/plugins/app/ai/stale-runs';
import { createTestClock } from '../../helpers/clock';
import { eventually } from '../../helpers/http';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';

const jobsOf = (app: FastifyInstance, kind: string) =>
  app.database.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe('the job queue', () => {
  const clock = createTestClock(new Date());
  let app: TestApp;
  const ran: string[] = [];
  beforeAll(async () => {
    app = await startTestApp({ clock });
    app.app.jobs.register('test.lease', async (payload) => {
      ran.push((payload as { name: string }).name);
    });
  });
  afterAll(() => app?.close());

  it('claims again a job whose instance died once its lease has run out, and deletes it when done', async () => {
    const dueAt = new Date(clock.now().getTime() + 1_000);
    const id = await app.app.jobs.enqueue('test.lease', { name: 'orphan' }, { dueAt });
    // As an instance that claimed it when it fell due and then died would have left it.
    await app.database.db
      .updateTable('jobs')
      .set({
        due_at: clock.now(),
        claimed_by: 'dead-instance',
        claimed_until: new Date(clock.now().getTime() + JOB_LEASE_MS),
        attempts: 1,
      })
      .where('id', '=', id)
      .execute();
    await app.app.jobs.runDue();
    expect(ran).not.toContain('orphan');
    clock.advance(JOB_LEASE_MS);
    await app.app.jobs.runDue();
    expect(ran.filter((name) => name === 'orphan')).toHaveLength(1);
    expect(await jobsOf(app.app, 'test.lease')).toEqual([]);
  });

  it('runs a job due later only once the app clock reaches it', async () => {
    await app.app.jobs.enqueue(
      'test.lease',
      { name: 'later' },
      { dueAt: new Date(clock.now().getTime() + 60_000) },
    );
    await app.app.jobs.runDue();
    expect(ran).not.toContain('later');
    clock.advance(60_000);
    await app.app.jobs.runDue();
    expect(ran).toContain('later');
  });

  it('keeps one row for the AI stale-run sweep, due again a stale period after it ran', async () => {
    const [row, ...others] = await jobsOf(app.app, STALE_RUNS_JOB);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ key: STALE_RUNS_JOB, attempts: 0, failed_at: null, claimed_by: null });
    expect(row!.due_at.getTime()).toBeGreaterThan(clock.now().getTime() - 60_000);
  });
});

describe('closing the app', () => {
  it('lets a job in flight finish, starts none after, and the next app finds it done', async () => {
    let app = await startTestApp();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const register = (instance: FastifyInstance) =>
      instance.jobs.register('test.slow', async (payload) => {
        started.push((payload as { name: string }).name);
        if (started.length === 1) await released;
      });
    try {
      register(app.app);
      await app.app.jobs.enqueue('test.slow', { name: 'in flight' });
      await eventually(() => started.length === 1, 20_000);
      let closed = false;
      const closing = app.stop().then(() => (closed = true));
      // Enqueued while closing: kept for the next app, not started by this one.
      await app.app.jobs.enqueue('test.slow', { name: 'after close' });
      expect(await app.app.jobs.runDue()).toBe(0);
      expect(closed).toBe(false);
      release();
      await closing;
      expect(started).toEqual(['in flight']);

      app = await app.restart();
      register(app.app);
      await app.app.jobs.runDue();
      expect(started).toEqual(['in flight', 'after close']);
      expect(await jobsOf(app.app, 'test.slow')).toEqual([]);
    } finally {
      release();
      await app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'jobs on two instances sharing one PostgreSQL schema',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof startAnotherInstance>>;
    const runs = new Map<string, string[]>();
    beforeAll(async () => {
      first = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
      second = await startAnotherInstance(first);
      for (const [name, instance] of [
        ['first', first.app],
        ['second', second.app],
      ] as const) {
        instance.jobs.register('test.once', async (payload) => {
          const { n } = payload as { n: number };
          runs.set(String(n), [...(runs.get(String(n)) ?? []), name]);
          // Held until both instances are running jobs: the claims overlap.
          const both = () => new Set([...runs.values()].flat()).size === 2;
          await eventually(both, 10_000);
        });
      }
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('runs each job once though both instances sweep at the same time', async () => {
      // More than one instance runs at once: the first, woken by each enqueue, leaves the rest to the second.
      const count = MAX_IN_FLIGHT + 30;
      for (let n = 0; n < count; n += 1) await first.app.jobs.enqueue('test.once', { n });
      await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      expect([...runs.keys()].sort()).toEqual(Array.from({ length: count }, (_, n) => String(n)).sort());
      expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
      expect(new Set([...runs.values()].flat())).toEqual(new Set(['first', 'second']));
      expect(await jobsOf(first.app, 'test.once')).toEqual([]);
      // The AI stale-run sweep, scheduled by both at start-up, is one row.
      expect(await jobsOf(first.app, STALE_RUNS_JOB)).toHaveLength(1);
    });
  },
);
