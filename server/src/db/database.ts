import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPgliteSessionPool } from './pglite-pool';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite under dataDir is used. */
  url?: string;
  /** Schema every connection works in (search_path). */
  schema?: string;
  dataDir: string;
}

const INT8_OID = 20;
const DATE_OID = 1082;

// Both engines hand counts (int8) over as numbers and calendar dates as 'YYYY-MM-DD' strings.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(DATE_OID, (value) => value);

/** The directory PGlite keeps its files in, below DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/** Opens PostgreSQL through `pg` when a URL is given, else the embedded PGlite (locked to this process). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? 'public';
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    return { kind: 'postgres', db, close: () => db.destroy() };
  }

  const releaseLock = lockDataDir(path.resolve(options.dataDir));
  try {
    const pglite = await PGlite.create(pgliteDir(options.dataDir), {
      parsers: { [INT8_OID]: (value: string) => Number(value), [DATE_OID]: (value: string) => value },
    });
    if (schema !== 'public') {
      await pglite.exec(`create schema if not exists ${schema}; set search_path to ${schema};`);
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPgliteSessionPool(pglite) }) });
    return {
      kind: 'pglite',
      db,
      async close() {
        await db.destroy();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
