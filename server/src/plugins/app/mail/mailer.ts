import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, written to the log when there is no SMTP server. */
  link?: string;
}

export interface Mailer {
  /**
   * Sends the mail in the background, after the caller has answered: a failing or slow SMTP server never
   * delays or fails a request, nor tells a caller anything. Tries RETRY_DELAYS_MS.length + 1 times; a
   * mail that never goes out is logged.
   */
  deliver(mail: Mail): void;
  /** Resolves once every mail handed to deliver() so far has been sent or given up. */
  idle(): Promise<void>;
  /** Drops pending retries and closes the SMTP connections. */
  close(): void;
}

/** Waits between attempts: a passing SMTP hiccup is ridden out, a lasting outage is logged soon. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

/**
 * Sends through SMTP when SMTP_URL is set. Without it the mail, link included, goes to the server log,
 * so that a local install can still verify addresses, reset passwords and invite people.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  retryDelaysMs?: number[];
}): Mailer {
  const { logger } = options;
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const pending = new Set<Promise<void>>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  async function sendOnce(mail: Mail) {
    if (!transport) {
      logger.info(
        { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
        `E-mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`,
      );
      return;
    }
    await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = { timer: setTimeout(() => (timers.delete(entry), resolve()), ms), resolve };
      entry.timer.unref();
      timers.add(entry);
    });
  }

  async function sendWithRetries(mail: Mail) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sendOnce(mail);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay !== undefined && !closed) {
          logger.warn({ err: error, mail: { to: mail.to }, attempt: attempt + 1 }, 'E-mail failed; retrying');
          await wait(delay);
        }
        if (delay === undefined || closed) {
          logger.error(
            { err: error, mail: { to: mail.to, subject: mail.subject }, attempts: attempt + 1 },
            'E-mail could not be sent',
          );
          return;
        }
      }
    }
  }

  return {
    deliver(mail) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendWithRetries(mail))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close() {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
      transport?.close();
    },
  };
}
