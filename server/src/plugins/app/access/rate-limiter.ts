import type { Clock } from '../../../clock';
import { HttpError } from '../../../http-errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in this process. Each instance counts on its own, which bounds an attacker
 * to (instances × limit) attempts per window.
 */
export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(now: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows)
      if (now - window.startedAt > 24 * 60 * 60 * 1000) windows.delete(key);
  }

  return {
    /** Counts one attempt for each key; throws a 429 when any of them is over its limit. */
    hit(entries: Array<{ key: string; rule: RateLimit }>) {
      const now = clock.now().getTime();
      sweep(now);
      let retryAfterMs = 0;
      for (const { key, rule } of entries) {
        let window = windows.get(key);
        if (!window || now - window.startedAt >= rule.windowMs) {
          window = { startedAt: now, count: 0 };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > rule.limit)
          retryAfterMs = Math.max(retryAfterMs, window.startedAt + rule.windowMs - now);
      }
      if (retryAfterMs > 0) {
        const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60_000;

/**
 * The limits of each sensitive route. The per-address ones are configurable because a whole office
 * behind one NAT address shares them.
 */
export function rateLimits(config: {
  RATE_LIMIT_LOGIN_PER_ADDRESS: number;
  RATE_LIMIT_REGISTER_PER_ADDRESS: number;
}) {
  return {
    loginPerAddress: { limit: config.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMs: 15 * MINUTE },
    loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
    registerPerAddress: { limit: config.RATE_LIMIT_REGISTER_PER_ADDRESS, windowMs: 60 * MINUTE },
    resetPerAddress: { limit: config.RATE_LIMIT_REGISTER_PER_ADDRESS, windowMs: 60 * MINUTE },
    resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
    invitePerUser: { limit: 50, windowMs: 60 * MINUTE },
  } satisfies Record<string, RateLimit>;
}
