import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';

export type EndpointRow = Selectable<DB['webhook_endpoints']>;
export type DeliveryRow = Selectable<DB['webhook_deliveries']>;
export type EventRow = Selectable<DB['webhook_events']>;

/** A delivery as its log lists it: with its event's type. */
export type ListedDelivery = DeliveryRow & { event_type: string };

/**
 * Webhook endpoints, events and deliveries (migrations/0036_webhooks.sql). Endpoints are always looked up
 * within their workspace: a stranger's id answers null.
 */
export function createWebhooksRepository(db: Kysely<DB>) {
  return {
    async list(workspaceId: string): Promise<EndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async count(workspaceId: string, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async find(id: string, workspaceId: string, trx: Kysely<DB> = db): Promise<EndpointRow | null> {
      const row = await trx
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The endpoint by id alone, for a delivery job (which names it). */
    async byId(id: string): Promise<EndpointRow | null> {
      return (
        (await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
      );
    },

    /** The workspace's endpoints that are on: who hears of a new event. */
    async listening(workspaceId: string, trx: Kysely<DB> = db) {
      return trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'events'])
        .where('workspace_id', '=', workspaceId)
        .where('disabled_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    async insert(row: Omit<EndpointRow, 'description'> & { description: string }, trx: Kysely<DB> = db) {
      await trx.insertInto('webhook_endpoints').values(row).execute();
    },

    async update(
      id: string,
      workspaceId: string,
      change: Partial<
        Pick<
          EndpointRow,
          | 'url'
          | 'events'
          | 'description'
          | 'disabled_at'
          | 'failing_since'
          | 'secret'
          | 'previous_secret'
          | 'previous_secret_until'
        >
      >,
      now: Date,
    ): Promise<EndpointRow | null> {
      const row = await db
        .updateTable('webhook_endpoints')
        .set({ ...change, updated_at: now })
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(id: string, workspaceId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('webhook_endpoints')
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The endpoint's deliveries, newest first. */
    async deliveries(endpointId: string, limit: number): Promise<ListedDelivery[]> {
      return db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .selectAll('d')
        .select('e.type as event_type')
        .where('d.endpoint_id', '=', endpointId)
        .orderBy('d.created_at', 'desc')
        .orderBy('e.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(limit)
        .execute();
    },

    async delivery(id: string, endpointId: string): Promise<ListedDelivery | null> {
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .selectAll('d')
        .select('e.type as event_type')
        .where('d.id', '=', id)
        .where('d.endpoint_id', '=', endpointId)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
