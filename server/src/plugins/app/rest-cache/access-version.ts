import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mayChange, versionFailure, versionStore } from './redis-connection';

export interface AccessVersion {
  /**
   * The current access version, read on every request (from Redis when REDIS_URL is set, as another
   * instance may have moved it); null when it cannot be read, and then nothing is answered from a cache.
   */
  current(): Promise<string | null>;
  /** Takes the database's access version (bumped by triggers) to every instance; call after a change. */
  sync(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessVersion: AccessVersion;
  }
}

/** Sets the key to ARGV[1] unless it already holds a number at least as high; returns what it holds. */
const SET_IF_HIGHER = `
local held = tonumber(redis.call('GET', KEYS[1]) or '-1')
local offered = tonumber(ARGV[1])
if offered > held then
  redis.call('SET', KEYS[1], ARGV[1])
  return ARGV[1]
end
return tostring(held)`;

/**
 * How stale a process lets its version get: past this, the next request reads the database's first, so a
 * change no request announced (SQL by hand, a script in another process) is seen within this long.
 */
export const ACCESS_VERSION_REREAD_MS = 1_000;

/**
 * The version that sessions kept between requests are checked against. It mirrors the database's
 * (migration 0014: a change to a session, user, workspace, membership or subscription bumps it in the
 * same transaction); each process takes it on when a request that may have changed something (a write
 * outside the content routes) ends,
 * before its answer leaves, or when sync() is called. With REDIS_URL it lives in Redis and is read per
 * request, so every instance sees a change made on any other at its next request (pub/sub messages
 * could be lost); without it, in this process, and a single instance is assumed (docs/decisions.md).
 * Either way the database's is read again once it is ACCESS_VERSION_REREAD_MS old.
 */
export default fp(async function accessVersion(app: FastifyInstance) {
  const key = `mindlane:${app.config.DATABASE_SCHEMA}:access-version`;
  const readDatabase = async () => {
    const row = await app.database.db
      .selectFrom('access_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  };
  const unreadable = versionFailure(app.log, 'Access version');

  const redis = await versionStore(app, 'Access version');
  let local = await readDatabase();
  let readAt = app.clock.now().getTime();
  /** Reads the database's version and takes it on: upwards only, into Redis when it is there. */
  const takeDatabases = async () => {
    const started = app.clock.now().getTime();
    const read = await readDatabase();
    if (redis) await redis.eval(SET_IF_HIGHER, 1, key, String(read));
    else local = Math.max(local, read);
    readAt = Math.max(readAt, started);
  };
  // Requests that find the version stale share one read; a sync() after a change makes its own, as a read
  // already under way may have started before the change was committed.
  let refreshing: Promise<void> | null = null;
  const refresh = () =>
    (refreshing ??= takeDatabases().finally(() => {
      refreshing = null;
    }));

  const version: AccessVersion = {
    async current() {
      try {
        if (app.clock.now().getTime() - readAt >= ACCESS_VERSION_REREAD_MS) await refresh();
        if (!redis) return String(local);
        // Redis lost the key (a restart): the database's version is at least as high as any it held.
        const held = await redis.get(key);
        if (held !== null) return held;
        await takeDatabases();
        return await redis.get(key);
      } catch (error) {
        return unreadable(error);
      }
    },
    async sync() {
      await takeDatabases().catch(unreadable);
    },
  };
  app.decorate('accessVersion', version);

  // A content route (maps, lists, boards and what they hold) writes documents and their rows, never who
  // may do what: only the other classes' writes can have moved the version.
  app.addHook('onSend', async (request) => {
    if (mayChange(request.method) && request.routeOptions.config.access !== 'content') await version.sync();
  });
});
