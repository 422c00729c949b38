import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { DB } from '../db/schema';

/**
 * Runs a command's work on the configured database, migrated first (`applied` names what that did), and
 * closes it after; a failure prints its message and sets the exit code.
 */
export async function withMigratedDatabase(
  work: (db: Kysely<DB>, applied: string[]) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      dataDir: config.dataDir,
    });
    try {
      await work(database.db, await migrate(database.db));
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
