import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDoneJobs, DONE_OWN_JOB_WAIT_MS } from '@server/plugins/app/jobs/done-jobs';

describe('createDoneJobs', () => {
  afterEach(() => vi.useRealTimers());

  it('deletes the claimed jobs that finish while a delete is on its way in one more statement', async () => {
    const statements: string[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const done = createDoneJobs(async (ids) => {
      statements.push([...ids]);
      if (statements.length === 1) await first;
    });
    const settled = [done.claimed('a'), done.claimed('b'), done.claimed('c')];
    release();
    await Promise.all(settled);
    expect(statements).toEqual([['a'], ['b', 'c']]);
  });

  it('rejects each job of a batch whose delete failed, and deletes the next batch', async () => {
    let fail = true;
    const done = createDoneJobs(async () => {
      if (fail) throw new Error('connection lost');
    });
    await expect(done.claimed('a')).rejects.toThrow('connection lost');
    fail = false;
    await expect(done.claimed('b')).resolves.toBeUndefined();
  });

  it("leaves an own job's row to a statement that takes it, and takes back what a rollback gave back", async () => {
    vi.useFakeTimers();
    const statements: string[][] = [];
    const done = createDoneJobs(async (ids) => {
      statements.push([...ids]);
    });
    done.own('a');
    done.own('b');
    expect(done.take()).toEqual(['a', 'b']);
    expect(done.take()).toEqual([]);
    vi.advanceTimersByTime(DONE_OWN_JOB_WAIT_MS);
    expect(statements).toEqual([]);

    // The statement's transaction rolled back: deleted on their own once no statement took them.
    done.giveBack(['a', 'b']);
    await vi.advanceTimersByTimeAsync(DONE_OWN_JOB_WAIT_MS);
    expect(statements.flat().sort()).toEqual(['a', 'b']);
  });

  it('deletes the own jobs no statement took at once on flush', async () => {
    const statements: string[][] = [];
    const done = createDoneJobs(async (ids) => {
      statements.push([...ids]);
    });
    done.own('a');
    await done.flush();
    expect(statements.flat()).toEqual(['a']);
    expect(done.take()).toEqual([]);
  });
});
