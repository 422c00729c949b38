import { z } from 'zod';
import { DAY_MS } from '../constants';
import { text, uuidId } from './fields';

/**
 * Outgoing webhooks: endpoints a workspace's owner registers, the events they hear about, and the log of
 * each delivery. Every event is POSTed as JSON (WebhookEvent) and signed (WEBHOOK_SIGNATURE_HEADER).
 */

/** The event types an endpoint can subscribe to, as `events` names them. */
export const WEBHOOK_EVENT_TYPES = [
  'mindmap.created',
  'mindmap.updated',
  'mindmap.deleted',
  'node.created',
  'node.updated',
  'node.deleted',
  'todolist.created',
  'todolist.updated',
  'todolist.deleted',
  'todo.created',
  'todo.updated',
  'todo.completed',
  'todo.deleted',
  'board.created',
  'board.updated',
  'board.deleted',
  'card.created',
  'card.updated',
  'card.moved',
  'card.deleted',
  'comment.created',
  'member.added',
  'member.updated',
  'member.removed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "send test event" sends; every endpoint receives it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The headers of a delivery. */
export const WEBHOOK_EVENT_ID_HEADER = 'Mindlane-Event-Id';
export const WEBHOOK_SIGNATURE_HEADER = 'Mindlane-Signature';

/** How many endpoints one workspace may register. */
export const MAX_WEBHOOKS_PER_WORKSPACE = 20;
/** How long a rolled secret still signs deliveries beside the new one. */
export const WEBHOOK_PREVIOUS_SECRET_MS = DAY_MS;
/** An endpoint whose deliveries have failed for this long without one success is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * DAY_MS;
/** How long events and delivery logs are kept. */
export const WEBHOOK_KEEP_MS = 30 * DAY_MS;
/** How much of an endpoint's answer is kept in the delivery log. */
export const WEBHOOK_ANSWER_KEPT_CHARS = 500;

const EVENTS_MESSAGE = `events: must be a list of event types (${WEBHOOK_EVENT_TYPES.join(', ')}) or ["*"]`;

/** A subscription: the list of event types, or `*` for every type. */
export const webhookEvents = z
  .array(z.enum([...WEBHOOK_EVENT_TYPES, '*'], { error: EVENTS_MESSAGE }), { error: EVENTS_MESSAGE })
  .min(1, 'events: choose at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length + 1, EVENTS_MESSAGE)
  .transform((events) => [...new Set(events)]);

const urlField = text({ field: 'url', max: 2000, required: 'url: required', trim: true }).min(
  1,
  'url: required',
);
const descriptionField = text({
  field: 'description',
  max: 500,
  required: 'description: must be text',
  trim: true,
});

export const createWebhookBody = z.object({
  url: urlField,
  events: webhookEvents,
  description: descriptionField.optional().default(''),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** A change to an endpoint: any of its fields; `enabled: true` turns a disabled endpoint back on. */
export const updateWebhookBody = z
  .object({
    url: urlField.optional(),
    events: webhookEvents.optional(),
    description: descriptionField.optional(),
    enabled: z.boolean({ error: 'enabled: must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Give at least one of url, events, description or enabled.',
  });
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookIdParams = z.object({ id: uuidId('id: must be a webhook id') });
export const deliveryIdParams = webhookIdParams.extend({
  deliveryId: uuidId('deliveryId: must be a delivery id'),
});

/** An endpoint as listed: never its secret. Dates are ISO 8601. */
export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  /** When the endpoint was turned off (failing for 3 days, or by its owner), else null. */
  disabledAt: z.string().nullable(),
  /** Since when every delivery has failed, or null when the last one succeeded. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last roll still signs deliveries, else null. */
  previousSecretUntil: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to registering an endpoint: the only time its secret is shown. */
export const createdWebhook = webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const rolledSecret = z.object({ secret: z.string() });

export const deliveryStatus = z.enum(['pending', 'retrying', 'succeeded', 'failed', 'paused']);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

/** One event sent to one endpoint, newest first in the log. */
export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: deliveryStatus,
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the next attempt is due, while it is retried. */
  nextAttemptAt: z.string().nullable(),
  /** The last answer's HTTP status, or null when there was none (refused, timed out). */
  lastStatus: z.number().nullable(),
  /** The first WEBHOOK_ANSWER_KEPT_CHARS characters of the last answer, or why there was none. */
  lastAnswer: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const deliveriesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit: must be a whole number from 1 to 100' })
    .int('limit: must be a whole number from 1 to 100')
    .min(1, 'limit: must be a whole number from 1 to 100')
    .max(100, 'limit: must be a whole number from 1 to 100')
    .default(50),
});

export const deliveriesAnswer = z.object({ deliveries: z.array(webhookDelivery) });
export type DeliveriesAnswer = z.infer<typeof deliveriesAnswer>;

/** What a delivery POSTs: `data.previous` holds the changed fields' values before, on an update. */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  workspaceId: string;
  data: { object: Record<string, unknown>; previous?: Record<string, unknown> };
}

export const webhookList = z.array(webhook);

/** The REST paths of webhooks (owner only, with a session). */
export const WEBHOOK_PATHS = {
  list: '/api/webhooks',
  one: (id: string) => `/api/webhooks/${id}`,
  deliveries: (id: string) => `/api/webhooks/${id}/deliveries`,
  redeliver: (id: string, deliveryId: string) => `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
  test: (id: string) => `/api/webhooks/${id}/test`,
  rollSecret: (id: string) => `/api/webhooks/${id}/roll-secret`,
} as const;
