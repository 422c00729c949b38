import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@shared/api/webhooks';
import { sharedTime } from '../../../clock';
import type { AddressPolicy, ResolvedAddress } from './webhook-addresses';
import { signatureHeader } from './webhook-signature';
import { postWebhook, type DeliveryAnswer } from './webhook-transport';

/** An event as stored, as much of it as its delivery sends. */
export interface StoredEvent {
  id: string;
  type: string;
  created_at: Date;
  workspace_id: string;
  data: Record<string, unknown>;
}

/**
 * One delivery to POST, as plain data (it crosses to the sending thread): the event, the endpoint's
 * address as checked for its batch (or why it may not be sent), and the secrets that sign it.
 */
export interface SignedPost {
  target: { url: string; address: ResolvedAddress } | { refused: string };
  event: StoredEvent;
  secrets: string[];
  unixSeconds: number;
  timeoutMs: number;
  policy: Pick<AddressPolicy, 'allowPrivate' | 'requireHttps'>;
}

/**
 * A lane's deliveries to one endpoint, to POST one after another in their order, as plain data (it
 * crosses to the sending thread): what the attempts share, and the events.
 */
export interface SignedBatch extends Omit<SignedPost, 'event' | 'unixSeconds'> {
  events: StoredEvent[];
  /** The app's clock when it is not the system's (Clock.shared): the signatures' times are the app's. */
  clock?: BigInt64Array;
  /**
   * No attempt after the first starts later than this (the app's clock, ms since the epoch): the
   * deliveries are held for the batch until a little after it, and an attempt must end within its hold.
   */
  startBy: number;
}

/** The JSON an event is sent as. */
export function eventBody(event: StoredEvent): string {
  const body: WebhookEvent = {
    id: event.id,
    type: event.type,
    createdAt: event.created_at.toISOString(),
    workspaceId: event.workspace_id,
    data: event.data as WebhookEvent['data'],
  };
  return JSON.stringify(body);
}

/** Signs the event's body with the secrets and POSTs it to the checked address; never throws. */
export async function sendSigned(post: SignedPost): Promise<DeliveryAnswer> {
  const { target } = post;
  if ('refused' in target) return { status: null, answer: '', error: target.refused, ms: 0 };
  const body = eventBody(post.event);
  const url = new URL(target.url);
  return postWebhook(
    {
      url: target.url,
      body,
      headers: {
        [WEBHOOK_EVENT_ID_HEADER]: post.event.id,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(body, post.secrets, post.unixSeconds),
      },
      policy: post.policy,
      timeoutMs: post.timeoutMs,
    },
    { url, address: target.address },
  );
}

/**
 * Sends a batch's events in their order, each once the one before it has been answered (order per
 * document); the answers of those attempted, a prefix of the events: the first is always attempted, the
 * rest only while `startBy` has not passed. Never throws.
 */
export async function sendBatch(batch: SignedBatch): Promise<DeliveryAnswer[]> {
  const { events, clock, startBy, ...shared } = batch;
  const answers: DeliveryAnswer[] = [];
  for (const event of events) {
    const now = sharedTime(clock);
    if (answers.length > 0 && now > startBy) break;
    answers.push(await sendSigned({ ...shared, event, unixSeconds: Math.floor(now / 1000) }));
  }
  return answers;
}
