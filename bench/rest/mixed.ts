import { FN } from '../../tests/helpers/accounts';
import type { WriteTargets } from './writes';

/**
 * The mixed run of bench/rest: CONNECTIONS clients for SECONDS, each making 90 % reads and 10 % writes.
 * Each client owns one to-do and one node that only it renames, so it knows what every read of them must
 * show: a read that follows an answered write and shows anything older is counted as stale. The reads
 * are the client's to-do and its map's nodes (both checked), the map list, the account and the usage.
 */

const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const WRITE_SHARE = 0.1;

interface Tally {
  latencies: number[];
  failed: number;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function mixedRun(url: string, targets: WriteTargets, headers: Record<string, string>) {
  const reads: Tally = { latencies: [], failed: 0 };
  const writes: Tally = { latencies: [], failed: 0 };
  const stale: string[] = [];
  const deadline = performance.now() + SECONDS * 1000;

  async function timed(tally: Tally, method: string, path: string, body?: unknown) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    tally.latencies.push(performance.now() - started);
    if (!response.ok) {
      tally.failed += 1;
      return null;
    }
    return JSON.parse(text) as Record<string, unknown>;
  }

  async function client(index: number) {
    const document = index % targets.listIds.length;
    const item = Math.floor(index / targets.listIds.length);
    const todoId = targets.todoIds[document]![item]!;
    const mapId = targets.mapIds[document]!;
    const nodeId = targets.nodeIds[document]![item]!;
    let todoTitle: string | null = null;
    let nodeLabel: string | null = null;
    for (let n = 0; performance.now() < deadline; n += 1) {
      const dice = Math.random();
      if (dice < WRITE_SHARE / 2) {
        const title = `c${index} t${n}`;
        if (await timed(writes, 'PUT', `${FN}/todoid/${todoId}`, { title })) todoTitle = title;
      } else if (dice < WRITE_SHARE) {
        const label = `c${index} n${n}`;
        if (await timed(writes, 'PATCH', `${FN}/nodes/${nodeId}`, { label })) nodeLabel = label;
      } else if (dice < 0.4) {
        const todo = await timed(reads, 'GET', `${FN}/todoid/${todoId}`);
        if (todo && todoTitle !== null && todo.title !== todoTitle) {
          stale.push(`to-do of client ${index}: ${String(todo.title)} after ${todoTitle}`);
        }
      } else if (dice < 0.55) {
        const nodes = (await timed(reads, 'GET', `${FN}/nodes?mindmapId=${mapId}`)) as unknown as Array<{
          id: string;
          label: string;
        }> | null;
        const own = nodes?.find((candidate) => candidate.id === nodeId);
        if (own && nodeLabel !== null && own.label !== nodeLabel) {
          stale.push(`node of client ${index}: ${own.label} after ${nodeLabel}`);
        }
      } else if (dice < 0.75) await timed(reads, 'GET', `${FN}/mindmaps`);
      else if (dice < 0.9) await timed(reads, 'GET', `${FN}/me`);
      else await timed(reads, 'GET', `${FN}/usage`);
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  const figures = (tally: Tally) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      perSecond: sorted.length / elapsed,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      failed: tally.failed,
    };
  };
  return {
    connections: CONNECTIONS,
    seconds: elapsed,
    reads: figures(reads),
    writes: figures(writes),
    stale,
  };
}
