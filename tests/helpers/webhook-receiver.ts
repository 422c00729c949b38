import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; createdAt: string; workspaceId: string; data: Record<string, any> };
}

/**
 * A real HTTP receiver on 127.0.0.1 that keeps every POST it gets and answers `answer()`'s status (once it
 * resolves, when it is a promise). `until(n)` resolves once n requests have arrived in all (a barrier, not a
 * wait).
 */
export async function startReceiver(answer: () => number | Promise<number> = () => 200) {
  const received: Received[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let status = answer;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, event: JSON.parse(body) as Received['event'] });
      void Promise.resolve(status()).then((code) => {
        response.writeHead(code, { 'content-type': 'application/json' });
        response.end('{"received":true}');
      });
      for (const waiter of waiters.filter((one) => received.length >= one.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Resolves once `count` requests have arrived in all. */
    until(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    answerWith(next: () => number | Promise<number>) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Whether the Mindlane-Signature of a received request holds a v1 of its body by `secret`. */
export function signedBy(request: Received, secret: string): boolean {
  const header = String(request.headers['mindlane-signature'] ?? '');
  const parts = header.split(',');
  const t = parts.find((part) => part.startsWith('t='))?.slice(2);
  const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest('hex');
  return parts.some((part) => part === `v1=${expected}`);
}
