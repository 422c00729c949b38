import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '@server/plugins/app/mail/mail-plugin';
import { FN, signUp, signUpVerified, uniqueEmail } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { createHttpClient, eventually } from '../../helpers/http';
import { startRejectingSmtpServer, startSmtpServer, unusedPort } from '../../helpers/smtp';
import { signUpMember } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const mailJobs = (app: TestApp) =>
  app.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail').execute();

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('mail as durable jobs', () => {
  it('sends a reset mail queued before the app stopped from the next app on the database, and the queue held no link', async () => {
    const clock = createTestClock(new Date());
    // The SMTP server is down: the mail's first attempt fails and the app stops before the next one.
    const port = await unusedPort();
    let app = await startTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const owner = await signUpVerified(app.url);
      const invitee = uniqueEmail('invitee');
      const invited = await owner.post(`${FN}/invitations`, { email: invitee, role: 'editor' });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const ownersLink = invited.body.inviteUrl as string;
      expect(
        (await createHttpClient(app.url).post(`${FN}/forgot-password`, { email: owner.email })).status,
      ).toBe(200);
      await app.app.jobs.runDue();
      const queued = await mailJobs(app);
      const types = queued.map((job) => (job.payload as { type: string }).type);
      expect(types).toEqual(expect.arrayContaining(['reset-password', 'invitation']));
      expect(queued.every((job) => job.attempts === 1 && job.last_error && !job.failed_at)).toBe(true);
      const stored = JSON.stringify(queued.map((job) => job.payload));

      await app.stop();
      smtp = await startSmtpServer(port);
      clock.advance(RETRY_DELAYS_MS[0]!);
      app = await app.restart();

      // Sent by the new app's own sweeps, nothing called.
      const sent = (to: string, path: string) => eventually(() => smtp!.linkTo(to, path), 20_000);
      const resetLink = await sent(owner.email, '/reset-password?token=');
      const inviteLink = await sent(invitee, '/invite?token=');
      const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
        token: tokenOf(resetLink),
        password: 'Recovered-pass-7',
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      // The invitation's mail has a link of its own; the owner's keeps working too.
      expect(tokenOf(inviteLink)).not.toBe(tokenOf(ownersLink));
      for (const link of [inviteLink, ownersLink]) {
        const preview = await createHttpClient(app.url).get(
          `${FN}/invitations/preview?token=${tokenOf(link)}`,
        );
        expect(preview).toMatchObject({ status: 200, body: { email: invitee } });
      }
      for (const token of [tokenOf(resetLink), tokenOf(inviteLink), tokenOf(ownersLink)]) {
        expect(stored).not.toContain(token);
      }
      // Sent jobs are gone; the owner's verification mail found the address verified and sent nothing.
      await eventually(async () => (await mailJobs(app)).length === 0, 20_000);
      expect(smtp.received.filter((mail) => mail.raw.includes('Confirm your e-mail'))).toEqual([]);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });

  it('mails a mention with a link to its page, composed when the job runs', async () => {
    const smtp = await startSmtpServer();
    const app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const owner = await signUp(app.url);
      const { member } = await signUpMember(app.url, owner);
      const todo = await owner.post(`${FN}/todos`, { title: 'Review copy' });
      expect(todo.status, JSON.stringify(todo.body)).toBe(201);
      const handle = member.email.split('@')[0]!.replace(/\./g, '-');
      const comment = { todoId: todo.body.id, comment: `@${handle} please look` };
      expect((await owner.post(`${FN}/todo-comments`, comment)).status).toBe(201);
      await app.app.jobs.runDue();
      const mention = smtp.received.find(
        (mail) => mail.to.includes(member.email) && mail.raw.includes('mentioned you in a comment'),
      );
      expect(mention?.raw).toContain('please look');
      expect(smtp.linkTo(member.email, '/todos')).toBe(`${app.url.replace('127.0.0.1', 'localhost')}/todos`);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  describe('tried again with due times from the app clock', () => {
    const clock = createTestClock(new Date());
    const lines: Array<{ level: number; msg: string; attempts?: number; job?: { kind: string } }> = [];
    let broken: Awaited<ReturnType<typeof startRejectingSmtpServer>>;
    let app: TestApp;
    beforeAll(async () => {
      broken = await startRejectingSmtpServer();
      const logTo = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      });
      app = await startTestApp({ clock, logTo, env: { SMTP_URL: broken.url, LOG_LEVEL: 'info' } });
    });
    afterAll(async () => {
      await app?.close();
      await broken?.close();
    });

    it('waits each delay of the clock between attempts, then keeps the mail as failed and logs it', async () => {
      const user = await signUp(app.url);
      await app.app.jobs.runDue();
      const attempts = () => broken.attempts.filter((to) => to === user.email).length;
      // The account's verification mail, the only mail of this app.
      const job = async () => (await mailJobs(app))[0]!;
      expect(attempts()).toBe(1);
      expect(await mailJobs(app)).toHaveLength(1);

      for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
        const before = await job();
        expect(before).toMatchObject({ attempts: index + 1, failed_at: null, claimed_by: null });
        expect(before.due_at.getTime()).toBe(clock.now().getTime() + delay);
        // Not due a moment before its time.
        clock.advance(delay - 1);
        await app.app.jobs.runDue();
        expect(attempts()).toBe(index + 1);
        clock.advance(1);
        await app.app.jobs.runDue();
        expect(attempts()).toBe(index + 2);
      }

      const failed = await job();
      expect(failed).toMatchObject({ attempts: RETRY_DELAYS_MS.length + 1, claimed_by: null });
      expect(failed.failed_at).toEqual(clock.now());
      expect(failed.last_error).toMatch(/Mailbox unavailable/);
      clock.advance(24 * 60 * 60 * 1000);
      await app.app.jobs.runDue();
      expect(attempts()).toBe(RETRY_DELAYS_MS.length + 1);
      const logged = lines.filter((line) => line.job?.kind === 'mail' && line.level >= 40);
      expect(logged.map((line) => line.level)).toEqual([40, 40, 40, 50]);
      expect(logged.at(-1)).toMatchObject({ attempts: RETRY_DELAYS_MS.length + 1 });
    });
  });
});
