import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { InstanceGuardError } from '@server/db/instance-guard';
import { createLogger } from '@server/logger';
import { observeSubscriptions } from '@server/plugins/app/events/redis-channel';
import { startServer, type RunningServer } from '@server/server';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually } from '../../helpers/http';
import { cuttableRelay } from '../../helpers/redis-relay';
import { freshDatabaseEnv, startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Instances on one PostgreSQL schema and one Redis: a lone instance without Redis is guarded, and what an
 * instance could not tell Redis while the network to it was cut reaches the others once it heals, or
 * through PostgreSQL meanwhile. Needs TEST_DATABASE_URL and REDIS_URL.
 */
const missing = !process.env.REDIS_URL || !process.env.TEST_DATABASE_URL;

const instance = (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  return startServer(config, { logger: createLogger(config) });
};

/** The advisory locks held on the schema's key, as pg_locks lists them. */
async function locksOn(schema: string): Promise<Array<{ pid: number; mode: string }>> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; mode: string }>(
      `select pid, mode from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and objid::int = hashtext($1)`,
      [schema],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function terminate(pids: number[]) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  await client.end();
}

describe.skipIf(missing)('a lone instance guarded on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  const running: RunningServer[] = [];
  beforeAll(async () => {
    database = await freshDatabaseEnv();
  });
  afterEach(async () => {
    for (const server of running.splice(0).reverse()) await server.close();
  });
  afterAll(() => database?.drop());

  const start = async (withRedis: boolean) => {
    const server = await instance({ ...database.env, REDIS_URL: withRedis ? process.env.REDIS_URL! : '' });
    running.push(server);
    return server;
  };

  it('refuses a second instance while one without Redis runs, with or without Redis, naming REDIS_URL', async () => {
    await start(false);
    for (const withRedis of [false, true]) {
      const refused = start(withRedis);
      await expect(refused).rejects.toBeInstanceOf(InstanceGuardError);
      await expect(refused).rejects.toThrow(/REDIS_URL/);
    }
  });

  it('lets instances with Redis share the schema, and refuses one without Redis beside them', async () => {
    const first = await start(true);
    const second = await start(true);
    expect((await createHttpClient(second.url).get('/health')).status).toBe(200);
    await expect(start(false)).rejects.toThrow(/REDIS_URL/);
    expect(first.url).not.toBe(second.url);
  });

  it('takes its lock again after PostgreSQL drops its connection, and still refuses a second instance', async () => {
    await start(false);
    const [held] = await locksOn(database.env.DATABASE_SCHEMA!);
    expect(held?.mode).toBe('ExclusiveLock');
    await terminate([held!.pid]);
    await eventually(async () => {
      const now = await locksOn(database.env.DATABASE_SCHEMA!);
      return now.length === 1 && now[0]!.pid !== held!.pid;
    }, 10_000);
    await expect(start(true)).rejects.toThrow(/REDIS_URL/);
  });
});

describe.skipIf(missing)('instances when the network to Redis is cut and healed', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let a: TestApp;
  let b: RunningServer;
  const open: DocumentClient[] = [];
  beforeAll(async () => {
    relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    // Instance a reaches Redis through the relay, instance b directly.
    a = await startTestApp({ env: { REDIS_URL: relay.url } });
    b = await instance({ ...a.env, REDIS_URL: process.env.REDIS_URL! });
  });
  afterEach(() => open.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await relay?.close();
  });

  it('says it is not ready while Redis is out of reach, and ready again once it is back', async () => {
    const ready = () => createHttpClient(a.url).get('/health/ready');
    expect(await ready()).toMatchObject({ status: 200, body: { ok: true, db: 'ok', redis: 'ok' } });
    relay.cut();
    expect(await ready()).toMatchObject({ status: 503, body: { ok: false, db: 'ok', redis: 'down' } });
    // Liveness is not readiness: the process itself is well.
    expect((await createHttpClient(a.url).get('/health')).status).toBe(200);
    await relay.heal();
    await eventually(async () => (await ready()).status === 200, 10_000, 100);
  });

  it('syncs every open document again when Redis returns, so what one side missed meanwhile reaches it', async () => {
    const user = await signUp(a.url);
    const workspaceId = await currentWorkspaceId(user);
    const name = `inbox:${workspaceId}`;
    await a.app.repos.documents.create(name, workspaceId, new Date());
    const onA = openDocument(a.url, name, { client: user });
    const onB = openDocument(b.url, name, { client: user });
    open.push(onA, onB);
    await Promise.all([onA.synced(), onB.synced()]);

    // Instance b takes the edit while instance a is cut off from Redis: a's subscription misses it, and
    // nothing changes on a's side that would make it ask. b has acknowledged the edit, and a holds no
    // connection to Redis that could have carried it.
    relay.cut();
    addTodo(onB.doc, { title: 'Written on b' });
    await onB.acknowledged();
    await eventually(() => relay.connections() === 0);
    const titles = (client: DocumentClient) => readInbox(client.doc).todos.map((todo) => todo.title);
    expect(titles(onA)).toEqual([]);
    await relay.heal();

    await eventually(() => titles(onA).join() === 'Written on b', 15_000, 100);
  });

  it('has another instance retire the version of a workspace whose bump could not reach Redis', async () => {
    const workspaceId = await currentWorkspaceId(await signUp(a.url));
    const before = await b.app.dataVersions.current(workspaceId);
    expect(before).not.toBeNull();
    relay.cut();
    await a.app.dataVersions.bump(workspaceId);
    // Instance b reaches Redis: it gave the workspace a new version on a's behalf, so its kept answers go.
    await eventually(async () => (await b.app.dataVersions.current(workspaceId)) !== before, 5_000, 50);
    await relay.heal();
  });
});

describe.skipIf(!process.env.REDIS_URL)('the relay standing for the network to Redis', () => {
  it('holds no connection once a client that quit as it reconnected has closed', async () => {
    const relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    // Like an instance's subscribed connection (redis-channel.ts): named, and subscribed again as it returns.
    const client = new Redis(relay.url, { connectionName: 'relay-test:subscriber', lazyConnect: true });
    client.on('error', () => undefined);
    // As the app does: the subscription sent again as it returns fails when QUIT closed the connection first.
    observeSubscriptions(client);
    try {
      await client.connect();
      await client.subscribe('relay-test');
      relay.cut();
      await eventually(() => client.status === 'reconnecting' && relay.connections() === 0);
      // The instance closes just as the connection is back: QUIT goes out before the ready check is
      // answered, and ioredis writes its name and subscription after it, once it is, to a Redis that has
      // closed the connection.
      const quit = new Promise((resolve, reject) => {
        client.once('connect', () => queueMicrotask(() => client.quit().then(resolve, reject)));
      });
      await relay.heal();
      await quit;
      await eventually(() => client.status === 'end');
      await eventually(() => relay.connections() === 0, 2_000);
    } finally {
      client.disconnect();
      relay.cut();
      await relay.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('an instance closed while the network to Redis is cut', () => {
  it('closes its database even when closing outlasts the close timeout of the framework', async () => {
    const relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    const database = await freshDatabaseEnv();
    const server = await instance({ ...database.env, REDIS_URL: relay.url });
    const open: DocumentClient[] = [];
    try {
      const user = await signUp(server.url);
      const workspaceId = await currentWorkspaceId(user);
      const name = `inbox:${workspaceId}`;
      await server.app.repos.documents.create(name, workspaceId, new Date());
      const editor = openDocument(server.url, name, { client: user });
      open.push(editor);
      await editor.synced();
      relay.cut();
      // Its store waits on a Redis lock that cannot be taken, and the Redis extension's QUIT on a reply.
      addTodo(editor.doc, { title: 'Written during the cut' });
      await editor.acknowledged();
      editor.close();
      await server.close().catch(() => undefined);
      await expect(server.database.db.selectFrom('users').select('id').execute()).rejects.toThrow();
    } finally {
      open.forEach((client) => client.close());
      await server.close().catch(() => undefined);
      await database.drop();
      await relay.close();
    }
  });
});
