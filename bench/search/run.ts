import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { FN, signUp } from '../../tests/helpers/accounts';
import { currentWorkspaceId } from '../../tests/helpers/documents';
import { cookieHeader, type HttpClient } from '../../tests/helpers/http';
import { median, percentile } from '../map-canvas/frames';
import { buildClient } from '../map-canvas/run';
import { freshDatabase } from '../sync/database';
import { QUERY_KINDS, type QueryKind } from './corpus';
import { timePalette } from './palette';
import { timeFreshness } from './freshness';
import { explainSearch } from './plan';
import { seedAll } from './seed';

/**
 * bench/search: GET /api/search on the server as `npm start` runs it (PGlite, or PostgreSQL with
 * DATABASE_URL or TEST_DATABASE_URL), live editing idle. A workspace of BENCH_SEARCH_ITEMS items (default
 * 100,000: 300 maps, lists and boards and their nodes, to-dos and cards) and 1,000 other workspaces of 100
 * each, seeded straight into the tables with the index's own row code (seed.ts). Then BENCH_RUNS rounds
 * (default 60), each asking one query of every kind of QUERY_KINDS (its next one) and the anchor, `GET /me`
 * of the same session: p50 and p95 of each kind, and their ratio to the anchor's. Then the plans the
 * database ran for a few queries, and the palette in headless Chromium (the client build of
 * BENCH_CLIENT_DIST, else a fresh one): from a keystroke to its results painted (palette.ts). Last, how
 * soon an edit is found: from a REST write's answer to the search finding its new word (freshness.ts).
 * On PostgreSQL the tables are analysed after the seeding, as autovacuum would within a minute; PGlite
 * runs no autovacuum and the app no ANALYZE, so there they are not, unless BENCH_SEARCH_ANALYZE=1.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 100_000);
const OTHERS = 1_000;
const OTHER_ITEMS = 100;
const QUERY_TARGET_MS = 50;
const PALETTE_TARGET_MS = 100;
const FRESHNESS_TARGET_MS = 1_000;
const FRESHNESS_ROUNDS = 40;
const PLANNED = ['conf', 'pro', 'project review', '京都', 'p', 'proconfig'];

interface Figure {
  p50: number;
  p95: number;
}

const figure = (times: readonly number[]): Figure => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 0.95) };
};
const ms = (value: number) => value.toFixed(1);

/** One GET of the server as `user`, timed from the request to the whole body read. */
async function timedGet(url: string, user: HttpClient, path: string) {
  const started = performance.now();
  const response = await fetch(new URL(path, url), { headers: { cookie: cookieHeader(user) } });
  const body = (await response.json()) as { results?: unknown[] };
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { elapsed, found: body.results?.length ?? 0 };
}

const searchPath = (q: string) => `/api/search?${new URLSearchParams({ q })}`;

export async function main(): Promise<void> {
  const build = buildClient();
  const database = await freshDatabase();
  const config = loadConfig({
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLIENT_DIST_DIR: build.dir,
  });
  const server = await startServer(config, { logger: createLogger(config) });
  const { db } = server.app.database;
  console.log(
    `bench/search on ${database.kind}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, ` +
      `${ITEMS.toLocaleString('en')} items, ${OTHERS.toLocaleString('en')} other workspaces of ${OTHER_ITEMS}, ${RUNS} rounds`,
  );
  try {
    const user = await signUp(server.url);
    const stranger = await signUp(server.url);
    const workspaceId = await currentWorkspaceId(user);
    const ownerId = ((await stranger.get(`${FN}/me`)).body as { user: { sub: string } }).user.sub;
    let started = performance.now();
    await seedAll(db, { workspaceId, ownerId, items: ITEMS, others: OTHERS, each: OTHER_ITEMS });
    const seeded = performance.now() - started;
    const analyse = database.kind === 'postgres' || process.env.BENCH_SEARCH_ANALYZE === '1';
    started = performance.now();
    if (analyse) await sql`analyze search_items`.execute(db);
    const { rows } = await sql<{ rows: number; bytes: string }>`
      select count(*)::int as rows, pg_size_pretty(pg_total_relation_size('search_items')) as bytes
      from search_items`.execute(db);
    console.log(
      `  seeded ${rows[0]!.rows.toLocaleString('en')} rows (${rows[0]!.bytes} with indexes) in ${(seeded / 1000).toFixed(0)} s` +
        (analyse ? `, analysed in ${((performance.now() - started) / 1000).toFixed(1)} s` : ', not analysed'),
    );

    const kinds = Object.keys(QUERY_KINDS) as QueryKind[];
    // Warm-up: each query once, and the anchor.
    for (const kind of kinds)
      for (const q of QUERY_KINDS[kind]) await timedGet(server.url, user, searchPath(q));
    for (let index = 0; index < 10; index += 1) await timedGet(server.url, user, `${FN}/me`);
    const anchor: number[] = [];
    const times = new Map<QueryKind, number[]>(kinds.map((kind) => [kind, []]));
    const found = new Map<QueryKind, number[]>(kinds.map((kind) => [kind, []]));
    for (let round = 0; round < RUNS; round += 1) {
      anchor.push((await timedGet(server.url, user, `${FN}/me`)).elapsed);
      for (const kind of kinds) {
        const queries = QUERY_KINDS[kind];
        const answer = await timedGet(server.url, user, searchPath(queries[round % queries.length]!));
        times.get(kind)!.push(answer.elapsed);
        found.get(kind)!.push(answer.found);
      }
    }
    const base = figure(anchor);
    console.log(`  anchor GET /me: p50 ${ms(base.p50)} ms, p95 ${ms(base.p95)} ms`);
    let worst = 0;
    for (const kind of kinds) {
      const of = figure(times.get(kind)!);
      worst = Math.max(worst, of.p95);
      const results = found.get(kind)!;
      console.log(
        `  ${kind} (${QUERY_KINDS[kind].slice(0, 3).join(', ')}…): p50 ${ms(of.p50)} ms, p95 ${ms(of.p95)} ms ` +
          `(${(of.p50 / base.p50).toFixed(1)}× and ${(of.p95 / base.p95).toFixed(1)}× the anchor's); ` +
          `results a page ${Math.min(...results)}–${Math.max(...results)}`,
      );
    }
    console.log(
      `  a query under ${QUERY_TARGET_MS} ms at p95, every kind: ${worst < QUERY_TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(worst)} ms)`,
    );

    for (const q of PLANNED) {
      const plan = await explainSearch(db, workspaceId, q);
      if (q === PLANNED[0] || process.env.BENCH_SEARCH_PLANS === '1') {
        console.log(`  plan of “${q}”:\n${plan.replace(/^/gm, '    ')}`);
      } else {
        const times = [...plan.matchAll(/Execution Time: ([\d.]+ ms)/g)].map((match) => match[1]);
        console.log(`  “${q}”: execution ${times.join(' + ')} (BENCH_SEARCH_PLANS=1 prints its plan)`);
      }
    }

    const palette = await timePalette(server.url, user);
    let paletteWorst = 0;
    for (const [kind, keystrokes] of palette) {
      const of = figure(keystrokes.map((one) => one.result));
      paletteWorst = Math.max(paletteWorst, of.p95);
      console.log(
        `  palette, ${kind}: keystroke → results painted p50 ${ms(of.p50)} ms, p95 ${ms(of.p95)} ms ` +
          `(${keystrokes.length} keystrokes; medians: request sent at ${ms(median(keystrokes.map((one) => one.asked)))}, ` +
          `answer in at ${ms(median(keystrokes.map((one) => one.answered)))} ms)`,
      );
    }
    console.log(
      `  the palette's results within ${PALETTE_TARGET_MS} ms of a keystroke at p95, every kind: ` +
        `${paletteWorst < PALETTE_TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(paletteWorst)} ms)`,
    );

    const fresh = figure(await timeFreshness(server.url, FRESHNESS_ROUNDS));
    console.log(
      `  an edit found by search, from its write's answer (${FRESHNESS_ROUNDS} edits): p50 ${ms(fresh.p50)} ms, ` +
        `p95 ${ms(fresh.p95)} ms; within ${FRESHNESS_TARGET_MS} ms at p95: ${fresh.p95 < FRESHNESS_TARGET_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.close();
    await database.drop();
    if (build.temporary) fs.rmSync(build.dir, { recursive: true, force: true });
  }
}
