import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { FN } from '../../tests/helpers/accounts';
import type { HttpClient } from '../../tests/helpers/http';
import { freshDatabase } from '../sync/database';
import { COPIES, seedRest, VOLUME, type Seeded } from './seed';
import { mixedRun } from './mixed';
import { figuresOf, measureWrite, WRITE_ROUTES, writeTargets } from './writes';

/**
 * bench/rest: the REST read routes under load beside a bare Fastify hello-world server. Seeds the issue's
 * volume (seed.ts), then runs Mindlane as `npm start` runs it (NODE_ENV=production, default log level) and
 * the bare server, each in its own process, and drives each route with autocannon (10 connections,
 * BENCH_SECONDS each, default 10), bare and Mindlane in turn. PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set, else PGlite. BENCH_ROUTES (comma-separated names) picks routes;
 * BENCH_PROFILE=<dir> writes a CPU profile of the Mindlane process there. After the reads come the write
 * routes (writes.ts) and the mixed run of reads and writes (mixed.ts, named `mixed` in BENCH_ROUTES).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Route {
  name: string;
  path(seeded: Seeded): string;
  as: 'owner' | 'admin';
}

/**
 * The line between small answers (20 % of the bare server, p99 under 20 ms) and large ones (1,000
 * req/s, p99 under 50 ms): an answer's measured size decides, since at this volume the contract makes some
 * list routes large (todo-lists answers every list with its to-dos).
 */
const SMALL_BYTES = 5 * 1024;

const ROUTES: Route[] = [
  { name: 'me', path: () => `${FN}/me`, as: 'owner' },
  { name: 'user-status', path: () => `${FN}/user-status`, as: 'owner' },
  { name: 'usage', path: () => `${FN}/usage`, as: 'owner' },
  { name: 'team-members', path: () => `${FN}/team-members`, as: 'owner' },
  { name: 'mindmaps', path: () => `${FN}/mindmaps`, as: 'owner' },
  { name: 'todo-lists', path: () => `${FN}/todo-lists`, as: 'owner' },
  { name: 'boards', path: () => `${FN}/boards`, as: 'owner' },
  { name: 'todoid', path: (s) => `${FN}/todoid/${s.todoId}`, as: 'owner' },
  { name: 'mapid', path: (s) => `${FN}/mapid/${s.mapId}`, as: 'owner' },
  { name: 'admin users', path: () => `/api/users`, as: 'admin' },
  { name: 'admin payments', path: () => `/api/payments`, as: 'admin' },
  { name: 'nodes (500)', path: (s) => `${FN}/nodes?mindmapId=${s.mapId}`, as: 'owner' },
  {
    name: 'board data (500)',
    path: (s) => `${FN}/kanban-board-data?id=${s.boardId}`,
    as: 'owner',
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

const cookieOf = (client: HttpClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Starts a child process and resolves with the port it names on its output. */
async function startChild(args: string[], env: NodeJS.ProcessEnv, portOf: (line: string) => number | null) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    lines.on('line', (line) => {
      const found = portOf(line);
      if (found) resolve(found);
    });
  });
  // Keep reading (and dropping) its log so the pipe never fills.
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    ...figuresOf(url, result),
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

/**
 * CPU time the process has used, user and system, in ms, from /proc (Linux; null elsewhere): a write's cost
 * that another tenant of the machine taking the cores does not change, as it changes requests a second.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the command), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

export async function main(): Promise<void> {
  const database = await freshDatabase();
  const wanted = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
  const routes = wanted ? ROUTES.filter((route) => wanted.includes(route.name)) : ROUTES;
  const writes = wanted ? WRITE_ROUTES.filter((route) => wanted.includes(route.name)) : WRITE_ROUTES;
  try {
    console.log(`bench/rest on ${database.kind}, node ${process.version}, ${SECONDS} s per run`);
    console.log(
      `seeding: a workspace with ${VOLUME.mindmaps} maps of ${VOLUME.nodesPerMap} nodes, ${VOLUME.todoLists} lists of ` +
        `${VOLUME.todosPerList} to-dos, ${VOLUME.boards} boards of ${VOLUME.cardsPerBoard} cards, and ${COPIES} more like it`,
    );
    const seedConfig = loadConfig({ ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    const seeding = await startServer(seedConfig, { logger: createLogger(seedConfig) });
    const started = performance.now();
    let seeded: Seeded;
    try {
      seeded = await seedRest(seeding.app, seeding.url, console.log);
    } finally {
      await seeding.close();
    }
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const profile = process.env.BENCH_PROFILE;
    const mindlane = await startChild(
      [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
        '--import',
        'tsx',
        'server/src/main.ts',
      ],
      { ...process.env, ...database.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
      (line) => {
        const match = /"url":"http:\/\/[^"]*:(\d+)"/.exec(line);
        return match ? Number(match[1]) : null;
      },
    );
    const bare = await startChild(['--import', 'tsx', 'bench/rest/bare-server.ts'], process.env, (line) =>
      /^\d+$/.test(line) ? Number(line) : null,
    );
    try {
      const origin = mindlane.url;
      const rows: string[] = [];
      console.log(`load average before the runs: ${load()}`);
      for (const route of routes) {
        const client = route.as === 'owner' ? seeded.owner : seeded.admin;
        const url = `${mindlane.url}${route.path(seeded)}`;
        const probe = await fetch(url, { headers: { cookie: cookieOf(client), origin } });
        if (probe.status !== 200) throw new Error(`${route.name}: ${probe.status} ${await probe.text()}`);
        const base = await measure(`${bare.url}/`, {});
        const ours = await measure(url, { cookie: cookieOf(client), origin });
        const share = (100 * ours.rps) / base.rps;
        const target =
          ours.bytes < SMALL_BYTES ? share >= 20 && ours.p99 < 20 : ours.rps >= 1000 && ours.p99 < 50;
        const row =
          `| ${route.name} | ${(ours.bytes / 1024).toFixed(1)} KB | ${Math.round(ours.rps).toLocaleString('en')} | ` +
          `${share.toFixed(1)} % | ${ours.p50} / ${ours.p99} ms | ${Math.round(base.rps).toLocaleString('en')} | ` +
          `${target ? 'met' : 'missed'} |`;
        console.log(row);
        rows.push(row);
      }
      const owner = { cookie: cookieOf(seeded.owner), origin };
      const targets = writes.length > 0 ? await writeTargets(mindlane.url, seeded, owner) : null;
      for (const route of targets ? writes : []) {
        const cpuBefore = cpuMsOf(mindlane.child.pid);
        const ours = await measureWrite(mindlane.url, route, targets!, owner, {
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const cpuAfter = cpuMsOf(mindlane.child.pid);
        const cpu =
          cpuBefore === null || cpuAfter === null
            ? ''
            : `${((cpuAfter - cpuBefore) / ours.total).toFixed(2)} ms CPU a write`;
        const met = ours.rps >= (database.kind === 'postgres' ? 1000 : 500) && ours.p99 < 50;
        const verdict = route.targeted ? (met ? 'met' : 'missed') : 'no target';
        const row =
          `| ${route.name} | ${ours.total.toLocaleString('en')} writes | ${Math.round(ours.rps).toLocaleString('en')} | ` +
          `${cpu} | ${ours.p50} / ${ours.p99} ms | | ${verdict} |`;
        console.log(row);
        rows.push(row);
      }
      if (!wanted || wanted.includes('mixed')) {
        const mixed = await mixedRun(
          mindlane.url,
          targets ?? (await writeTargets(mindlane.url, seeded, owner)),
          owner,
        );
        const line = (kind: string, figures: typeof mixed.reads) =>
          `${kind} ${Math.round(figures.perSecond).toLocaleString('en')}/s, p50 ${figures.p50.toFixed(1)} ms, ` +
          `p99 ${figures.p99.toFixed(1)} ms, ${figures.failed} failed`;
        console.log(
          `\nmixed run: ${mixed.connections} connections, ${mixed.seconds.toFixed(0)} s: ${line('reads', mixed.reads)}; ` +
            `${line('writes', mixed.writes)}; stale reads after a write: ${mixed.stale.length}`,
        );
        for (const sample of mixed.stale.slice(0, 5)) console.log(`  stale: ${sample}`);
      }
      console.log(
        `\n${database.kind}, ${CONNECTIONS} connections, ${SECONDS} s per run, load average after: ${load()}\n`,
      );
      console.log(
        '| route | answer | req/s | share of bare (reads), server CPU (writes) | p50 / p99 | bare req/s | target |',
      );
      console.log('|---|---|---|---|---|---|---|');
      for (const row of rows) console.log(row);
    } finally {
      await stop(bare.child);
      await stop(mindlane.child);
    }
  } finally {
    await database.drop();
  }
}
