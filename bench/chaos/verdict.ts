import type { ChaosReport } from './harness';

/** Longest an access change may take to reach another instance, from its acknowledgement. */
export const ACCESS_WITHIN_MS = 1_000;
/**
 * Largest resident memory of an instance after a full garbage collection, as a multiple of that size after
 * the warm-up (memory.ts).
 */
export const MEMORY_GROWTH = 1.5;

export interface Verdict {
  /** Every figure, one per line, as printed. */
  lines: string[];
  /** The targets missed; empty when the run passed. */
  failures: string[];
}

const mib = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Prints the run's figures and names each target missed; `memory: false` leaves the memory target out. */
export function judge(report: ChaosReport, targets: { memory: boolean }): Verdict {
  const { end, options } = report;
  const lines: string[] = [];
  const failures: string[] = [];
  const check = (ok: boolean, figure: string) => {
    lines.push(`${figure} — ${ok ? 'met' : 'MISSED'}`);
    if (!ok) failures.push(figure);
  };

  lines.push(
    `${options.clients} live clients on ${report.documents} documents, ${options.restWriters} REST writers, ` +
      `${options.seconds} s of chaos: ${report.kills} SIGKILLs and restarts, restarted ${report.restarts.join(' and ') || 'no service'}`,
  );
  lines.push(
    `acknowledged: ${end.acknowledgedLive} live edits (of ${report.liveEdits} made), ` +
      `${end.acknowledgedRest} REST writes (of ${report.restAttempts} attempted); items kept at the end: ` +
      `${end.expected} expected, ${end.gone} renamed or deleted`,
  );
  check(
    report.crashes.length === 0,
    `instances that exited unbidden or failed to start = ${report.crashes.length}`,
  );
  for (const crash of report.crashes) {
    lines.push(
      `instance ${crash.index + 1} ${crash.atStart ? 'failed to start' : 'exited'} (code ${crash.code}, signal ${crash.signal}):\n${crash.output}`,
    );
  }
  check(end.acknowledgedLive > 0 && end.acknowledgedRest > 0, 'acknowledged writes of both kinds > 0');
  check(end.unsettled === 0, `live clients reconnected and settled at the end: unsettled = ${end.unsettled}`);
  check(end.lostInClients.length === 0, `lost in live clients = ${end.lostInClients.length}`);
  check(end.lostInRest.length === 0, `lost in REST reads = ${end.lostInRest.length}`);
  check(
    end.backInClients.length === 0,
    `renamed or deleted but back in live clients = ${end.backInClients.length}`,
  );
  check(end.backInRest.length === 0, `renamed or deleted but back in REST reads = ${end.backInRest.length}`);
  check(end.diverged.length === 0, `documents whose copies differ = ${end.diverged.length}`);

  const delays = report.access.map((sample) => sample.ms).sort((a, b) => a - b);
  const late = report.access.filter((sample) => sample.ms > ACCESS_WITHIN_MS);
  lines.push(
    `access changes: ${delays.length} timed on other instances (p50 ${percentile(delays, 0.5).toFixed(0)} ms, ` +
      `max ${(delays.at(-1) ?? Number.NaN).toFixed(0)} ms); ${report.accessSkipped.length} rounds skipped` +
      (report.accessSkipped.length > 0 ? ` (${[...new Set(report.accessSkipped)].join('; ')})` : ''),
  );
  check(delays.length > 0, `access changes timed = ${delays.length}`);
  check(
    late.length === 0,
    `access changes later than ${ACCESS_WITHIN_MS} ms = ${late.length}` +
      late.map((sample) => ` [via ${sample.through + 1} on ${sample.on + 1}: ${sample.ms} ms]`).join(''),
  );

  for (const figure of report.memory) {
    const ratio = (bytes: number | null, base: number | null) =>
      bytes !== null && base !== null ? bytes / base : Number.NaN;
    const kept = ratio(figure.settledPeak, figure.settledAfterWarmup);
    const line =
      `instance ${figure.instance + 1} memory after a full collection: ${mib(figure.settledAfterWarmup)} after warm-up, ` +
      `largest ${mib(figure.settledPeak)} (${kept.toFixed(2)}×)`;
    if (targets.memory) check(kept <= MEMORY_GROWTH, `${line}; target ≤ ${MEMORY_GROWTH}×`);
    else lines.push(line);
    lines.push(
      `instance ${figure.instance + 1} resident as sampled (garbage included, not judged): ` +
        `${mib(figure.rssAfterWarmup)} after warm-up, peak ${mib(figure.rssPeak)} ` +
        `(${ratio(figure.rssPeak, figure.rssAfterWarmup).toFixed(2)}×), ${mib(figure.rssEnd)} at the end`,
    );
  }
  if (end.lostInClients.length + end.lostInRest.length > 0) {
    lines.push(`lost: ${[...new Set([...end.lostInClients, ...end.lostInRest])].slice(0, 20).join(', ')}`);
  }
  if (end.backInClients.length + end.backInRest.length > 0) {
    lines.push(`back: ${[...new Set([...end.backInClients, ...end.backInRest])].slice(0, 20).join(', ')}`);
  }
  if (end.diverged.length > 0) lines.push(`diverged: ${end.diverged.join(', ')}`);
  return { lines, failures };
}
