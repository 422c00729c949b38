import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PgliteSession } from './pglite-thread';

/** How Kysely starts a transaction. */
const BEGIN = /^\s*begin\s*$/i;
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (WRITE_COMMANDS.has(keyword) ? keyword : 'SELECT') as PostgresQueryResult<unknown>['command'];
}

/**
 * Presents PGlite's single session as a one-connection pool for Kysely's Postgres dialect. A caller holds
 * the session from connect() to release(), so a transaction's statements never interleave with another
 * caller's; everyone else waits in line.
 */
export function createPgliteSessionPool(pglite: PgliteSession): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient => {
    /** A transaction's `begin`, sent with the statement after it: one round trip to the thread less. */
    let begin: string | null = null;
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        if (parameters.length === 0 && BEGIN.test(sql)) {
          begin = sql;
          return { command: 'SELECT', rowCount: 0, rows: [] };
        }
        const before = begin;
        begin = null;
        const result =
          parameters.length === 0
            ? await pglite.exec(before ? `${before}; ${sql}` : sql)
            : await pglite.query(sql, [...parameters], before ?? undefined);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows as R[],
        };
      },
      release,
    } as PostgresPoolClient; // streaming cursors are never used, so the cursor overload is left out
  };

  return {
    connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = tail;
      tail = tail.then(() => turn);
      return ready.then(() => client(release));
    },
    async end() {
      await tail;
    },
  };
}
