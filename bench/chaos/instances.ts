import { spawnServer, type ServerChild } from '../sync/processes';

/** One instance's place in the pool: the process serving it now, replaced by each restart. */
export interface InstanceSlot {
  index: number;
  /** The running process, or null between a kill and the restarted process listening. */
  current: ServerChild | null;
  /** How many processes this slot has had; a change means the instance went down in between. */
  generation: number;
}

export interface InstancePool {
  slots: InstanceSlot[];
  /** The URL of each running instance. */
  urls(): string[];
  /**
   * A load balancer's choice of instance, round robin over those running: the base URL a browser's next
   * connection or request lands on.
   */
  pick(): string;
  /** SIGKILLs the instance and starts it again on the same database and Redis (on a new port). */
  killAndRestart(index: number): Promise<void>;
  /** Resident memory of each running instance in bytes. */
  rss(): Array<number | null>;
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
  };
  const start = () => spawnServer('server/src/main.ts', env);
  const slots: InstanceSlot[] = [];
  // One after the other: the first migrates the schema, the others find it done.
  for (let index = 0; index < count; index += 1) {
    slots.push({ index, current: await start(), generation: 1 });
  }
  let next = 0;

  const running = () => slots.filter((slot) => slot.current !== null);
  return {
    slots,
    urls: () => running().map((slot) => slot.current!.url),
    pick() {
      const candidates = running();
      // With none listening (all between a kill and a restart cannot happen: one is killed at a time), the
      // last known address fails the attempt and the client retries on its schedule.
      const slot = candidates[next++ % Math.max(1, candidates.length)] ?? slots[0]!;
      return slot.current?.url ?? 'http://127.0.0.1:9';
    },
    async killAndRestart(index) {
      const slot = slots[index]!;
      const victim = slot.current;
      slot.current = null;
      if (victim && victim.child.exitCode === null && victim.child.signalCode === null) {
        const exited = new Promise((resolve) => victim.child.once('exit', resolve));
        victim.child.kill('SIGKILL');
        await exited;
      }
      slot.generation += 1;
      slot.current = await start();
    },
    rss: () => slots.map((slot) => slot.current?.rss() ?? null),
    async stop() {
      await Promise.all(slots.map((slot) => slot.current?.stop()));
    },
  };
}
