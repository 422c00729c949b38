import { measureAcknowledged, measureLatency, type Latency, type Target } from '../sync/load';
import { startCpu, type CpuShares } from './cpu';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import {
  drainDeliveries,
  type DeliveryFigures,
  type ReceiverProcess,
  type StandInProcess,
} from './deliveries';
import { setEndpoints, startWriteLoad, toldWrites, type WriteFigures } from './writes';

/**
 * One phase of bench/webhooks: bench/sync's editing load (200 clients on one document; 1,000 clients over
 * 250 documents; the update log's acknowledged updates per second) on one server, with or without the
 * REST write load and the endpoints hearing of it.
 */

export const SINGLE = { clients: 200, rate: 20 };
export const MANY = { clients: 1000, documents: 250 };
export const LOG_DOCUMENTS = 250;
/** Documents one Mindlane phase edits, each fresh. */
export const DOCUMENTS_PER_PHASE = 1 + MANY.documents + LOG_DOCUMENTS;

export interface Editing {
  single: Latency;
  many: Latency;
  /** Acknowledged updates per second, or null where not measured (the bare relay). */
  acknowledged: number | null;
  /** The cores each process used while the 200 clients on one document and the 1,000 were measured. */
  cpu: { single: CpuShares; many: CpuShares };
}

/** The write load of a phase and the deliveries it made. */
export interface Hooks {
  writes: WriteFigures;
  /** The seconds the write load ran. */
  loadSeconds: number;
  /** Deliveries of this phase's writes (with webhooks on: after waiting for all of them). */
  deliveries: DeliveryFigures;
  /** Seconds from the load's end until the last delivery arrived (or the wait gave up). */
  drainSeconds: number;
  /** Seconds after that until the server had no delivery left to send (see quiet()). */
  quietSeconds: number;
}

export interface PhaseResult extends Editing {
  hooks: Hooks | null;
  /** In the phase `floor`: the stand-in sender's POSTs a second, answered and not. */
  standIn?: { sentPerSecond: number; failed: number };
}

export interface PhaseSetup {
  seconds: number;
  /** REST writes per second; each makes one node.updated event. */
  rate: number;
  /** The owner's session on the server, for the write load and the endpoints. */
  rest: HttpClient;
  nodes: readonly string[];
  endpointIds: readonly string[];
  receiver: ReceiverProcess;
  /** The processes whose CPU the editing runs measure, by name. */
  pids: Record<string, number | undefined>;
  /** How long to wait for the last deliveries after the load stops. */
  drainMs: number;
}

export async function editingLoad(
  target: Target,
  names: readonly string[],
  seconds: number,
  withLog: boolean,
  pids: Record<string, number | undefined>,
): Promise<Editing> {
  let cpu = startCpu(pids);
  const single = await measureLatency(target, {
    names: names.slice(0, 1),
    clientsPerDocument: SINGLE.clients,
    mode: 'turns',
    rate: SINGLE.rate,
    seconds,
    warmupSeconds: 1,
  });
  const singleCpu = cpu.stop();
  cpu = startCpu(pids);
  const many = await measureLatency(target, {
    names: names.slice(1, 1 + MANY.documents),
    clientsPerDocument: MANY.clients / MANY.documents,
    mode: 'each',
    rate: 1,
    seconds,
    warmupSeconds: 3,
  });
  const manyCpu = cpu.stop();
  const acknowledged = withLog
    ? await measureAcknowledged(target, names.slice(1 + MANY.documents, DOCUMENTS_PER_PHASE), {
        window: 4,
        seconds: Math.max(2, seconds / 2),
        warmupSeconds: 2,
      })
    : null;
  return { single, many, acknowledged, cpu: { single: singleCpu, many: manyCpu } };
}

/**
 * The deliveries alone: the write load for `seconds` with the endpoints on and no editing client, then
 * every delivery awaited (the receiver's arrivals are left as they are for the caller to read).
 */
export async function deliveriesAlone(setup: PhaseSetup, seconds: number): Promise<Hooks> {
  return withWriteLoad(setup, true, () => new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
}

const QUIET_MS = 300_000;
const UNFINISHED = new Set(['pending', 'retrying']);

/**
 * Turns the endpoints off and waits until none has a delivery left to send among its newest 100 (jobs run
 * in their events' order, so those are the last), so that no backlog of one phase weighs on the next:
 * the server fails what it had not sent yet for an endpoint turned off. Returns the seconds it took.
 */
async function quiet(setup: PhaseSetup): Promise<number> {
  const started = performance.now();
  await setEndpoints(setup.rest, setup.endpointIds, false);
  const unfinished = async (id: string) => {
    const log = await setup.rest.get<{ deliveries: Array<{ status: string }> }>(
      `/api/webhooks/${id}/deliveries?limit=100`,
    );
    return log.body.deliveries.some((delivery) => UNFINISHED.has(delivery.status));
  };
  await eventually(
    async () => {
      for (const id of setup.endpointIds) if (await unfinished(id)) return false;
      return true;
    },
    QUIET_MS,
    500,
  ).catch(() => undefined);
  return (performance.now() - started) / 1000;
}

/** Runs `during` with the write load on, then (webhooks on) waits for every delivery of its writes. */
async function withWriteLoad<T>(setup: PhaseSetup, webhooks: boolean, during: () => Promise<T>) {
  await setEndpoints(setup.rest, setup.endpointIds, webhooks);
  setup.receiver.clear();
  const started = performance.now();
  const load = startWriteLoad(setup.rest, setup.nodes, setup.rate);
  const result = await during();
  const writes = await load.stop();
  const stopped = performance.now();
  const deliveries = await drainDeliveries(
    setup.receiver,
    toldWrites(writes),
    setup.endpointIds.length,
    webhooks ? setup.drainMs : 0,
  );
  const drainSeconds = (performance.now() - stopped) / 1000;
  const quietSeconds = webhooks ? await quiet(setup) : 0;
  const hooks: Hooks = {
    writes,
    loadSeconds: (stopped - started) / 1000,
    deliveries,
    drainSeconds,
    quietSeconds,
  };
  return Object.assign(hooks, { result });
}

/**
 * A phase on the Mindlane server: the endpoints on (`webhooks`) or off, the write load running from
 * before the editing clients connect until they are done, then (webhooks on) every delivery awaited.
 */
export async function mindlanePhase(
  target: Target,
  names: readonly string[],
  setup: PhaseSetup,
  webhooks: boolean,
): Promise<PhaseResult> {
  const { result, ...hooks } = await withWriteLoad(setup, webhooks, () =>
    editingLoad(target, names, setup.seconds, true, setup.pids),
  );
  return { ...result, hooks };
}

/**
 * The phase `floor`: as `without` (the endpoints off), with the stand-in sender POSTing to the receiver as
 * many deliveries a second as the server sends in `with`, from the write load's start until the editing
 * load is done. What it costs the editing load is what the webhooks would cost on this machine however
 * little the server did for them.
 */
export async function floorPhase(
  target: Target,
  names: readonly string[],
  setup: PhaseSetup,
  standIn: StandInProcess,
): Promise<PhaseResult> {
  const urls = setup.endpointIds.map((_, index) => setup.receiver.url(index));
  let standInFigures = { sentPerSecond: 0, failed: 0 };
  const { result, ...hooks } = await withWriteLoad(setup, false, async () => {
    const started = performance.now();
    standIn.start(urls, setup.rate * urls.length);
    try {
      return await editingLoad(target, names, setup.seconds, true, setup.pids);
    } finally {
      const { sent, failed } = await standIn.stop();
      standInFigures = { sentPerSecond: sent / ((performance.now() - started) / 1000), failed };
    }
  });
  return { ...result, hooks, standIn: standInFigures };
}
