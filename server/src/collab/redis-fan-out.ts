import type { FastifyInstance } from 'fastify';
import type { Hocuspocus, onChangePayload } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import { observeSubscriptions, onResubscribed } from '../plugins/app/events/redis-channel';
import { catchListenerRejections } from './listener-rejections';

/**
 * The Redis extension that carries live edits between instances sharing this schema. Pub/sub keeps nothing
 * for a connection that is away, and the extension only trades state with its peers as a document loads: so
 * when its subscription comes back after Redis restarted or the network to it was cut, every document open
 * here announces its state again. Each peer answers with what this instance lacks and asks in turn for
 * what it lacks, so the copies converge without anyone reconnecting.
 */
export function createRedisFanOut(
  { config, log }: Pick<FastifyInstance, 'config' | 'log'>,
  hocuspocus: () => Hocuspocus,
): Redis {
  const url = new URL(config.REDIS_URL!);
  const redis = new Redis({
    host: url.hostname,
    port: Number(url.port || 6379),
    options: { password: url.password || undefined, db: Number(url.pathname.slice(1) || 0) },
    prefix: `mindlane:${config.DATABASE_SCHEMA}`,
    // Its default of a second after each store would hold every REST write that long.
    disconnectDelay: 50,
  });
  // Its connections reconnect by themselves; while Redis is away each failure is logged, once, here.
  for (const connection of [redis.pub, redis.sub]) {
    connection.on('error', (error: Error) => log.warn({ err: error }, 'Live documents: Redis error'));
  }
  observeSubscriptions(redis.sub);
  // A peer's message is answered over the publishing connection; when that connection closes meanwhile
  // (Redis restarted, the network to it cut) the answer is lost like any message while Redis is away, and
  // the sync after reconnecting makes up for it. It must not become an unhandled rejection.
  catchListenerRejections(redis.sub, 'messageBuffer', (error) =>
    log.warn({ err: error }, 'Live documents: a message from another instance could not be answered'),
  );
  onResubscribed(
    redis.sub,
    async () => {
      const open = hocuspocus().documents;
      log.info({ documents: open.size }, 'Live documents: Redis is back; syncing open documents again');
      // The extension's own change hook publishes the document's state vector (a first sync step).
      for (const [documentName, document] of open) {
        await redis.onChange({ documentName, document, transactionOrigin: undefined } as onChangePayload);
      }
    },
    (error) => log.warn({ err: error }, 'Live documents: syncing again after Redis returned failed'),
  );
  return redis;
}
