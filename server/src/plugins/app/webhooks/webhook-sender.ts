import type { FastifyInstance } from 'fastify';
import { accessVerdict } from '../access/plan-rules';
import type { AddressPolicy } from './webhook-addresses';
import { ATTEMPT_HOLD_MS, type Claimed, type DeliverPayload, type HeldDeliveries } from './webhook-outbox';
import type { EndpointRow } from './webhooks-repository';
import type { SignedPost } from './webhook-post';
import type { PostThread } from './webhook-post-thread';
import { checkTarget } from './webhook-transport';
import { settleFailed, succeeded, type Attempted } from './webhook-settle';
import { renewHold, takeDeliveries, type DeliveryStatements } from './webhook-claims';

/** How long an attempt may take, answer included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries a batch claims at most. */
const DELIVERY_BATCH = 100;
/** A batch's hold is renewed when less than this is left of it before an attempt. */
const RENEW_BEFORE_MS = DELIVERY_TIMEOUT_MS + 2_000;

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
  /** The claims and settles the instance's lanes share. */
  statements: DeliveryStatements;
  /** Where the POSTs go out: the instance's sending thread. */
  thread: Pick<PostThread, 'post'>;
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

/** What a batch's attempts share: the endpoint's address as checked for it, and its signing secrets. */
interface Sending {
  url: string;
  target: SignedPost['target'];
  secrets: string[];
}

/** Checks the endpoint's address and reads its secrets once for a batch (again should its URL change). */
async function sendingTo(app: SenderDeps, endpoint: EndpointRow, before: Sending | null): Promise<Sending> {
  if (before && before.url === endpoint.url) return before;
  const target = await checkTarget(endpoint.url, app.webhookPolicy, DELIVERY_TIMEOUT_MS);
  return {
    url: endpoint.url,
    target: 'refused' in target ? target : { url: target.url.href, address: target.address },
    secrets: app.secretsOf(endpoint, app.clock.now()),
  };
}

/**
 * Attempts at claimed deliveries, in their order, signed with the endpoint's secrets and POSTed to its
 * checked address from the sending thread in one batch; no attempt after the first starts once `startBy`
 * has passed. What became of those attempted, a prefix of `deliveries`.
 */
async function attemptAll(
  app: SenderDeps,
  sending: Sending,
  deliveries: readonly Claimed[],
  startBy: Date,
): Promise<Attempted[]> {
  const { allowPrivate, requireHttps } = app.webhookPolicy;
  const answers = await app.thread.post({
    target: sending.target,
    events: deliveries.map((delivery) => delivery.event),
    secrets: sending.secrets,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    policy: { allowPrivate, requireHttps },
    ...(app.clock.shared ? { clock: app.clock.shared } : {}),
    startBy: startBy.getTime(),
  });
  const at = app.clock.now();
  return answers.map((answer, index) => ({
    id: deliveries[index]!.id,
    attempts: deliveries[index]!.attempts,
    answer,
    at,
  }));
}

/**
 * Of deliveries a batch could not take, how many an attempt holds now (due again within ATTEMPT_HOLD_MS:
 * a retry's wait is longer). Should that attempt have failed before storing what became of them, nothing
 * else would send them; the job is tried again once the hold has ended.
 */
async function heldByAnAttempt(app: SenderDeps, ids: readonly string[]): Promise<number> {
  const now = app.clock.now();
  const rows = await app.database.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('id', 'in', ids)
    .where('status', 'in', ['pending', 'retrying'])
    .where('next_attempt_at', '>', now)
    .where('next_attempt_at', '<=', new Date(now.getTime() + ATTEMPT_HOLD_MS))
    .execute();
  return rows.length;
}

/**
 * Sends a job's deliveries, one after another in their order, in batches: each batch's due and unfinished
 * deliveries are claimed in one statement (shared with other lanes claiming then; held while the batch
 * runs, the hold renewed should it run long) unless they were written held for this attempt (`known`),
 * signed with the endpoint's secrets and POSTed, and its successes settled in one statement (shared too).
 * A failure is retried by a job of its own and holds up nothing. While the workspace's plan has lapsed
 * they are paused (the maintenance job resumes them); an endpoint turned off fails them. Deliveries
 * another attempt holds fail the job once the rest are sent, so that it is tried again after the hold.
 */
export async function sendDeliveries(
  app: SenderDeps,
  payload: DeliverPayload,
  known?: HeldDeliveries,
): Promise<void> {
  const found = payload.deliveryIds.length > 0 ? await app.endpointOf(payload.endpointId) : null;
  if (!found) return;
  let { endpoint } = found;
  const off = () => setWaiting(app, payload.deliveryIds, 'failed', 'Not sent: the endpoint is disabled.');
  if (endpoint.disabled_at) return off();
  if (!found.planOk) return setWaiting(app, payload.deliveryIds, 'paused', null);
  let held = 0;
  for (let start = 0; start < payload.deliveryIds.length; start += DELIVERY_BATCH) {
    const ids = payload.deliveryIds.slice(start, start + DELIVERY_BATCH);
    let { holds, batch } = await takeDeliveries(app.statements, { endpointId: endpoint.id, ids }, known);
    const taken = new Set(batch.map((one) => one.id));
    if (taken.size < ids.length)
      held += await heldByAnAttempt(
        app,
        ids.filter((id) => !taken.has(id)),
      );
    let sending: Sending | null = null;
    const done: Attempted[] = [];
    let disabled = false;
    for (let index = 0; index < batch.length && !disabled;) {
      const now = app.clock.now();
      if (holds[0]!.getTime() - now.getTime() < RENEW_BEFORE_MS) {
        const hold = new Date(now.getTime() + ATTEMPT_HOLD_MS);
        // Sent but not yet settled too: until its success is stored, a delivery is due to anyone.
        const unsettled = [...done, ...batch.slice(index)].map((one) => one.id);
        const still = await renewHold(app, unsettled, holds, hold);
        batch = [...batch.slice(0, index), ...batch.slice(index).filter((one) => still.has(one.id))];
        holds = [hold];
        if (index >= batch.length) break;
      }
      sending = await sendingTo(app, endpoint, sending);
      // Every attempt starts with RENEW_BEFORE_MS of its hold left, so it ends within it.
      const startBy = new Date(holds[0]!.getTime() - RENEW_BEFORE_MS);
      const attempted = await attemptAll(app, sending, batch.slice(index), startBy);
      index += attempted.length;
      for (const one of attempted) {
        if (succeeded(one.answer)) {
          done.push(one);
          continue;
        }
        // Failed after the endpoint was turned off: failed with the rest below, not retried.
        if (disabled) continue;
        // Successes first: a failure after them starts the endpoint's failing time, which they would end.
        if (done.length > 0) await app.statements.settle(done.splice(0));
        await settleFailed(app, endpoint, one);
        endpoint = (await app.endpointOf(endpoint.id, true))?.endpoint ?? endpoint;
        disabled = endpoint.disabled_at !== null;
      }
    }
    if (done.length > 0) await app.statements.settle(done);
    // What was sent before the endpoint was turned off is stored as it went (above); the rest fails.
    if (disabled) return off();
    // The endpoint's failing_since ended: the next failure judges the 3 days from what is stored.
    if (done.length > 0 && endpoint.failing_since) {
      endpoint = (await app.endpointOf(endpoint.id, true))?.endpoint ?? endpoint;
    }
  }
  if (held > 0) throw new Error(`${held} of its deliveries held by another attempt; tried again after it`);
}
