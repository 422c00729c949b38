import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hashToken } from '../sessions/tokens';

/** How many sessions a process keeps; past that, the longest kept goes first. */
const MAX_ENTRIES = 10_000;
/** However long a session still runs, it is read again after this long (bounds what memory holds). */
const MAX_AGE_MS = 5 * 60 * 1000;

interface Entry<T> {
  version: string;
  until: number;
  value: T;
}

/**
 * A process's resolved sessions (user, membership, the workspace owner's subscription), each kept with
 * the access version it was read under and used only while that version is still current and the
 * session has not expired. The version is read before the session, so a change that lands while the
 * session is read leaves the entry under the older version, which the change's bump retires. The plan
 * verdict is not kept: it is worked out per request from the kept subscription and the clock, so a
 * trial or paid period ends at its moment without any write.
 */
export function createSessionCache<T>({
  accessVersion,
  clock,
}: Pick<FastifyInstance, 'accessVersion' | 'clock'>) {
  // Expiry is checked by hand against `until`, not by lru-cache's ttl: it follows the app's clock, which
  // tests move, rather than the process's.
  const entries = new LRUCache<string, Entry<T>>({ max: MAX_ENTRIES });
  return {
    async resolve(
      token: string,
      load: () => Promise<{ value: T; expiresAt: Date } | null>,
    ): Promise<T | null> {
      const key = hashToken(token);
      const version = await accessVersion.current();
      const now = clock.now().getTime();
      // peek, not get: a hit does not keep a session longer, the first kept is the first to go.
      const kept = entries.peek(key);
      if (kept && version !== null && kept.version === version && now < kept.until) return kept.value;
      entries.delete(key);
      const loaded = await load();
      if (!loaded || version === null) return loaded?.value ?? null;
      entries.set(key, {
        version,
        until: Math.min(loaded.expiresAt.getTime(), now + MAX_AGE_MS),
        value: loaded.value,
      });
      return loaded.value;
    },
  };
}
