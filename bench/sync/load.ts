import { addTodo, getTodo, initTodoList, updateTodo } from '../../shared/schema/todolist';
import { openDocument, type DocumentClient } from '../../tests/helpers/collab';
import type { HttpClient } from '../../tests/helpers/http';

/** Where the clients connect: the server's URL and the session they carry. */
export interface Target {
  url: string;
  user: HttpClient;
}

export interface Latency {
  samples: number;
  /** Every delivery's latency in ms, ascending. */
  values: number[];
  /** Deliveries expected (edits × other clients on the document) and received. */
  expected: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 of the edits made in each second of the run, to show when a tail happened. */
  p99BySecond: number[];
  /** performance.now() of the first edit measured. */
  measuredFrom: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Opens a client per name, `batch` at a time, each synced before the next batch starts. */
async function connect(target: Target, names: string[], batch = 50): Promise<DocumentClient[]> {
  const clients: DocumentClient[] = [];
  for (let start = 0; start < names.length; start += batch) {
    const opened = names
      .slice(start, start + batch)
      .map((name) => openDocument(target.url, name, { client: target.user }));
    clients.push(...opened);
    await Promise.all(opened.map((client) => client.synced()));
  }
  return clients;
}

/** The to-do each writer edits in a document: `probe` when writers take turns, else one per writer. */
const todoIds = (writers: number) => Array.from({ length: writers }, (_, index) => `w${index}`);

/** Gives a fresh document its list shape and the writers' to-dos, from its first client. */
async function initialise(client: DocumentClient, ids: string[]): Promise<void> {
  initTodoList(client.doc, { title: 'bench' });
  for (const id of ids) if (!getTodo(client.doc, id)) addTodo(client.doc, { id, title: '0' });
  await client.acknowledged();
}

export interface Scenario {
  /** Documents, each with the same number of clients. */
  names: string[];
  clientsPerDocument: number;
  /**
   * `turns`: the clients of each document take turns editing one to-do, `rate` edits per second per document;
   * `each`: every client edits its own to-do `rate` times per second, the clients spread evenly over the second.
   */
  mode: 'turns' | 'each';
  rate: number;
  seconds: number;
  warmupSeconds: number;
  /** Called once the documents are open with one client each, and once all clients are connected. */
  onOpened?(stage: 'first' | 'all'): void;
}

/** Latency figures from every delivery's latency (any order) and the rest of a run's record. */
function latencyOf(
  values: number[],
  run: Pick<Latency, 'expected' | 'measuredFrom' | 'p99BySecond'>,
): Latency {
  const sorted = values.sort((a, b) => a - b);
  return {
    ...run,
    samples: sorted.length,
    values: sorted,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The figures of several runs of one scenario taken together, as if they were one run. */
export function combineLatencies(runs: readonly Latency[]): Latency {
  return latencyOf(
    runs.flatMap((run) => run.values),
    {
      expected: runs.reduce((sum, run) => sum + run.expected, 0),
      measuredFrom: runs[0]?.measuredFrom ?? Number.NaN,
      p99BySecond: runs.flatMap((run) => run.p99BySecond),
    },
  );
}

/**
 * Propagation latency: from the moment a client makes an edit (the transaction, before the provider sends
 * it) to the moment each other client of the document has applied it, measured in this one process with
 * one clock. An edit writes the next sequence number as a to-do's title; a client that receives a jump of
 * several numbers at once received all of them at that moment.
 */
export async function measureLatency(target: Target, scenario: Scenario): Promise<Latency> {
  const { names, clientsPerDocument, mode } = scenario;
  const ids = mode === 'turns' ? ['probe'] : todoIds(clientsPerDocument);
  const first = await connect(target, names);
  for (const client of first) await initialise(client, ids);
  scenario.onOpened?.('first');
  const rest = await connect(
    target,
    names.flatMap((name) => Array.from({ length: clientsPerDocument - 1 }, () => name)),
    100,
  );
  scenario.onOpened?.('all');
  const members = names.map((_, index) => [
    first[index]!,
    ...rest.slice(index * (clientsPerDocument - 1), (index + 1) * (clientsPerDocument - 1)),
  ]);

  const ownBy = new Map<DocumentClient, Set<string>>();
  const sentAt = new Map<string, number>();
  const sequence = new Map<string, number>();
  const samples: number[] = [];
  const bySecond: number[][] = [];
  let measureFrom = Number.POSITIVE_INFINITY;
  let edits = 0;

  members.forEach((clients, documentIndex) => {
    for (const client of clients) {
      const seen = new Map<string, number>();
      // What this client wrote itself is no delivery to it.
      const own = new Set<string>();
      const onUpdate = (_update: Uint8Array, origin: unknown) => {
        if (origin !== client.provider) return;
        const now = performance.now();
        for (const id of ids) {
          const number = Number(getTodo(client.doc, id)?.title ?? 0);
          const last = seen.get(id) ?? 0;
          if (number <= last) continue;
          for (let seq = last + 1; seq <= number; seq += 1) {
            if (own.has(`${id}:${seq}`)) continue;
            const sent = sentAt.get(`${documentIndex}:${id}:${seq}`);
            if (sent === undefined) continue;
            samples.push(now - sent);
            (bySecond[Math.floor((sent - measureFrom) / 1000)] ??= []).push(now - sent);
          }
          seen.set(id, number);
        }
      };
      client.doc.on('update', onUpdate);
      ownBy.set(client, own);
    }
  });

  function edit(documentIndex: number, writer: number) {
    const client = members[documentIndex]![writer]!;
    const id = mode === 'turns' ? 'probe' : ids[writer]!;
    const key = `${documentIndex}:${id}`;
    const seq = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, seq);
    const now = performance.now();
    if (now >= measureFrom) {
      sentAt.set(`${key}:${seq}`, now);
      edits += 1;
    }
    ownBy.get(client)!.add(`${id}:${seq}`);
    updateTodo(client.doc, id, { title: String(seq) });
  }

  const start = performance.now();
  measureFrom = start + scenario.warmupSeconds * 1000;
  const end = measureFrom + scenario.seconds * 1000;
  const interval = 1000 / scenario.rate;
  // Every client (mode `each`) or every document's turn (mode `turns`) has its next due time.
  const due =
    mode === 'each'
      ? members.flatMap((clients, documentIndex) =>
          clients.map((_, writer) => ({
            documentIndex,
            writer,
            at:
              start +
              ((documentIndex * clients.length + writer) / (members.length * clients.length)) * interval,
          })),
        )
      : members.map((_, documentIndex) => ({ documentIndex, writer: 0, at: start }));
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (now >= end) {
        clearInterval(timer);
        resolve();
        return;
      }
      for (const entry of due) {
        if (entry.at > now) continue;
        edit(entry.documentIndex, entry.writer);
        entry.at += interval;
        if (mode === 'turns') entry.writer = (entry.writer + 1) % clientsPerDocument;
      }
    }, 2);
  });

  const expected = edits * (clientsPerDocument - 1);
  const deadline = performance.now() + 10_000;
  while (samples.length < expected && performance.now() < deadline) await pause(50);
  for (const client of [...first, ...rest]) client.close();
  return latencyOf(samples, {
    expected,
    measuredFrom: measureFrom,
    p99BySecond: Array.from(bySecond, (second) =>
      percentile(
        (second ?? []).sort((a, b) => a - b),
        0.99,
      ),
    ),
  });
}

/**
 * Sustained acknowledged updates per second: one client per document keeps `window` updates in flight
 * (it sends the next as soon as the server acknowledges one, i.e. after the update is in the update log),
 * and the acknowledgements received in `seconds` after the warm-up are counted.
 */
export async function measureAcknowledged(
  target: Target,
  names: string[],
  options: { window: number; seconds: number; warmupSeconds: number },
): Promise<number> {
  const clients = await connect(target, names);
  for (const client of clients) await initialise(client, ['w0']);
  let running = true;
  let counting = false;
  let acknowledged = 0;
  let seq = 0;

  for (const client of clients) {
    let last = client.provider.unsyncedChanges;
    let pumping = false;
    const pump = () => {
      pumping = true;
      while (running && client.provider.unsyncedChanges < options.window) {
        updateTodo(client.doc, 'w0', { title: String((seq += 1)) });
      }
      pumping = false;
    };
    client.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
      if (number < last && counting) acknowledged += last - number;
      last = number;
      if (!pumping && running && number < options.window) queueMicrotask(pump);
    });
    pump();
  }
  await pause(options.warmupSeconds * 1000);
  counting = true;
  await pause(options.seconds * 1000);
  counting = false;
  running = false;
  await Promise.all(clients.map((client) => client.acknowledged().catch(() => undefined)));
  for (const client of clients) client.close();
  return acknowledged / options.seconds;
}
