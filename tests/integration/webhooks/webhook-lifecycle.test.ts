import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '@server/plugins/app/webhooks/webhook-settle';
import {
  ATTEMPT_HOLD_MS,
  WEBHOOK_DELIVER_JOB,
  deliverParts,
} from '@server/plugins/app/webhooks/webhook-outbox';
import { WEBHOOK_PREVIOUS_SECRET_MS } from '@shared/api/webhooks';
import { signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { signedBy, type Receiver } from '../../helpers/webhook-receiver';
import { deliveryLog, receiverPool, registerEndpoint } from './webhook-lifecycle-endpoints';

/**
 * The edges of a delivery's life by the app's clock: order per document, a backlog sent in batches whose
 * claim outlives slow answers, a retry that holds nothing up, the whole retry schedule to a delivery failed
 * for good, a redelivery, a rolled secret's day, and an endpoint deleted while a retry waits.
 */

const clock = createTestClock(new Date());
let app: TestApp;
const receivers = receiverPool();
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => {
  await receivers.closeAll();
  await app?.close();
});

async function boardWithCard(owner: HttpClient) {
  const board = await owner.post('/api/boards', { title: 'Sprint' });
  const card = await owner.post('/api/kanban/cards', {
    board_id: board.body.id,
    column_id: 'new',
    title: 't0',
  });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  return { boardId: board.body.id as string, cardId: card.body.id as string };
}

/** The endpoint's deliveries claimed by a batch (held past their creation) whose hold ran out before its success was stored. */
async function lapsedHolds(endpointId: string) {
  const rows = await app.app.database.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'created_at', 'next_attempt_at'])
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
  const now = clock.now().getTime();
  return rows.filter(
    (row) =>
      row.next_attempt_at !== null &&
      row.next_attempt_at.getTime() > row.created_at.getTime() &&
      row.next_attempt_at.getTime() <= now,
  ).length;
}

/**
 * The titles each card.updated replaced, in the order they arrived: `previous` is the change's own (the
 * object is the card as it was when the event was written, maybe later edits included).
 */
const replaced = (receiver: Receiver) =>
  receiver.received
    .filter((one) => one.event.type === 'card.updated')
    .map((one) => (one.event.data.previous as { title: string }).title);

describe('webhook delivery lifecycle', () => {
  it('keeps a document’s order while deliveries succeed: 20 quick title edits arrive as written', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start();
    await registerEndpoint(owner, receiver.url, ['card.updated']);
    const { cardId } = await boardWithCard(owner);
    const written = Array.from({ length: 20 }, (_, index) => `t${index + 1}`);
    for (const title of written) {
      const patched = await owner.patch(`/api/kanban/cards/${cardId}`, { title });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    }
    await receiver.until(written.length);
    await app.app.jobs.runDue();
    expect(replaced(receiver)).toEqual(['t0', ...written.slice(0, -1)]);
    const created = receiver.received.map((one) => Date.parse(one.event.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(receiver.received.map((one) => one.event.id)).size).toBe(written.length);
  });

  it('lets later events of a document go out while an earlier one waits for its retry', async () => {
    const owner = await signUp(app.url);
    let answered = 0;
    const receiver = await receivers.start(() => (++answered === 1 ? 500 : 200));
    const { id } = await registerEndpoint(owner, receiver.url, ['card.updated']);
    const { cardId } = await boardWithCard(owner);
    for (const title of ['t1', 't2', 't3']) {
      expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title })).status).toBe(200);
    }
    await receiver.until(3);
    await app.app.jobs.runDue();
    expect(replaced(receiver)).toEqual(['t0', 't1', 't2']);
    const log = await deliveryLog(owner, id);
    const first = log.find((one) => one.eventId === receiver.received[0]!.event.id)!;
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, lastStatus: 500 });
    expect(log.filter((one) => one.status === 'succeeded')).toHaveLength(2);

    clock.advance(RETRY_DELAYS_MS[0]!);
    await app.app.jobs.runDue();
    expect(replaced(receiver)).toEqual(['t0', 't1', 't2', 't0']);
    expect(receiver.received[3]!.event.id).toBe(receiver.received[0]!.event.id);
  });

  it('retries on the schedule by the app’s clock and fails for good after the last attempt', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start(() => 503);
    const { id } = await registerEndpoint(owner, receiver.url);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    await app.app.jobs.runDue();
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      // A moment short of its wait, the attempt is not made; at its wait, it is.
      clock.advance(delay - 1_000);
      await app.app.jobs.runDue();
      expect(receiver.received, `attempt ${index + 2} early`).toHaveLength(index + 1);
      clock.advance(1_000);
      await app.app.jobs.runDue();
      expect(receiver.received, `attempt ${index + 2}`).toHaveLength(index + 2);
    }
    const [delivery] = await deliveryLog(owner, id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
      lastStatus: 503,
      lastAnswer: '{"received":true}',
      nextAttemptAt: null,
    });
    clock.advance(RETRY_DELAYS_MS.at(-1)! * 2);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(new Set(receiver.received.map((one) => one.event.id)).size).toBe(1);
  });

  it('redelivers a succeeded delivery with the same event id', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start();
    const { id, secret } = await registerEndpoint(owner, receiver.url);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    await app.app.jobs.runDue();
    const [sent] = await deliveryLog(owner, id);
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 1 });
    const again = await owner.post(`/api/webhooks/${id}/deliveries/${sent!.id}/redeliver`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    await receiver.until(2);
    await app.app.jobs.runDue();
    const [first, second] = receiver.received;
    expect(second!.headers['mindlane-event-id']).toBe(first!.event.id);
    expect(second!.body).toBe(first!.body);
    expect(signedBy(second!, secret)).toBe(true);
    expect((await deliveryLog(owner, id))[0]).toMatchObject({
      id: sent!.id,
      status: 'succeeded',
      attempts: 2,
    });
  });

  it('sends what a failed attempt left held once its hold ends, rather than ending its job with it unsent', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start();
    const { id } = await registerEndpoint(owner, receiver.url);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    await app.app.jobs.runDue();
    const [sent] = await deliveryLog(owner, id);
    // As a job leaves it when it fails after taking the delivery: unfinished, held, the job due again soon.
    await app.app.database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: new Date(clock.now().getTime() + ATTEMPT_HOLD_MS) })
      .where('id', '=', sent!.id)
      .execute();
    const payload = { endpointId: id, documentName: null, deliveryIds: [sent!.id] };
    await app.app.jobs.enqueue(WEBHOOK_DELIVER_JOB, payload);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    // The deliver job's waits after a failed attempt: the last one outlasts the hold.
    for (const wait of [1_000, 10_000, 60_000]) {
      clock.advance(wait);
      await app.app.jobs.runDue();
    }
    // runDue settled the job, after its attempt was answered: the barrier.
    expect(receiver.received).toHaveLength(2);
    expect((await deliveryLog(owner, id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('signs with both secrets for a day after a roll, then with the new one only', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start();
    const { id, secret: before } = await registerEndpoint(owner, receiver.url);
    const rolled = await owner.post(`/api/webhooks/${id}/roll-secret`, {});
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    const after = rolled.body.secret as string;
    const signatures = (index: number) =>
      String(receiver.received[index]!.headers['mindlane-signature'])
        .split(',')
        .filter((part) => part.startsWith('v1='));

    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    expect(signatures(0)).toHaveLength(2);
    expect(signedBy(receiver.received[0]!, before)).toBe(true);
    expect(signedBy(receiver.received[0]!, after)).toBe(true);

    clock.advance(WEBHOOK_PREVIOUS_SECRET_MS - 1_000);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(2);
    expect(signatures(1)).toHaveLength(2);

    clock.advance(1_000);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(3);
    expect(signatures(2)).toHaveLength(1);
    expect(signedBy(receiver.received[2]!, after)).toBe(true);
    expect(signedBy(receiver.received[2]!, before)).toBe(false);
  });

  it('sends nothing more to an endpoint deleted while a retry waits', async () => {
    const owner = await signUp(app.url);
    const receiver = await receivers.start(() => 503);
    const { id } = await registerEndpoint(owner, receiver.url);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    await app.app.jobs.runDue();
    expect((await deliveryLog(owner, id))[0]).toMatchObject({ status: 'retrying' });
    const deleted = await owner.delete(`/api/webhooks/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    for (const delay of RETRY_DELAYS_MS.slice(0, 3)) {
      clock.advance(delay);
      // runDue returns once every due job, the waiting retry's included, has settled: the barrier.
      await app.app.jobs.runDue();
    }
    expect(receiver.received).toHaveLength(1);
    const left = await app.app.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'webhooks.deliver')
      .execute();
    expect(left.flatMap((job) => deliverParts(job.payload)).filter((part) => part.endpointId === id)).toEqual(
      [],
    );
  });

  it('sends a backlog in order, each once, its claimed deliveries held while slow answers run long', async () => {
    const owner = await signUp(app.url);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const receiver = await receivers.start(async () => {
      await gate;
      return 200;
    });
    const { id } = await registerEndpoint(owner, receiver.url, ['card.updated']);
    const { cardId } = await boardWithCard(owner);
    const written = Array.from({ length: 8 }, (_, index) => `t${index + 1}`);
    for (const title of written) {
      expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title })).status).toBe(200);
    }
    // The first delivery is held at the receiver while the others queue behind it in the lane.
    await receiver.until(1);
    await expect.poll(async () => (await deliveryLog(owner, id)).length).toBe(written.length);

    // Each later answer takes 13 s by the app's clock: a batch of them outlives a claim's first hold.
    const lapsed: number[] = [];
    receiver.answerWith(async () => {
      clock.advance(13_000);
      lapsed.push(await lapsedHolds(id));
      return 200;
    });
    open();
    await receiver.until(written.length);
    expect(receiver.received.map((one) => one.event.data.object.title)).toEqual(written);
    expect(new Set(receiver.received.map((one) => one.event.id)).size).toBe(written.length);
    await expect
      .poll(async () => (await deliveryLog(owner, id)).map((one) => one.status))
      .toEqual(Array(written.length).fill('succeeded'));
    expect(lapsed).toEqual(Array(written.length - 1).fill(0));
  });

  it('stores a batch’s answers as they came when its endpoint is turned off under way, and retries none', async () => {
    const owner = await signUp(app.url);
    const gates = new Map<string, Promise<void>>();
    const opens = new Map<string, () => void>();
    for (const title of ['t1', 't2']) gates.set(title, new Promise((resolve) => opens.set(title, resolve)));
    const receiver = await receivers.start(async () => {
      const title = String(receiver.received.at(-1)!.event.data.object.title);
      await gates.get(title);
      return title === 't2' ? 503 : 200;
    });
    const { id } = await registerEndpoint(owner, receiver.url, ['card.updated']);
    const { cardId } = await boardWithCard(owner);
    const written = ['t1', 't2', 't3', 't4'];
    for (const title of written) {
      expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title })).status).toBe(200);
    }
    // t1 is held at the receiver while t2–t4 queue behind it; they go to the sending thread as one batch.
    await receiver.until(1);
    await expect.poll(async () => (await deliveryLog(owner, id)).length).toBe(written.length);
    opens.get('t1')!();
    await receiver.until(2);
    // The receiver holds t2 while the owner turns the endpoint off; then it fails t2, and t3 and t4,
    // already on their way in the batch, are answered 200.
    expect((await owner.patch(`/api/webhooks/${id}`, { enabled: false })).status).toBe(200);
    opens.get('t2')!();
    await receiver.until(written.length);
    expect(receiver.received.map((one) => one.event.data.object.title)).toEqual(written);

    const byTitle = async () => {
      const log = await deliveryLog(owner, id);
      const titles = new Map(receiver.received.map((one) => [one.event.id, one.event.data.object.title]));
      return Object.fromEntries(log.map((one) => [titles.get(one.eventId), one.status]));
    };
    await expect.poll(byTitle).toEqual({ t1: 'succeeded', t2: 'failed', t3: 'succeeded', t4: 'succeeded' });
    // Nothing is tried again, however long the retries' waits.
    clock.advance(RETRY_DELAYS_MS[0]! + 1);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(written.length);
    expect(await byTitle()).toEqual({ t1: 'succeeded', t2: 'failed', t3: 'succeeded', t4: 'succeeded' });
  });
});
