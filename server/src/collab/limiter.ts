/**
 * Runs at most `concurrency` tasks at a time; the rest wait their turn in order. Debounced stores of many
 * documents can fall due together (they were edited from the same moment); taking them a few at a time
 * lets the event loop serve sockets between them instead of running every store's preparation at once.
 */
export function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
