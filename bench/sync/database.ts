import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { createDocumentRows, currentWorkspaceId } from '../../tests/helpers/documents';
import { createHttpClient, type HttpClient } from '../../tests/helpers/http';

/** The webhook secrets' key of the bench's servers on PostgreSQL (WEBHOOK_ENCRYPTION_KEY is required there). */
export const BENCH_WEBHOOK_KEY = 'b8'.repeat(32);

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** PostgreSQL (a fresh schema) when DATABASE_URL or TEST_DATABASE_URL is set, else PGlite in a temp dir. */
export async function freshDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create schema ${schema}`);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, WEBHOOK_ENCRYPTION_KEY: BENCH_WEBHOOK_KEY },
      drop: () => admin(`drop schema if exists ${schema} cascade`),
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-bench-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Migrates the database and creates what the runs need with the app's own code, in this process: one
 * account (whose session every client uses) and `count` to-do list documents in its workspace.
 */
export async function seed(
  database: BenchDatabase,
  count: number,
): Promise<{ user: HttpClient; names: string[] }> {
  const config = loadConfig({ ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const server = await startServer(config, { logger: createLogger(config) });
  try {
    const user = createHttpClient(server.url);
    const credentials = { email: `bench.${Date.now()}@example.com`, password: 'correct-horse-9' };
    for (const step of ['register', 'login']) {
      const response = await user.post(`/.netlify/functions/${step}`, credentials);
      if (response.status >= 300) throw new Error(`${step} failed: ${JSON.stringify(response.body)}`);
    }
    const workspaceId = await currentWorkspaceId(user);
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      names.push(await createDocumentRows(server, 'todolist', workspaceId));
    }
    return { user, names };
  } finally {
    await server.close();
  }
}
