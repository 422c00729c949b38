import { describe, expect, it } from 'vitest';
import { completionBatches } from '@server/plugins/app/jobs/completion-batches';

describe('completionBatches', () => {
  it('deletes the jobs that finish while a delete is on its way in one more statement', async () => {
    const statements: string[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const batches = completionBatches(async (ids) => {
      statements.push([...ids]);
      if (statements.length === 1) await first;
    });
    const done = [batches.add('a'), batches.add('b'), batches.add('c')];
    release();
    await Promise.all(done);
    expect(statements).toEqual([['a'], ['b', 'c']]);
  });

  it('rejects each job of a batch whose delete failed, and deletes the next batch', async () => {
    let fail = true;
    const batches = completionBatches(async () => {
      if (fail) throw new Error('connection lost');
    });
    await expect(batches.add('a')).rejects.toThrow('connection lost');
    fail = false;
    await expect(batches.add('b')).resolves.toBeUndefined();
  });
});
