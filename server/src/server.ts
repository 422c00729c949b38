import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Clock } from './clock';
import { isLoopback, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { guardInstances, type InstanceGuard } from './db/instance-guard';
import { migrate } from './db/migrate';
import { createLogger, START_NOTICE } from './logger';
import { publicBaseUrl } from './plugins/app/mail/links';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Stops accepting, flushes live documents, closes the database. Safe to call twice. */
  close(): Promise<void>;
}

/** Opens the database, applies migrations, builds the app and listens on HOST:PORT. */
export async function startServer(
  config: Config,
  options: { logger?: Logger; clock?: Clock; pgliteObserver?: string } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.dataDir,
    pgliteObserver: options.pgliteObserver,
    onIdleConnectionLost: (error) =>
      logger.warn({ err: error }, 'Database: an idle connection was dropped; the next query opens another'),
  });
  let app: FastifyInstance | undefined;
  let guard: InstanceGuard | undefined;
  try {
    // PGlite's data directory has a lock of its own; a PostgreSQL schema is guarded across machines.
    if (database.kind === 'postgres') {
      guard = await guardInstances({
        url: config.DATABASE_URL!,
        schema: config.DATABASE_SCHEMA,
        withRedis: Boolean(config.REDIS_URL),
        logger,
      });
    }
    const applied = await migrate(database.db);
    if (applied.length > 0) logger.info({ applied }, 'Applied database migrations');
    app = await buildApp({ config, database, logger, clock: options.clock });
    await app.listen({ port: config.PORT, host: config.HOST });
    if (!config.PUBLIC_URL) {
      // Expected while only this machine reaches the server; a warning once others can.
      logger[isLoopback(config.HOST) ? 'info' : 'warn'](
        { linksTo: publicBaseUrl(app), [START_NOTICE]: 'no-public-url' },
        `PUBLIC_URL is not set: links in e-mails point to ${publicBaseUrl(app)}`,
      );
    }
    if (config.TRUST_PROXY === true) {
      logger.warn(
        `TRUST_PROXY (true, or a range of every address) trusts X-Forwarded-For from any peer: anyone who reaches this server directly can pick the address the per-address limits count. List the proxies instead (TRUST_PROXY=loopback, or their addresses and ranges)`,
      );
    }
  } catch (error) {
    await app?.close().catch(() => undefined);
    await guard?.close();
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  let closing: Promise<void> | undefined;
  const running = app;
  return {
    app: running,
    database,
    url: `http://${host}:${port}`,
    close() {
      closing ??= (async () => {
        try {
          await running.close();
        } finally {
          // Also when the framework gave up on a close hook (its close timeout, e.g. Redis out of reach).
          await guard?.close();
          await database.close();
        }
      })();
      return closing;
    },
  };
}
