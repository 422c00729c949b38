import { FN } from '../../tests/helpers/accounts';
import type { HttpClient } from '../../tests/helpers/http';
import { labelOf } from './deliveries';

/**
 * The REST side of bench/webhooks: the maps whose nodes the write load renames, the endpoints that hear of
 * it, and the write load itself (open loop: a write is sent when it is due, whether or not the ones before
 * it have been answered).
 */

/** Two maps (a trial's limit), their nodes shared out between them. */
export async function createNodes(user: HttpClient, count: number): Promise<string[]> {
  const maps: string[] = [];
  for (const title of ['Webhooks A', 'Webhooks B']) {
    const map = await user.post(`${FN}/mindmaps`, { data: { title } });
    if (map.status !== 201) throw new Error(`map: ${map.status} ${JSON.stringify(map.body)}`);
    maps.push(map.body.id as string);
  }
  const nodes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const node = await user.post(`${FN}/nodes`, {
      mindmapId: maps[index % maps.length],
      label: `start ${index}`,
      x: 200 + (index % 20) * 40,
      y: Math.floor(index / 20) * 40,
    });
    if (node.status !== 201) throw new Error(`node: ${node.status} ${JSON.stringify(node.body)}`);
    nodes.push(node.body.id as string);
  }
  return nodes;
}

/** Registers `count` endpoints hearing node.updated only; returns their ids. */
export async function registerEndpoints(
  user: HttpClient,
  count: number,
  url: (index: number) => string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await user.post('/api/webhooks', {
      url: url(index),
      events: ['node.updated'],
      description: `bench ${index}`,
    });
    if (created.status !== 201) throw new Error(`webhook: ${created.status} ${JSON.stringify(created.body)}`);
    ids.push(created.body.id as string);
  }
  return ids;
}

/** Turns every endpoint on or off (an endpoint turned off hears of nothing: no event, no delivery). */
export async function setEndpoints(user: HttpClient, ids: readonly string[], enabled: boolean) {
  for (const id of ids) {
    const changed = await user.patch(`/api/webhooks/${id}`, { enabled });
    if (changed.status !== 200) throw new Error(`webhook ${id}: ${changed.status}`);
  }
}

export interface WriteLoad {
  /** Stops sending and waits for the writes in flight; the figures of the whole load. */
  stop(): Promise<WriteFigures>;
}

export interface WriteFigures {
  /** Write number → its answer's time (ms since the epoch), for the writes answered 200. */
  answered: Map<number, number>;
  /** Each answered write's time from request to answer, ms. */
  times: number[];
  failed: number;
  /** Writes sent, and the seconds over which they were sent. */
  sent: number;
  sendingSeconds: number;
  /** Writes not sent because `maxInFlight` were still unanswered: the server fell behind. */
  skipped: number;
  /**
   * Writes whose node was renamed again before they were answered: one store may take both, and it tells
   * only what the node became (one change, one event), so their own event is not expected.
   */
  overtaken: Set<number>;
}

/** The answered writes whose own event is expected: those no later rename of their node overtook. */
export const toldWrites = (writes: WriteFigures) =>
  new Map([...writes.answered].filter(([seq]) => !writes.overtaken.has(seq)));

let sequence = 0;

/**
 * Renames the nodes in turn, `rate` writes a second (each write its own store, so one node.updated event
 * each, unless a later rename of its node overtakes it), until stopped. Write numbers go on from one load to the next, so their labels never repeat.
 */
export function startWriteLoad(
  user: HttpClient,
  nodes: readonly string[],
  rate: number,
  maxInFlight = 200,
): WriteLoad {
  const figures: WriteFigures = {
    answered: new Map(),
    times: [],
    failed: 0,
    sent: 0,
    sendingSeconds: 0,
    skipped: 0,
    overtaken: new Set(),
  };
  /** The newest unanswered write of each node. */
  const unanswered = new Map<string, number>();
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / rate;
  let due = performance.now();

  const write = (seq: number) => {
    figures.sent += 1;
    const sentAt = performance.now();
    const node = nodes[seq % nodes.length]!;
    const earlier = unanswered.get(node);
    if (earlier !== undefined) figures.overtaken.add(earlier);
    unanswered.set(node, seq);
    const request = user.patch(`${FN}/nodes/${node}`, { label: labelOf(seq) }).then(
      (answer) => {
        const ended = performance.now();
        if (answer.status !== 200) figures.failed += 1;
        else {
          figures.answered.set(seq, performance.timeOrigin + ended);
          figures.times.push(ended - sentAt);
        }
      },
      () => {
        figures.failed += 1;
      },
    );
    const tracked = request.finally(() => {
      inFlight.delete(tracked);
      if (unanswered.get(node) === seq) unanswered.delete(node);
    });
    inFlight.add(tracked);
  };

  const timer = setInterval(() => {
    const now = performance.now();
    while (due <= now) {
      due += interval;
      sequence += 1;
      if (inFlight.size >= maxInFlight) figures.skipped += 1;
      else write(sequence);
    }
  }, 2);

  return {
    async stop() {
      clearInterval(timer);
      figures.sendingSeconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return figures;
    },
  };
}
