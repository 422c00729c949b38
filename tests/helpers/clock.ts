import type { Clock } from '@server/clock';

/** A clock that stands still until moved: for trials, expiries and rate-limit windows. */
export function createTestClock(start = new Date('2026-03-02T10:00:00Z')) {
  let now = start.getTime();
  // Where the sending thread reads the time (Clock.shared).
  const shared = new BigInt64Array(new SharedArrayBuffer(8));
  const move = (to: number) => {
    now = to;
    Atomics.store(shared, 0, BigInt(to));
  };
  move(now);
  return {
    now: () => new Date(now),
    shared,
    advance(ms: number) {
      move(now + ms);
    },
    set(date: Date) {
      move(date.getTime());
    },
  } satisfies Clock & Record<string, unknown>;
}

export type TestClock = ReturnType<typeof createTestClock>;

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
