import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Clock } from '@server/clock';
import { loadConfig } from '@server/config';
import { createLogger, loggerOptions } from '@server/logger';
import { startServer, type RunningServer } from '@server/server';
import { forgetMails, recordMails } from './mailbox';

/** The webhook secrets' key of every test app on PostgreSQL (WEBHOOK_ENCRYPTION_KEY is required there). */
export const TEST_WEBHOOK_KEY = 'a7'.repeat(32);

export interface TestApp extends RunningServer {
  env: Record<string, string>;
  /** Stops the server but keeps its database, e.g. to run a command on it. */
  stop(): Promise<void>;
  /** Starts a new server on the same database (and the same port is not kept). */
  restart(): Promise<TestApp>;
}

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Where the server's log lines go (as they would to standard output), instead of standard output. */
  logTo?: pino.DestinationStream;
}

/** A fresh database for one test app: a copy of the migrated PGlite template, or a new PostgreSQL schema. */
export async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, WEBHOOK_ENCRYPTION_KEY: TEST_WEBHOOK_KEY },
      async drop() {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-test-'));
  await fs.cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** Starts the real app on a free port with a fresh database; close() stops it and drops the database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabaseEnv();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    COLLAB_STORE_DEBOUNCE_MS: '50',
    COLLAB_STORE_MAX_DELAY_MS: '200',
    // Every test account signs up from 127.0.0.1; the per-address limits have a test of their own.
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_PASSWORD_PER_ADDRESS: '100000',
    // Webhook tests deliver to receivers on 127.0.0.1; one test proves such addresses refused without it.
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    // A build of one's own (vite build --outDir), safe from another build replacing dist/client mid-run.
    ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}),
    ...database.env,
    ...options.env,
  };
  return launch(env, options, database.drop);
}

/**
 * Another instance of the app on the same database (and Redis, when `first` has REDIS_URL), on a port of its
 * own; it leaves the database to `first` to drop. PGlite cannot be opened by two servers: needs
 * TEST_DATABASE_URL.
 */
export async function startAnotherInstance(first: TestApp): Promise<RunningServer> {
  const config = loadConfig({ ...first.env, PORT: '0' });
  const server = await startServer(config, { logger: createLogger(config) });
  // Either instance may send a mail the other queued: both land in the first one's mailbox.
  recordMails(first.url, server.app);
  return server;
}

/**
 * For a describe block: two instances of the app on one database and one Redis, started before its tests
 * and closed after them. Needs TEST_DATABASE_URL and REDIS_URL.
 */
export function twoInstancesOverRedis(): { readonly first: TestApp; readonly second: RunningServer } {
  const instances = {} as { first: TestApp; second: RunningServer };
  beforeAll(async () => {
    instances.first = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
    instances.second = await startAnotherInstance(instances.first);
  });
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
  });
  return instances;
}

async function launch(
  env: Record<string, string>,
  options: TestAppOptions,
  drop: () => Promise<void>,
): Promise<TestApp> {
  const config = loadConfig(env);
  const logger = options.logTo ? pino(loggerOptions(config), options.logTo) : createLogger(config);
  const server = await startServer(config, { logger, clock: options.clock });
  // Tests read the links an account was mailed (verification, invitation) without an SMTP server.
  recordMails(server.url, server.app);
  const stop = async () => {
    forgetMails(server.url);
    await server.close();
  };
  return {
    ...server,
    env,
    stop,
    async restart() {
      await stop();
      return launch(env, options, drop);
    },
    async close() {
      await stop();
      await drop();
    },
  };
}
