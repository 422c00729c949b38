/**
 * Deletes done jobs in batches: every job that finishes while a delete is on its way waits for the next
 * one, so jobs finishing together cost one statement (and on PostgreSQL one commit) instead of one each.
 * Each `add` resolves once its job's row is deleted, or rejects with that delete's error.
 */
export function completionBatches(complete: (ids: readonly string[]) => Promise<void>) {
  let waiting: Array<{ id: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let running = false;

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

  return {
    add(id: string): Promise<void> {
      const done = new Promise<void>((resolve, reject) => waiting.push({ id, resolve, reject }));
      if (!running) void drain();
      return done;
    },
  };
}
