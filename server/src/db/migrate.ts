import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

// Any constant works; it only has to be the same in every Mindlane process sharing a database.
const MIGRATION_LOCK_KEY = 4_241_977;

export class MigrationError extends Error {}

async function migrationFiles(dir: string): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name));
  return names.sort();
}

/**
 * Applies every numbered SQL file in `dir` not yet recorded in schema_migrations, each in its own
 * transaction under an advisory lock so that instances starting together apply it once.
 */
export async function migrate(db: Kysely<DB>, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(db);

  const applied: string[] = [];
  for (const name of await migrationFiles(dir)) {
    const script = await fs.readFile(path.join(dir, name), 'utf8');
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
        const done = await trx
          .selectFrom('schema_migrations')
          .select('name')
          .where('name', '=', name)
          .executeTakeFirst();
        if (done) return;
        await sql.raw(script).execute(trx);
        await trx.insertInto('schema_migrations').values({ name }).execute();
        applied.push(name);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${name} failed: ${reason}`);
      });
  }
  return applied;
}
