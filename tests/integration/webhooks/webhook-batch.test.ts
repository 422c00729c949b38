import { afterEach, describe, expect, it } from 'vitest';
import { sendBatch, type SignedBatch, type StoredEvent } from '@server/plugins/app/webhooks/webhook-post';
import { createTestClock } from '../../helpers/clock';
import { signedBy, startReceiver, type Receiver } from '../../helpers/webhook-receiver';

/**
 * A lane's deliveries go to the sending thread as one batch (sendBatch): sent in their order, each once
 * the one before it is answered, signed by the app's clock, and no attempt after the first started once
 * the batch's hold is too short for it.
 */

const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

const event = (id: string): StoredEvent => ({
  id,
  type: 'node.updated',
  created_at: new Date('2026-12-01T00:00:00Z'),
  workspace_id: 'w',
  data: { object: { id } },
});

function batchTo(receiver: Receiver, ids: string[], extra: Partial<SignedBatch> = {}): SignedBatch {
  const url = new URL(receiver.url);
  return {
    target: { url: receiver.url, address: { address: url.hostname, family: 4 } },
    events: ids.map(event),
    secrets: ['whsec_batch'],
    timeoutMs: 5_000,
    policy: { allowPrivate: true, requireHttps: false },
    startBy: Date.now() + 60_000,
    ...extra,
  };
}

describe('a batch of deliveries to one endpoint', () => {
  it('is sent in its order, each POST once the one before it is answered, every one signed', async () => {
    const answers: Array<(status: number) => void> = [];
    const receiver = await startReceiver(() => new Promise<number>((resolve) => answers.push(resolve)));
    receivers.push(receiver);
    const sending = sendBatch(batchTo(receiver, ['a', 'b', 'c']));
    for (let index = 0; index < 3; index += 1) {
      await receiver.until(index + 1);
      // The next POST waits for this answer: a while later, still only this one has arrived (sent at
      // once, the rest would be here by now, on loopback).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received).toHaveLength(index + 1);
      answers[index]!(index === 1 ? 500 : 200);
    }
    const sent = await sending;
    expect(sent.map((answer) => answer.status)).toEqual([200, 500, 200]);
    expect(receiver.received.map((one) => one.event.id)).toEqual(['a', 'b', 'c']);
    for (const one of receiver.received) expect(signedBy(one, 'whsec_batch')).toBe(true);
  });

  it('starts no attempt after the first once its start-by time has passed', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const sent = await sendBatch(batchTo(receiver, ['a', 'b', 'c'], { startBy: Date.now() - 1 }));
    expect(sent).toHaveLength(1);
    expect(receiver.received.map((one) => one.event.id)).toEqual(['a']);
  });

  it('signs by the app’s clock and stops by it, read from the memory it shares', async () => {
    const clock = createTestClock(new Date('2030-01-01T00:00:00Z'));
    const answers: Array<(status: number) => void> = [];
    const receiver = await startReceiver(() => new Promise<number>((resolve) => answers.push(resolve)));
    receivers.push(receiver);
    const startBy = clock.now().getTime() + 5_000;
    const sending = sendBatch(batchTo(receiver, ['a', 'b', 'c'], { clock: clock.shared, startBy }));
    await receiver.until(1);
    answers[0]!(200);
    await receiver.until(2);
    // The second answer takes longer than the batch may run: the third is not started.
    clock.advance(6_000);
    answers[1]!(200);
    expect((await sending).map((answer) => answer.status)).toEqual([200, 200]);
    const times = receiver.received.map(
      (one) => /t=(\d+)/.exec(String(one.headers['mindlane-signature']))?.[1],
    );
    expect(times).toEqual([
      String(Date.parse('2030-01-01T00:00:00Z') / 1000),
      String(Date.parse('2030-01-01T00:00:00Z') / 1000),
    ]);
  });
});
