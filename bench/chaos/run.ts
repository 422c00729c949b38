import os from 'node:os';
import process from 'node:process';
import { runChaos } from './harness';
import { missingServices } from './services';
import { judge } from './verdict';

/**
 * bench/chaos: the chaos run at full size (harness.ts). CHAOS_SECONDS (default 300) is the length of the
 * chaos phase, CHAOS_CLIENTS (default 150) the live clients, CHAOS_REST_WRITERS (default 6) the REST
 * writers. Prints every figure and exits non-zero when a target is missed.
 */

const SECONDS = Number(process.env.CHAOS_SECONDS ?? 300);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 150);
const REST_WRITERS = Number(process.env.CHAOS_REST_WRITERS ?? 6);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function main(): Promise<void> {
  const missing = missingServices();
  if (missing) {
    console.log(`bench/chaos skipped: ${missing} (it runs a PostgreSQL and a Redis of its own)`);
    return;
  }
  // Ctrl-C ends the process through 'exit', where the private servers and the instances are stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
  console.log(
    `bench/chaos: ${CLIENTS} live clients (CHAOS_CLIENTS), ${REST_WRITERS} REST writers (CHAOS_REST_WRITERS), ` +
      `${SECONDS} s of chaos (CHAOS_SECONDS); ${os.cpus().length} CPUs, ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, node ${process.version}; load average ${loadAverage()}`,
  );
  const report = await runChaos({
    seconds: SECONDS,
    warmupSeconds: 20,
    clients: CLIENTS,
    clientsPerDocument: 5,
    restWriters: REST_WRITERS,
    editEveryMs: 2_000,
    restPauseMs: 250,
    killEveryMs: 20_000,
    accessEveryMs: 5_000,
    redisRestartAt: 0.3,
    postgresRestartAt: 0.65,
    settleMs: 120_000,
    log: (line) => console.log(`${elapsed()}  ${line}`),
  });
  const verdict = judge(report, { memory: true });
  console.log('');
  for (const line of verdict.lines) console.log(line);
  console.log(`load average at the end ${loadAverage()}`);
  if (verdict.failures.length > 0) {
    console.log(`\n${verdict.failures.length} target(s) missed`);
    process.exitCode = 1;
  }
}
