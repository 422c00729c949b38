import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@shared/api/webhooks';
import { accessVerdict } from '../access/plan-rules';
import type { AddressPolicy } from './webhook-addresses';
import type { DeliverPayload } from './webhook-outbox';
import type { EndpointRow } from './webhooks-repository';
import { signatureHeader } from './webhook-signature';
import { postWebhook } from './webhook-transport';
import { settleFailed, settleSucceeded, succeeded, type Attempted } from './webhook-settle';

/** An attempt holds its delivery this long, so that two jobs never send one delivery at once. */
const ATTEMPT_HOLD_MS = 15_000;
/** How long an attempt may take, answer included. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type SenderDeps = Pick<FastifyInstance, 'database' | 'jobs' | 'clock' | 'log' | 'repos' | 'mailer'> & {
  webhookPolicy: AddressPolicy;
  /** The endpoint's secrets that sign now, the newest first. */
  secretsOf(endpoint: EndpointRow, now: Date): string[];
  /**
   * The endpoint and whether its workspace's plan is active, as read at most a second ago (by the app's
   * clock and the wall's), or null when it is gone; `fresh` reads it again.
   */
  endpointOf(id: string, fresh?: boolean): Promise<{ endpoint: EndpointRow; planOk: boolean } | null>;
  /** Forgets what endpointOf kept of an endpoint. */
  forget(id: string): void;
};

/** Whether the workspace's plan lets its deliveries go out (its owner's subscription; admins always). */
export async function planActive(app: Pick<FastifyInstance, 'database' | 'clock'>, workspaceId: string) {
  const owner = await app.database.db
    .selectFrom('workspaces')
    .innerJoin('users', 'users.id', 'workspaces.owner_id')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'workspaces.owner_id')
    .select([
      'users.role',
      'subscriptions.status',
      'subscriptions.trial_start_date',
      'subscriptions.paid_thru_date',
      'subscriptions.ai_limit',
    ])
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirst();
  if (!owner) return false;
  const subscription = owner.status
    ? {
        status: owner.status,
        trial_start_date: owner.trial_start_date,
        paid_thru_date: owner.paid_thru_date,
        ai_limit: owner.ai_limit,
      }
    : null;
  return accessVerdict(subscription, owner.role, app.clock.now()).access;
}

/** Deliveries claimed per statement, and their successes settled per statement. */
const DELIVERY_BATCH = 100;
/** A batch's hold is renewed when less than this is left of it before an attempt. */
const RENEW_BEFORE_MS = DELIVERY_TIMEOUT_MS + 2_000;

interface Claimed {
  id: string;
  attempts: number;
  event: { id: string; type: string; created_at: Date; workspace_id: string; data: Record<string, unknown> };
}

/**
 * Takes, in one statement, the deliveries of `ids` that are due and unfinished, with their events, in the
 * order of `ids`: each is held until `hold`, so that no other job sends it meanwhile. What is not returned
 * is not this job's (sent already, or being sent by another).
 */
async function claim(app: SenderDeps, ids: readonly string[], endpointId: string, now: Date, hold: Date) {
  const { rows } = await sql<{
    id: string;
    attempts: number;
    event_id: string;
    type: string;
    created_at: Date;
    workspace_id: string;
    data: Record<string, unknown>;
  }>`
    with wanted as (
      select * from unnest(${ids}::uuid[]) with ordinality as w(id, place)
    ), taken as (
      update webhook_deliveries d set next_attempt_at = ${hold}
      from wanted
      where d.id = wanted.id and d.endpoint_id = ${endpointId} and d.status in ('pending', 'retrying')
        and (d.next_attempt_at is null or d.next_attempt_at <= ${now})
      returning d.id, d.attempts, d.event_id, wanted.place
    )
    select taken.id, taken.attempts, taken.event_id, e.type, e.created_at, e.workspace_id, e.data
    from taken join webhook_events e on e.id = taken.event_id
    order by taken.place`.execute(app.database.db);
  return rows.map((row): Claimed => ({
    id: row.id,
    attempts: row.attempts,
    event: {
      id: row.event_id,
      type: row.type,
      created_at: new Date(row.created_at),
      workspace_id: row.workspace_id,
      data: row.data,
    },
  }));
}

/** Holds the claimed deliveries that are still this batch's (held until `held`) until `hold`; returns them. */
async function renew(app: SenderDeps, ids: readonly string[], held: Date, hold: Date) {
  const rows = await app.database.db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: hold })
    .where('id', 'in', ids)
    .where('next_attempt_at', '=', held)
    .where('status', 'in', ['pending', 'retrying'])
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The JSON an event is sent as. */
export function eventBody(event: {
  id: string;
  type: string;
  created_at: Date;
  workspace_id: string;
  data: Record<string, unknown>;
}): string {
  const body: WebhookEvent = {
    id: event.id,
    type: event.type,
    createdAt: event.created_at.toISOString(),
    workspaceId: event.workspace_id,
    data: event.data as WebhookEvent['data'],
  };
  return JSON.stringify(body);
}

/** Marks the deliveries that wait to be sent as `status` (paused, or failed when the endpoint is off). */
async function setWaiting(
  app: SenderDeps,
  ids: readonly string[],
  status: 'paused' | 'failed',
  answer: string | null,
) {
  await app.database.db
    .updateTable('webhook_deliveries')
    .set({ status, next_attempt_at: null, ...(answer ? { last_answer: answer } : {}) })
    .where('id', 'in', ids)
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
}

/** One attempt at a claimed delivery: signed with the endpoint's secrets now, POSTed to its address. */
async function attempt(app: SenderDeps, endpoint: EndpointRow, delivery: Claimed): Promise<Attempted> {
  const now = app.clock.now();
  const body = eventBody(delivery.event);
  const signature = signatureHeader(body, app.secretsOf(endpoint, now), Math.floor(now.getTime() / 1000));
  const answer = await postWebhook({
    url: endpoint.url,
    body,
    headers: { [WEBHOOK_EVENT_ID_HEADER]: delivery.event.id, [WEBHOOK_SIGNATURE_HEADER]: signature },
    policy: app.webhookPolicy,
    timeoutMs: DELIVERY_TIMEOUT_MS,
  });
  return { id: delivery.id, attempts: delivery.attempts, answer, at: app.clock.now() };
}

/**
 * Sends a job's deliveries, one after another in their order, in batches: each batch's due and unfinished
 * deliveries are claimed in one statement (held while it runs, the hold renewed should it run long), signed
 * with the endpoint's secrets and POSTed, and its successes settled in one statement. A failure is retried
 * by a job of its own and holds up nothing. While the workspace's plan has lapsed they are paused (the
 * maintenance job resumes them); an endpoint turned off fails them.
 */
export async function sendDeliveries(app: SenderDeps, payload: DeliverPayload): Promise<void> {
  const found = payload.deliveryIds.length > 0 ? await app.endpointOf(payload.endpointId) : null;
  if (!found) return;
  let { endpoint } = found;
  const off = () => setWaiting(app, payload.deliveryIds, 'failed', 'Not sent: the endpoint is disabled.');
  if (endpoint.disabled_at) return off();
  if (!found.planOk) return setWaiting(app, payload.deliveryIds, 'paused', null);
  for (let start = 0; start < payload.deliveryIds.length; start += DELIVERY_BATCH) {
    const ids = payload.deliveryIds.slice(start, start + DELIVERY_BATCH);
    let held = new Date(app.clock.now().getTime() + ATTEMPT_HOLD_MS);
    let batch = await claim(app, ids, endpoint.id, app.clock.now(), held);
    const done: Attempted[] = [];
    for (let index = 0; index < batch.length; index++) {
      const now = app.clock.now();
      if (held.getTime() - now.getTime() < RENEW_BEFORE_MS) {
        const hold = new Date(now.getTime() + ATTEMPT_HOLD_MS);
        // Sent but not yet settled too: until its success is stored, a delivery is due to anyone.
        const unsettled = [...done, ...batch.slice(index)].map((one) => one.id);
        const still = await renew(app, unsettled, held, hold);
        batch = [...batch.slice(0, index), ...batch.slice(index).filter((one) => still.has(one.id))];
        held = hold;
        if (index >= batch.length) break;
      }
      const attempted = await attempt(app, endpoint, batch[index]!);
      if (succeeded(attempted.answer)) {
        done.push(attempted);
        continue;
      }
      // Successes first: a failure after them starts the endpoint's failing time, which they would end.
      await settleSucceeded(app, done.splice(0));
      await settleFailed(app, endpoint, attempted);
      endpoint = (await app.endpointOf(endpoint.id, true))?.endpoint ?? endpoint;
      if (endpoint.disabled_at) return off();
    }
    await settleSucceeded(app, done);
    // The endpoint's failing_since ended: the next failure judges the 3 days from what is stored.
    if (done.length > 0 && endpoint.failing_since) {
      endpoint = (await app.endpointOf(endpoint.id, true))?.endpoint ?? endpoint;
    }
  }
}
