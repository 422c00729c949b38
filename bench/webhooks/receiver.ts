import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The webhook receiver of bench/webhooks, in a process of its own (forked with an IPC channel): a plain
 * node:http server on 127.0.0.1 that answers every POST 200 once its body is read, and reports each one to
 * its parent as [endpoint, event type, the label of the event's object, arrival time]. The time is taken
 * when the body is whole, in ms since the epoch (performance.timeOrigin + performance.now(), the same clock
 * as the parent's on one machine). Reports go out in batches every 50 ms, so that the parent's event loop,
 * where the editing clients are measured, is not woken for each delivery. The endpoint is the last part
 * of the path (`/hook/3`).
 */

export type Arrival = [endpoint: number, type: string, label: string, at: number];

const REPORT_EVERY_MS = 50;
const now = () => performance.timeOrigin + performance.now();

let batch: Arrival[] = [];
const report = () => {
  if (batch.length === 0) return;
  process.send?.(batch);
  batch = [];
};

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = now();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"received":true}');
    const endpoint = Number(request.url?.split('/').at(-1) ?? Number.NaN);
    let type: string;
    let label = '';
    try {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type?: string;
        data?: { object?: { label?: unknown } };
      };
      type = String(event.type ?? '');
      label = String(event.data?.object?.label ?? '');
    } catch {
      type = 'unreadable';
    }
    batch.push([endpoint, type, label, at]);
  });
});
server.keepAliveTimeout = 30_000;

const timer = setInterval(report, REPORT_EVERY_MS);
process.on('disconnect', () => {
  clearInterval(timer);
  server.closeAllConnections();
  server.close();
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ port });
});
