import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  WEBHOOK_ANSWER_KEPT_CHARS,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
} from '@shared/api/webhooks';
import { accessVerdict } from '../access/plan-rules';
import type { AddressPolicy } from './webhook-addresses';
import { WEBHOOK_DELIVER_JOB, type DeliverPayload } from './webhook-outbox';
import type { EndpointRow } from './webhooks-repository';
import { signatureHeader } from './webhook-signature';
import { postWebhook } from './webhook-transport';

/**
 * The waits after each failed attempt, by the app's clock: 11 attempts over about 32 hours, so a receiver
 * down for a day still gets every event.
 */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 3_600_000,
  4 * 3_600_000,
  8 * 3_600_000,
  8 * 3_600_000,
  8 * 3_600_000,
];
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

/**
 * Takes a delivery for one attempt when it is due and not finished, with its event, in one statement; null
 * when it is not this job's (sent already, or being sent by another).
 */
async function claim(app: SenderDeps, id: string, endpointId: string, now: Date) {
  const { rows } = await sql<{
    id: string;
    attempts: number;
    event_id: string;
    type: string;
    created_at: Date;
    workspace_id: string;
    data: Record<string, unknown>;
  }>`
    with taken as (
      update webhook_deliveries set next_attempt_at = ${new Date(now.getTime() + ATTEMPT_HOLD_MS)}
      where id = ${id} and endpoint_id = ${endpointId} and status in ('pending', 'retrying')
        and (next_attempt_at is null or next_attempt_at <= ${now})
      returning id, attempts, event_id
    )
    select taken.id, taken.attempts, taken.event_id, e.type, e.created_at, e.workspace_id, e.data
    from taken join webhook_events e on e.id = taken.event_id`.execute(app.database.db);
  const row = rows[0];
  if (!row) return null;
  const event = {
    id: row.event_id,
    type: row.type,
    created_at: new Date(row.created_at),
    workspace_id: row.workspace_id,
    data: row.data,
  };
  return { id: row.id, attempts: row.attempts, event };
}

/** Turns the endpoint off and tells the workspace's owner, once. */
export async function disableEndpoint(app: SenderDeps, endpoint: EndpointRow, now: Date) {
  const disabled = await app.database.db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now, updated_at: now })
    .where('id', '=', endpoint.id)
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!disabled) return;
  app.log.warn({ webhook: endpoint.id }, 'Webhooks: an endpoint failing for 3 days was disabled');
  const workspace = await app.database.db
    .selectFrom('workspaces')
    .innerJoin('users', 'users.id', 'workspaces.owner_id')
    .select(['workspaces.name', 'users.email'])
    .where('workspaces.id', '=', endpoint.workspace_id)
    .executeTakeFirst();
  if (workspace) {
    await app.mailer.enqueue({
      type: 'webhook-disabled',
      to: workspace.email,
      url: endpoint.url,
      workspaceName: workspace.name,
    });
  }
}

/** Records an attempt's outcome; a failure is due again after its wait, by a job of its own, or fails for good. */
async function settle(
  app: SenderDeps,
  endpoint: EndpointRow,
  delivery: { id: string; attempts: number },
  answer: { status: number | null; answer: string; error: string | null },
  now: Date,
) {
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const attempts = delivery.attempts + 1;
  const wait = RETRY_DELAYS_MS[attempts - 1];
  const next = ok || wait === undefined ? null : new Date(now.getTime() + wait);
  const kept = (answer.error ?? answer.answer).slice(0, WEBHOOK_ANSWER_KEPT_CHARS);
  if (ok) {
    // The common case in one statement: the delivery done, and the endpoint no longer failing if it was.
    await sql`
      with done as (
        update webhook_deliveries set status = 'succeeded', attempts = ${attempts}, last_attempt_at = ${now},
          next_attempt_at = null, last_status = ${answer.status}, last_answer = ${kept}
        where id = ${delivery.id}
        returning endpoint_id
      )
      update webhook_endpoints set failing_since = null
      where id in (select endpoint_id from done) and failing_since is not null`.execute(app.database.db);
    return true;
  }
  await app.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: ok ? 'succeeded' : next ? 'retrying' : 'failed',
        attempts,
        last_attempt_at: now,
        next_attempt_at: next,
        last_status: answer.status,
        last_answer: kept,
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: ok ? null : sql<Date>`coalesce(failing_since, ${now})` })
      .where('id', '=', endpoint.id)
      .execute();
    if (next) {
      const payload: DeliverPayload = {
        endpointId: endpoint.id,
        documentName: null,
        deliveryIds: [delivery.id],
      };
      await app.jobs.enqueue(WEBHOOK_DELIVER_JOB, { ...payload }, { dueAt: next }, trx);
    }
  });
  if (
    !ok &&
    endpoint.failing_since &&
    now.getTime() - endpoint.failing_since.getTime() >= WEBHOOK_DISABLE_AFTER_MS
  ) {
    await disableEndpoint(app, endpoint, now);
  }
  return ok;
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

/**
 * Sends a job's deliveries, one after another in their order: each that is due and unfinished is signed
 * with the endpoint's secrets and POSTed; a failure is retried by a job of its own and holds up nothing.
 * While the workspace's plan has lapsed they are paused (the maintenance job resumes them); an endpoint
 * turned off fails them.
 */
export async function sendDeliveries(app: SenderDeps, payload: DeliverPayload): Promise<void> {
  const found = payload.deliveryIds.length > 0 ? await app.endpointOf(payload.endpointId) : null;
  if (!found) return;
  let { endpoint } = found;
  if (endpoint.disabled_at) {
    await setWaiting(app, payload.deliveryIds, 'failed', 'Not sent: the endpoint is disabled.');
    return;
  }
  if (!found.planOk) {
    await setWaiting(app, payload.deliveryIds, 'paused', null);
    return;
  }
  for (const id of payload.deliveryIds) {
    const now = app.clock.now();
    const delivery = await claim(app, id, endpoint.id, now);
    if (!delivery) continue;
    const body = eventBody(delivery.event);
    const signature = signatureHeader(body, app.secretsOf(endpoint, now), Math.floor(now.getTime() / 1000));
    const answer = await postWebhook({
      url: endpoint.url,
      body,
      headers: { [WEBHOOK_EVENT_ID_HEADER]: delivery.event.id, [WEBHOOK_SIGNATURE_HEADER]: signature },
      policy: app.webhookPolicy,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    const ok = await settle(app, endpoint, delivery, answer, app.clock.now());
    // The endpoint's failing_since moved: the next attempt judges the 3 days from what is stored.
    if (!ok || endpoint.failing_since)
      endpoint = (await app.endpointOf(endpoint.id, true))?.endpoint ?? endpoint;
    if (endpoint.disabled_at) {
      await setWaiting(app, payload.deliveryIds, 'failed', 'Not sent: the endpoint is disabled.');
      return;
    }
  }
}
