import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/logger';
import { startServer, type RunningServer } from '@server/server';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually } from '../../helpers/http';
import { cuttableRelay } from '../../helpers/redis-relay';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * docker-compose.yml runs two instances behind HAProxy. There is no Docker here: the file is read and
 * checked, and the proxy's own configuration (deploy/haproxy.cfg, the file the compose proxy mounts) is run
 * as a process in front of two instances on this machine where HAProxy is installed.
 */

const root = path.resolve(__dirname, '../../..');
const proxyConfig = path.join(root, 'deploy/haproxy.cfg');

interface ComposeService {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  networks: { default: { ipam: { config: Array<{ subnet: string }> } } };
}

const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as Compose;
const appServices = Object.entries(compose.services).filter(([, service]) => service.build === '.');
const proxyLines = fs.readFileSync(proxyConfig, 'utf8').split('\n');

describe('docker-compose.yml', () => {
  it('runs two app instances from one definition, on the one PostgreSQL and Redis', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    const [[, first], [, second]] = appServices as [[string, ComposeService], [string, ComposeService]];
    expect(second).toEqual(first);
    expect(first.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(first.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(first.ports).toBeUndefined();
    expect(first.healthcheck?.test.join(' ')).toContain('/health/ready');
  });

  it('trusts X-Forwarded-For from the compose network only, not from anyone', () => {
    const subnet = compose.networks.default.ipam.config[0]!.subnet;
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    for (const [, service] of appServices) expect(service.environment?.TRUST_PROXY).toBe(subnet);
  });

  it('publishes the proxy alone, with deploy/haproxy.cfg, once both instances are ready', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.image).toMatch(/^haproxy:/);
    expect(proxy.ports).toEqual(['3000:3000']);
    expect(proxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(proxy.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it('has the proxy send to every app instance, check readiness, and keep WebSockets open', () => {
    const servers = proxyLines.filter((line) => /^\s*server\s/.test(line));
    expect(servers.map((line) => line.trim().split(/\s+/)[1])).toEqual(appServices.map(([name]) => name));
    for (const [name] of appServices) {
      expect(servers.find((line) => line.includes(` ${name} `))).toContain(`-${name}:3000}`);
    }
    expect(proxyLines.some((line) => line.trim() === 'option httpchk GET /health/ready')).toBe(true);
    expect(proxyLines.some((line) => /^\s*timeout tunnel\s/.test(line))).toBe(true);
    expect(proxyLines.some((line) => line.trim() === 'option forwardfor')).toBe(true);
  });
});

const haproxy = ['haproxy', '/usr/sbin/haproxy'].find((command) => spawnSync(command, ['-v']).status === 0);
const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!haproxy || !shared)('deploy/haproxy.cfg in front of two instances (needs haproxy)', () => {
  let a: TestApp;
  let b: RunningServer;
  let proxy: ChildProcess;
  let url: string;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  const served = new Map<string, number>();

  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
    // b reaches Redis through a relay the test can cut, which makes it unready while it keeps running.
    relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    const config = loadConfig({ ...a.env, PORT: '0', REDIS_URL: relay.url });
    b = await startServer(config, { logger: createLogger(config) });
    for (const [name, server] of [
      ['a', a],
      ['b', b],
    ] as const) {
      served.set(name, 0);
      server.app.server.on('request', (request) => {
        if (request.url?.startsWith('/api/')) served.set(name, served.get(name)! + 1);
      });
    }
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    proxy = spawn(haproxy!, ['-db', '-f', proxyConfig], {
      env: {
        ...process.env,
        PROXY_BIND: `127.0.0.1:${port}`,
        APP1_ADDR: new URL(a.url).host.replace('localhost', '127.0.0.1'),
        APP2_ADDR: new URL(b.url).host.replace('localhost', '127.0.0.1'),
      },
      stdio: 'ignore',
    });
    await eventually(
      async () => (await createHttpClient(url).get('/health/ready')).status === 200,
      20_000,
      100,
    );
  });
  afterAll(async () => {
    proxy?.kill();
    await b?.close();
    await a?.close();
    await relay?.close();
  });

  it('spreads REST requests over both instances, and a session made on one serves on the other', async () => {
    const user = await signUp(url);
    for (let i = 0; i < 6; i += 1) expect((await user.get(`/api/me`)).status).toBe(200);
    expect(served.get('a')).toBeGreaterThan(0);
    expect(served.get('b')).toBeGreaterThan(0);
  });

  it('carries a live document through the proxy, and drains an instance while it is not ready', async () => {
    const user = await signUp(url);
    const workspaceId = await currentWorkspaceId(user);
    const name = `inbox:${workspaceId}`;
    await a.app.repos.documents.create(name, workspaceId, new Date());
    const writer = openDocument(url, name, { client: user });
    const reader = openDocument(url, name, { client: user });
    try {
      await Promise.all([writer.synced(), reader.synced()]);
      addTodo(writer.doc, { title: 'Through the proxy' });
      await eventually(() => readInbox(reader.doc).todos.length === 1, 10_000);
    } finally {
      writer.close();
      reader.close();
    }

    relay.cut();
    // The proxy's readiness checks take b out of the rotation while it runs; then a answers everything.
    await eventually(async () => (await createHttpClient(b.url).get('/health/ready')).status === 503, 5_000);
    await eventually(
      async () => {
        const before = served.get('b');
        const answers = await Promise.all(Array.from({ length: 6 }, () => user.get(`/api/me`)));
        return answers.every((answer) => answer.status === 200) && served.get('b') === before;
      },
      20_000,
      250,
    );
    await relay.heal();
  });
});
