import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  type AddressPolicy,
  type ResolvedAddress,
} from '@server/plugins/app/webhooks/webhook-addresses';
import { postWebhook } from '@server/plugins/app/webhooks/webhook-transport';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (response: ServerResponse) => void;

const servers: Server[] = [];

/** A receiver on 127.0.0.1 that records every request and answers by path. */
async function receiver(handlers: Record<string, Handler>) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers };
      seen.push({ ...entry, body: Buffer.concat(chunks).toString('utf8') });
      const handle = handlers[request.url ?? ''] ?? ((answer: ServerResponse) => answer.end('ok'));
      handle(response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, port, base: `http://127.0.0.1:${port}` };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const local: AddressPolicy = { allowPrivate: true, requireHttps: false };
const BODY = JSON.stringify({ type: 'ping', data: { text: 'héllo' } });

function post(url: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) {
  return postWebhook({
    url,
    body: BODY,
    headers: { 'Mindlane-Signature': 't=1,v1=ab' },
    policy: local,
    ...extra,
  });
}

/** A lookup answering the given addresses one call after another, counting its calls. */
function sequence(...addresses: string[]) {
  const lookup = async (): Promise<ResolvedAddress[]> => {
    const address = addresses[Math.min(lookup.calls, addresses.length - 1)] ?? '';
    lookup.calls += 1;
    return [{ address, family: 4 }];
  };
  lookup.calls = 0;
  return lookup;
}

describe('postWebhook', () => {
  it('POSTs the body with its headers and reads a 2xx answer', async () => {
    const hook = await receiver({ '/in': (response) => response.writeHead(202).end('accepted') });
    const result = await post(`${hook.base}/in#frag`);
    expect(result).toMatchObject({ status: 202, answer: 'accepted', error: null });
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(hook.seen).toHaveLength(1);
    const [request] = hook.seen;
    expect(request).toMatchObject({ method: 'POST', path: '/in', body: BODY });
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['user-agent']).toBe('Mindlane-Webhooks/1.0');
    expect(request?.headers['mindlane-signature']).toBe('t=1,v1=ab');
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
  });

  it('does not follow a redirect: the 302 is the answer and its target receives nothing', async () => {
    const target = await receiver({});
    const hook = await receiver({
      '/moved': (response) => response.writeHead(302, { Location: `${target.base}/elsewhere` }).end(),
    });
    const result = await post(`${hook.base}/moved`);
    expect(result).toMatchObject({ status: 302, error: null });
    // A later delivery to the target is the only request it ever saw.
    expect((await post(`${target.base}/later`)).status).toBe(200);
    expect(target.seen.map((request) => request.path)).toEqual(['/later']);
  });

  it('gives up on a receiver that never answers within timeoutMs', async () => {
    const hook = await receiver({ '/silent': () => undefined });
    const result = await post(`${hook.base}/silent`, { timeoutMs: 300 });
    expect(result.status).toBeNull();
    expect(result.error).toContain('300 ms');
    expect(result.ms).toBeGreaterThanOrEqual(290);
    expect(result.ms).toBeLessThan(2000);
    expect(hook.seen).toHaveLength(1);
  });

  it('reads at most maxAnswerBytes of an answer that never ends, then lets go', async () => {
    const hook = await receiver({
      '/flood': (response) => {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        const more = () => {
          if (!response.destroyed && response.write('a'.repeat(16_384))) setImmediate(more);
        };
        response.on('drain', more);
        more();
      },
    });
    const result = await post(`${hook.base}/flood`, { timeoutMs: 10_000, maxAnswerBytes: 4096 });
    expect(result.status).toBe(200);
    expect(result.error).toBeNull();
    expect(result.answer).toBe('a'.repeat(500));
    expect(result.ms).toBeLessThan(5000);
  });

  it('refuses loopback when private addresses are not allowed, without connecting', async () => {
    const hook = await receiver({});
    const result = await post(`${hook.base}/in`, { policy: { allowPrivate: false, requireHttps: false } });
    expect(result.status).toBeNull();
    expect(result.error).toContain('private');
    expect((await post(`${hook.base}/after`)).status).toBe(200);
    expect(hook.seen.map((request) => request.path)).toEqual(['/after']);
  });

  it('connects to the address it checked at delivery, not the one checked at registration', async () => {
    const hook = await receiver({});
    const url = `http://hook.invalid:${hook.port}/in`;

    // Registered while the name pointed elsewhere; by delivery it points at the receiver.
    const moved = sequence('127.0.0.2', '127.0.0.1');
    const policy = { ...local, lookup: moved };
    expect((await checkWebhookUrl(url, policy)).addresses[0]?.address).toBe('127.0.0.2');
    expect(await post(url, { policy })).toMatchObject({ status: 200, error: null });
    expect(moved.calls).toBe(2);
    expect(hook.seen.map((request) => request.headers.host)).toEqual([`hook.invalid:${hook.port}`]);

    // Registered pointing at the receiver; by delivery the name moved to an address where nothing listens.
    const rebound = sequence('127.0.0.1', '127.0.0.2');
    const later = { ...local, lookup: rebound };
    expect((await checkWebhookUrl(url, later)).addresses[0]?.address).toBe('127.0.0.1');
    const result = await post(url, { policy: later });
    expect(result.status).toBeNull();
    expect(result.error).toContain(`127.0.0.2:${hook.port}`);
    expect(rebound.calls).toBe(2);
    expect(hook.seen).toHaveLength(1);
  });

  it('refuses a name that moved to a private address by delivery', async () => {
    const hook = await receiver({});
    const lookup = sequence('93.184.215.14', '127.0.0.1');
    const policy = { allowPrivate: false, requireHttps: false, lookup };
    const url = `http://hook.invalid:${hook.port}/in`;
    expect((await checkWebhookUrl(url, policy)).addresses).toHaveLength(1);
    const result = await post(url, { policy });
    expect(result).toMatchObject({ status: null });
    expect(result.error).toContain('private or reserved address (127.0.0.1)');
    expect(hook.seen).toHaveLength(0);
  });

  it('answers an unresolvable name and a closed port with an error instead of throwing', async () => {
    const failing = { ...local, lookup: () => Promise.reject(new Error('ENOTFOUND')) };
    expect(await post('http://nowhere.invalid/', { policy: failing })).toMatchObject({
      status: null,
      error: 'url: the host name could not be resolved',
    });
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const result = await post(`http://127.0.0.1:${port}/`);
    expect(result.status).toBeNull();
    expect(result.error).toContain('ECONNREFUSED');
  });

  it('speaks TLS to the host name: SNI carries the name and an untrusted certificate fails the delivery', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webhook-tls-'));
    try {
      const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=hook.test',
          '-addext',
          'subjectAltName=DNS:hook.test',
        ],
        { stdio: 'ignore' },
      );
      const names: string[] = [];
      const server = createTlsServer({
        key: readFileSync(key),
        cert: readFileSync(cert),
        SNICallback: (name, done) => {
          names.push(name);
          done(null);
        },
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const lookup = sequence('127.0.0.1');
      const result = await post(`https://hook.test:${port}/in`, { policy: { ...local, lookup } });
      expect(result.status).toBeNull();
      expect(result.error).toMatch(/self-signed certificate/);
      expect(names).toEqual(['hook.test']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
