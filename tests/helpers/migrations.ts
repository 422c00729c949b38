import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@server/db/database';
import { migrate, MIGRATIONS_DIR } from '@server/db/migrate';
import { freshDatabaseEnv } from './test-app';

/** A database a migration test starts from, and how to drop it. */
export interface EmptyDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** An empty database: a new PostgreSQL schema, or a new PGlite directory (not the migrated template). */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const fresh = process.env.TEST_DATABASE_URL ? await freshDatabaseEnv() : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-migration-'));
  const database = await openDatabase({
    url: fresh?.env.DATABASE_URL,
    schema: fresh?.env.DATABASE_SCHEMA ?? 'public',
    dataDir,
  });
  return {
    database,
    async drop() {
      await database.close();
      await fresh?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Applies every migration that comes before `migration` (a file name in migrations/), and none after. */
export async function migrateBefore(database: Database, migration: string): Promise<void> {
  const earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-migrations-'));
  try {
    for (const name of await fs.readdir(MIGRATIONS_DIR)) {
      if (name < migration) await fs.copyFile(path.join(MIGRATIONS_DIR, name), path.join(earlier, name));
    }
    await migrate(database.db, earlier);
  } finally {
    await fs.rm(earlier, { recursive: true, force: true });
  }
}
