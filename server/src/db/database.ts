import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPgliteSessionPool } from './pglite-pool';
import { openPgliteThread } from './pglite-thread';
import type { DB } from './schema';
import { DATE_OID, INT8_OID, TYPE_PARSERS } from './type-parsers';

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
  /** For tests that simulate a power cut: see PgliteThreadOptions.observer. */
  pgliteObserver?: string;
  /**
   * Told when PostgreSQL drops a connection (a restart, a failover, a terminated backend) that the pool
   * holds idle or that a transaction holds between queries. The pool discards it and opens another when
   * next needed.
   */
  onIdleConnectionLost?(error: Error): void;
}

pg.types.setTypeParser(INT8_OID, TYPE_PARSERS[INT8_OID]);
pg.types.setTypeParser(DATE_OID, TYPE_PARSERS[DATE_OID]);

/** The directory PGlite keeps its files in, below DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/**
 * Opens PostgreSQL through `pg` when a URL is given, else the embedded PGlite (locked to this process), run
 * in its own thread so that its statements do not hold the server's event loop.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? 'public';
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
    });
    // Without a listener, the pool's 'error' event for an idle connection would end the process, and so
    // would a connection's own while it is checked out between two queries (inside a transaction): the
    // query after it fails with the error instead.
    pool.on('error', (error) => options.onIdleConnectionLost?.(error));
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleConnectionLost?.(error)));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    return { kind: 'postgres', db, close: () => db.destroy() };
  }

  const releaseLock = lockDataDir(path.resolve(options.dataDir));
  try {
    const pglite = await openPgliteThread({
      dir: pgliteDir(options.dataDir),
      schema,
      observer: options.pgliteObserver,
    });
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
