import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { OWN_JOB_LEASE_MS } from '@server/plugins/app/jobs/job-runner';
import { addCard } from '@shared/schema/board-cards';
import { signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { openDocument } from '../../helpers/collab';
import { eventually, sameSessionAt } from '../../helpers/http';
import { serverProcesses } from '../../helpers/server-process';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';
import { receiverPool, registerEndpoint } from './webhook-lifecycle-endpoints';

/**
 * Two instances on one PostgreSQL schema and one Redis: each change reaches the receiver once whichever
 * instance stored it; an instance killed mid-delivery loses nothing, the other sends what it held once
 * its leases have run out by the survivor's clock.
 */

const missing = !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL;
const receivers = receiverPool();
afterAll(() => receivers.closeAll());

/**
 * A receiver that keeps the first request open without answering (its sender is mid-delivery for as
 * long as the test likes) and answers 200 to every later one.
 */
async function startHoldingReceiver() {
  const received: Array<{ eventId: string; type: string; previous?: Record<string, unknown> }> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const event = JSON.parse(body) as {
        id: string;
        type: string;
        data: { previous?: Record<string, unknown> };
      };
      received.push({ eventId: event.id, type: event.type, previous: event.data.previous });
      if (received.length > 1) response.writeHead(200).end('{}');
      for (const waiter of waiters.filter((one) => received.length >= one.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    until: (count: number) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(missing)('webhooks on two instances over Redis', () => {
  const instances = twoInstancesOverRedis();

  it('sends each change once, whichever instance stored it', async () => {
    const { first, second } = instances;
    const receiver = await receivers.start();
    const owner = await signUp(first.url);
    const other = sameSessionAt(second.url, owner);
    await registerEndpoint(owner, receiver.url);
    const board = await other.post('/api/boards', { title: 'Sprint' });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const boardId = board.body.id as string;
    const card = await owner.post('/api/kanban/cards', {
      board_id: boardId,
      column_id: 'new',
      title: 'Hall',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const cardId = card.body.id as string;
    expect((await other.patch(`/api/kanban/cards/${cardId}`, { column_id: 'done' })).status).toBe(200);
    expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title: 'Big hall' })).status).toBe(200);
    const live = openDocument(second.url, `board:${boardId}`, { client: other });
    const liveId = await (async () => {
      try {
        await live.synced();
        const id = addCard(live.doc, { columnId: 'new', title: 'Caterer' });
        await live.acknowledged();
        return id;
      } finally {
        live.close();
      }
    })();
    expect(liveId).not.toBeNull();

    const expected = [
      `board.created ${boardId}`,
      `card.created ${cardId}`,
      `card.moved ${cardId}`,
      `card.updated ${cardId}`,
      `card.created ${liveId}`,
    ];
    const keys = () => receiver.received.map((one) => `${one.event.type} ${one.event.data.object.id}`);
    await eventually(() => expected.every((key) => keys().includes(key)), 15_000);
    // Both instances have run what was due and every delivery is settled: nothing more is on its way.
    const { db } = first.app.database;
    await eventually(async () => {
      await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      const open = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', ['changes.follow', 'webhooks.deliver', 'webhooks.follow'])
        .execute();
      const unsettled = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '!=', 'succeeded')
        .execute();
      return open.length === 0 && unsettled.length === 0;
    }, 15_000);
    const ids = receiver.received.map((one) => one.headers['mindlane-event-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys()).size).toBe(keys().length);
    expect([...keys()].sort()).toEqual([...expected].sort());
    const events = await db.selectFrom('webhook_events').select('id').execute();
    expect(events.map((one) => one.id).sort()).toEqual([...ids].sort());
  }, 60_000);
});

describe.skipIf(missing)('an instance killed while it delivers', () => {
  const servers = serverProcesses();
  const clock = createTestClock(new Date());
  let survivor: TestApp | undefined;
  let holding: Awaited<ReturnType<typeof startHoldingReceiver>> | undefined;
  afterAll(async () => {
    await servers.stopAll();
    await holding?.close();
    await survivor?.close();
  });

  it('loses nothing: the survivor sends what the dead instance held once the leases run out', async () => {
    survivor = await startTestApp({ clock, env: { REDIS_URL: process.env.REDIS_URL! } });
    const { db } = survivor.app.database;
    const doomed = await servers.start({ ...survivor.env, PORT: '0', LOG_LEVEL: 'info' });
    holding = await startHoldingReceiver();
    const owner = await signUp(survivor.url);
    const writer = sameSessionAt(doomed.url, owner);
    const boardId = (await writer.post('/api/boards', { title: 'Sprint' })).body.id as string;
    const card = await writer.post('/api/kanban/cards', {
      board_id: boardId,
      column_id: 'new',
      title: 'Hall',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const cardId = card.body.id as string;
    // Registered once the board and its card exist: the first event is the move, stored by the doomed one.
    await registerEndpoint(owner, holding.url, ['card.moved', 'card.updated']);

    expect((await writer.patch(`/api/kanban/cards/${cardId}`, { column_id: 'done' })).status).toBe(200);
    await holding.until(1);
    expect(holding.received[0]!.type).toBe('card.moved');
    // More changes on the same instance: their deliveries wait in the lane behind the one held open.
    const titles = ['t1', 't2', 't3', 't4'];
    for (const title of titles) {
      expect((await writer.patch(`/api/kanban/cards/${cardId}`, { title })).status).toBe(200);
    }
    await eventually(async () => {
      const rows = await db.selectFrom('webhook_deliveries').select('id').execute();
      return rows.length === 1 + titles.length;
    }, 10_000);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect(holding.received).toHaveLength(1);

    const jobs = await db.selectFrom('jobs').selectAll().where('kind', '=', 'webhooks.deliver').execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.claimed_until).not.toBeNull();
    // Before the leases have run out by the survivor's clock, the jobs are still the dead instance's.
    const leases = jobs.map((job) => job.claimed_until!.getTime());
    expect(Math.max(...jobs.map((job) => job.claimed_until!.getTime() - job.due_at.getTime()))).toBe(
      OWN_JOB_LEASE_MS,
    );
    clock.set(new Date(Math.min(...leases) - 1_000));
    await survivor.app.jobs.runDue();
    expect(holding.received).toHaveLength(1);

    clock.set(new Date(Math.max(...leases) + 1_000));
    await survivor.app.jobs.runDue();
    await holding.until(2 + titles.length);
    await survivor.app.jobs.runDue();
    const events = await db.selectFrom('webhook_events').select(['id', 'type']).execute();
    expect(events).toHaveLength(1 + titles.length);
    const heard = new Set(holding.received.map((one) => one.eventId));
    expect(events.every((event) => heard.has(event.id))).toBe(true);
    // The move went out again (at least once: a receiver drops the repeat by its id), then the rest in order.
    expect(holding.received.map((one) => one.previous)).toEqual([
      { columnId: 'new', status: 'open' },
      { columnId: 'new', status: 'open' },
      ...['Hall', ...titles.slice(0, -1)].map((title) => ({ title })),
    ]);
    const deliveries = await db.selectFrom('webhook_deliveries').select('status').execute();
    expect(deliveries.map((one) => one.status)).toEqual(Array(1 + titles.length).fill('succeeded'));
  }, 90_000);
});
