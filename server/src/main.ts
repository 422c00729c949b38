import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { InstanceGuardError } from './db/instance-guard';
import { MigrationError } from './db/migrate';
import { createLogger, logFormat } from './logger';
import { startServer } from './server';
import { startSummary } from './start-summary';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  try {
    const server = await startServer(config, { logger });
    if (logFormat(config) === 'pretty') {
      const adminsAwaitingReset = await server.app.repos.users.adminsAwaitingReset(config.ADMIN_EMAILS);
      process.stdout.write(`${startSummary({ config, url: server.url, adminsAwaitingReset }).join('\n')}\n`);
    } else {
      logger.info({ url: server.url, db: server.database.kind }, 'Mindlane is running');
    }
    const shutdown = (signal: string) => {
      logger.info({ signal }, 'Shutting down');
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  } catch (error) {
    if (
      error instanceof DataDirLockedError ||
      error instanceof InstanceGuardError ||
      error instanceof MigrationError
    ) {
      logger.fatal(error.message);
    } else {
      logger.fatal({ err: error }, 'Mindlane failed to start');
    }
    logger.flush?.();
    process.exitCode = 1;
  }
}

void main();
