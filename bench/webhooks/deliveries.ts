import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eventually } from '../../tests/helpers/http';
import type { Arrival } from './receiver';

/** The receiver process, and every delivery it has reported since the last `clear()`. */
export interface ReceiverProcess {
  /** Its process id, for the CPU it uses. */
  pid: number | undefined;
  /** The URL of endpoint `index` (one process serves every endpoint, each on a path of its own). */
  url(index: number): string;
  arrivals(): readonly Arrival[];
  clear(): void;
  stop(): Promise<void>;
}

/** Forks a bench script with an IPC channel; `stop` disconnects it and kills it should it linger. */
function forkScript(file: string, onMessage: (message: unknown) => void) {
  const child: ChildProcess = fork(path.resolve(file), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', onMessage);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.connected) child.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Forks bench/webhooks/receiver.ts and waits for the port it listens on. */
export async function startReceiverProcess(): Promise<ReceiverProcess> {
  let port: number | null = null;
  let arrivals: Arrival[] = [];
  const { child, stop } = forkScript('bench/webhooks/receiver.ts', (message) => {
    if (Array.isArray(message)) arrivals.push(...(message as Arrival[]));
    else if (message && typeof message === 'object' && 'port' in message) port = Number(message.port);
  });
  await eventually(() => port ?? (child.exitCode !== null ? Promise.reject(new Error('exited')) : null));
  return {
    pid: child.pid,
    url: (index) => `http://127.0.0.1:${port}/hook/${index}`,
    arrivals: () => arrivals,
    clear() {
      arrivals = [];
    },
    stop,
  };
}

/** The stand-in sender process (stand-in.ts): POSTs at a rate to the receiver between start and stop. */
export interface StandInProcess {
  pid: number | undefined;
  start(urls: readonly string[], perSecond: number): void;
  /** Stops sending; the POSTs answered 2xx and those that were not, since start. */
  stop(): Promise<{ sent: number; failed: number }>;
  close(): Promise<void>;
}

export async function startStandInProcess(): Promise<StandInProcess> {
  let ready = false;
  let report: ((counts: { sent: number; failed: number }) => void) | null = null;
  const { child, stop } = forkScript('bench/webhooks/stand-in.ts', (message) => {
    if (message && typeof message === 'object' && 'ready' in message) ready = true;
    else if (message && typeof message === 'object' && 'sent' in message) {
      report?.(message as { sent: number; failed: number });
    }
  });
  await eventually(() => ready || (child.exitCode !== null ? Promise.reject(new Error('exited')) : null));
  return {
    pid: child.pid,
    start(urls, perSecond) {
      child.send({ start: { urls, perSecond } });
    },
    stop() {
      return new Promise((resolve) => {
        report = resolve;
        child.send('stop');
      });
    },
    close: stop,
  };
}

export interface DeliveryFigures {
  /** Deliveries expected (answered writes × endpoints) and those that arrived, each once. */
  expected: number;
  delivered: number;
  /** Deliveries of one event to one endpoint that arrived more than once. */
  repeated: number;
  /** From a write's answer to its event's arrival at each endpoint, in ms, ascending. */
  values: number[];
}

/** The label the n-th write gives its node, which its event carries back. */
export const labelOf = (seq: number) => `wh-${seq}`;

/**
 * Matches the receiver's node.updated deliveries to the writes that made them (`answered`: write number →
 * its answer's time, ms since the epoch), one figure per write and endpoint: the first arrival.
 */
export function deliveryFigures(
  arrivals: readonly Arrival[],
  answered: ReadonlyMap<number, number>,
  endpoints: number,
): DeliveryFigures {
  const first = new Map<string, number>();
  let repeated = 0;
  for (const [endpoint, type, label, at] of arrivals) {
    if (type !== 'node.updated' || !label.startsWith('wh-')) continue;
    const seq = Number(label.slice(3));
    if (!answered.has(seq)) continue;
    const key = `${seq}:${endpoint}`;
    if (first.has(key)) repeated += 1;
    else first.set(key, at);
  }
  const values = [...first].map(([key, at]) => at - answered.get(Number(key.split(':')[0]))!);
  return {
    expected: answered.size * endpoints,
    delivered: first.size,
    repeated,
    values: values.sort((a, b) => a - b),
  };
}

/**
 * The time within which `fraction` of the expected deliveries arrived: a delivery that never came counts as
 * later than any that did (Infinity when too few arrived).
 */
export function deliveredWithin(figures: DeliveryFigures, fraction: number): number {
  const index = Math.min(figures.expected - 1, Math.floor(fraction * figures.expected));
  return figures.values[index] ?? Number.POSITIVE_INFINITY;
}

/** Several runs' deliveries taken together. */
export function combineDeliveries(runs: readonly DeliveryFigures[]): DeliveryFigures {
  return {
    expected: runs.reduce((sum, run) => sum + run.expected, 0),
    delivered: runs.reduce((sum, run) => sum + run.delivered, 0),
    repeated: runs.reduce((sum, run) => sum + run.repeated, 0),
    values: runs.flatMap((run) => run.values).sort((a, b) => a - b),
  };
}

/** Waits (up to `ms`) until every expected delivery has arrived; the figures as they then stand. */
export async function drainDeliveries(
  receiver: ReceiverProcess,
  answered: ReadonlyMap<number, number>,
  endpoints: number,
  ms: number,
): Promise<DeliveryFigures> {
  const figures = () => deliveryFigures(receiver.arrivals(), answered, endpoints);
  await eventually(() => figures().delivered >= answered.size * endpoints, ms, 100).catch(() => undefined);
  return figures();
}
