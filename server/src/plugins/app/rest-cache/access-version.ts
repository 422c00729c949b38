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
 * The version that sessions kept between requests are checked against. It mirrors the database's
 * (migration 0014: a change to a session, user, workspace, membership or subscription bumps it in the
 * same transaction); each process takes it on when a request that may have changed something ends,
 * before its answer leaves, or when sync() is called. With REDIS_URL it lives in Redis and is read per
 * request, so every instance sees a change made on any other at its next request (pub/sub messages
 * could be lost); without it, in this process, and a single instance is assumed (docs/decisions.md).
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
  const unreadable = versionFailure(app, 'Access version');

  const redis = await versionStore(app, 'Access version');
  let version: AccessVersion;
  if (redis) {
    const offer = async (value: number) => String(await redis.eval(SET_IF_HIGHER, 1, key, String(value)));
    version = {
      async current() {
        try {
          // Redis lost the key (a restart): the database's version is at least as high as any it held.
          return (await redis.get(key)) ?? (await offer(await readDatabase()));
        } catch (error) {
          return unreadable(error);
        }
      },
      async sync() {
        await offer(await readDatabase()).catch(unreadable);
      },
    };
  } else {
    let local = await readDatabase();
    version = {
      current: async () => String(local),
      async sync() {
        local = Math.max(local, await readDatabase());
      },
    };
  }
  app.decorate('accessVersion', version);

  app.addHook('onSend', async (request) => {
    if (mayChange(request.method)) await version.sync().catch(unreadable);
  });
});
