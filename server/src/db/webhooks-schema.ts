import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema';

export type DeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed' | 'paused';

/** A registered endpoint (migrations/0036_webhooks.sql); secrets are stored encrypted. */
export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  url: string;
  description: Generated<string>;
  events: string[];
  secret: string;
  previous_secret: string | null;
  previous_secret_until: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  disabled_at: NullableTimestamp;
  failing_since: NullableTimestamp;
}

export interface WebhookEventsTable {
  id: string;
  workspace_id: string;
  source: string | null;
  document_name: string | null;
  type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  created_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  next_attempt_at: NullableTimestamp;
  last_status: number | null;
  last_answer: string | null;
}

/** The webhook tables, as the database's interface (schema.ts) takes them. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
