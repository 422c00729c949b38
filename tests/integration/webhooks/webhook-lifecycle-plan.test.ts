import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '@server/plugins/app/webhooks/webhook-settle';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_KEEP_MS } from '@shared/api/webhooks';
import { FN, signUp } from '../../helpers/accounts';
import { DAY, HOUR, createTestClock } from '../../helpers/clock';
import type { HttpClient } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { deliveryLog, receiverPool, registerEndpoint } from './webhook-lifecycle-endpoints';

/**
 * What days and plans do to an endpoint, by the app's clock: failing for 3 days turns it off (its owner
 * mailed) until turned on again; a lapsed plan pauses deliveries that go out in order once it is active
 * again; events and their logs are forgotten after 30 days.
 */

const clock = createTestClock(new Date());
let app: TestApp;
const receivers = receiverPool();
beforeAll(async () => {
  // Sessions outlast the 30 days the clock moves through.
  app = await startTestApp({ clock, env: { SESSION_TTL_HOURS: String(24 * 90) } });
});
afterAll(async () => {
  await receivers.closeAll();
  await app?.close();
});

/** The owner's plan paid through `until`, as a checkout or a lapse leaves the subscription row. */
async function paidThrough(owner: HttpClient, until: Date) {
  const me = await owner.get(`${FN}/me`);
  await app.app.database.db
    .updateTable('subscriptions')
    .set({ status: 'active', paid_thru_date: until })
    .where('user_id', '=', me.body.user.sub as string)
    .execute();
  await app.app.accessVersion.sync();
}

async function endpointOf(owner: HttpClient, id: string) {
  const list = await owner.get('/api/webhooks');
  return (list.body as Array<Record<string, unknown>>).find((one) => one.id === id)!;
}

describe('webhook endpoints over days and plans', () => {
  it('turns off an endpoint failing for 3 days, mails its owner, sends nothing, and turns on again', async () => {
    const owner = await signUp(app.url);
    await paidThrough(owner, new Date(clock.now().getTime() + 365 * DAY));
    const receiver = await receivers.start(() => 503);
    const { id } = await registerEndpoint(owner, receiver.url);
    const start = clock.now().getTime();
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    await app.app.jobs.runDue();
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      await app.app.jobs.runDue();
    }
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(await endpointOf(owner, id)).toMatchObject({ disabledAt: null });

    clock.set(new Date(start + WEBHOOK_DISABLE_AFTER_MS + HOUR));
    expect(await latestLink(app.url, owner.email, '/settings')).toBeDefined();
    const off = await endpointOf(owner, id);
    expect(off.disabledAt).not.toBeNull();

    const board = await owner.post('/api/boards', { title: 'Quiet' });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const refused = await owner.post(`/api/webhooks/${id}/test`, {});
    expect(refused.status).toBe(409);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);

    const on = await owner.patch(`/api/webhooks/${id}`, { enabled: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ disabledAt: null, failingSince: null });
    receiver.answerWith(() => 200);
    expect((await owner.post('/api/boards', { title: 'Heard' })).status).toBe(201);
    await receiver.until(RETRY_DELAYS_MS.length + 2);
    expect(receiver.received.at(-1)!.event).toMatchObject({
      type: 'board.created',
      data: { object: { title: 'Heard' } },
    });
  });

  it('pauses deliveries while the plan has lapsed and sends them in order once it is active again', async () => {
    const owner = await signUp(app.url);
    await paidThrough(owner, new Date(clock.now().getTime() + HOUR));
    const receiver = await receivers.start(() => 500);
    const { id } = await registerEndpoint(owner, receiver.url, ['card.updated']);
    const board = await owner.post('/api/boards', { title: 'Sprint' });
    const card = await owner.post('/api/kanban/cards', {
      board_id: board.body.id,
      column_id: 'new',
      title: 't0',
    });
    const cardId = card.body.id as string;
    // Eight edits of one card: one order among 40 320, so a resume that shuffled them would show.
    const written = Array.from({ length: 8 }, (_, index) => `t${index + 1}`);
    for (const title of written) {
      expect((await owner.patch(`/api/kanban/cards/${cardId}`, { title })).status).toBe(200);
    }
    const count = written.length;
    await receiver.until(count);
    await app.app.jobs.runDue();
    const statuses = async () => (await deliveryLog(owner, id)).map((one) => one.status);

    // The plan lapses before the retries are due: they are paused, not sent and not failed.
    clock.advance(2 * HOUR);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(count);
    expect(await statuses()).toEqual(Array(count).fill('paused'));
    clock.advance(DAY);
    await app.app.jobs.runDue();
    expect(receiver.received).toHaveLength(count);

    receiver.answerWith(() => 200);
    await paidThrough(owner, new Date(clock.now().getTime() + 30 * DAY));
    clock.advance(60_000);
    await app.app.jobs.runDue();
    await receiver.until(2 * count);
    const resent = receiver.received.slice(count);
    expect(resent.map((one) => one.event.data.previous)).toEqual(
      ['t0', ...written.slice(0, -1)].map((title) => ({ title })),
    );
    expect(resent.map((one) => one.event.id)).toEqual(
      receiver.received.slice(0, count).map((one) => one.event.id),
    );
    await app.app.jobs.runDue();
    expect(await statuses()).toEqual(Array(count).fill('succeeded'));
  });

  it('forgets events and their deliveries after 30 days and keeps younger ones', async () => {
    const owner = await signUp(app.url);
    await paidThrough(owner, new Date(clock.now().getTime() + 90 * DAY));
    const receiver = await receivers.start();
    const { id } = await registerEndpoint(owner, receiver.url);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(1);
    clock.advance(20 * DAY);
    expect((await owner.post(`/api/webhooks/${id}/test`, {})).status).toBe(202);
    await receiver.until(2);
    const [young, old] = receiver.received.map((one) => one.event.id).reverse();
    await app.app.jobs.runDue();
    expect((await deliveryLog(owner, id)).map((one) => one.eventId)).toEqual([young, old]);

    clock.advance(WEBHOOK_KEEP_MS - 20 * DAY + 2 * 60_000);
    await app.app.jobs.runDue();
    expect((await deliveryLog(owner, id)).map((one) => one.eventId)).toEqual([young]);
    const events = await app.app.database.db
      .selectFrom('webhook_events')
      .select('id')
      .where('id', 'in', [young!, old!])
      .execute();
    expect(events.map((one) => one.id)).toEqual([young]);
    const kept = await app.app.database.db
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .where('endpoint_id', '=', id)
      .execute();
    expect(kept.map((one) => one.event_id)).toEqual([young]);
  });
});
