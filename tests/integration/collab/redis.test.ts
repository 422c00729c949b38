import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Several instances behind a load balancer share PostgreSQL and Redis: a document open on two instances
 * converges through Redis. PGlite cannot be opened by two servers, so this needs TEST_DATABASE_URL too.
 */

/** Sends one command to Redis over RESP (after AUTH and SELECT when the URL names them); its one-line reply. */
function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port, username, password, pathname } = new URL(url);
  const commands = [
    ...(password ? [username ? ['AUTH', username, password] : ['AUTH', password]] : []),
    ...(pathname.length > 1 ? [['SELECT', pathname.slice(1)]] : []),
    args,
  ];
  const encode = (command: string[]) =>
    `*${command.length}\r\n${command.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(Number(port || 6379), hostname);
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const lines = reply.split('\r\n').filter(Boolean);
      if (lines.length < commands.length) return;
      socket.end();
      resolve(lines.at(-1)!);
    });
    socket.on('error', reject);
    socket.write(commands.map(encode).join(''));
  });
}

const titles = (client: DocumentClient) => readInbox(client.doc).todos.map((todo) => todo.title);

const missing = !process.env.REDIS_URL || !process.env.TEST_DATABASE_URL;

describe.skipIf(missing)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: RunningServer;
  let user: HttpClient;
  let name: string;
  const open: DocumentClient[] = [];

  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
    b = await startAnotherInstance(a);
    user = await signUp(a.url);
    const workspaceId = await currentWorkspaceId(user);
    name = `inbox:${workspaceId}`;
    // What opening the inbox for the first time does, so every test can also start with a server-side write.
    await a.app.repos.documents.create(name, workspaceId, new Date());
  });
  afterEach(async () => {
    open.splice(0).forEach((client) => client.close());
    // Every test starts with the document stored and out of memory on both instances.
    await eventually(() => ![a.app, b.app].some((app) => app.documents.isLoaded(name)), 10_000);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  function editor(server: { url: string }) {
    const client = openDocument(server.url, name, { client: user });
    open.push(client);
    return client;
  }

  async function projectedTitles(): Promise<string[]> {
    const { rows } = await sql<{ title: string }>`
      select title from todos where workspace_id = ${name.slice(6)} and list_id is null`.execute(
      a.database.db,
    );
    return rows.map((row) => row.title);
  }

  it('carry an edit on one instance to an editor on the other, both ways', async () => {
    const onA = editor(a);
    const onB = editor(b);
    await Promise.all([onA.synced(), onB.synced()]);
    addTodo(onA.doc, { title: 'Written on A' });
    await eventually(() => titles(onB).includes('Written on A'));
    addTodo(onB.doc, { title: 'Written on B' });
    await eventually(() => titles(onA).includes('Written on B'));
  });

  it('carry a server-side write on one instance to an editor on the other, stored and projected', async () => {
    const onB = editor(b);
    await onB.synced();
    await a.app.documents.withDocument(name, (doc) => addTodo(doc, { title: 'Written by the server on A' }));
    expect(await projectedTitles()).toContain('Written by the server on A');
    await eventually(() => titles(onB).includes('Written by the server on A'));
  });

  // While another instance holds the document's store lock, the Redis extension skips this instance's store;
  // withDocument stores the write itself. Holding the lock by hand makes the race deterministic.
  it('store and project a server-side write even while another instance holds the store lock', async () => {
    const lock = `mindlane:${a.env.DATABASE_SCHEMA}:${name}:lock`;
    const held = await redisCommand(process.env.REDIS_URL!, 'SET', lock, 'elsewhere', 'NX', 'PX', '3000');
    expect(held).toBe('+OK');
    await a.app.documents.withDocument(name, (doc) =>
      addTodo(doc, { title: 'Written during a store elsewhere' }),
    );
    await eventually(() => !a.app.documents.isLoaded(name), 10_000);
    expect(await projectedTitles(), 'projected').toContain('Written during a store elsewhere');
    const reader = editor(b);
    await reader.synced();
    expect(titles(reader), 'stored').toContain('Written during a store elsewhere');
  });
});
