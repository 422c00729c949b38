import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { listenOnPostgres } from '../../../db/postgres-channel';
import { mayChange, versionFailure, versionStore } from './redis-connection';

export interface DataVersions {
  /** The workspace's data version; read it before the data it tags. Null when it cannot be read. */
  current(workspaceId: string): Promise<string | null>;
  /** Gives the workspace a new data version; call once a change to its data is committed. */
  bump(workspaceId: string): Promise<void>;
  /** Whether the shared store of versions answers: 'none' without REDIS_URL (this process keeps them). */
  store(): Promise<'ok' | 'down' | 'none'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataVersions: DataVersions;
  }
}

/** A workspace nobody changed for this long starts again from a fresh version. */
const KEEP_S = 24 * 60 * 60;

/**
 * One version per workspace for the tags of its REST answers: every bump is a new random value (no
 * counter that a lost key could restart and repeat), given after the projection commits a document of the
 * workspace and when a request that may have changed something ends, before its answer leaves. With
 * REDIS_URL it lives in Redis and is read per request, so a change on one instance retires the tags of
 * every other; without it, in this process (one instance assumed, docs/decisions.md).
 */
export default fp(async function dataVersions(app: FastifyInstance) {
  const keyOf = (workspaceId: string) => `mindlane:${app.config.DATABASE_SCHEMA}:data-version:${workspaceId}`;
  const unreadable = versionFailure(app.log, 'Data version');

  const redis = await versionStore(app, 'Data version');
  let versions: DataVersions;
  if (redis) {
    /**
     * Workspaces changed here whose new version did not reach Redis: the version Redis holds still tags
     * answers from before the change, so this process trusts none of their tags until a bump gets through
     * (each read tries again).
     */
    const unbumped = new Set<string>();
    const bump = async (workspaceId: string, tellPeers = true) => {
      try {
        await redis.set(keyOf(workspaceId), randomUUID(), 'EX', KEEP_S);
        unbumped.delete(workspaceId);
      } catch (error) {
        unbumped.add(workspaceId);
        unreadable(error);
        if (tellPeers) await peers?.tell(workspaceId);
      }
    };
    /**
     * A bump that did not get through is told to the other instances through PostgreSQL, which this one still
     * reached to commit the change: any of them that reaches Redis bumps the version in its stead, so none
     * answers from the old tags meanwhile (one that cannot reach Redis either trusts none until it can).
     */
    const peers =
      app.database.kind === 'postgres' && app.config.DATABASE_URL
        ? await unbumpedNotices(app, (workspaceId) => bump(workspaceId, false))
        : null;
    versions = {
      async current(workspaceId) {
        if (unbumped.has(workspaceId)) await bump(workspaceId);
        if (unbumped.has(workspaceId)) return null;
        const key = keyOf(workspaceId);
        try {
          const held = await redis.get(key);
          if (held !== null) return held;
          await redis.set(key, randomUUID(), 'EX', KEEP_S, 'NX');
          return await redis.get(key);
        } catch (error) {
          return unreadable(error);
        }
      },
      bump: (workspaceId) => bump(workspaceId),
      async store() {
        try {
          await redis.ping();
          return 'ok';
        } catch {
          return 'down';
        }
      },
    };
  } else {
    const local = new Map<string, string>();
    versions = {
      async current(workspaceId) {
        let held = local.get(workspaceId);
        if (held === undefined) local.set(workspaceId, (held = randomUUID()));
        return held;
      },
      async bump(workspaceId) {
        local.set(workspaceId, randomUUID());
      },
      store: async () => 'none',
    };
  }
  app.decorate('dataVersions', versions);

  app.addHook('onSend', async (request) => {
    if (!mayChange(request.method)) return;
    const workspaces = new Set([request.session?.workspace.workspaceId, request.auth?.workspace.workspaceId]);
    for (const workspaceId of workspaces) if (workspaceId) await versions.bump(workspaceId);
  });
});

const UNBUMPED_CHANNEL = 'mindlane_unbumped_versions';

/** Notices between the instances on this schema of workspaces whose version bump did not reach Redis. */
async function unbumpedNotices(
  app: Pick<FastifyInstance, 'config' | 'log' | 'database' | 'addHook'>,
  bumpHere: (workspaceId: string) => Promise<void>,
) {
  const instance = randomUUID();
  const schema = app.config.DATABASE_SCHEMA;
  const channel = await listenOnPostgres({
    url: app.config.DATABASE_URL!,
    channel: UNBUMPED_CHANNEL,
    logger: app.log,
    receive(payload) {
      const notice = parseNotice(payload);
      if (notice && notice.schema === schema && notice.from !== instance) void bumpHere(notice.workspaceId);
    },
  });
  app.addHook('onClose', () => channel.close());
  return {
    async tell(workspaceId: string) {
      const payload = JSON.stringify({ schema, from: instance, workspaceId });
      await sql`select pg_notify(${UNBUMPED_CHANNEL}, ${payload})`
        .execute(app.database.db)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'Data version: could not tell the other instances'),
        );
    },
  };
}

function parseNotice(payload: string): { schema: string; from: string; workspaceId: string } | null {
  try {
    const notice = JSON.parse(payload) as Record<string, unknown>;
    const { schema, from, workspaceId } = notice;
    return typeof schema === 'string' && typeof from === 'string' && typeof workspaceId === 'string'
      ? { schema, from, workspaceId }
      : null;
  } catch {
    return null;
  }
}
