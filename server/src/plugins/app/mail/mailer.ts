import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, written to the log when there is no SMTP server. */
  link?: string;
}

/** Hands composed mails to SMTP, or to the log without SMTP_URL. */
export interface MailTransport {
  /** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it the mail, link included, goes to the server log,
 * so that a local install can still verify addresses, reset passwords and invite people.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
}): MailTransport {
  const { logger } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  return {
    async send(mail) {
      if (!transport) {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
          `E-mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`,
        );
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport?.close();
    },
  };
}
