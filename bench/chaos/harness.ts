import { eventually } from '../../tests/helpers/http';
import { probeAccess, type AccessSample } from './access-probe';
import { checkEnd, type EndState } from './checks';
import { startInstances, type InstanceCrash, type InstancePool } from './instances';
import { noteRss, noteSettled, type MemoryFigure } from './memory';
import { seedChaos } from './seed';
import { startPrivateServices } from './services';
import { startWriters, type Writers } from './writers';
import { BENCH_WEBHOOK_KEY } from '../sync/database';

/**
 * The chaos run: three instances on one private PostgreSQL and Redis, live clients and REST writers spread
 * across them through a load balancer, while instances are SIGKILLed and restarted one after another and
 * Redis and PostgreSQL are each restarted once; then the end checks (checks.ts). The bench (run.ts) and the
 * integration test (tests/integration/collab/chaos.test.ts) both run it, at different sizes.
 */

export interface ChaosOptions {
  /** Length of the chaos phase, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  /** Live clients, spread over documents of each kind, `clientsPerDocument` on each. */
  clients: number;
  clientsPerDocument: number;
  restWriters: number;
  /** Each live client edits about this often, each REST writer pauses this long between writes. */
  editEveryMs: number;
  restPauseMs: number;
  killEveryMs: number;
  accessEveryMs: number;
  /** When, as a fraction of the chaos phase, Redis and PostgreSQL restart (null: not in this run). */
  redisRestartAt: number | null;
  postgresRestartAt: number | null;
  /** How long each end check may wait for convergence. */
  settleMs: number;
  log(line: string): void;
}

export interface ChaosReport {
  options: ChaosOptions;
  documents: number;
  kills: number;
  restarts: string[];
  end: EndState;
  access: AccessSample[];
  accessSkipped: string[];
  memory: MemoryFigure[];
  restAttempts: number;
  liveEdits: number;
  crashes: InstanceCrash[];
}

const INSTANCES = 3;
const SCHEMA = 'mindlane';
/** After Redis or PostgreSQL is back, time for every instance to reconnect before access is timed again. */
const SERVICE_SETTLE_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `step` every `everyMs` until `until` (performance.now()), each after the previous one finished. A
 * step that overruns delays the next, and none starts after `until`: the phase keeps its length.
 */
async function every(everyMs: number, until: number, step: (round: number) => Promise<void>) {
  for (let round = 0, next = performance.now() + everyMs; ; round += 1, next += everyMs) {
    next = Math.max(next, performance.now());
    if (next >= until) return;
    await pause(next - performance.now());
    await step(round);
  }
}

/** Service restarts as time intervals, to tell whether a measurement overlapped one. */
function disturbances() {
  const intervals: Array<{ from: number; to: number }> = [];
  return {
    async during(work: () => Promise<void>) {
      const interval = { from: performance.now(), to: Number.POSITIVE_INFINITY };
      intervals.push(interval);
      try {
        await work();
      } finally {
        interval.to = performance.now() + SERVICE_SETTLE_MS;
      }
    },
    quiet: (from: number) =>
      intervals.every((interval) => interval.to < from || interval.from > performance.now()),
  };
}

async function chaosPhase(
  options: ChaosOptions,
  pool: InstancePool,
  services: Awaited<ReturnType<typeof startPrivateServices>>,
  probe: (
    through: number,
    role: 'viewer' | 'editor',
    quiet: (from: number) => boolean,
  ) => ReturnType<typeof probeAccess>,
  report: ChaosReport,
) {
  const until = performance.now() + options.seconds * 1000;
  const services_ = disturbances();
  const at = (fraction: number | null) => (fraction === null ? null : fraction * options.seconds * 1000);
  const restart = async (what: string, offset: number | null, work: () => Promise<void>) => {
    if (offset === null) return;
    await pause(offset);
    options.log(`restarting ${what}`);
    await services_.during(work);
    report.restarts.push(what);
    options.log(`${what} is back`);
  };
  const peaks = report.memory;
  // The member joined as an editor; each round changes the role to the other one.
  let memberRole: 'viewer' | 'editor' = 'editor';
  await Promise.all([
    every(options.killEveryMs, until, async (round) => {
      const index = round % INSTANCES;
      // The process at its oldest: what it keeps after a full collection, just before it dies.
      noteSettled(peaks[index]!, await pool.settledRss(index));
      options.log(`SIGKILL instance ${index + 1}`);
      await pool.killAndRestart(index);
      report.kills += 1;
      options.log(
        `instance ${index + 1} restarted at ${pool.slots[index]!.current?.url ?? '(down: a start is under way, or failed and its next round tries again)'}`,
      );
    }),
    restart('Redis', at(options.redisRestartAt), () => services.restartRedis()),
    restart('PostgreSQL', at(options.postgresRestartAt), () => services.restartPostgres()),
    every(options.accessEveryMs, until, async (round) => {
      const role = memberRole === 'editor' ? 'viewer' : 'editor';
      const result = await probe(round % INSTANCES, role, services_.quiet);
      if (result.changed) memberRole = role;
      if (result.skipped) report.accessSkipped.push(result.skipped);
      report.access.push(...result.samples);
      const timed = result.samples.map(
        (sample) =>
          `on ${sample.on + 1} ${sample.ms.toFixed(0)} ms${sample.otherCloses.map((reason) => ` (closed: ${reason})`).join('')}`,
      );
      options.log(
        `access change to ${role} via ${(round % INSTANCES) + 1}: ${result.skipped ?? timed.join(', ')}`,
      );
    }),
    every(1_000, until, async () => {
      pool.rss().forEach((rss, index) => noteRss(peaks[index]!, rss));
    }),
  ]);
}

/** Runs the whole chaos run and returns its figures; the caller judges them (verdict.ts). */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const services = await startPrivateServices();
  let pool: InstancePool | null = null;
  let writers: Writers | null = null;
  try {
    const env = {
      DATABASE_URL: services.databaseUrl,
      DATABASE_SCHEMA: SCHEMA,
      REDIS_URL: services.redisUrl,
      WEBHOOK_ENCRYPTION_KEY: BENCH_WEBHOOK_KEY,
    };
    const seed = await seedChaos(env, Math.ceil(options.clients / options.clientsPerDocument));
    options.log(`seeded ${seed.documents.length} documents; starting ${INSTANCES} instances`);
    pool = await startInstances(INSTANCES, { ...services, schema: SCHEMA });
    const running = pool;
    writers = startWriters(seed.documents, {
      session: seed.owner,
      route: () => running.pick(),
      clients: options.clients,
      restWriters: options.restWriters,
      editEveryMs: options.editEveryMs,
      restPauseMs: options.restPauseMs,
    });
    await eventually(() => writers!.live.every((writer) => writer.client.provider.isSynced), 120_000, 100);
    options.log(
      `${options.clients} live clients and ${options.restWriters} REST writers at work; warming up`,
    );
    await pause(options.warmupSeconds * 1000);
    const report: ChaosReport = {
      options,
      documents: seed.documents.length,
      kills: 0,
      restarts: [],
      end: null as unknown as EndState,
      access: [],
      accessSkipped: [],
      // As it stands first: the full collection that follows lowers it.
      memory: await Promise.all(
        running.rss().map(async (rss, instance) => {
          const settled = await running.settledRss(instance);
          return {
            instance,
            settledAfterWarmup: settled,
            settledPeak: settled,
            rssAfterWarmup: rss,
            rssPeak: rss,
            rssEnd: null,
          };
        }),
      ),
      restAttempts: 0,
      liveEdits: 0,
      crashes: running.crashes,
    };
    const parties = {
      owner: seed.owner,
      member: seed.member,
      memberId: seed.memberId,
      documentName: seed.documents[0]!.name,
    };
    await chaosPhase(
      options,
      running,
      services,
      (through, role, quiet) => probeAccess(running, through, parties, role, quiet),
      report,
    );

    options.log('chaos over; writers stop, end checks');
    await writers.stop();
    report.end = await checkEnd(running, writers, seed.documents, seed.owner, options.settleMs);
    for (const figure of report.memory) {
      figure.rssEnd = running.rss()[figure.instance] ?? null;
      noteRss(figure, figure.rssEnd);
      noteSettled(figure, await running.settledRss(figure.instance));
    }
    report.restAttempts = writers.rest.reduce((sum, writer) => sum + writer.attempts, 0);
    report.liveEdits = writers.live.reduce((sum, writer) => sum + writer.made, 0);
    return report;
  } finally {
    writers?.close();
    await pool?.stop();
    await services.stop();
  }
}
