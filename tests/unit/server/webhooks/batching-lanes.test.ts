import { describe, expect, it } from 'vitest';
import { createBatchingLanes, createCoalescer } from '@server/plugins/app/webhooks/batching-lanes';

/** A promise and the function that settles it: a barrier a test opens. */
function barrier() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('batching lanes', () => {
  it('sends what came while a batch ran as the next batch, in order, and answers each item by its place', async () => {
    const gate = barrier();
    const batches: number[][] = [];
    const double = createCoalescer(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await gate.opened;
      return items.map((item) => item * 2);
    });
    const first = double(1);
    const later = [double(2), double(3), double(4)];
    gate.open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps keys apart: one lane’s slow batch holds up no other lane', async () => {
    const gate = barrier();
    const ran: string[] = [];
    const lane = createBatchingLanes(
      (item: string) => item.slice(0, 1),
      async (items: string[]) => {
        ran.push(items.join('+'));
        if (items[0] === 'a1') await gate.opened;
        return [];
      },
    );
    const slow = lane('a1');
    const queued = lane('a2');
    await lane('b1');
    expect(ran).toEqual(['a1', 'b1']);
    gate.open();
    await Promise.all([slow, queued]);
    expect(ran).toEqual(['a1', 'b1', 'a2']);
  });

  it('fails only the batch whose run threw; the lane goes on with the next', async () => {
    const gate = barrier();
    let calls = 0;
    const lane = createCoalescer(async (items: number[]) => {
      calls += 1;
      if (calls === 1) {
        await gate.opened;
        throw new Error('statement failed');
      }
      return items;
    });
    const failing = lane(1);
    const next = lane(2);
    gate.open();
    await expect(failing).rejects.toThrow('statement failed');
    expect(await next).toBe(2);
  });
});
