import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { PendingCreate } from '@client/lib/offline/pending-creates';

/** One load of the app: a fresh module reading what the device kept. */
async function pageLoad(userId: string) {
  vi.resetModules();
  const module = await import('@client/lib/offline/pending-creates');
  await module.loadPendingCreates(userId);
  return module;
}

describe('creates made offline', () => {
  it('are kept across page loads, per user, and sent in the order they were made, each once', async () => {
    const first = await pageLoad('ada');
    await first.queueCreate('ada', 'mindmap', { title: '  Plan ', description: '' });
    await first.queueCreate('ada', 'board', { title: 'Sprint', description: 'x' });
    await first.queueCreate('ada', 'todolist', { title: 'Errands', description: '' });
    expect(first.pendingCreates().map((entry) => entry.title)).toEqual(['Plan', 'Sprint', 'Errands']);

    expect((await pageLoad('bob')).pendingCreates()).toEqual([]);

    const second = await pageLoad('ada');
    const sent: string[] = [];
    const send = vi.fn(async (entry: PendingCreate) => {
      sent.push(entry.title);
    });
    await Promise.all([
      second.sendPendingCreates(send, () => undefined),
      second.sendPendingCreates(send, () => undefined),
    ]);
    await second.sendPendingCreates(send, () => undefined);
    expect(sent).toEqual(['Plan', 'Sprint', 'Errands']);
    expect((await pageLoad('ada')).pendingCreates()).toEqual([]);
  });

  it('keeps a refused create with the reason, goes on with the next, and stops where the network failed', async () => {
    const queue = await pageLoad('cy');
    // The same module instance as the queue's (pageLoad reset the modules).
    const { ApiError } = await import('@client/lib/api-client');
    await queue.queueCreate('cy', 'mindmap', { title: 'Third', description: '' });
    await queue.queueCreate('cy', 'mindmap', { title: 'Fourth', description: '' });
    await queue.queueCreate('cy', 'board', { title: 'Later', description: '' });
    const send = vi.fn(async (entry: PendingCreate) => {
      if (entry.title === 'Third')
        throw new ApiError(403, 'Mindmap limit reached', {}, 'Mindmap limit reached');
      if (entry.title === 'Fourth') return;
      throw new TypeError('Failed to fetch');
    });
    await queue.sendPendingCreates(send, () => undefined);
    expect(queue.pendingCreates().map(({ title, refusal }) => [title, refusal])).toEqual([
      ['Third', 'Mindmap limit reached'],
      ['Later', null],
    ]);

    await queue.retryPendingCreate(queue.pendingCreates()[0]!.id);
    expect(queue.pendingCreates()[0]!.refusal).toBeNull();
  });

  it('takes a deleted item made offline out of the queue, and leaves other ids to the server', async () => {
    const queue = await pageLoad('eve');
    const entry = await queue.queueCreate('eve', 'board', { title: 'Changed my mind', description: '' });
    expect(queue.discardIfQueued('6f1c3a52-9d7e-4b1a-8c2f-0a1b2c3d4e5f')).toBe(false);
    expect(queue.discardIfQueued(entry.id)).toBe(true);
    expect(queue.pendingCreates()).toEqual([]);
    await vi.waitFor(async () => expect((await pageLoad('eve')).pendingCreates()).toEqual([]));
  });

  it('says the server may have an item only once the queue is read and holds it no more', async () => {
    vi.resetModules();
    const queue = await import('@client/lib/offline/pending-creates');
    const other = '6f1c3a52-9d7e-4b1a-8c2f-0a1b2c3d4e5f';
    // Before the device's queue is read, any id may be one made offline and not sent yet.
    expect(queue.mayBeOnServer(other)).toBe(false);
    const reading = queue.loadPendingCreates('fay');
    expect(queue.mayBeOnServer(other)).toBe(false);
    await reading;
    expect(queue.mayBeOnServer(other)).toBe(true);

    const entry = await queue.queueCreate('fay', 'todolist', { title: 'Errands', description: '' });
    expect(queue.mayBeOnServer(entry.id)).toBe(false);
    const { ApiError } = await import('@client/lib/api-client');
    await queue.sendPendingCreates(
      async () => {
        throw new ApiError(403, 'List limit reached', {}, 'List limit reached');
      },
      () => undefined,
    );
    // Refused, it stays on the device only.
    expect(queue.mayBeOnServer(entry.id)).toBe(false);
    await queue.retryPendingCreate(entry.id);
    await queue.sendPendingCreates(
      async () => undefined,
      () => undefined,
    );
    expect(queue.mayBeOnServer(entry.id)).toBe(true);

    // A page loaded later reads the queue again before it says so.
    await queue.queueCreate('fay', 'board', { title: 'Later', description: '' });
    const next = await pageLoad('fay');
    const [waiting] = next.pendingCreates();
    expect(next.mayBeOnServer(waiting!.id)).toBe(false);
    expect(next.mayBeOnServer(entry.id)).toBe(true);

    await next.forgetPendingCreates();
    expect(next.mayBeOnServer(entry.id)).toBe(false);
  });

  it('refuses a blank title before making anything', async () => {
    const queue = await pageLoad('dee');
    await expect(queue.queueCreate('dee', 'mindmap', { title: '   ', description: '' })).rejects.toThrow(
      'Title is required',
    );
    expect(queue.pendingCreates()).toEqual([]);
  });
});
