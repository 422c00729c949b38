import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '@server/plugins/app/webhooks/webhook-settle';
import { signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { signedBy, startReceiver, type Receiver } from '../../helpers/webhook-receiver';

/**
 * An owner's endpoint hears of a board's changes, signed; a failing endpoint is retried by the app's clock
 * until it answers, and recovers.
 */

const clock = createTestClock(new Date());
let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({ clock });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

describe('webhook deliveries', () => {
  it('sends a board’s card events once each, in order, signed with the secret shown once', async () => {
    const owner = await signUp(app.url);
    const created = await owner.post('/api/webhooks', {
      url: receiver.url,
      events: ['card.created', 'card.moved', 'card.updated', 'board.created'],
      description: 'Cards',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const listed = await owner.get('/api/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const board = await owner.post('/api/boards', { title: 'Sprint' });
    const card = await owner.post('/api/kanban/cards', {
      board_id: board.body.id,
      column_id: 'new',
      title: 'Book the hall',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    await owner.patch(`/api/kanban/cards/${card.body.id as string}`, { column_id: 'done' });
    await owner.patch(`/api/kanban/cards/${card.body.id as string}`, { title: 'Book the big hall' });
    await receiver.until(4);
    await app.app.jobs.runDue();
    const types = receiver.received.map((one) => one.event.type);
    expect(types).toEqual(['board.created', 'card.created', 'card.moved', 'card.updated']);
    for (const one of receiver.received) {
      expect(signedBy(one, secret)).toBe(true);
      expect(one.headers['mindlane-event-id']).toBe(one.event.id);
    }
    const moved = receiver.received[2]!.event;
    expect(moved.data.object).toMatchObject({ id: card.body.id, columnId: 'done' });
    expect(moved.data.previous).toEqual({ columnId: 'new', status: 'open' });
    expect(receiver.received[3]!.event.data.previous).toEqual({ title: 'Book the hall' });
  });

  it('retries a failing endpoint by the clock, and it recovers', async () => {
    const owner = await signUp(app.url);
    const failing = await startReceiver(() => 503);
    try {
      const hook = await owner.post('/api/webhooks', { url: failing.url, events: ['*'], description: '' });
      const id = hook.body.id as string;
      const test = await owner.post(`/api/webhooks/${id}/test`, {});
      expect(test.status, JSON.stringify(test.body)).toBe(202);
      await failing.until(1);
      const retrying = await eventually(async () => {
        const log = await owner.get(`/api/webhooks/${id}/deliveries`);
        const [first] = log.body.deliveries as Array<Record<string, unknown>>;
        return first?.status === 'retrying' ? first : undefined;
      });
      expect(retrying).toMatchObject({ eventType: 'webhook.test', attempts: 1, lastStatus: 503 });
      expect((await owner.get('/api/webhooks')).body[0].failingSince).not.toBeNull();

      failing.answerWith(() => 200);
      clock.advance(RETRY_DELAYS_MS[0]! + 1);
      await app.app.jobs.runDue();
      expect(failing.received).toHaveLength(2);
      const log = await owner.get(`/api/webhooks/${id}/deliveries`);
      expect(log.body.deliveries[0]).toMatchObject({ status: 'succeeded', attempts: 2, lastStatus: 200 });
      expect((await owner.get('/api/webhooks')).body[0].failingSince).toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('fails an attempt the sending thread could not finish into a retry, and a new thread sends it', async () => {
    const owner = await signUp(app.url);
    let release = () => {};
    const held = new Promise<number>((resolve) => (release = () => resolve(200)));
    const slow = await startReceiver(() => held);
    try {
      const hook = await owner.post('/api/webhooks', { url: slow.url, events: ['*'], description: '' });
      const id = hook.body.id as string;
      expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
      await slow.until(1);
      // The thread ends while the receiver holds the POST (as a crash of the thread would end it).
      await app.app.webhooks.thread.stop();
      const retrying = await eventually(async () => {
        const log = await owner.get(`/api/webhooks/${id}/deliveries`);
        const [first] = log.body.deliveries as Array<Record<string, unknown>>;
        return first?.status === 'retrying' ? first : undefined;
      });
      expect(retrying).toMatchObject({ attempts: 1, lastStatus: null });
      expect(String(retrying.lastAnswer)).toContain('the sending thread stopped');

      release();
      clock.advance(RETRY_DELAYS_MS[0]! + 1);
      await app.app.jobs.runDue();
      expect(slow.received).toHaveLength(2);
      expect(slow.received[1]!.event.id).toBe(slow.received[0]!.event.id);
      const log = await owner.get(`/api/webhooks/${id}/deliveries`);
      expect(log.body.deliveries[0]).toMatchObject({ status: 'succeeded', attempts: 2, lastStatus: 200 });
    } finally {
      release();
      await slow.close();
    }
  });
});
