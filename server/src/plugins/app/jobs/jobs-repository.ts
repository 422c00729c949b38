import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../../db/schema';

export type JobRow = Selectable<DB['jobs']>;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  dueAt: Date;
  maxAttempts: number;
  now: Date;
}

/** A new job's row, with `key` for the one row of a recurring kind. */
function rowOf(job: NewJob, key: string | null) {
  return {
    id: randomUUID(),
    kind: job.kind,
    key,
    payload: JSON.stringify(job.payload),
    due_at: job.dueAt,
    max_attempts: job.maxAttempts,
    created_at: job.now,
  };
}

/**
 * A job's row already claimed by `owner` until `until`, its first attempt counted: its enqueuer runs it
 * itself once the transaction that inserts it commits (no claim), and should it die first, the job is
 * claimed again when the lease runs out.
 */
export function claimedRow(job: NewJob & { owner: string; until: Date }): JobRow {
  return {
    ...rowOf(job, null),
    payload: job.payload,
    attempts: 1,
    claimed_by: job.owner,
    claimed_until: job.until,
    last_error: null,
    failed_at: null,
  } as JobRow;
}

/**
 * The durable job table. Every call is one statement: PGlite has a single session, so no job keeps a
 * transaction open while its work runs. A claim is a lease (claimed_by, claimed_until); the calls that end
 * a claim act only while the job is still claimed by the caller.
 */
export function createJobsRepository(db: Kysely<DB>) {
  return {
    /** Adds a job; inside the caller's transaction when `trx` is one. Returns its id. */
    async enqueue(job: NewJob, trx: Kysely<DB> = db): Promise<string> {
      const values = rowOf(job, null);
      await trx.insertInto('jobs').values(values).execute();
      return values.id;
    },

    /** Adds a job row made by claimedRow, inside the caller's transaction when `trx` is one. */
    async insert(row: JobRow, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .insertInto('jobs')
        .values({ ...row, payload: JSON.stringify(row.payload) })
        .execute();
    },

    /**
     * The one row of a recurring job (its kind is its key): made when missing, and otherwise due no later
     * than `dueAt`.
     */
    async schedule(job: NewJob, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .insertInto('jobs')
        .values(rowOf(job, job.kind))
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ due_at: sql`least(jobs.due_at, excluded.due_at)` }),
        )
        .execute();
    },

    /**
     * Claims up to `limit` due jobs of `kinds` for `owner` until `until`, counting an attempt for each:
     * unclaimed or with a lapsed lease, not failed, in due order. Rows another instance is claiming at the
     * same moment are skipped, so each job goes to one instance.
     */
    async claimDue(input: {
      owner: string;
      now: Date;
      until: Date;
      limit: number;
      kinds: string[];
    }): Promise<JobRow[]> {
      if (input.kinds.length === 0) return [];
      return db
        .updateTable('jobs')
        .set((eb) => ({
          claimed_by: input.owner,
          claimed_until: input.until,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', (eb) => {
          return eb
            .selectFrom('jobs')
            .select('id')
            .where('failed_at', 'is', null)
            .where('due_at', '<=', input.now)
            .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', input.now)]))
            .where('kind', 'in', input.kinds)
            .orderBy('due_at')
            .limit(input.limit)
            .forUpdate()
            .skipLocked();
        })
        .returningAll()
        .execute();
    },

    /** When the next job of `kinds` falls due (a lease's end for a claimed one), or null when none waits. */
    async nextDue(kinds: string[]): Promise<Date | null> {
      if (kinds.length === 0) return null;
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min(sql<Date>`greatest(due_at, coalesce(claimed_until, due_at))`).as('next'))
        .where('failed_at', 'is', null)
        .where('kind', 'in', kinds)
        .executeTakeFirst();
      return row?.next ? new Date(row.next) : null;
    },

    /** Done jobs are deleted, several in one statement. */
    async complete(ids: readonly string[], owner: string): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('jobs').where('id', 'in', ids).where('claimed_by', '=', owner).execute();
    },

    /**
     * Hands a claimed job back, due at `dueAt`; `attempts` sets the count anew (a recurring job's, after
     * each run).
     */
    async release(
      id: string,
      owner: string,
      next: { dueAt: Date; error: string | null; attempts?: number },
    ): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          due_at: next.dueAt,
          last_error: next.error,
          claimed_by: null,
          claimed_until: null,
          ...(next.attempts === undefined ? {} : { attempts: next.attempts }),
        })
        .where('id', '=', id)
        .where('claimed_by', '=', owner)
        .execute();
    },

    /** The job used its last attempt: kept, with its error, and never claimed again. */
    async fail(id: string, owner: string, error: string, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ failed_at: now, last_error: error, claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', owner)
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
