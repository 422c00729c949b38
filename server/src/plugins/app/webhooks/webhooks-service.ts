import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MAX_WEBHOOKS_PER_WORKSPACE,
  WEBHOOK_PREVIOUS_SECRET_MS,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhook,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from '@shared/api/webhooks';
import { badRequest, conflict, notFound } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { checkWebhookUrl, RefusedWebhookUrl } from './webhook-addresses';
import { WEBHOOK_DELIVER_JOB, writeEvents, type DeliverPayload } from './webhook-outbox';
import { encryptSecret, newWebhookSecret } from './webhook-signature';
import type { EndpointRow, ListedDelivery } from './webhooks-repository';

export type WebhookDeps = Pick<FastifyInstance, 'database' | 'jobs' | 'clock' | 'repos' | 'webhooks'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentWebhook(row: EndpointRow, now: Date): Webhook {
  const until = row.previous_secret_until;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    createdAt: row.created_at.toISOString(),
    disabledAt: iso(row.disabled_at),
    failingSince: iso(row.failing_since),
    previousSecretUntil: row.previous_secret && until && until > now ? until.toISOString() : null,
  };
}

export function presentDelivery(row: ListedDelivery): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'retrying' ? iso(row.next_attempt_at) : null,
    lastStatus: row.last_status,
    lastAnswer: row.last_answer,
  };
}

/** The URL as it is stored, once it passed the address rules (400 with the rule it broke). */
async function checkedUrl(app: WebhookDeps, raw: string): Promise<string> {
  try {
    return (await checkWebhookUrl(raw, app.webhooks.policy)).url.href;
  } catch (error) {
    if (error instanceof RefusedWebhookUrl) throw badRequest(error.message);
    throw error;
  }
}

async function endpointOf(app: WebhookDeps, auth: AuthContext, id: string): Promise<EndpointRow> {
  const row = await app.repos.webhooks.find(id, auth.workspace.workspaceId);
  if (!row) throw notFound('Webhook not found');
  return row;
}

export async function registerWebhook(
  app: WebhookDeps,
  auth: AuthContext,
  input: { url: string; events: string[]; description: string },
): Promise<CreatedWebhook> {
  const { workspaceId } = auth.workspace;
  const url = await checkedUrl(app, input.url);
  const secret = newWebhookSecret();
  const now = app.clock.now();
  const row: EndpointRow = {
    id: randomUUID(),
    workspace_id: workspaceId,
    url,
    description: input.description,
    events: input.events,
    secret: encryptSecret(secret, app.webhooks.key),
    previous_secret: null,
    previous_secret_until: null,
    created_by: auth.user.id,
    created_at: now,
    updated_at: now,
    disabled_at: null,
    failing_since: null,
  };
  // Counted and added under the workspace's row lock: registrations at once cannot pass the limit together.
  await app.database.db.transaction().execute(async (trx) => {
    await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
    if ((await app.repos.webhooks.count(workspaceId, trx)) >= MAX_WEBHOOKS_PER_WORKSPACE) {
      throw badRequest(`A workspace can have at most ${MAX_WEBHOOKS_PER_WORKSPACE} webhooks.`);
    }
    await app.repos.webhooks.insert(row, trx);
  });
  return { ...presentWebhook(row, now), secret };
}

export async function updateWebhook(
  app: WebhookDeps,
  auth: AuthContext,
  id: string,
  input: UpdateWebhookBody,
): Promise<Webhook> {
  const row = await endpointOf(app, auth, id);
  const now = app.clock.now();
  const change: Parameters<typeof app.repos.webhooks.update>[2] = {};
  if (input.url !== undefined) change.url = await checkedUrl(app, input.url);
  if (input.events !== undefined) change.events = [...new Set(input.events)];
  if (input.description !== undefined) change.description = input.description;
  // Turned back on, it starts afresh: its 3 days of failures are counted from its next failure.
  if (input.enabled === true && row.disabled_at)
    Object.assign(change, { disabled_at: null, failing_since: null });
  if (input.enabled === false && !row.disabled_at) change.disabled_at = now;
  const updated = await app.repos.webhooks.update(id, auth.workspace.workspaceId, change, now);
  app.webhooks.forget(id);
  if (!updated) throw notFound('Webhook not found');
  return presentWebhook(updated, now);
}

export async function deleteWebhook(app: WebhookDeps, auth: AuthContext, id: string): Promise<void> {
  if (!(await app.repos.webhooks.delete(id, auth.workspace.workspaceId))) throw notFound('Webhook not found');
  app.webhooks.forget(id);
}

/** A new secret; the one before keeps signing beside it for WEBHOOK_PREVIOUS_SECRET_MS. */
export async function rollSecret(
  app: WebhookDeps,
  auth: AuthContext,
  id: string,
): Promise<{ secret: string }> {
  const row = await endpointOf(app, auth, id);
  const secret = newWebhookSecret();
  const now = app.clock.now();
  await app.repos.webhooks.update(
    id,
    auth.workspace.workspaceId,
    {
      secret: encryptSecret(secret, app.webhooks.key),
      previous_secret: row.secret,
      previous_secret_until: new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_MS),
    },
    now,
  );
  app.webhooks.forget(id);

  return { secret };
}

export async function listDeliveries(app: WebhookDeps, auth: AuthContext, id: string, limit: number) {
  const row = await endpointOf(app, auth, id);
  return { deliveries: (await app.repos.webhooks.deliveries(row.id, limit)).map(presentDelivery) };
}

/** Sends a `webhook.test` event to this endpoint alone, now. */
export async function sendTestEvent(
  app: WebhookDeps,
  auth: AuthContext,
  id: string,
): Promise<WebhookDelivery> {
  const row = await endpointOf(app, auth, id);
  if (row.disabled_at) throw conflict('This webhook is disabled; turn it on to send it a test event.');
  const now = app.clock.now();
  const run = await app.database.db.transaction().execute((trx) =>
    writeEvents(
      app,
      auth.workspace.workspaceId,
      [
        {
          source: null,
          type: WEBHOOK_TEST_EVENT,
          documentName: null,
          data: { object: { webhookId: row.id, message: 'A test event from Mindlane.' } },
          createdAt: now,
        },
      ],
      trx,
      { only: { endpointId: row.id } },
    ),
  );
  run();
  const [delivery] = await app.repos.webhooks.deliveries(row.id, 1);
  return presentDelivery(delivery!);
}

/** Sends a delivery again now, whatever became of it; its log shows the new attempt. */
export async function redeliver(
  app: WebhookDeps,
  auth: AuthContext,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const row = await endpointOf(app, auth, id);
  if (row.disabled_at) throw conflict('This webhook is disabled; turn it on to send it deliveries.');
  const found = await app.repos.webhooks.delivery(deliveryId, row.id);
  if (!found) throw notFound('Delivery not found');
  const now = app.clock.now();
  const job = await app.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now })
      .where('id', '=', found.id)
      .execute();
    const payload: DeliverPayload = { endpointId: row.id, documentName: null, deliveryIds: [found.id] };
    return app.jobs.enqueueOwn(WEBHOOK_DELIVER_JOB, { ...payload }, trx);
  });
  app.jobs.runOwn(job);
  return presentDelivery({ ...found, status: 'pending', next_attempt_at: now });
}
