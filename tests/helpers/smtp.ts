import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps every message it receives, for the real mailer to talk to. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first link to this app found in the latest mail to `to` (quoted-printable soft breaks undone). */
    linkTo(to: string, path: string): string | undefined {
      const mail = [...received].reverse().find((m) => m.to.includes(to));
      const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return body?.match(new RegExp(`https?://[^\\s]+${path.replace('?', '\\?')}[^\\s]*`))?.[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
