import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { LRUCache } from 'lru-cache';
import {
  checkWebhookUrl,
  DEFAULT_LOOKUP_TIMEOUT_MS,
  RefusedWebhookUrl,
  type AddressPolicy,
  type ResolvedAddress,
} from './webhook-addresses';

export interface DeliveryAnswer {
  /** The receiver's HTTP status, or null when no answer came. */
  status: number | null;
  /** The start of the answer body, for the delivery log. */
  answer: string;
  error: string | null;
  ms: number;
}

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  policy: AddressPolicy;
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_ANSWER_BYTES = 4096;
const LOGGED_ANSWER_CHARS = 500;
const USER_AGENT = 'Mindlane-Webhooks/1.0';

/** A lookup that answers only the address checked beforehand, whatever the resolver would say now. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * Kept-alive connections, one pool per checked address (and host name, for TLS): a busy endpoint is sent
 * its deliveries over a few open connections instead of a new one each. A pool only ever connects to its
 * own address, so a name that resolves elsewhere later gets a pool of its own once it has been checked.
 */
const agents = new LRUCache<string, http.Agent>({
  max: 256,
  dispose: (agent) => agent.destroy(),
});
const SOCKETS_PER_ADDRESS = 8;

function agentFor(url: URL, address: ResolvedAddress): http.Agent {
  const key = `${url.protocol}//${url.hostname}:${url.port}@${address.address}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: SOCKETS_PER_ADDRESS, lookup: pinnedLookup(address) };
    agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

interface Received {
  status: number | null;
  bytes: Buffer;
  error: string | null;
  /** The request went over a kept-alive connection that failed before any answer (closed meanwhile). */
  staleConnection: boolean;
}

function send(url: URL, address: ResolvedAddress, input: WebhookPost, timeoutMs: number, maxBytes: number) {
  return new Promise<Received>((resolve) => {
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // A whole answer leaves its connection to the pool; anything else closes it.
    const settle = (error: string | null, complete = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const staleConnection = error !== null && status === null && request.reusedSocket;
      resolve({ status, bytes: Buffer.concat(chunks).subarray(0, maxBytes), error, staleConnection });
      if (!complete) request.destroy();
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      agent: agentFor(url, address),
      lookup: pinnedLookup(address),
      headers: {
        ...input.headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(input.body)),
        'User-Agent': USER_AGENT,
      },
    });
    // One deadline for connecting, the answer's headers and its body; a status that arrived is kept.
    const timer = setTimeout(() => settle(`no complete answer within ${timeoutMs} ms`), timeoutMs);
    request.on('error', (error) => settle(`request failed: ${error.message}`));
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: the rest of a large answer is never read.
        if (size >= maxBytes) settle(null);
      });
      response.on('end', () => settle(null, true));
      response.on('error', (error) => settle(`answer interrupted: ${error.message}`));
    });
    request.end(input.body);
  });
}

/** Where a webhook goes: its URL and the checked address it connects to, or why it may not be sent. */
export type WebhookTarget = { url: URL; address: ResolvedAddress } | { refused: string };

/**
 * Checks a webhook's URL now (its host may resolve elsewhere than when it was registered) and picks the
 * first checked address, which the POSTs then connect to whatever the resolver says later.
 */
export async function checkTarget(
  url: string,
  policy: AddressPolicy,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<WebhookTarget> {
  const lookupTimeoutMs = Math.min(policy.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS, timeoutMs);
  try {
    const checked = await checkWebhookUrl(url, { ...policy, lookupTimeoutMs });
    const [address] = checked.addresses;
    if (address === undefined) return { refused: 'url: the host name could not be resolved' };
    return { url: checked.url, address };
  } catch (error) {
    return { refused: error instanceof RefusedWebhookUrl ? error.message : 'url: could not be checked' };
  }
}

/**
 * POSTs one webhook to `target` (checked now when not given: a batch checks once for its deliveries),
 * follows no redirect, and reads at most maxAnswerBytes of the answer. Never throws for network trouble;
 * the answer says what happened.
 */
export async function postWebhook(input: WebhookPost, given?: WebhookTarget): Promise<DeliveryAnswer> {
  const started = performance.now();
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = input.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const elapsed = () => Math.round(performance.now() - started);
  const target = given ?? (await checkTarget(input.url, input.policy, timeoutMs));
  if ('refused' in target) return { status: null, answer: '', error: target.refused, ms: elapsed() };
  const { url, address } = target;
  const left = Math.max(1, timeoutMs - elapsed());
  let received = await send(url, address, input, left, maxBytes);
  // A kept-alive connection the receiver closed as it was reused: once more on a new one.
  if (received.staleConnection && timeoutMs - elapsed() > 0) {
    received = await send(url, address, input, Math.max(1, timeoutMs - elapsed()), maxBytes);
  }
  return {
    status: received.status,
    answer: received.bytes.toString('utf8').slice(0, LOGGED_ANSWER_CHARS),
    error: received.error,
    ms: elapsed(),
  };
}
