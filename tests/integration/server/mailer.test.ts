import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@server/plugins/app/mail/mailer';
import { startRejectingSmtpServer } from '../../helpers/smtp';

let smtp: Awaited<ReturnType<typeof startRejectingSmtpServer>>;
beforeAll(async () => {
  smtp = await startRejectingSmtpServer();
});
afterAll(() => smtp?.close());

describe('mailer', () => {
  it('tries a refused mail again, then logs that it could not be sent, without throwing', async () => {
    const lines: Array<{ level: number; msg: string; attempts?: number }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Mindlane <no-reply@mindlane.local>',
      logger: pino({ level: 'info' }, sink),
      retryDelaysMs: [20, 20],
    });
    try {
      mailer.deliver({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });
      await mailer.idle();
      expect(smtp.attempts.filter((to) => to === 'someone@example.com')).toHaveLength(3);
      const failure = lines.find((line) => line.msg === 'E-mail could not be sent');
      expect(failure).toMatchObject({ level: 50, attempts: 3 });
      expect(lines.filter((line) => line.msg === 'E-mail failed; retrying')).toHaveLength(2);
    } finally {
      mailer.close();
    }
  });
});
