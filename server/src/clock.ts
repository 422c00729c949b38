/** The time source for rules that depend on it (trials, expiries), replaceable in tests. */
export interface Clock {
  now(): Date;
  /**
   * A clock other than the system's keeps its time here (ms since the epoch, in shared memory), so that
   * another thread (the webhooks' sending thread) reads the same time as the server's own; absent, the
   * time is the system's.
   */
  readonly shared?: BigInt64Array;
}

export const systemClock: Clock = { now: () => new Date() };

/** The time `clock` shows, read from any thread (`Clock.shared`), in ms since the epoch. */
export function sharedTime(shared: BigInt64Array | undefined): number {
  return shared ? Number(Atomics.load(shared, 0)) : Date.now();
}
