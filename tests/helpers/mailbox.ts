import type { Mail, Mailer } from '@server/plugins/app/mail/mailer';

/** The mails each running test app handed to its mailer, by the app's URL. */
const mailboxes = new Map<string, Mail[]>();

/** Keeps every mail `mailer` is handed from now on (it still sends or logs them), under `baseUrl`. */
export function recordMails(baseUrl: string, mailer: Mailer): Mail[] {
  const mails: Mail[] = [];
  const deliver = mailer.deliver.bind(mailer);
  mailer.deliver = (mail) => {
    mails.push(mail);
    deliver(mail);
  };
  mailboxes.set(baseUrl, mails);
  return mails;
}

export function forgetMails(baseUrl: string): void {
  mailboxes.delete(baseUrl);
}

/** The link to `path` in the latest mail the test app at `baseUrl` handed its mailer for `to`, if any. */
export function latestLink(baseUrl: string, to: string, path: string): string | undefined {
  const mails = mailboxes.get(baseUrl) ?? [];
  return mails.findLast((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.link?.includes(path))
    ?.link;
}
