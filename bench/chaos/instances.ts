import process from 'node:process';
import { INSPECTOR_FLAG, settledRss } from './memory';
import { ServerStartError, spawnServer, type ServerChild } from '../sync/processes';
import { BENCH_WEBHOOK_KEY } from '../sync/database';

/**
 * How often a slot's process is started before the slot is left down until its next round, and the pause
 * between tries (doubling up to the largest): about half a minute in all.
 */
const START_ATTEMPTS = 6;
const RETRY_START_MS = 1_000;
const RETRY_START_MAX_MS = 8_000;

/** One instance's place in the pool: the process serving it now, replaced by each restart. */
export interface InstanceSlot {
  index: number;
  /** The running process, or null between a kill and the restarted process listening. */
  current: ServerChild | null;
  /** How many processes this slot has had; a change means the instance went down in between. */
  generation: number;
  /** Whether a start is under way (after a kill or a crash). */
  starting: boolean;
}

/**
 * An instance that exited without being killed, or a start that did not come up: a defect the run reports
 * (its last output included).
 */
export interface InstanceCrash {
  index: number;
  code: number | null;
  signal: string | null;
  output: string;
  /** Whether the process ended before it listened (a failed start) rather than while serving. */
  atStart: boolean;
}

export interface InstancePool {
  slots: InstanceSlot[];
  crashes: InstanceCrash[];
  /** The URL of each running instance. */
  urls(): string[];
  /**
   * A load balancer's choice of instance, round robin over those running: the base URL a browser's next
   * connection or request lands on.
   */
  pick(): string;
  /**
   * SIGKILLs the instance and starts it again on the same database and Redis (on a new port); a slot left
   * down by failed starts is started again instead.
   */
  killAndRestart(index: number): Promise<void>;
  /** Resident memory of each running instance in bytes. */
  rss(): Array<number | null>;
  /** Resident memory of the slot's running process right after a full garbage collection (memory.ts). */
  settledRss(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts `count` instances as `npm start` runs the server (NODE_ENV=production, the default log level),
 * each its own Node process, all on one PostgreSQL schema and one Redis.
 */
export async function startInstances(
  count: number,
  services: { databaseUrl: string; redisUrl: string; schema: string },
): Promise<InstancePool> {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: services.databaseUrl,
    DATABASE_SCHEMA: services.schema,
    REDIS_URL: services.redisUrl,
    WEBHOOK_ENCRYPTION_KEY: BENCH_WEBHOOK_KEY,
  };
  const slots: InstanceSlot[] = [];
  const crashes: InstanceCrash[] = [];
  let stopping = false;
  /**
   * Starts the slot's process; true once it listens. A start that fails is recorded as a crash and tried
   * again, as a supervisor would, so that the rest of the run still means something; after the last try
   * the slot stays down (false) until its next round.
   */
  const start = async (slot: InstanceSlot): Promise<boolean> => {
    slot.starting = true;
    try {
      for (let attempt = 1, wait = RETRY_START_MS; !stopping; attempt += 1) {
        try {
          launch(slot, await spawnServer('server/src/main.ts', env, [INSPECTOR_FLAG]));
          return true;
        } catch (error) {
          crashes.push(startFailure(slot.index, error));
          if (attempt === START_ATTEMPTS) return false;
          await new Promise((resolve) => setTimeout(resolve, wait));
          wait = Math.min(wait * 2, RETRY_START_MAX_MS);
        }
      }
      return false;
    } finally {
      slot.starting = false;
    }
  };
  const launch = (slot: InstanceSlot, server: ServerChild) => {
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4_000));
    server.child.stdout?.on('data', keep);
    server.child.stderr?.on('data', keep);
    server.child.once('exit', (code, signal) => {
      if (stopping || slot.current !== server) return;
      slot.current = null;
      slot.generation += 1;
      // After the last output is read, so that the crash carries it.
      server.child.once('close', () => {
        crashes.push({ index: slot.index, code, signal, output, atStart: false });
        void start(slot);
      });
    });
    slot.current = server;
  };
  // One after the other: the first migrates the schema, the others find it done.
  for (let index = 0; index < count; index += 1) {
    const slot: InstanceSlot = { index, current: null, generation: 1, starting: false };
    slots.push(slot);
    if (!(await start(slot)))
      throw new Error(`instance ${index + 1} did not start:\n${crashes.at(-1)?.output}`);
  }
  let next = 0;
  // Instances outlive nothing: should this process end without stop(), they are killed with it.
  const onExit = () => slots.forEach((slot) => slot.current?.child.kill('SIGKILL'));
  process.once('exit', onExit);

  const running = () => slots.filter((slot) => slot.current !== null);
  return {
    slots,
    crashes,
    urls: () => running().map((slot) => slot.current!.url),
    pick() {
      const candidates = running();
      // With none running (a crash while another restarts), an address nobody listens on fails the attempt
      // and the client retries on its schedule.
      const slot = candidates[next++ % Math.max(1, candidates.length)] ?? slots[0]!;
      return slot.current?.url ?? 'http://127.0.0.1:9';
    },
    async killAndRestart(index) {
      const slot = slots[index]!;
      const victim = slot.current;
      // Down already: a restart is under way, or the slot was left down by failed starts and is tried again.
      if (!victim) {
        if (!slot.starting) await start(slot);
        return;
      }
      slot.current = null;
      if (victim.child.exitCode === null && victim.child.signalCode === null) {
        const exited = new Promise((resolve) => victim.child.once('exit', resolve));
        victim.child.kill('SIGKILL');
        await exited;
      }
      slot.generation += 1;
      await start(slot);
    },
    rss: () => slots.map((slot) => slot.current?.rss() ?? null),
    settledRss: async (index) => {
      const server = slots[index]!.current;
      return server ? settledRss(server) : null;
    },
    async stop() {
      process.off('exit', onExit);
      stopping = true;
      await Promise.all(slots.map((slot) => slot.current?.stop()));
    },
  };
}

/** A failed start as the run reports it. */
function startFailure(index: number, error: unknown): InstanceCrash {
  return error instanceof ServerStartError
    ? { index, code: error.code, signal: error.signal, output: error.output, atStart: true }
    : { index, code: null, signal: null, output: String(error), atStart: true };
}
