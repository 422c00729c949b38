import os from 'node:os';
import { sameSessionAt } from '../../tests/helpers/http';
import { freshDatabase, seed } from '../sync/database';
import type { Target } from '../sync/load';
import { spawnServer, type ServerChild } from '../sync/processes';
import { cpuLine, startCpu } from './cpu';
import {
  startReceiverProcess,
  startStandInProcess,
  type ReceiverProcess,
  type StandInProcess,
} from './deliveries';
import {
  DOCUMENTS_PER_PHASE,
  deliveriesAlone,
  editingLoad,
  floorPhase,
  mindlanePhase,
  type PhaseResult,
  type PhaseSetup,
} from './phases';
import {
  combineHooks,
  deliveriesLine,
  editingTable,
  judge,
  latencySummary,
  pool,
  writesLine,
} from './report';
import { deliveryStages } from './stages';
import { createNodes, registerEndpoints } from './writes';

/**
 * bench/webhooks: outgoing webhooks under live editing, on the server as bench/sync runs it (its own
 * process; PGlite, or PostgreSQL with DATABASE_URL or TEST_DATABASE_URL). A REST write load of
 * BENCH_WEBHOOK_RATE renames a second (default 100; each rename is one node.updated event, but for one
 * overtaken by a later rename of its node before its answer: see writes.ts) runs in every
 * Mindlane phase; ten endpoints hearing node.updated, all served by a node:http receiver in another
 * process, are on in the phases `with` and off in the phases `without`, so the two differ by the webhooks
 * alone. A delivery's time runs from its write's answer to its arrival at the receiver (both clocks in ms
 * since the epoch); on PostgreSQL the tables tell how much of it was the follow job and how much the
 * delivery job (stages.ts).
 *
 * First the deliveries alone: the write load for BENCH_SECONDS with the endpoints on and no editing
 * client, every delivery awaited (BENCH_WEBHOOK_DRAIN_SECONDS at most, default 60), then the endpoints
 * turned off until the server has nothing left to send, so that no backlog outlasts its phase. Then
 * BENCH_ROUNDS rounds (default 2; 0 stops after the deliveries alone) of four phases, `without`, `with`,
 * `floor` and `bare`, samples pooled: each runs bench/sync's editing load (200 clients on one document at 20 edits a second,
 * 1,000 clients over 250 documents at one edit a second each, then the update log's acknowledged
 * updates), `bare` against the bare relay. `floor` is `without` with a stand-in sender in another process
 * POSTing to the receiver as many deliveries a second as the server sends in `with` (stand-in.ts): what a
 * receiver on this machine and the least a sender can do cost the editing load, whatever the server does. BENCH_SECONDS (default 8) is each editing run's length.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 100);
const ENDPOINTS = 10;
/** Nodes renamed in turn: at 100 writes a second each is renamed again every 4 s. */
const NODES = 400;
/** The longest wait for the last deliveries once a load has stopped. */
const DRAIN_MS = Number(process.env.BENCH_WEBHOOK_DRAIN_SECONDS ?? 60) * 1000;
const PHASES = ['without', 'with', 'floor', 'bare'] as const;
type Phase = (typeof PHASES)[number];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function describe(phase: Phase, result: PhaseResult): string {
  const parts = [
    `200 on one: ${latencySummary(result.single)}`,
    `1,000 over 250: ${latencySummary(result.many)}`,
  ];
  if (result.acknowledged !== null) parts.push(`update log ${result.acknowledged.toFixed(0)}/s`);
  if (result.hooks) parts.push(writesLine(result.hooks));
  if (result.hooks && phase === 'with') parts.push(deliveriesLine(result.hooks));
  if (result.standIn) {
    parts.push(
      `stand-in sender ${result.standIn.sentPerSecond.toFixed(0)} POSTs/s answered, ${result.standIn.failed} not`,
    );
  }
  if (result.hooks && phase !== 'with') {
    parts.push(`${result.hooks.deliveries.delivered} deliveries (none expected)`);
  }
  const cpu = [
    ['200 on one', cpuLine(result.cpu.single)],
    ['1,000 over 250', cpuLine(result.cpu.many)],
  ].filter(([, line]) => line);
  return [parts.join('; '), ...cpu.map(([what, line]) => `  CPU during ${what}: ${line}`)].join('\n');
}

export async function main(): Promise<void> {
  const database = await freshDatabase();
  console.log(
    `bench/webhooks on ${database.kind}, ${os.cpus().length} CPUs, node ${process.version}, ${RATE} writes/s, ` +
      `${ENDPOINTS} endpoints, ${ROUNDS} rounds, ${SECONDS} s per editing run; load average ${loadAverage()}`,
  );
  const servers: ServerChild[] = [];
  let receiver: ReceiverProcess | null = null;
  let standIn: StandInProcess | null = null;
  try {
    const { user, names } = await seed(database, ROUNDS * 3 * DOCUMENTS_PER_PHASE);
    const mindlane = await spawnServer('server/src/main.ts', {
      ...database.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
    servers.push(mindlane);
    const bare = await spawnServer('bench/sync/bare-relay.ts', {});
    servers.push(bare);
    receiver = await startReceiverProcess();
    standIn = await startStandInProcess();
    const rest = sameSessionAt(mindlane.url, user);
    const pids = {
      server: mindlane.child.pid,
      'bare relay': bare.child.pid,
      receiver: receiver.pid,
      'stand-in sender': standIn.pid,
      bench: process.pid,
    };
    const setup: PhaseSetup = {
      seconds: SECONDS,
      rate: RATE,
      rest,
      nodes: await createNodes(rest, NODES),
      endpointIds: await registerEndpoints(rest, ENDPOINTS, receiver.url),
      receiver,
      pids,
      drainMs: DRAIN_MS,
    };
    const target = (server: ServerChild): Target => ({ url: server.url, user });
    const results: Record<Phase, PhaseResult[]> = { without: [], with: [], floor: [], bare: [] };
    const stages = async (from: Date) => {
      const line = await deliveryStages(database, from, new Date());
      if (line) console.log(`  where the time went: ${line}`);
    };
    let from = new Date();
    const aloneCpu = startCpu(pids);
    const alone = await deliveriesAlone(setup, SECONDS);
    const aloneCores = cpuLine(aloneCpu.stop());
    console.log(`deliveries alone: ${writesLine(alone)}\n  ${deliveriesLine(alone)}`);
    if (aloneCores) console.log(`  CPU, load and drain: ${aloneCores}`);
    await stages(from);
    let next = 0;
    const take = () => names.slice(next, (next += DOCUMENTS_PER_PHASE));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const phase of PHASES) {
        // The bare relay keeps nothing: the documents of the phase before are fresh there.
        from = new Date();
        const result: PhaseResult =
          phase === 'bare'
            ? {
                ...(await editingLoad(
                  target(bare),
                  names.slice(next - DOCUMENTS_PER_PHASE, next),
                  SECONDS,
                  false,
                  pids,
                )),
                hooks: null,
              }
            : phase === 'floor'
              ? await floorPhase(target(mindlane), take(), setup, standIn)
              : await mindlanePhase(target(mindlane), take(), setup, phase === 'with');
        console.log(`round ${round}/${ROUNDS}, ${phase}: ${describe(phase, result)}`);
        if (phase === 'with') await stages(from);
        results[phase].push(result);
      }
    }
    if (ROUNDS === 0) {
      console.log(`\nload average at the end ${loadAverage()}`);
      judge(RATE, ENDPOINTS, { alone, editing: null }, null);
      return;
    }
    const editing = {
      without: pool(results.without),
      with: pool(results.with),
      floor: pool(results.floor),
      bare: pool(results.bare),
    };
    const alongside = combineHooks(results.with.map((result) => result.hooks!));
    console.log(`\nwith live editing, all rounds: ${writesLine(alongside)}\n  ${deliveriesLine(alongside)}`);
    editingTable(editing);
    console.log(`\nload average at the end ${loadAverage()}`);
    judge(RATE, ENDPOINTS, { alone, editing: alongside }, editing);
  } finally {
    await standIn?.close();
    await receiver?.stop();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
