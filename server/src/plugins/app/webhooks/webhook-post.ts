import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@shared/api/webhooks';
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
