import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { appLink } from './links';
import { createMailTransport, type Mail } from './mailer';
import { composeMail, mailMessageSchema, type MailMessage } from './messages';

export const MAIL_JOB = 'mail';

/** Waits between attempts: a passing SMTP hiccup is ridden out, a lasting outage is logged soon. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

export interface Mailer {
  /**
   * Queues a mail as a durable job, inside the caller's transaction when `trx` is one: it goes out after
   * the caller has answered, survives a restart, and is tried RETRY_DELAYS_MS.length + 1 times; a failing
   * or slow SMTP server never delays or fails a request, nor tells a caller anything.
   */
  enqueue(message: MailMessage, trx?: Kysely<DB>): Promise<void>;
  /** Hands a composed mail to SMTP or the log (the job's last step); rejects when SMTP refuses it. */
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail as durable jobs: the job composes the mail when it runs, making its single-use link then, so a
 * queued mail holds no working link. Links point at the server's own address without PUBLIC_URL, so
 * mail jobs wait until the server listens.
 */
export default fp(async function mail(app: FastifyInstance) {
  const transport = createMailTransport({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    logger: app.log as never,
  });
  const mailer: Mailer = {
    async enqueue(message, trx) {
      await app.jobs.enqueue(MAIL_JOB, mailMessageSchema.parse(message), {}, trx);
    },
    send: (composed) => transport.send(composed),
  };
  const deps = {
    repos: app.repos,
    clock: app.clock,
    link: (page: string, query?: Record<string, string>) => appLink(app, page, query),
  };
  app.jobs.register(
    MAIL_JOB,
    async (payload) => {
      const composed = await composeMail(deps, mailMessageSchema.parse(payload));
      // Through the decorated mailer, so that what wraps it (the tests' mailbox) sees every mail.
      if (composed) await app.mailer.send(composed);
    },
    { retryDelaysMs: RETRY_DELAYS_MS, afterListen: !app.config.PUBLIC_URL },
  );
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport.close());
});
