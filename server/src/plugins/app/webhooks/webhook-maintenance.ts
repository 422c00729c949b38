import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_KEEP_MS } from '@shared/api/webhooks';
import { WEBHOOK_DELIVER_JOB, type DeliverPayload } from './webhook-outbox';
import { planActive, type SenderDeps } from './webhook-sender';
import { disableEndpoint } from './webhook-settle';

/** How often the maintenance job runs (a recurring job: once across instances). */
export const WEBHOOK_MAINTENANCE_EVERY_MS = 60_000;
export const WEBHOOK_MAINTENANCE_JOB = 'webhooks.maintain';

/**
 * What no delivery does by itself: resumes the deliveries paused while a plan had lapsed once it is active
 * again (in their events' order, one job per endpoint and document), disables the endpoints failing for 3
 * days that nothing was sent to since, and forgets events and delivery logs older than 30 days.
 */
export async function maintainWebhooks(app: SenderDeps): Promise<void> {
  const { db } = app.database;
  const now = app.clock.now();
  await db
    .deleteFrom('webhook_events')
    .where('created_at', '<', new Date(now.getTime() - WEBHOOK_KEEP_MS))
    .execute();
  const failing = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('disabled_at', 'is', null)
    .where('failing_since', '<=', new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS))
    .execute();
  for (const endpoint of failing) await disableEndpoint(app, endpoint, now);
  const paused = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select('w.workspace_id')
    .distinct()
    .where('d.status', '=', 'paused')
    .where('w.disabled_at', 'is', null)
    .execute();
  for (const { workspace_id: workspaceId } of paused) {
    if (await planActive(app, workspaceId)) await resume(app, workspaceId);
  }
}

async function resume(app: SenderDeps, workspaceId: string) {
  const now = app.clock.now();
  const run = await app.database.db.transaction().execute(async (trx) => {
    const resumed = await trx
      .updateTable('webhook_deliveries as d')
      .set({ status: 'pending', next_attempt_at: now })
      .from('webhook_endpoints as w')
      .whereRef('w.id', '=', 'd.endpoint_id')
      .where('w.workspace_id', '=', workspaceId)
      .where('d.status', '=', 'paused')
      .returning(['d.id', 'd.endpoint_id', 'd.event_id'])
      .execute();
    if (resumed.length === 0) return [];
    const events = await trx
      .selectFrom('webhook_events')
      .select(['id', 'document_name', 'created_at'])
      .where(
        'id',
        'in',
        resumed.map((row) => row.event_id),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const order = new Map(events.map((event, index) => [event.id, { index, document: event.document_name }]));
    const groups = new Map<string, DeliverPayload>();
    for (const row of [...resumed].sort(
      (a, b) => order.get(a.event_id)!.index - order.get(b.event_id)!.index,
    )) {
      const documentName = order.get(row.event_id)?.document ?? null;
      const key = `${row.endpoint_id} ${documentName ?? ''}`;
      const group = groups.get(key) ?? { endpointId: row.endpoint_id, documentName, deliveryIds: [] };
      group.deliveryIds.push(row.id);
      groups.set(key, group);
    }
    const jobs = [];
    for (const payload of groups.values()) {
      jobs.push(await app.jobs.enqueueOwn(WEBHOOK_DELIVER_JOB, { ...payload }, trx));
    }
    return jobs;
  });
  for (const job of run) {
    // Its plan is active again: what the delivery jobs kept of the endpoint said otherwise.
    app.forget(String(job.payload.endpointId));
    app.jobs.runOwn(job);
  }
}
