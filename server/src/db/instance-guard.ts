import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Refuses a start that would have instances on one database schema without Redis between them: each would
 * keep its own live documents and data versions, and answer from a cache the other's writes never retire.
 */
export class InstanceGuardError extends Error {}

export interface InstanceGuard {
  /** Whether this process holds its lock now (false while PostgreSQL is away and the lock is being taken again). */
  held(): boolean;
  /** Lets the lock go and stops taking it again. */
  close(): Promise<void>;
}

export interface InstanceGuardOptions {
  url: string;
  schema: string;
  /** With Redis an instance shares the schema (a shared lock); without, it must be alone (an exclusive one). */
  withRedis: boolean;
  logger: Logger;
  /** How long a start waits for a lock another process holds (one just killed may still hold it). */
  waitMs?: number;
}

/** The first key of the two-key advisory locks: this application's, so other users of the database keep theirs. */
const LOCK_SPACE = 0x4d4c4e31;
const RETRY_MS = 250;
const RETAKE_MAX_MS = 5_000;

function refusal(schema: string, withRedis: boolean): string {
  return withRedis
    ? `A Mindlane instance without REDIS_URL is running on this database (schema "${schema}"): it keeps live edits and cached answers to itself. Set REDIS_URL on it too and restart it, or stop it, before starting another.`
    : `Another Mindlane instance is running on this database (schema "${schema}"): instances sharing a database need REDIS_URL, the same on each, so that live edits and cached answers reach them all. Set REDIS_URL, or stop the other instance.`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the schema's advisory lock on a connection of its own, held for the life of the process: shared
 * with Redis, exclusive without. When PostgreSQL drops the connection (a restart) the lock goes with it, and
 * the guard connects again and takes it again. `db:migrate` and `admin:create` take no lock: they run beside
 * instances.
 */
export async function guardInstances(options: InstanceGuardOptions): Promise<InstanceGuard> {
  const take = options.withRedis ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  let client: pg.Client | null = null;
  let closed = false;
  let holding = false;

  /** Connects and tries the lock until `waitMs` has passed; true once held. */
  const acquire = async (waitMs: number): Promise<boolean> => {
    const deadline = Date.now() + waitMs;
    const connection = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    connection.on('error', (error) =>
      options.logger.warn({ err: error }, 'Instance guard: connection error'),
    );
    await connection.connect();
    try {
      for (;;) {
        const { rows } = await connection.query<{ held: boolean }>(
          `select ${take}($1, hashtext($2)) as held`,
          [LOCK_SPACE, options.schema],
        );
        if (rows[0]?.held) break;
        if (Date.now() >= deadline) {
          await connection.end();
          return false;
        }
        await sleep(RETRY_MS);
      }
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    client = connection;
    holding = true;
    connection.once('end', () => {
      holding = false;
      client = null;
      if (!closed) void retake();
    });
    return true;
  };

  const retake = async () => {
    options.logger.warn('Instance guard: the database connection dropped; taking the instance lock again');
    for (let delay = RETRY_MS; !closed; delay = Math.min(delay * 2, RETAKE_MAX_MS)) {
      try {
        if (await acquire(0)) {
          options.logger.info('Instance guard: the instance lock is held again');
          return;
        }
        options.logger.error(refusal(options.schema, options.withRedis));
      } catch (error) {
        options.logger.warn({ err: error }, 'Instance guard: could not reach the database');
      }
      await sleep(delay);
    }
  };

  if (!(await acquire(options.waitMs ?? 3_000))) {
    throw new InstanceGuardError(refusal(options.schema, options.withRedis));
  }
  return {
    held: () => holding,
    async close() {
      closed = true;
      const connection = client as pg.Client | null;
      client = null;
      holding = false;
      await connection?.end().catch(() => undefined);
    },
  };
}
