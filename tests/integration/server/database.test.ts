import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/database';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { migrate, MigrationError } from '@server/db/migrate';
import { eventually } from '../../helpers/http';
import { freshDatabaseEnv } from '../../helpers/test-app';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function openFresh(): Promise<Database> {
  const fresh = await freshDatabaseEnv();
  cleanups.push(() => fresh.drop());
  const database = await openDatabase({
    url: fresh.env.DATABASE_URL,
    schema: fresh.env.DATABASE_SCHEMA,
    dataDir: fresh.env.DATA_DIR ?? (await tempDir('mindlane-db-')),
  });
  cleanups.push(() => database.close());
  return database;
}

async function writeMigrations(files: Record<string, string>) {
  const dir = await tempDir('mindlane-migrations-');
  for (const [name, body] of Object.entries(files)) await fs.writeFile(path.join(dir, name), body);
  return dir;
}

describe('migrate', () => {
  it('applies each numbered file once and records it', async () => {
    const database = await openFresh();
    const dir = await writeMigrations({
      '0001_a.sql': 'create table a (id int primary key);',
      '0002_b.sql': 'create table b (id int primary key); insert into b values (1), (2);',
    });
    expect(await migrate(database.db, dir)).toEqual(['0001_a.sql', '0002_b.sql']);
    expect(await migrate(database.db, dir)).toEqual([]);
    const { rows } = await sql<{ count: number }>`select count(*) as count from b`.execute(database.db);
    expect(rows[0]?.count).toBe(2);
  });

  it('stops at a failing migration, naming it and the database error, and keeps nothing of it', async () => {
    const database = await openFresh();
    const dir = await writeMigrations({
      '0001_ok.sql': 'create table ok (id int);',
      '0002_bad.sql': 'create table half (id int); select * from missing_table;',
    });
    const failure = await migrate(database.db, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/0002_bad\.sql/);
    expect((failure as Error).message).toMatch(/missing_table/);
    const { rows } = await sql<{ name: string | null }>`select to_regclass('half')::text as name`.execute(
      database.db,
    );
    expect(rows[0]?.name).toBeNull();
  });
});

describe('transactions', () => {
  it('keep concurrent callers apart and roll back on error', async () => {
    const database = await openFresh();
    await sql`create table counter (n int not null)`.execute(database.db);
    await sql`insert into counter values (0)`.execute(database.db);
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`update counter set n = n + 100`.execute(trx);
      throw new Error('abort');
    });
    const increments = Array.from({ length: 20 }, () =>
      database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
        await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      }),
    );
    await expect(failing).rejects.toThrow('abort');
    await Promise.all(increments);
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
    // PostgreSQL's read committed may lose updates between concurrent transactions; PGlite's single
    // session serialises them. Either way the rolled-back +100 never shows.
    expect(rows[0]?.n).toBeLessThan(100);
    if (database.kind === 'pglite') expect(rows[0]?.n).toBe(20);
  });
});

describe('transactions on PGlite, whose begin goes with the first statement', () => {
  it('run that statement inside, roll back after a failed first statement, and allow an empty one', async () => {
    const database = await openDatabase({ dataDir: await tempDir('mindlane-begin-') });
    cleanups.push(() => database.close());
    await sql`create table kept (n int not null)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into kept values (${1})`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into missing_table values (${2})`.execute(trx);
      }),
    ).rejects.toThrow(/missing_table/);
    await database.db.transaction().execute(async () => undefined);
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into kept values (3)`.execute(trx);
      await sql`insert into kept values (${4})`.execute(trx);
    });
    const { rows } = await sql<{ n: number }>`select n from kept order by n`.execute(database.db);
    expect(rows.map((row) => row.n)).toEqual([3, 4]);
  });
});

describe('the PGlite data directory', () => {
  it('refuses a second opener while the first holds it, and opens again once released', async () => {
    const dir = await tempDir('mindlane-lock-');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });
});

describe('bytea', () => {
  it('keeps every byte of a large value, written and read back through either engine', async () => {
    const pglite = await openDatabase({ dataDir: await tempDir('mindlane-bytea-') });
    cleanups.push(() => pglite.close());
    const value = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 256);
    for (const database of [pglite, await openFresh()]) {
      await sql`create table blobs (id int primary key, body bytea)`.execute(database.db);
      await sql`insert into blobs values (1, ${value}), (2, ${new Uint8Array()})`.execute(database.db);
      const { rows } = await sql<{ body: Uint8Array; size: number; head: string }>`
        select body, length(body) as size, encode(substring(body from 1 for 4), 'hex') as head
        from blobs order by id`.execute(database.db);
      expect(rows.map((row) => [row.size, row.head])).toEqual([
        [300_000, '00efdecd'],
        [0, ''],
      ]);
      expect(Buffer.from(rows[0]?.body ?? []).equals(Buffer.from(value))).toBe(true);
      expect(rows[1]?.body.length).toBe(0);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection dropped while idle', () => {
  it('is reported and replaced, and the process carries on (PostgreSQL restarts crashed it)', async () => {
    const fresh = await freshDatabaseEnv();
    cleanups.push(() => fresh.drop());
    const lost: Error[] = [];
    const database = await openDatabase({
      url: fresh.env.DATABASE_URL,
      schema: fresh.env.DATABASE_SCHEMA,
      dataDir: await tempDir('mindlane-db-'),
      onIdleConnectionLost: (error) => lost.push(error),
    });
    cleanups.push(() => database.close());
    // The pool holds one connection, idle once this answers; another backend ends it, as a restart would.
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await eventually(() => lost.length > 0, 10_000);
    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL connection dropped inside a transaction',
  () => {
    it('fails that transaction, and the process carries on (PostgreSQL restarts crashed it)', async () => {
      const fresh = await freshDatabaseEnv();
      cleanups.push(() => fresh.drop());
      const lost: Error[] = [];
      const database = await openDatabase({
        url: fresh.env.DATABASE_URL,
        schema: fresh.env.DATABASE_SCHEMA,
        dataDir: await tempDir('mindlane-db-'),
        onIdleConnectionLost: (error) => lost.push(error),
      });
      cleanups.push(() => database.close());
      const transaction = database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        } finally {
          await admin.end();
        }
        // Between two queries, as a transaction awaiting other work is.
        await eventually(() => lost.length > 0, 10_000);
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows[0]!.one).toBe(1);
    });
  },
);
