import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { parseDocumentName } from '@shared/schema/document-name';
import { openRedisChannel, type RedisChannel } from './redis-channel';

/** Something about a user's access changed: live connections re-check it. */
export interface AccessChange {
  userId?: string;
  workspaceId?: string;
}

export interface AccessEventMap {
  /** Access of a user, or of everyone in a workspace, changed: their live connections are checked again. */
  changed: [change: AccessChange];
  /** A map, list or board was deleted: its live document closes. */
  deleted: [documentName: string];
  /** Other instances' events may have been lost (Redis was away): every live connection is checked again. */
  resync: [];
}

const uuid = z.uuid();
const messageSchema = z.discriminatedUnion('event', [
  z.object({
    from: z.string().max(64),
    event: z.literal('changed'),
    args: z.tuple([z.object({ userId: uuid.optional(), workspaceId: uuid.optional() })]),
  }),
  z.object({
    from: z.string().max(64),
    event: z.literal('deleted'),
    args: z.tuple([
      z
        .string()
        .max(100)
        .refine((name) => parseDocumentName(name) !== null),
    ]),
  }),
]);

type Message = z.infer<typeof messageSchema>;

/** A message read from the channel; null for anything that is not one this version publishes. */
function readMessage(text: string): Message | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `app.accessEvents`: an EventEmitter whose 'changed' and 'deleted' events are delivered in this process
 * at once and, with REDIS_URL, published to every other instance, which delivers them too. 'resync' stays
 * in the process that emits it.
 */
export class AccessEvents extends EventEmitter<AccessEventMap> {
  readonly instanceId = randomUUID();
  /** Where 'changed' and 'deleted' go to the other instances; null without REDIS_URL. */
  channel: RedisChannel | null = null;

  override emit<K extends keyof AccessEventMap>(event: K, ...args: AccessEventMap[K]): boolean {
    const heard = super.emit<keyof AccessEventMap>(event, ...args);
    if (event !== 'resync') this.channel?.publish(JSON.stringify({ from: this.instanceId, event, args }));
    return heard;
  }

  /** Delivers an event another instance published, here only; this instance's own were delivered already. */
  deliver(message: Message): void {
    if (message.from === this.instanceId) return;
    if (message.event === 'changed') super.emit('changed', ...message.args);
    else super.emit('deleted', ...message.args);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accessEvents: AccessEvents;
  }
}

/**
 * Access changes (removal, role change, token revocation, sign-out, a lapsed plan) and deletions must
 * reach live connections on every instance, not only the one that made them. Pub/sub loses what is
 * published while Redis is away, so once the subscription is back every live connection is checked again.
 */
export default fp(async function accessBus(app: FastifyInstance) {
  const events = new AccessEvents();
  events.setMaxListeners(0);
  events.channel = await openRedisChannel(app, {
    name: 'Access events',
    topic: 'access',
    receive(text) {
      const message = readMessage(text);
      if (!message) {
        app.log.warn({ length: text.length }, 'Access events: malformed message ignored');
        return;
      }
      try {
        events.deliver(message);
      } catch (error) {
        app.log.warn({ err: error }, 'Access events: delivering a message failed');
      }
    },
    resubscribed: () => events.emit('resync'),
  });
  app.decorate('accessEvents', events);
});
