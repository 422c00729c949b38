import { describe, expect, it } from 'vitest';
import { MAX_IN_FLIGHT } from '@server/plugins/app/jobs/job-runner';
import { FN, signUp } from '../../helpers/accounts';
import { createHttpClient, eventually } from '../../helpers/http';
import { startSilentSmtpServer } from '../../helpers/smtp';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Each job runs as soon as it is claimed, beside the jobs already running: a slow one (a mail to a relay
 * that never answers) holds back no other, and at most MAX_IN_FLIGHT run at once on an instance.
 */

const jobsOf = (app: TestApp, kind: string) =>
  app.database.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe('jobs running side by side', () => {
  it('moves a completed to-do’s card to Done while a mail waits on an SMTP server that never greets', async () => {
    const smtp = await startSilentSmtpServer();
    const app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const user = await signUp(app.url);
      expect(
        (await createHttpClient(app.url).post(`${FN}/forgot-password`, { email: user.email })).status,
      ).toBe(200);
      // The mails are in flight: the relay holds their connections and says nothing.
      await eventually(() => smtp.connections() > 0, 5_000);

      const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
      const todoId = (await user.post(`${FN}/todos`, { title: 'Ship' })).body.id as string;
      expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
      const lane = async () =>
        (await user.get(`/api/kanban-board-data?id=${boardId}`)).body.cards.find(
          (card: { linked_todo_id: string }) => card.linked_todo_id === todoId,
        )?.column_id as string | undefined;
      expect(await lane()).toBe('new');
      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);

      // Well before the mailer's 10 s greeting timeout.
      await eventually(async () => (await lane()) === 'done', 5_000);
      const mails = await jobsOf(app, 'mail');
      const types = mails.map((job) => (job.payload as { type: string }).type);
      expect(types).toContain('reset-password');
      expect(mails.every((job) => job.claimed_by !== null && job.last_error === null)).toBe(true);
    } finally {
      // Dropping the held connections ends the mails' attempts, so closing need not wait for them.
      await smtp.close();
      await app.close();
    }
  }, 30_000);

  it(`runs at most ${MAX_IN_FLIGHT} jobs at once, claiming the next only when one settles`, async () => {
    const app = await startTestApp();
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    app.app.jobs.register('test.held', async (payload) => {
      const { n } = payload as { n: number };
      started.push(n);
      await new Promise<void>((resolve) => releases.set(n, resolve));
    });
    const releaseAll = () => {
      for (const release of releases.values()) release();
    };
    try {
      for (let n = 0; n <= MAX_IN_FLIGHT; n += 1) await app.app.jobs.enqueue('test.held', { n });
      await eventually(() => started.length === MAX_IN_FLIGHT && releases.size === MAX_IN_FLIGHT, 10_000);
      // The one over the cap is not claimed: no lease of it runs while it waits.
      const rows = await jobsOf(app, 'test.held');
      expect(rows.filter((row) => row.claimed_by !== null)).toHaveLength(MAX_IN_FLIGHT);
      const waiting = rows.filter((row) => row.claimed_by === null);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ attempts: 0 });
      expect(started).not.toContain((waiting[0]!.payload as { n: number }).n);

      // One settles: the waiting job is claimed and runs.
      releases.get(started[0]!)!();
      await eventually(() => started.length === MAX_IN_FLIGHT + 1, 10_000);
      releaseAll();
      await eventually(() => releases.size === MAX_IN_FLIGHT + 1, 10_000);
      releaseAll();
      await app.app.jobs.runDue();
      expect(await jobsOf(app, 'test.held')).toEqual([]);
    } finally {
      releaseAll();
      await app.close();
    }
  }, 30_000);
});
