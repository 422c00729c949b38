import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { JobRow } from '../jobs/jobs-repository';
import type { StoredEvent } from './webhook-post';
import type { WebhooksRepository } from './webhooks-repository';

/**
 * Sends deliveries: its payload names the endpoint, the document (or null) and the deliveries in order
 * (a DeliverPayload), or, written by the outbox, one such part for each endpoint a write reaches.
 */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

export interface DeliverPayload {
  endpointId: string;
  /** The document the events are about (their order holds per document), or null. */
  documentName: string | null;
  deliveryIds: string[];
}

/** An attempt holds its delivery this long, so that two jobs never send one delivery at once. */
export const ATTEMPT_HOLD_MS = 15_000;

/** A delivery taken for an attempt, with its event. */
export interface Claimed {
  id: string;
  attempts: number;
  event: StoredEvent;
}

/** Deliveries written held for an attempt (by id), with until when, handed to the job that makes it. */
export type HeldDeliveries = ReadonlyMap<string, { held: Date; delivery: Claimed }>;

const isPart = (part: unknown): part is DeliverPayload => {
  const { endpointId, documentName, deliveryIds } = (part ?? {}) as Partial<DeliverPayload>;
  return (
    typeof endpointId === 'string' &&
    (documentName === null || typeof documentName === 'string') &&
    Array.isArray(deliveryIds) &&
    deliveryIds.every((id) => typeof id === 'string')
  );
};

/** The endpoints' parts of a deliver job's payload (none when it is not one). */
export function deliverParts(payload: unknown): DeliverPayload[] {
  const parts = (payload as { parts?: unknown } | null)?.parts;
  if (Array.isArray(parts)) return parts.filter(isPart);
  return isPart(payload) ? [payload] : [];
}

/** An event to write: `source` names what made it (null: nothing can make it twice, as a test event). */
export interface NewEvent {
  source: string | null;
  type: string;
  documentName: string | null;
  data: {
    object: Record<string, unknown>;
    previous?: Record<string, unknown>;
    counts?: Record<string, number>;
  };
  createdAt: Date;
}

export type OutboxDeps = Pick<FastifyInstance, 'database' | 'jobs' | 'clock'> & {
  repos: { webhooks: Pick<WebhooksRepository, 'listening'> };
};

let lastMs = 0;
let sequence = 0;

/**
 * A UUID in the version 7 layout (milliseconds, then a counter, then random bits) that sorts in the order
 * this process made it: the events of one store share a created_at, and a resumed delivery is sent in the
 * order (created_at, id).
 */
export function orderedEventId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80;
  const hex = `${lastMs.toString(16).padStart(12, '0')}7${sequence.toString(16).padStart(3, '0')}${random.toString('hex')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const hears = (events: readonly string[], type: string) => events.includes('*') || events.includes(type);

/**
 * Writes events and their deliveries to the endpoints that hear of them, with the job that sends them,
 * inside `trx`; returns what to call once it has committed (runs the job here at once). An event whose
 * source is written already adds nothing; with no endpoint on, nothing is written. `only` sends to one
 * endpoint whatever it hears (a test event); `claimed: false` leaves the jobs to the queue's sweep, for a
 * caller that cannot call back once its transaction commits. `listening` is the workspace's endpoints
 * when the caller has just read them.
 *
 * The job this instance runs itself has its deliveries written held for its first attempt (as a claim
 * holds them, ATTEMPT_HOLD_MS) and is handed them with their events, so it sends them without a claim;
 * should the instance die first, the hold lapses before the job's lease and the instance that takes the
 * job over claims them as any other.
 */
export async function writeEvents(
  app: OutboxDeps,
  workspaceId: string,
  events: readonly NewEvent[],
  trx: Kysely<DB>,
  options: {
    only?: { endpointId: string };
    claimed?: boolean;
    listening?: ReadonlyArray<{ id: string; events: string[] }>;
  } = {},
): Promise<() => void> {
  const { only, claimed = true } = options;
  const nothing = () => undefined;
  if (events.length === 0) return nothing;
  const endpoints = (options.listening ?? (await app.repos.webhooks.listening(workspaceId, trx))).filter(
    (endpoint) => !only || endpoint.id === only.endpointId,
  );
  const heard = events.filter((event) =>
    endpoints.some((endpoint) => only || hears(endpoint.events, event.type)),
  );
  if (heard.length === 0) return nothing;
  const rows = heard.map((event) => ({
    id: orderedEventId(),
    workspace_id: workspaceId,
    source: event.source,
    document_name: event.documentName,
    type: event.type,
    data: JSON.stringify(event.data),
    created_at: event.createdAt,
  }));
  // Each written event's data as the database keeps it (jsonb orders its keys), so that its body is the
  // same whether sent from here or read back for a later attempt or a redelivery.
  const written = new Map(
    (
      await trx
        .insertInto('webhook_events')
        .values(rows)
        .onConflict((conflict) => conflict.column('source').doNothing())
        .returning(['id', 'data'])
        .execute()
    ).map((row) => [row.id, row.data as Record<string, unknown>]),
  );
  const now = app.clock.now();
  // The deliveries of the job run here are held for its first attempt from the start (see above).
  const held = claimed ? new Date(now.getTime() + ATTEMPT_HOLD_MS) : now;
  const sent = rows.flatMap((row) => {
    const data = written.get(row.id);
    if (!data) return [];
    const { id, type, created_at } = row;
    return [{ row, event: { id, type, created_at, workspace_id: workspaceId, data } }];
  });
  // Every endpoint's deliveries in one statement, and one job for them all (a part per endpoint and
  // document, its deliveries in the events' order) in another: a store's outbox costs the same few
  // statements however many endpoints hear of it.
  const deliveries: Array<{
    id: string;
    endpoint_id: string;
    event_id: string;
    created_at: Date;
    next_attempt_at: Date;
  }> = [];
  const known = new Map<string, { held: Date; delivery: Claimed }>();
  const parts: DeliverPayload[] = [];
  for (const endpoint of endpoints) {
    const byDocument = new Map<string | null, string[]>();
    for (const { row, event } of sent) {
      if (!(only || hears(endpoint.events, row.type))) continue;
      const id = randomUUID();
      byDocument.set(row.document_name, [...(byDocument.get(row.document_name) ?? []), id]);
      deliveries.push({
        id,
        endpoint_id: endpoint.id,
        event_id: row.id,
        created_at: now,
        next_attempt_at: held,
      });
      known.set(id, { held, delivery: { id, attempts: 0, event } });
    }
    for (const [documentName, deliveryIds] of byDocument) {
      parts.push({ endpointId: endpoint.id, documentName, deliveryIds });
    }
  }
  if (deliveries.length === 0) return nothing;
  await trx.insertInto('webhook_deliveries').values(deliveries).execute();
  if (!claimed) {
    for (const part of parts) await app.jobs.enqueue(WEBHOOK_DELIVER_JOB, { ...part }, {}, trx);
    return () => app.jobs.wake();
  }
  const job: JobRow = app.jobs.ownJob(WEBHOOK_DELIVER_JOB, { parts });
  await trx
    .insertInto('jobs')
    .values({ ...job, payload: JSON.stringify(job.payload) })
    .execute();
  const heldForIt: HeldDeliveries = known;
  return () => app.jobs.runOwn(job, heldForIt);
}

/** writeEvents in a transaction of its own, its jobs run once it commits. */
export async function recordEvents(
  app: OutboxDeps,
  workspaceId: string,
  events: readonly NewEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const run = await app.database.db
    .transaction()
    .execute((trx) => writeEvents(app, workspaceId, events, trx));
  run();
}
