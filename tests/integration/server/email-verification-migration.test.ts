import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/database';
import { migrate, MIGRATIONS_DIR } from '@server/db/migrate';
import { freshDatabaseEnv } from '../../helpers/test-app';

const MIGRATION = '0005_email_verification.sql';
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** An empty database: a new PostgreSQL schema, or a new PGlite directory (not the migrated template). */
async function emptyDatabase(): Promise<Database> {
  const fresh = process.env.TEST_DATABASE_URL ? await freshDatabaseEnv() : undefined;
  if (fresh) cleanups.push(() => fresh.drop());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-migration-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({
    url: fresh?.env.DATABASE_URL,
    schema: fresh?.env.DATABASE_SCHEMA ?? 'public',
    dataDir,
  });
  cleanups.push(() => database.close());
  return database;
}

describe(`migration ${MIGRATION}`, () => {
  it('demotes the admins promoted before their address was verified, and keeps verified ones', async () => {
    const database = await emptyDatabase();
    const earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-migrations-'));
    cleanups.push(() => fs.rm(earlier, { recursive: true, force: true }));
    for (const name of await fs.readdir(MIGRATIONS_DIR)) {
      if (name < MIGRATION) await fs.copyFile(path.join(MIGRATIONS_DIR, name), path.join(earlier, name));
    }
    await migrate(database.db, earlier);

    const account = (email: string, role: 'user' | 'admin', verified: boolean) => ({
      id: randomUUID(),
      email,
      password_hash: 'x',
      role,
      email_verified: verified,
      current_workspace_id: null,
    });
    const squatter = account('squatter@example.com', 'admin', false);
    const trusted = account('trusted@example.com', 'admin', true);
    const plain = account('plain@example.com', 'user', false);
    await database.db.insertInto('users').values([squatter, trusted, plain]).execute();

    expect(await migrate(database.db)).toContain(MIGRATION);
    const roles = Object.fromEntries(
      (await database.db.selectFrom('users').select(['email', 'role']).execute()).map((row) => [
        row.email,
        row.role,
      ]),
    );
    expect(roles).toEqual({
      'squatter@example.com': 'user',
      'trusted@example.com': 'admin',
      'plain@example.com': 'user',
    });
  });
});
