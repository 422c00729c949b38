import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { FN } from '../../tests/helpers/accounts';
import { createHttpClient } from '../../tests/helpers/http';
import { percentile } from '../map-canvas/frames';
import { freshDatabase } from '../sync/database';
import { HISTORY_DAYS, seedVolume, VOLUME } from './seed';

/**
 * bench/analytics: GET /api/analytics?days=30 as an admin, on a database holding issue 14's volume (10,000
 * users, 100,000 maps, 2,000,000 nodes, 100,000 lists, 1,000,000 to-dos, 20,000 boards, 200,000 AI runs)
 * made over the last 90 days. PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set, else PGlite.
 * Times the first request (it writes the roll-ups of the closed days) and then BENCH_REQUESTS requests one
 * after another (p50, p99, max), over HTTP from this process, each followed by a GET {fn}/user-status as a
 * baseline of what any request costs on the machine at that moment.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET_MS = 100;
const PASSWORD = 'correct-horse-9';

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function main(): Promise<void> {
  const database = await freshDatabase();
  const config = loadConfig({ ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const server = await startServer(config, { logger: createLogger(config) });
  try {
    console.log(`bench/analytics on ${database.kind}, node ${process.version}`);
    console.log(
      `seeding ${Object.entries(VOLUME)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}`,
    );
    const seeding = performance.now();
    await seedVolume(server.database.db, console.log);
    console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

    const admin = createHttpClient(server.url);
    const credentials = { email: `bench.admin.${Date.now()}@example.com`, password: PASSWORD };
    const registered = await admin.post(`${FN}/register`, credentials);
    if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
    await server.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', credentials.email)
      .execute();
    const loggedIn = await admin.post(`${FN}/login`, credentials);
    if (loggedIn.status !== 200) throw new Error(`login: ${JSON.stringify(loggedIn.body)}`);

    const timed = async () => {
      const started = performance.now();
      const response = await admin.get('/api/analytics?days=30');
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`analytics: ${response.status}`);
      return { elapsed, body: response.body as { totals: Record<string, number> } };
    };

    const first = await timed();
    const expected = await sql<{ count: string }>`
      select count(*) as count from item_creations
      where day > (now() at time zone 'utc')::date - 30`.execute(server.database.db);
    const total = Object.values(first.body.totals).reduce((sum, count) => sum + count, 0);
    if (total !== Number(expected.rows[0]!.count)) {
      throw new Error(`analytics totals ${total} ≠ ${expected.rows[0]!.count} creation rows of the window`);
    }

    // GET {fn}/user-status (the session check and one small query) in turn with each analytics request:
    // what any request costs on this machine at this moment, for reading the analytics tail against.
    const baseline = async () => {
      const started = performance.now();
      const response = await admin.get(`${FN}/user-status`);
      if (response.status !== 200) throw new Error(`user-status: ${response.status}`);
      return performance.now() - started;
    };
    const times: number[] = [];
    const baseTimes: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      times.push((await timed()).elapsed);
      baseTimes.push(await baseline());
    }
    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1)! };
    };
    const analytics = stats(times);
    const base = stats(baseTimes);
    console.log(
      `\nitems in the 30-day window: ${total} of ${HISTORY_DAYS} days' history; ${REQUESTS} requests each`,
    );
    console.log('\n| database | request | first (writes roll-ups) | p50 | p99 | max | target |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${database.kind} | GET /api/analytics?days=30 | ${ms(first.elapsed)} | ${ms(analytics.p50)} | ` +
        `${ms(analytics.p99)} | ${ms(analytics.max)} | p99 < ${TARGET_MS} ms: ` +
        `${analytics.p99 < TARGET_MS ? 'met' : 'MISSED'} |`,
    );
    console.log(
      `| ${database.kind} | GET {fn}/user-status (baseline) | | ${ms(base.p50)} | ${ms(base.p99)} | ` +
        `${ms(base.max)} | |`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await server.close();
    await database.drop();
  }
}
