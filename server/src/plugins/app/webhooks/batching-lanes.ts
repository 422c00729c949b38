/**
 * Lanes by key: the work of one key is done one batch after another, and the items that come while a batch
 * runs wait together and go as the next batch, in the order they came, so a busy lane drains its backlog
 * in batches rather than item by item. `run` answers each item of its batch by its place; an item settles
 * with its answer, or with its batch's error.
 */
export function createBatchingLanes<T, R = void>(
  keyOf: (item: T) => string,
  run: (batch: T[]) => Promise<R[]>,
) {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const lanes = new Map<string, Waiting[]>();
  const drain = async (key: string, waiting: Waiting[]) => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0);
      try {
        const results = await run(batch.map((one) => one.item));
        batch.forEach((one, index) => one.resolve(results[index] as R));
      } catch (error) {
        for (const one of batch) one.reject(error);
      }
    }
    lanes.delete(key);
  };
  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      const key = keyOf(item);
      const waiting = lanes.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      const started: Waiting[] = [{ item, resolve, reject }];
      lanes.set(key, started);
      void drain(key, started);
    });
}

/**
 * One statement at a time for many callers: the calls made while one runs go together in the next, as
 * one batch (a lane with a single key).
 */
export function createCoalescer<T, R = void>(run: (batch: T[]) => Promise<R[]>) {
  return createBatchingLanes<T, R>(() => '', run);
}
