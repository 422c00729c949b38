import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { WEBHOOK_ANSWER_KEPT_CHARS, WEBHOOK_DISABLE_AFTER_MS } from '@shared/api/webhooks';
import { WEBHOOK_DELIVER_JOB, type DeliverPayload } from './webhook-outbox';
import type { EndpointRow } from './webhooks-repository';

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

export type SettleDeps = Pick<FastifyInstance, 'database' | 'jobs' | 'log' | 'mailer'>;

/** What an attempt got back: the answer's status (null when none came) and its first bytes, or why not. */
export interface AttemptAnswer {
  status: number | null;
  answer: string;
  error: string | null;
}

/** A delivery that was attempted, with how many attempts it had before and what this one got. */
export interface Attempted {
  id: string;
  attempts: number;
  answer: AttemptAnswer;
  at: Date;
}

export const succeeded = (answer: AttemptAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300;

const kept = (answer: AttemptAnswer) => (answer.error ?? answer.answer).slice(0, WEBHOOK_ANSWER_KEPT_CHARS);

/** Turns the endpoint off and tells the workspace's owner, once. */
export async function disableEndpoint(app: SettleDeps, endpoint: EndpointRow, now: Date) {
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

/**
 * Records the successful attempts of a batch in one statement, and the endpoint as no longer failing if it
 * was: a backlog drained in batches costs one write a batch, not one a delivery.
 */
export async function settleSucceeded(app: SettleDeps, done: readonly Attempted[]): Promise<void> {
  if (done.length === 0) return;
  await sql`
    with outcome as (
      select * from unnest(${done.map((one) => one.id)}::uuid[], ${done.map((one) => one.attempts + 1)}::int[],
        ${done.map((one) => one.at.toISOString())}::timestamptz[], ${done.map((one) => one.answer.status)}::int[],
        ${done.map((one) => kept(one.answer))}::text[]) as o(id, attempts, at, status, answer)
    ), settled as (
      update webhook_deliveries d set status = 'succeeded', attempts = o.attempts, last_attempt_at = o.at,
        next_attempt_at = null, last_status = o.status, last_answer = o.answer
      from outcome o where d.id = o.id
      returning d.endpoint_id
    )
    update webhook_endpoints set failing_since = null
    where id in (select endpoint_id from settled) and failing_since is not null`.execute(app.database.db);
}

/**
 * Records a failed attempt: the delivery is due again after its wait, by a job of its own, or fails for
 * good; the endpoint counts as failing since its first failure, and is turned off after 3 days of it.
 */
export async function settleFailed(app: SettleDeps, endpoint: EndpointRow, failed: Attempted): Promise<void> {
  const { answer, at } = failed;
  const attempts = failed.attempts + 1;
  const wait = RETRY_DELAYS_MS[attempts - 1];
  const next = wait === undefined ? null : new Date(at.getTime() + wait);
  await app.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: next ? 'retrying' : 'failed',
        attempts,
        last_attempt_at: at,
        next_attempt_at: next,
        last_status: answer.status,
        last_answer: kept(answer),
      })
      .where('id', '=', failed.id)
      .execute();
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: sql<Date>`coalesce(failing_since, ${at})` })
      .where('id', '=', endpoint.id)
      .execute();
    if (next) {
      const payload: DeliverPayload = {
        endpointId: endpoint.id,
        documentName: null,
        deliveryIds: [failed.id],
      };
      await app.jobs.enqueue(WEBHOOK_DELIVER_JOB, { ...payload }, { dueAt: next }, trx);
    }
  });
  if (endpoint.failing_since && at.getTime() - endpoint.failing_since.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
    await disableEndpoint(app, endpoint, at);
  }
}
