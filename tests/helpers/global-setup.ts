import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite directory costs seconds, so one migrated template is made per run and each test app
 * gets a copy. With TEST_DATABASE_URL each app gets a fresh schema instead (see test-app.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.CI === 'true') {
    const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
    if (missing.length > 0) {
      throw new Error(`CI must run against the real services; set ${missing.join(' and ')}.`);
    }
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.info(
      'TEST_DATABASE_URL is not set: integration tests run on PGlite; PostgreSQL-only tests are skipped.',
    );
  }
  if (!process.env.REDIS_URL) {
    console.info('REDIS_URL is not set: the tests of several instances sharing Redis are skipped.');
  }

  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-template-'));
  const database = await openDatabase({ dataDir: root });
  await migrate(database.db);
  await database.close();
  project.provide('pgliteTemplate', root);
  return async () => {
    await fs.rm(root, { recursive: true, force: true });
  };
}
