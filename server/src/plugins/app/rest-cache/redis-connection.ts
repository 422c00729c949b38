import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis connection for versions read on every request, closed with the app; null without REDIS_URL. */
export async function versionStore(
  app: Pick<FastifyInstance, 'config' | 'log' | 'addHook'>,
  name: string,
): Promise<Redis | null> {
  if (!app.config.REDIS_URL) return null;
  const connection = new Redis(app.config.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    // A command left unanswered (Redis out of reach, reconnecting) fails after this long instead of holding
    // the request: the version is then unknown, and nothing is answered from a cache.
    commandTimeout: 1_000,
    lazyConnect: true,
  });
  connection.on('error', (error) => app.log.warn({ err: error }, `${name}: Redis error`));
  await connection.connect();
  app.addHook('onClose', async () => {
    await connection.quit().catch(() => connection.disconnect());
  });
  return connection;
}

/** Logs a version that could not be read or written; answers null, "unknown", for the caller to pass on. */
export function versionFailure(log: FastifyBaseLogger, name: string) {
  return (error: unknown): null => {
    log.warn({ err: error }, `${name}: could not be read or written`);
    return null;
  };
}

/** Safe methods change nothing; any other request may have. */
export function mayChange(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
