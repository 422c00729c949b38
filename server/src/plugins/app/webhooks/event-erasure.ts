import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** `value` with every string equal to one of `traces` (letter case aside) replaced by null, at any depth. */
export function withoutTraces(value: unknown, traces: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return traces.has(value.toLowerCase()) ? null : value;
  if (Array.isArray(value)) return value.map((item) => withoutTraces(item, traces));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutTraces(item, traces)]));
  }
  return value;
}

/**
 * Takes an erased account's name and address out of the webhook events the workspaces it leaves keep (a
 * member event names it; deliveries still to be sent then send the event without them), one statement
 * an event that holds one.
 */
export async function forgetInWebhookEvents(
  app: Pick<FastifyInstance, 'database'>,
  workspaceIds: readonly string[],
  names: readonly string[],
): Promise<void> {
  const traces = new Set(names.filter((name) => name.length > 0).map((name) => name.toLowerCase()));
  if (workspaceIds.length === 0 || traces.size === 0) return;
  const { db } = app.database;
  const holding = await db
    .selectFrom('webhook_events')
    .select(['id', 'data'])
    .where('workspace_id', 'in', workspaceIds)
    .where(({ or }) =>
      or([...traces].map((trace) => sql<boolean>`position(${trace} in lower(data::text)) > 0`)),
    )
    .execute();
  for (const { id, data } of holding) {
    await db
      .updateTable('webhook_events')
      .set({ data: JSON.stringify(withoutTraces(data, traces)) })
      .where('id', '=', id)
      .execute();
  }
}
