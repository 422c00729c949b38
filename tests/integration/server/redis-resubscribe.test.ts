import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { observeSubscriptions } from '@server/plugins/app/events/redis-channel';
import { eventually } from '../../helpers/http';

/**
 * A subscribed connection that drops is subscribed again by ioredis as soon as it is back. When it closes
 * before Redis answers that (the app closing right after Redis returned), nothing may reject unhandled:
 * that takes the process down.
 */
describe.skipIf(!process.env.REDIS_URL)('a subscribed Redis connection closed as it comes back', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('leaves no unhandled rejection from the subscription ioredis sends again by itself', async () => {
    const connection = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    connection.on('error', () => undefined);
    observeSubscriptions(connection);
    await connection.connect();
    await connection.subscribe('mindlane:test:resubscribe');
    process.on('unhandledRejection', record);
    // Back after a drop, it is closed at once, its socket gone: the subscription it sent again is never
    // answered.
    connection.once('ready', () => {
      connection.disconnect();
      connection.stream.destroy();
    });
    connection.stream.destroy();
    await eventually(() => connection.status === 'end', 10_000, 10);
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});
