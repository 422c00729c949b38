import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

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
export function createPgliteSessionPool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        if (parameters.length === 0) {
          const results = await pglite.exec(sql);
          const last = results.at(-1);
          return {
            command: commandOf(sql),
            rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
            rows: (last?.rows ?? []) as R[],
          };
        }
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    }) as PostgresPoolClient; // streaming cursors are never used, so the cursor overload is left out

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
