import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A loopback TCP relay to Redis that can be cut (every connection dropped, new ones refused) and healed,
 * as the network between one instance and Redis fails and comes back.
 */
async function cuttableRelay(target: URL) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut() {
      server.close();
      open.forEach((socket) => socket.destroy());
    },
    heal: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!process.env.REDIS_URL)('REST answers when Redis is out of reach for a moment', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let app: TestApp;
  beforeAll(async () => {
    relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    app = await startTestApp({ env: { REDIS_URL: relay.url } });
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
  });

  it('trusts no kept answer of a workspace whose change did not reach Redis, until a new version does', async () => {
    const workspace = await currentWorkspaceId(await signUp(app.url));
    const elsewhere = await currentWorkspaceId(await signUp(app.url));
    const versions = app.app.dataVersions;
    const before = await versions.current(workspace);
    expect(before).not.toBeNull();

    relay.cut();
    await versions.bump(workspace);
    expect(await versions.current(workspace)).toBeNull();
    await relay.heal();
    // Redis answers again (another workspace's version reads), still holding the version from before.
    await eventually(() => versions.current(elsewhere), 10_000, 100);

    const after = await versions.current(workspace);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('answers 503 with Retry-After, never 500, while Redis is out of reach, and the same create goes once back', async () => {
    const owner = await signUp(app.url);
    const map = { data: { title: 'Sent during the outage', id: randomUUID() } };
    relay.cut();
    const during = await owner.post(`${FN}/mindmaps`, map);
    await relay.heal();
    expect(during.status, JSON.stringify(during.body)).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(during.body).toEqual({
      error: 'Mindlane cannot reach its storage for a moment. Please try again shortly.',
    });
    await eventually(
      async () => [200, 201].includes((await owner.post(`${FN}/mindmaps`, map)).status),
      15_000,
      250,
    );
    const titles = ((await owner.get(`${FN}/mindmaps`)).body as Array<{ title: string }>).map((m) => m.title);
    expect(titles).toEqual(['Sent during the outage']);
  });
});
