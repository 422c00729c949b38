import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkspaceEvent } from '@shared/api/todos';
import { openRedisChannel } from './redis-channel';

/** Who an event is for: every member of a workspace, or one user. */
export type EventAudience = { workspaceId: string } | { userId: string };

interface Envelope {
  audience: EventAudience;
  event: WorkspaceEvent;
}

export interface WorkspaceEvents {
  /** Delivers an event to the audience's open event streams, on every instance. */
  publish(audience: EventAudience, event: WorkspaceEvent): void;
  /** Listens for the events of a workspace and of a user; returns the unsubscribe. */
  subscribe(
    listener: { workspaceId: string; userId: string },
    deliver: (event: WorkspaceEvent) => void,
  ): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    workspaceEvents: WorkspaceEvents;
  }
}

const keyOf = (audience: EventAudience) =>
  'workspaceId' in audience ? `workspace:${audience.workspaceId}` : `user:${audience.userId}`;

/**
 * Small change notices for pages that do not hold the documents open (a map's to-do badges, the
 * notifications menu). In one process they go through an EventEmitter; with REDIS_URL through a Redis
 * channel, so a notice raised on one instance reaches streams open on any other. Notices may be lost
 * (a stream reconnecting); pages refetch what they show when their stream opens.
 */
export default fp(async function workspaceEvents(app: FastifyInstance) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliverLocally = ({ audience, event }: Envelope) => local.emit(keyOf(audience), event);

  const channel = await openRedisChannel(app, {
    name: 'Workspace events',
    topic: 'events',
    receive(message) {
      try {
        deliverLocally(JSON.parse(message) as Envelope);
      } catch (error) {
        app.log.warn({ err: error }, 'Workspace events: unreadable message');
      }
    },
  });

  app.decorate('workspaceEvents', {
    publish(audience, event) {
      const envelope: Envelope = { audience, event };
      if (channel) channel.publish(JSON.stringify(envelope));
      else deliverLocally(envelope);
    },
    subscribe({ workspaceId, userId }, deliver) {
      const keys = [keyOf({ workspaceId }), keyOf({ userId })];
      for (const key of keys) local.on(key, deliver);
      return () => {
        for (const key of keys) local.off(key, deliver);
      };
    },
  } satisfies WorkspaceEvents);
});
