import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The stand-in sender of bench/webhooks, in a process of its own (forked with an IPC channel): POSTs as
 * many deliveries a second as the server would to the same receiver, each a signed event of a node's
 * size, over kept-alive connections pooled as the server pools them (one pool for the receiver's address,
 * eight sockets), with no database, no job and no event behind them. Its phase, `floor`, is the editing
 * load with the endpoints off and this process sending: what the receiver's answers and the least a sender
 * can do cost the machine's two cores whatever the server does. Told `{ start: { urls, perSecond } }`, it
 * sends until told `'stop'`, then reports `{ sent, failed }`.
 */

const TICK_MS = 10;
/** POSTs unanswered at most: beyond it a tick's POSTs are not sent (counted as failed). */
const MAX_IN_FLIGHT = 400;
const SECRET = 'whsec_stand-in';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function eventBody(sequence: number): string {
  return JSON.stringify({
    id: randomUUID(),
    type: 'stand-in.sent',
    createdAt: new Date().toISOString(),
    workspaceId: '00000000-0000-4000-8000-000000000000',
    data: {
      object: {
        id: randomUUID(),
        mindmapId: randomUUID(),
        parentId: randomUUID(),
        label: `stand-in ${sequence}`,
        x: 200,
        y: 40,
        color: null,
        collapsed: false,
        updatedAt: new Date().toISOString(),
      },
      previous: { label: `stand-in ${sequence - 1}` },
    },
  });
}

let sent = 0;
let failed = 0;
let inFlight = 0;
let sequence = 0;

function post(url: string) {
  const body = eventBody((sequence += 1));
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  inFlight += 1;
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Mindlane-Signature': `t=${t},v1=${signature}`,
    },
  });
  const done = (ok: boolean) => {
    inFlight -= 1;
    if (ok) sent += 1;
    else failed += 1;
  };
  request.on('error', () => done(false));
  request.on('response', (response) => {
    response.resume();
    response.on('end', () => done((response.statusCode ?? 0) < 300));
  });
  request.end(body);
}

let timer: NodeJS.Timeout | null = null;

process.on('message', (message: unknown) => {
  if (message === 'stop') {
    if (timer) clearInterval(timer);
    timer = null;
    process.send?.({ sent, failed });
    sent = 0;
    failed = 0;
    return;
  }
  const start = (message as { start?: { urls: string[]; perSecond: number } }).start;
  if (!start || timer) return;
  // Due by the time passed, not by the ticks counted: a late tick sends what the rate owes.
  const started = performance.now();
  let issued = 0;
  timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) * start.perSecond) / 1000);
    for (; issued < due; issued += 1) {
      if (inFlight >= MAX_IN_FLIGHT) failed += 1;
      else post(start.urls[sequence % start.urls.length]!);
    }
  }, TICK_MS);
});
process.on('disconnect', () => {
  if (timer) clearInterval(timer);
  agent.destroy();
});
process.send?.({ ready: true });
