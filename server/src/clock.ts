/** The time source for rules that depend on it (trials, expiries), replaceable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
