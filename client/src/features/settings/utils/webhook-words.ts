import type { BadgeTone } from '@client/components/ui/badge';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import {
  WEBHOOK_EVENT_TYPES,
  type DeliveryStatus,
  type Webhook,
  type WebhookEventType,
} from '@shared/api/webhooks';

/** The subscription to every event type, present and future. */
export const ALL_EVENTS = '*';

/** How many event types a summary names before it counts the rest. */
const NAMED_IN_SUMMARY = 3;

const KIND_LABELS: Record<string, string> = {
  mindmap: 'Mind maps',
  node: 'Nodes',
  todolist: 'To-do lists',
  todo: 'To-dos',
  board: 'Boards',
  card: 'Cards',
  comment: 'Comments',
  member: 'Members',
};

export interface EventGroup {
  /** The part of the type before the dot, e.g. `mindmap`. */
  kind: string;
  label: string;
  types: WebhookEventType[];
}

/** The event types grouped by what they are about, in the contract's order. */
export const EVENT_GROUPS: EventGroup[] = WEBHOOK_EVENT_TYPES.reduce<EventGroup[]>((groups, type) => {
  const kind = type.slice(0, type.indexOf('.'));
  const group = groups.find((candidate) => candidate.kind === kind);
  if (group) group.types.push(type);
  else groups.push({ kind, label: KIND_LABELS[kind] ?? kind, types: [type] });
  return groups;
}, []);

/** What an endpoint hears about, in a few words: "All events", or the count and the first few types. */
export function eventsSummary(events: readonly string[]): string {
  if (events.includes(ALL_EVENTS)) return 'All events';
  const named = events.slice(0, NAMED_IN_SUMMARY).join(', ');
  const rest = events.length - NAMED_IN_SUMMARY;
  const count = `${events.length} ${events.length === 1 ? 'event' : 'events'}`;
  return rest > 0 ? `${count}: ${named} and ${rest} more` : `${count}: ${named}`;
}

export interface StatusWords {
  tone: BadgeTone;
  label: string;
}

/** An endpoint's state: turned off (by its owner or after failing for days), failing, or working. */
export function webhookStatus(webhook: Pick<Webhook, 'disabledAt' | 'failingSince'>): StatusWords {
  if (webhook.disabledAt) return { tone: 'neutral', label: `Disabled on ${formatDate(webhook.disabledAt)}` };
  if (webhook.failingSince) {
    return { tone: 'danger', label: `Failing since ${formatDateTime(webhook.failingSince)}` };
  }
  return { tone: 'success', label: 'Active' };
}

const DELIVERY_WORDS: Record<DeliveryStatus, StatusWords> = {
  pending: { tone: 'neutral', label: 'Pending' },
  retrying: { tone: 'warning', label: 'Retrying' },
  succeeded: { tone: 'success', label: 'Succeeded' },
  failed: { tone: 'danger', label: 'Failed' },
  paused: { tone: 'neutral', label: 'Paused' },
};

export function deliveryStatusWords(status: DeliveryStatus): StatusWords {
  return DELIVERY_WORDS[status];
}

/** How many characters of an endpoint's answer a log row shows. */
const ANSWER_SHOWN_CHARS = 80;

/** The start of an endpoint's answer, on one line, cut with an ellipsis. */
export function answerExcerpt(answer: string | null): string {
  if (!answer) return '—';
  const line = answer.replace(/\s+/g, ' ').trim();
  return line.length > ANSWER_SHOWN_CHARS ? `${line.slice(0, ANSWER_SHOWN_CHARS)}…` : line;
}

export type WebhookField = 'url' | 'events' | 'description';

const FIELDS: readonly string[] = ['url', 'events', 'description'] satisfies WebhookField[];

/**
 * Which field of the endpoint form a message is about (the server's and the schema's say so first:
 * `url: points at …`), and its text to show beside that field; `field` is null for a message about the
 * whole request, shown as it came.
 */
export function fieldMessage(message: string): { field: WebhookField | null; text: string } {
  const colon = message.indexOf(':');
  const field = message.slice(0, Math.max(colon, 0));
  if (!FIELDS.includes(field)) return { field: null, text: message };
  const rest = message.slice(colon + 1).trim();
  return { field: field as WebhookField, text: rest.charAt(0).toUpperCase() + rest.slice(1) };
}
