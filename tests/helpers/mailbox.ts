import type { FastifyInstance } from 'fastify';
import type { Mail } from '@server/plugins/app/mail/mailer';

interface Mailbox {
  mails: Mail[];
  /** The apps whose mails land here: one, or two instances on one database. */
  apps: FastifyInstance[];
}

/** The mails each running test app sent (to SMTP or its log), by the first app's URL. */
const mailboxes = new Map<string, Mailbox>();

/**
 * Keeps every mail `app` sends from now on (it still sends or logs them), under `baseUrl`. Another
 * instance on the same database adds itself to the first one's mailbox: either may send a queued mail.
 */
export function recordMails(baseUrl: string, app: FastifyInstance): void {
  const mailbox = mailboxes.get(baseUrl) ?? { mails: [], apps: [] };
  mailboxes.set(baseUrl, mailbox);
  mailbox.apps.push(app);
  const send = app.mailer.send.bind(app.mailer);
  app.mailer.send = (mail) => {
    mailbox.mails.push(mail);
    return send(mail);
  };
}

export function forgetMails(baseUrl: string): void {
  mailboxes.delete(baseUrl);
}

/**
 * The link to `path` in the latest mail the test app at `baseUrl` sent to `to`, if any, once every mail
 * queued so far that is due has been tried (mails are jobs, and make their links when sent).
 */
export async function latestLink(baseUrl: string, to: string, path: string): Promise<string | undefined> {
  const mailbox = mailboxes.get(baseUrl);
  if (!mailbox) return undefined;
  await Promise.all(mailbox.apps.map((app) => app.jobs.runDue()));
  return mailbox.mails.findLast(
    (mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.link?.includes(path),
  )?.link;
}

/** The latest mail the test app at `baseUrl` sent to `to`, once every due mail has been tried. */
export async function latestMail(baseUrl: string, to: string): Promise<Mail | undefined> {
  const mailbox = mailboxes.get(baseUrl);
  if (!mailbox) return undefined;
  await Promise.all(mailbox.apps.map((app) => app.jobs.runDue()));
  return mailbox.mails.findLast((mail) => mail.to.toLowerCase() === to.toLowerCase());
}
