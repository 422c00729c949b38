import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import { createDoneJobs } from './done-jobs';
import { claimedRow, type JobRow, type JobsRepository } from './jobs-repository';
import type { JobHandler, JobPolicy, JobQueue } from './job-queue';

export type { JobHandler, JobPolicy, JobQueue } from './job-queue';

/** How often an instance looks for due jobs it was not woken for (another instance's, a lapsed lease). */
export const JOB_SWEEP_INTERVAL_MS = 5_000;
/** Jobs claimed per statement. */
const CLAIM_BATCH = 10;
/** Most jobs an instance runs at once; at this many it claims no more until one of them settles. */
export const MAX_IN_FLIGHT = 32;
/** Shortest pause between two sweeps the next due time asks for. */
const MIN_PAUSE_MS = 50;
/** How long closing waits for jobs in flight; past it their leases expire and another instance runs them. */
const CLOSE_WAIT_MS = 10_000;
/** How long a claim lasts: past it the job is claimed again (its instance is taken to have died). */
export const JOB_LEASE_MS = 5 * 60_000;
/**
 * The lease of a job its enqueuer runs itself (enqueueClaimed): such a job runs milliseconds after its
 * transaction commits, so a shorter lease hands it on sooner when its instance died before running it.
 */
export const OWN_JOB_LEASE_MS = 30_000;

const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];

interface Registered extends Required<Omit<JobPolicy, 'everyMs'>> {
  handler: JobHandler;
  everyMs?: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobQueue(options: {
  repo: JobsRepository;
  clock: Clock;
  logger: FastifyBaseLogger;
  owner: string;
}): JobQueue {
  const { repo, clock, logger, owner } = options;
  const kinds = new Map<string, Registered>();
  let isListening = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The jobs this instance runs now, each settled (its row completed, released or failed) when it ends. */
  const inFlight = new Set<Promise<void>>();
  /** How many jobs this instance has started. */
  let startedJobs = 0;
  /** The claim under way, if any; `claimAgain` when it was asked for again meanwhile. */
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  /** A claim stopped at MAX_IN_FLIGHT: the next job to settle claims again. */
  let full = false;
  const done = createDoneJobs((ids) => repo.complete(ids, owner));
  /** The jobs this instance runs that it enqueued itself (enqueueOwn): their rows wait to be taken. */
  const ownJobs = new Set<string>();

  const policyOf = (kind: string): Registered => {
    const registered = kinds.get(kind);
    if (!registered) throw new Error(`Job kind ${kind} is not registered`);
    return registered;
  };
  // The kinds this instance runs now: a job of another kind (one a newer server enqueued) is left to an
  // instance that knows it, and one that needs the server's address waits until it listens.
  const runnable = () =>
    [...kinds].filter(([, kind]) => isListening || !kind.afterListen).map(([name]) => name);
  const attemptsOf = (kind: Registered) => (kind.everyMs ? 1 : kind.retryDelaysMs.length + 1);
  const after = (ms: number) => new Date(clock.now().getTime() + ms);

  async function settle(job: JobRow, kind: Registered, error: unknown): Promise<void> {
    const now = clock.now();
    const context = { job: { id: job.id, kind: job.kind }, attempts: job.attempts };
    if (kind.everyMs) {
      if (error !== undefined)
        logger.error({ ...context, err: error }, 'Recurring job failed; runs again on time');
      await repo.release(job.id, owner, {
        dueAt: after(kind.everyMs),
        error: error === undefined ? null : message(error),
        attempts: 0,
      });
    } else if (error === undefined) {
      if (ownJobs.delete(job.id)) done.own(job.id);
      else await done.claimed(job.id);
    } else if (job.attempts >= job.max_attempts) {
      logger.error({ ...context, err: error }, 'Job failed on its last attempt; kept as failed');
      await repo.fail(job.id, owner, message(error), now);
    } else {
      const delays = kind.retryDelaysMs;
      const dueAt = after(delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 0);
      logger.warn({ ...context, err: error, retryAt: dueAt }, 'Job failed; tried again later');
      await repo.release(job.id, owner, { dueAt, error: message(error) });
    }
  }

  async function runOne(job: JobRow, known?: unknown): Promise<void> {
    const kind = policyOf(job.kind);
    if (!kind.everyMs && job.attempts > job.max_attempts) {
      // Its instance stopped during the last attempt; the work may or may not have been done.
      await settle(job, kind, new Error('its lease ran out during the last attempt'));
      return;
    }
    let failure: unknown;
    try {
      await kind.handler(job.payload, { id: job.id, attempt: job.attempts, known });
    } catch (error) {
      failure = error ?? new Error('failed');
    }
    await settle(job, kind, failure);
  }

  /** Starts a claimed job at once; when it settles it leaves the jobs in flight and makes room for more. */
  function start(job: JobRow, known?: unknown): void {
    startedJobs += 1;
    const run: Promise<void> = runOne(job, known)
      .catch((error: unknown) =>
        logger.error({ err: error, job: { id: job.id, kind: job.kind } }, 'Job could not be settled'),
      )
      .finally(() => {
        inFlight.delete(run);
        if (full) {
          full = false;
          void claim();
        }
      });
    inFlight.add(run);
  }

  /**
   * Claims due jobs and starts each at once, without waiting for any to finish, until none is due or
   * MAX_IN_FLIGHT run; only as many are claimed as can start now, so no lease runs while its job waits.
   */
  async function claimAndStart(): Promise<void> {
    while (!stopped) {
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (room <= 0) {
        full = true;
        return;
      }
      const now = clock.now();
      const limit = Math.min(CLAIM_BATCH, room);
      const claimed = await repo.claimDue({
        owner,
        now,
        until: new Date(now.getTime() + JOB_LEASE_MS),
        limit,
        kinds: runnable(),
      });
      // Started even when the queue stopped meanwhile: they are claimed, and stop() waits for them.
      for (const job of claimed) start(job);
      if (claimed.length < limit) return;
    }
  }

  /**
   * One claim at a time: asked for during a claim, the claim goes round once more, so a job enqueued or
   * woken for meanwhile is claimed promptly. Resolves once what was due has been started.
   */
  function claim(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (claiming) {
      claimAgain = true;
      return claiming;
    }
    const pass = (async () => {
      try {
        do {
          claimAgain = false;
          await claimAndStart();
        } while (claimAgain && !stopped);
      } catch (error) {
        if (!stopped) logger.error({ err: error }, 'Jobs: the sweep failed');
      } finally {
        claiming = null;
        await scheduleNext();
      }
    })();
    claiming = pass;
    return pass;
  }

  /** Resolves once no job is in flight. */
  async function drained(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  async function scheduleNext(): Promise<void> {
    if (stopped || !started) return;
    let pause = JOB_SWEEP_INTERVAL_MS;
    try {
      const next = await repo.nextDue(runnable());
      if (next) pause = Math.min(pause, Math.max(MIN_PAUSE_MS, next.getTime() - clock.now().getTime()));
    } catch (error) {
      logger.warn({ err: error }, 'Jobs: the next due time could not be read');
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void claim(), pause);
    timer.unref();
  }

  const queue: JobQueue = {
    register(kind, handler, policy = {}) {
      if (kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      kinds.set(kind, {
        handler,
        retryDelaysMs: policy.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
        afterListen: policy.afterListen ?? false,
        everyMs: policy.everyMs,
      });
    },

    async enqueue(kind, payload, enqueueOptions = {}, trx) {
      const now = clock.now();
      const id = await repo.enqueue(
        { kind, payload, dueAt: enqueueOptions.dueAt ?? now, maxAttempts: attemptsOf(policyOf(kind)), now },
        trx,
      );
      queue.wake();
      return id;
    },

    async enqueueOwn(kind, payload, trx) {
      const job = queue.ownJob(kind, payload);
      await repo.insert(job, trx);
      return job;
    },

    ownJob(kind, payload) {
      const now = clock.now();
      const until = new Date(now.getTime() + OWN_JOB_LEASE_MS);
      const maxAttempts = attemptsOf(policyOf(kind));
      return claimedRow({ kind, payload, dueAt: now, maxAttempts, now, owner, until });
    },

    runOwn(job, known) {
      if (!started || stopped) return;
      ownJobs.add(job.id);
      start(job, known);
    },

    takeDone: () => ({ ids: done.take(), owner }),
    giveBackDone: (ids) => done.giveBack(ids),

    wake() {
      if (!started || stopped) return;
      setImmediate(() => void claim());
    },

    async runDue() {
      if (stopped) return 0;
      const before = startedJobs;
      // Claim, let what runs settle (it may enqueue more, or have kept others waiting at the cap), again,
      // until a claim finds nothing due and nothing is in flight.
      for (;;) {
        const mark = startedJobs;
        await claim();
        if (startedJobs === mark && inFlight.size === 0) {
          await done.flush();
          return startedJobs - before;
        }
        await drained();
      }
    },

    listening() {
      isListening = true;
      queue.wake();
    },

    async start() {
      const now = clock.now();
      for (const [kind, registered] of kinds) {
        if (registered.everyMs) await repo.schedule({ kind, payload: {}, dueAt: now, maxAttempts: 1, now });
      }
      started = true;
      await queue.runDue();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      const finished = (async () => {
        await claiming;
        await drained();
        await done.flush();
      })();
      await Promise.race([finished, new Promise((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(waited);
    },
  };
  return queue;
}
