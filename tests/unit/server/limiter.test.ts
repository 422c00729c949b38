import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../../server/src/collab/limiter';

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, in the order they came, and passes results and errors on', async () => {
    const run = createLimiter(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (index === 3) throw new Error('task 3 failed');
      return index * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((index) => run(task(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message)),
    ).toEqual([0, 10, 20, 'task 3 failed', 40, 50]);
  });
});
