import type { Clock } from '@server/clock';

/** A clock that stands still until moved: for trials, expiries and rate-limit windows. */
export function createTestClock(start = new Date('2026-03-02T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}

export type TestClock = ReturnType<typeof createTestClock>;

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
