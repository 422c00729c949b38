import { loadConfig } from '@server/config';
import { createLogger } from '@server/logger';
import { startServer } from '@server/server';

/**
 * The server as `npm start` runs it, with the database thread's file-system calls recorded into a model of
 * the disk that keeps only what was flushed (durability-disk.ts).
 */
const config = loadConfig();
const logger = createLogger(config);
const server = await startServer(config, {
  logger,
  pgliteObserver: new URL('./durability-disk.ts', import.meta.url).href,
});
logger.info({ url: server.url }, 'Mindlane is running');
