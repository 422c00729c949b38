import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { JobRow } from './jobs-repository';

/** What the durable job queue offers (job-runner.ts makes it): kinds, enqueueing, runs and sweeps. */

export type JobHandler = (
  payload: unknown,
  job: {
    id: string;
    attempt: number;
    /** What the enqueuer knew that the payload does not carry, when it runs the job itself (runOwn). */
    known?: unknown;
  },
) => Promise<void>;

export interface JobPolicy {
  /** Waits after each failed attempt, by the app's clock; the job has one attempt more than waits. */
  retryDelaysMs?: number[];
  /** A recurring job: one row, due again this long after each run, whether it failed or not. */
  everyMs?: number;
  /** Runs only once the server listens (its work needs the server's own address). */
  afterListen?: boolean;
}

export interface JobQueue {
  /** Handles the jobs of `kind`; each kind is registered once (its plugin does so as it is registered). */
  register(kind: string, handler: JobHandler, policy?: JobPolicy): void;
  /**
   * Adds a job, due now or at `dueAt`, inside the caller's transaction when `trx` is one (it runs once
   * that commits: at once through wake(), else on the next sweep). This instance is woken to run it.
   */
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options?: { dueAt?: Date },
    trx?: Kysely<DB>,
  ): Promise<string>;
  /**
   * Adds a job claimed by this instance, inside the caller's transaction, for the caller to run with
   * runOwn once that commits: no claim, no sweep. Should this instance die first, its short lease
   * (OWN_JOB_LEASE_MS) runs out and another instance claims it; only for kinds safe to run twice.
   */
  enqueueOwn(kind: string, payload: Record<string, unknown>, trx: Kysely<DB>): Promise<JobRow>;
  /** The row enqueueOwn inserts, for a caller that inserts it in a statement of its own. */
  ownJob(kind: string, payload: Record<string, unknown>): JobRow;
  /**
   * Runs a job enqueueOwn added, once its transaction committed, with `known` handed to its handler. A
   * queue that is stopped leaves it to its lease.
   */
  runOwn(job: JobRow, known?: unknown): void;
  /**
   * The own jobs done since, whose rows the caller deletes in a statement of its own (`where id in ids
   * and claimed_by = owner`); giveBackDone when its transaction rolled back.
   */
  takeDone(): { ids: string[]; owner: string };
  giveBackDone(ids: readonly string[]): void;
  /** Looks for due jobs soon, e.g. after a transaction that enqueued one has committed. */
  wake(): void;
  /**
   * Runs every job due now and resolves when they, and the jobs already in flight, have settled: tests
   * call it to sweep at once. Resolves to how many jobs it started.
   */
  runDue(): Promise<number>;
  /** From now on jobs whose kind waits for the server to listen run too. */
  listening(): void;
  /**
   * Makes every recurring kind due now (its one row made when missing), runs what is due, then sweeps
   * every interval (or when the next job falls due, if sooner).
   */
  start(): Promise<void>;
  /** No job starts after this; jobs in flight finish, waited for up to 10 s (past it, left to their leases). */
  stop(): Promise<void>;
}
