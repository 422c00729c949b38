import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { JobRow } from '../jobs/jobs-repository';
import type { WebhooksRepository } from './webhooks-repository';

/** Sends deliveries: its payload names the endpoint, the document (or null) and the deliveries in order. */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

export interface DeliverPayload {
  endpointId: string;
  /** The document the events are about (their order holds per document), or null. */
  documentName: string | null;
  deliveryIds: string[];
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
 * Writes events and their deliveries to the endpoints that hear of them, with the jobs that send them,
 * inside `trx`; returns what to call once it has committed (runs the jobs here at once). An event whose
 * source is written already adds nothing; with no endpoint on, nothing is written. `only` sends to one
 * endpoint whatever it hears (a test event); `claimed: false` leaves the jobs to the queue's sweep, for a
 * caller that cannot call back once its transaction commits.
 */
export async function writeEvents(
  app: OutboxDeps,
  workspaceId: string,
  events: readonly NewEvent[],
  trx: Kysely<DB>,
  options: { only?: { endpointId: string }; claimed?: boolean } = {},
): Promise<() => void> {
  const { only, claimed = true } = options;
  const nothing = () => undefined;
  if (events.length === 0) return nothing;
  const endpoints = (await app.repos.webhooks.listening(workspaceId, trx)).filter(
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
  const written = new Set(
    (
      await trx
        .insertInto('webhook_events')
        .values(rows)
        .onConflict((conflict) => conflict.column('source').doNothing())
        .returning('id')
        .execute()
    ).map((row) => row.id),
  );
  const now = app.clock.now();
  // Every endpoint's deliveries in one statement, and one job per endpoint and document (its deliveries in
  // the events' order) in another: a store's outbox costs the same few statements however many endpoints.
  const deliveries: Array<{
    id: string;
    endpoint_id: string;
    event_id: string;
    created_at: Date;
    next_attempt_at: Date;
  }> = [];
  const payloads: DeliverPayload[] = [];
  for (const endpoint of endpoints) {
    const byDocument = new Map<string | null, string[]>();
    for (const row of rows) {
      if (!written.has(row.id) || !(only || hears(endpoint.events, row.type))) continue;
      const id = randomUUID();
      byDocument.set(row.document_name, [...(byDocument.get(row.document_name) ?? []), id]);
      deliveries.push({
        id,
        endpoint_id: endpoint.id,
        event_id: row.id,
        created_at: now,
        next_attempt_at: now,
      });
    }
    for (const [documentName, deliveryIds] of byDocument) {
      payloads.push({ endpointId: endpoint.id, documentName, deliveryIds });
    }
  }
  if (deliveries.length === 0) return nothing;
  await trx.insertInto('webhook_deliveries').values(deliveries).execute();
  const jobs: JobRow[] = [];
  if (claimed) {
    jobs.push(...payloads.map((payload) => app.jobs.ownJob(WEBHOOK_DELIVER_JOB, { ...payload })));
    await trx
      .insertInto('jobs')
      .values(jobs.map((job) => ({ ...job, payload: JSON.stringify(job.payload) })))
      .execute();
  } else {
    for (const payload of payloads) await app.jobs.enqueue(WEBHOOK_DELIVER_JOB, { ...payload }, {}, trx);
  }
  return () => {
    jobs.forEach((job) => app.jobs.runOwn(job));
    if (!claimed) app.jobs.wake();
  };
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
