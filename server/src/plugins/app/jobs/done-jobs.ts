/** How long the row of a done job its enqueuer ran waits for a statement to delete it with. */
export const DONE_OWN_JOB_WAIT_MS = 1_000;

/**
 * Deletes the rows of done jobs. A claimed job's row is deleted at once, jobs finishing while a delete is
 * on its way in the next one (one statement, and on PostgreSQL one commit, for jobs finishing together).
 * A job its enqueuer ran (enqueueOwn) waits instead for that enqueuer's next statement to delete it
 * (take, then giveBack should that statement's transaction roll back): a store's follow job is deleted by
 * the next store, so following a store costs no commit of its own (on PGlite a commit is an fsync). What no
 * statement took within DONE_OWN_JOB_WAIT_MS is deleted on its own; until then its lease keeps it from
 * other instances, and should this one die first, another runs it again, which such jobs allow.
 */
export function createDoneJobs(complete: (ids: readonly string[]) => Promise<void>) {
  let waiting: Array<{ id: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let running = false;
  let own: string[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await complete(batch.map((entry) => entry.id));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  function deleteNow(id: string): Promise<void> {
    const done = new Promise<void>((resolve, reject) => waiting.push({ id, resolve, reject }));
    if (!running) void drain();
    return done;
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const ids = own;
    own = [];
    await Promise.all(ids.map(deleteNow));
  }

  function waitForStatement() {
    if (timer || own.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch(() => undefined);
    }, DONE_OWN_JOB_WAIT_MS);
    timer.unref();
  }

  return {
    /** A claimed job is done: resolves once its row is deleted. */
    claimed: deleteNow,
    /** A job its enqueuer ran is done: its row waits for a statement that deletes it (take). */
    own(id: string): void {
      own.push(id);
      waitForStatement();
    },
    /** The done own jobs' ids, for a statement to delete; they are no longer this module's to delete. */
    take(): string[] {
      const ids = own;
      own = [];
      return ids;
    },
    /** Ids taken by a statement whose transaction rolled back. */
    giveBack(ids: readonly string[]): void {
      own.push(...ids);
      waitForStatement();
    },
    /** Deletes the done own jobs no statement took, now. */
    flush,
  };
}
