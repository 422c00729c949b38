import { percentile } from '../map-canvas/frames';
import { combineLatencies, type Latency } from '../sync/load';
import { combineDeliveries, deliveredWithin } from './deliveries';
import { MANY, SINGLE, type Hooks, type PhaseResult } from './phases';

/** How bench/webhooks prints its figures and judges its targets. */

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'never');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export function latencySummary(run: Latency) {
  return `p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, delivered ${run.samples}/${run.expected}`;
}

/** Several phases' write loads and deliveries taken together. */
export function combineHooks(runs: readonly Hooks[]): Hooks {
  const answered = new Map(runs.flatMap((run) => [...run.writes.answered]));
  return {
    writes: {
      answered,
      times: runs.flatMap((run) => run.writes.times),
      failed: runs.reduce((sum, run) => sum + run.writes.failed, 0),
      skipped: runs.reduce((sum, run) => sum + run.writes.skipped, 0),
      sent: runs.reduce((sum, run) => sum + run.writes.sent, 0),
      sendingSeconds: runs.reduce((sum, run) => sum + run.writes.sendingSeconds, 0),
      overtaken: new Set(runs.flatMap((run) => [...run.writes.overtaken])),
    },
    loadSeconds: runs.reduce((sum, run) => sum + run.loadSeconds, 0),
    deliveries: combineDeliveries(runs.map((run) => run.deliveries)),
    drainSeconds: Math.max(0, ...runs.map((run) => run.drainSeconds)),
    quietSeconds: Math.max(0, ...runs.map((run) => run.quietSeconds)),
  };
}

/** Events made a second: the writes answered, over the time they were being sent. */
export const eventsPerSecond = (hooks: Hooks) => hooks.writes.answered.size / hooks.writes.sendingSeconds;
const lostWrites = (hooks: Hooks) => hooks.writes.failed + hooks.writes.skipped;

/** One line on a write load: its rate, its answers' times, what failed. */
export function writesLine(hooks: Hooks): string {
  const times = sorted(hooks.writes.times);
  return (
    `writes ${eventsPerSecond(hooks).toFixed(1)}/s answered in ${hooks.writes.sendingSeconds.toFixed(0)} s (p50 ` +
    `${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}), ${hooks.writes.failed} failed, ` +
    `${hooks.writes.skipped} not sent (200 unanswered), ${hooks.writes.overtaken.size} overtaken by a later ` +
    `rename of their node`
  );
}

/** One line on the deliveries: how many, how soon after their writes' answers, how long the last ones took. */
export function deliveriesLine(hooks: Hooks): string {
  const { deliveries } = hooks;
  const at = (fraction: number) => ms(deliveredWithin(deliveries, fraction));
  const sent = deliveries.delivered / (hooks.loadSeconds + hooks.drainSeconds);
  return (
    `${deliveries.delivered}/${deliveries.expected} deliveries arrived (${deliveries.repeated} more than once), ` +
    `${sent.toFixed(0)}/s until the last; from a write's answer: p50 ${at(0.5)}, p95 ${at(0.95)}, ` +
    `p99 ${at(0.99)}, max ${ms(deliveries.values.at(-1) ?? Number.NaN)}; the last came ` +
    `${hooks.drainSeconds.toFixed(1)} s after the load stopped; the server had none left to send ` +
    `${hooks.quietSeconds.toFixed(1)} s later (endpoints turned off)`
  );
}

export interface Pooled {
  single: Latency;
  many: Latency;
  acknowledged: number[];
}

/** The pooled editing figures of each phase. */
export interface Editings {
  without: Pooled;
  with: Pooled;
  floor: Pooled;
  bare: Pooled;
}

/** The editing figures of each phase side by side: without webhooks, with them, the floor, the bare relay. */
export function editingTable({ without, with: webhooks, floor, bare }: Editings) {
  console.log(
    '\n| editing load | without p50 | without p99 | with p50 | with p99 | floor p99 | bare p99 | with/without p99 | floor/without p99 | with/bare p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [label, key] of [
    [`${SINGLE.clients} clients on one document`, 'single'],
    [`${MANY.clients} clients over ${MANY.documents} documents`, 'many'],
  ] as const) {
    const [a, b, f, c] = [without[key], webhooks[key], floor[key], bare[key]];
    console.log(
      `| ${label} | ${ms(a.p50)} | ${ms(a.p99)} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(f.p99)} | ${ms(c.p99)} | ` +
        `${(b.p99 / a.p99).toFixed(2)}× | ${(f.p99 / a.p99).toFixed(2)}× | ${(b.p99 / c.p99).toFixed(2)}× |`,
    );
  }
  const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(
    `update log, acknowledged updates/s by round: without ${rounds(without.acknowledged)}; ` +
      `with ${rounds(webhooks.acknowledged)}; floor ${rounds(floor.acknowledged)}`,
  );
}

export function pool(results: readonly PhaseResult[]): Pooled {
  return {
    single: combineLatencies(results.map((result) => result.single)),
    many: combineLatencies(results.map((result) => result.many)),
    acknowledged: results.flatMap((result) => (result.acknowledged === null ? [] : [result.acknowledged])),
  };
}

/** Prints PASS or FAIL for every target. */
export function judge(
  rate: number,
  endpoints: number,
  hooks: { alone: Hooks; editing: Hooks | null },
  editing: Editings | null,
) {
  const targets: Array<[string, string, boolean]> = [];
  const runs: Array<[string, Hooks]> = [['alone', hooks.alone]];
  if (hooks.editing) runs.push(['with live editing', hooks.editing]);
  for (const [when, run] of runs) {
    const { deliveries } = run;
    targets.push([
      `${rate} events/s to ${endpoints} endpoints, none lost (${when})`,
      `${eventsPerSecond(run).toFixed(1)} events/s, ${deliveries.delivered}/${deliveries.expected} ` +
        `delivered, ${lostWrites(run)} writes lost`,
      eventsPerSecond(run) >= rate * 0.95 &&
        lostWrites(run) === 0 &&
        deliveries.delivered === deliveries.expected,
    ]);
    const p95 = deliveredWithin(deliveries, 0.95);
    targets.push([`first delivery within 1 s of the write's answer at p95 (${when})`, ms(p95), p95 <= 1000]);
  }
  if (editing) targets.push(...editingTargets(editing));
  console.log('');
  for (const [target, figure, ok] of targets) console.log(`${verdict(ok)} ${target}: ${figure}`);
  if (editing) console.log(floorLine(editing));
}

/**
 * Not a target: the sync p99 of the floor (the receiver answering a stand-in sender's POSTs, the server
 * doing nothing for webhooks) to the phase without webhooks, and with webhooks to the floor.
 */
function floorLine({ without, with: webhooks, floor }: Editings): string {
  const worst = (a: Pooled, b: Pooled) => Math.max(a.single.p99 / b.single.p99, a.many.p99 / b.many.p99);
  return (
    `the floor (a receiver and the least sender, on this machine): sync p99 floor/without worst ` +
    `${worst(floor, without).toFixed(2)}×; with/floor worst ${worst(webhooks, floor).toFixed(2)}×`
  );
}

function editingTargets(editing: Editings): Array<[string, string, boolean]> {
  const { without, with: webhooks, bare } = editing;
  const ratio = Math.max(webhooks.single.p99 / without.single.p99, webhooks.many.p99 / without.many.p99);
  const bareRatio = Math.max(webhooks.single.p99 / bare.single.p99, webhooks.many.p99 / bare.many.p99);
  const leastLog = Math.min(...webhooks.acknowledged);
  return [
    ['sync p99 with webhooks ≤ 1.25× without', `worst ${ratio.toFixed(2)}×`, ratio <= 1.25],
    [
      'bench/sync, with webhooks: p99 < 50 ms at 200 clients on one document',
      ms(webhooks.single.p99),
      webhooks.single.p99 < 50,
    ],
    [
      'bench/sync, with webhooks: p99 < 100 ms for 1,000 clients',
      ms(webhooks.many.p99),
      webhooks.many.p99 < 100,
    ],
    [
      'bench/sync, with webhooks: p99 ≤ 1.5× the bare relay',
      `worst ${bareRatio.toFixed(2)}×`,
      bareRatio <= 1.5,
    ],
    [
      'bench/sync, with webhooks: update log ≥ 2,000 acknowledged updates/s (least round)',
      leastLog.toFixed(0),
      leastLog >= 2000,
    ],
  ];
}
