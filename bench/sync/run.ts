import os from 'node:os';
import { freshDatabase, seed } from './database';
import { combineLatencies, measureAcknowledged, measureLatency, type Latency, type Target } from './load';
import { spawnServer, type ServerChild } from './processes';

/**
 * bench/sync: propagation latency with 2, 20 and 200 clients on one document and with 1,000 clients over
 * 250 documents, server memory per open document, and the update log's sustained acknowledged updates per
 * second; each against the Mindlane server (auth, update log, snapshots, projection) and against a bare
 * Hocuspocus relay attached the same way, both in a child process so the clients here do not share their
 * event loop. PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a fresh schema), else PGlite.
 * BENCH_SECONDS sets the length of each single-document run (the 1,000-client run lasts twice as long);
 * BENCH_ROUNDS (default 3) how many times each runs on each server, alternating, with the samples pooled.
 * BENCH_ONLY=update-log measures the update log alone (about a minute).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each latency scenario runs this many times on each server, alternating, and the samples are pooled. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MANY_ROUNDS = Math.max(1, Math.ceil(ROUNDS / 2));
const SINGLE_DOCUMENT_CLIENTS = [2, 20, 200];
/** Edits per second in the single-document runs: more with 2 clients, whose p99 would else rest on 2 samples. */
const TURNS_PER_SECOND: Record<number, number> = { 2: 50, 20: 20, 200: 20 };
const MANY = { clients: 1000, documents: 250 };
const KINDS = ['mindlane', 'bare'] as const;
const ONLY_UPDATE_LOG = process.env.BENCH_ONLY === 'update-log';
type Kind = (typeof KINDS)[number];

interface Figures {
  single: Map<number, Latency>;
  many: Latency;
  /** Seconds from the server's start to the first measured edit of the many-client run. */
  manyMeasuredFrom: number;
  /** Resident memory per open document: with one client each, and with all 1,000 clients connected. */
  memoryPerDocument: { first: number; all: number } | null;
  acknowledgedPerSecond: number;
}

const singleDocument = (target: Target, name: string, clients: number) =>
  measureLatency(target, {
    names: [name],
    clientsPerDocument: clients,
    mode: 'turns',
    rate: TURNS_PER_SECOND[clients] ?? 20,
    seconds: SECONDS,
    warmupSeconds: 1,
  });

async function manyDocuments(server: ServerChild, target: Target, names: string[], seconds: number) {
  const before = server.rss();
  const after: Record<string, number | null> = {};
  const many = await measureLatency(target, {
    names,
    clientsPerDocument: MANY.clients / MANY.documents,
    mode: 'each',
    rate: 1,
    seconds,
    warmupSeconds: 3,
    onOpened: (stage) => (after[stage] = server.rss()),
  });
  const manyMeasuredFrom = (many.measuredFrom - server.startedAt) / 1000;
  const memoryPerDocument =
    before !== null && after.first && after.all
      ? { first: (after.first - before) / MANY.documents, all: (after.all - before) / MANY.documents }
      : null;
  return { many, manyMeasuredFrom, memoryPerDocument };
}

const summary = (run: Latency) =>
  `p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, delivered ${run.samples}/${run.expected}`;

/**
 * Runs every scenario on both servers, one server right after the other, so that whatever else the machine
 * is doing at that moment weighs on both alike.
 */
async function measure(
  servers: Record<Kind, ServerChild>,
  user: Target['user'],
  names: string[],
): Promise<Record<Kind, Figures>> {
  const target = (kind: Kind): Target => ({ url: servers[kind].url, user });
  const figures = {} as Record<Kind, Figures>;
  for (const kind of KINDS) figures[kind] = { single: new Map() } as Figures;
  // Every run gets documents of its own, fresh as the bare relay's always are (it keeps nothing), so that
  // neither history left by an earlier round nor its leftover content weighs on one server only.
  let next = 0;
  const take = (count: number) => names.slice(next, (next += count));
  for (const clients of ONLY_UPDATE_LOG ? [] : SINGLE_DOCUMENT_CLIENTS) {
    const runs: Record<Kind, Latency[]> = { mindlane: [], bare: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [name] = take(1);
      for (const kind of KINDS) {
        const run = await singleDocument(target(kind), name!, clients);
        console.log(`${clients} clients on one document, ${kind}, round ${round}/${ROUNDS}: ${summary(run)}`);
        runs[kind].push(run);
      }
    }
    for (const kind of KINDS) figures[kind].single.set(clients, combineLatencies(runs[kind]));
  }
  // The 1,000-client run lasts twice as long in all, in rounds; memory is read in the first round.
  const manyRuns: Record<Kind, Latency[]> = { mindlane: [], bare: [] };
  for (let round = 1; round <= (ONLY_UPDATE_LOG ? 0 : MANY_ROUNDS); round += 1) {
    const documents = take(MANY.documents);
    for (const kind of KINDS) {
      const result = await manyDocuments(servers[kind], target(kind), documents, (SECONDS * 2) / MANY_ROUNDS);
      console.log(
        `${MANY.clients} clients over ${MANY.documents} documents, ${kind}, round ${round}/${MANY_ROUNDS}: ` +
          summary(result.many),
      );
      if (round === 1) Object.assign(figures[kind], result);
      manyRuns[kind].push(result.many);
    }
  }
  if (!ONLY_UPDATE_LOG) for (const kind of KINDS) figures[kind].many = combineLatencies(manyRuns[kind]);
  const logDocuments = take(MANY.documents);
  for (const kind of KINDS) {
    console.log(`update log, ${kind}…`);
    figures[kind].acknowledgedPerSecond = await measureAcknowledged(target(kind), logDocuments, {
      window: 4,
      seconds: SECONDS,
      warmupSeconds: 2,
    });
  }
  return figures;
}

/** Other processes on the machine skew every figure; the load average says how busy it was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function row(label: string, mindlane: Latency, bare: Latency): string {
  const ratio = mindlane.p99 / bare.p99;
  const delivered =
    mindlane.samples === mindlane.expected ? 'all' : `${mindlane.samples}/${mindlane.expected}`;
  return (
    `| ${label} | ${ms(mindlane.p50)} | ${ms(mindlane.p99)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ` +
    `${ratio.toFixed(2)}× | ${delivered} (${mindlane.samples}) |`
  );
}

export async function main(): Promise<void> {
  const database = await freshDatabase();
  console.log(
    `bench/sync on ${database.kind}, ${os.cpus().length} CPUs, node ${process.version}, ` +
      `${SECONDS} s per single-document run (BENCH_SECONDS); load average ${loadAverage()}`,
  );
  const servers: ServerChild[] = [];
  try {
    // One spare document per single-document run, at the index of its client count; the rest for the many.
    const documents = ONLY_UPDATE_LOG
      ? MANY.documents
      : SINGLE_DOCUMENT_CLIENTS.length * ROUNDS + MANY.documents * (MANY_ROUNDS + 1);
    const { user, names } = await seed(database, documents);
    const mindlaneServer = await spawnServer('server/src/main.ts', {
      ...database.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    servers.push(mindlaneServer);
    const bareServer = await spawnServer('bench/sync/bare-relay.ts', {});
    servers.push(bareServer);
    const results = await measure({ mindlane: mindlaneServer, bare: bareServer }, user, names);
    if (ONLY_UPDATE_LOG) {
      for (const [kind, figures] of Object.entries(results)) {
        console.log(`${kind}: acknowledged updates/s ${figures.acknowledgedPerSecond.toFixed(0)}`);
      }
      console.log(`load average at the end ${loadAverage()}`);
      return;
    }

    const { mindlane, bare } = results;
    console.log('\n| clients | Mindlane p50 | Mindlane p99 | bare p50 | bare p99 | p99 ratio | delivered |');
    console.log('|---|---|---|---|---|---|---|');
    for (const clients of SINGLE_DOCUMENT_CLIENTS) {
      console.log(
        row(`${clients} on one document`, mindlane.single.get(clients)!, bare.single.get(clients)!),
      );
    }
    console.log(
      row(`${MANY.clients} over ${MANY.documents} documents, 1 edit/s each`, mindlane.many, bare.many),
    );
    for (const [kind, figures] of Object.entries(results)) {
      const seconds = figures.many.p99BySecond.map((value) => value.toFixed(0)).join(' ');
      console.log(
        `${kind}: p99 (ms) of each second of the ${MANY.clients}-client rounds, the first from ` +
          `${figures.manyMeasuredFrom.toFixed(0)} s after the server started: ${seconds}`,
      );
    }
    for (const [kind, figures] of Object.entries(results)) {
      const memory = figures.memoryPerDocument;
      console.log(
        `${kind}: memory per open document ${memory ? `${kib(memory.first)} (1 client), ${kib(memory.all)} (4 clients)` : 'n/a'}; ` +
          `acknowledged updates/s ${figures.acknowledgedPerSecond.toFixed(0)} (${MANY.documents} clients, 4 in flight each)`,
      );
    }
    const p99At200 = mindlane.single.get(200)!.p99;
    const worstRatio = Math.max(
      ...SINGLE_DOCUMENT_CLIENTS.map(
        (clients) => mindlane.single.get(clients)!.p99 / bare.single.get(clients)!.p99,
      ),
      mindlane.many.p99 / bare.many.p99,
    );
    console.log(`\nload average at the end ${loadAverage()}`);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `\ntarget p99 < 50 ms at 200 clients on one document: ${ms(p99At200)} — ${verdict(p99At200 < 50)}`,
    );
    console.log(
      `target p99 < 100 ms for 1,000 clients: ${ms(mindlane.many.p99)} — ${verdict(mindlane.many.p99 < 100)}`,
    );
    console.log(
      `target p99 ≤ 1.5× the bare relay: worst ${worstRatio.toFixed(2)}× — ${verdict(worstRatio <= 1.5)}`,
    );
    console.log(
      `target update log ≥ 2,000 acknowledged updates/s: ${mindlane.acknowledgedPerSecond.toFixed(0)} — ` +
        verdict(mindlane.acknowledgedPerSecond >= 2000),
    );
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
