import { expect } from 'vitest';
import type { HttpClient } from '../../helpers/http';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';

/** The receivers a test file starts, closed together after its tests. */
export function receiverPool() {
  const started: Receiver[] = [];
  return {
    async start(answer?: () => number | Promise<number>) {
      const receiver = await startReceiver(answer);
      started.push(receiver);
      return receiver;
    },
    async closeAll() {
      for (const receiver of started.splice(0)) await receiver.close();
    },
  };
}

/** Registers an endpoint hearing `events`; its id and the secret shown once. */
export async function registerEndpoint(owner: HttpClient, url: string, events: string[] = ['*']) {
  const created = await owner.post('/api/webhooks', { url, events, description: '' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, secret: created.body.secret as string };
}

export type LoggedDelivery = Record<string, unknown> & { id: string; status: string; eventId: string };

/** The endpoint's delivery log, newest first. */
export async function deliveryLog(owner: HttpClient, id: string): Promise<LoggedDelivery[]> {
  const log = await owner.get(`/api/webhooks/${id}/deliveries`);
  expect(log.status, JSON.stringify(log.body)).toBe(200);
  return log.body.deliveries as LoggedDelivery[];
}
