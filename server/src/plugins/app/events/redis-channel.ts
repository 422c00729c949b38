import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisChannel {
  /** Sends a message to every instance's subscription, this one's included; a failure is logged. */
  publish(message: string): void;
}

export interface RedisChannelOptions {
  /** What its log lines call it: 'Workspace events'. */
  name: string;
  /** The channel is `mindlane:<schema>:<topic>`: instances on another schema never hear it. */
  topic: string;
  receive(message: string): void;
  /** The subscription is back after a drop; what was published meanwhile never arrives. */
  resubscribed?(): void;
}

/**
 * A Redis pub/sub channel between the instances sharing this database schema, on two connections of its
 * own (a subscribed connection can send nothing else), closed with the app; null without REDIS_URL. Redis
 * errors are logged at warn and never thrown: the connections reconnect by themselves, and ioredis
 * subscribes again.
 */
export async function openRedisChannel(
  app: Pick<FastifyInstance, 'config' | 'log' | 'addHook'>,
  options: RedisChannelOptions,
): Promise<RedisChannel | null> {
  const url = app.config.REDIS_URL;
  if (!url) return null;
  const channel = `mindlane:${app.config.DATABASE_SCHEMA}:${options.topic}`;
  const connect = (role: string) => {
    // Named, so that CLIENT LIST tells them apart.
    const connection = new Redis(url, {
      connectTimeout: 2_000,
      lazyConnect: true,
      connectionName: `${channel}:${role}`,
    });
    connection.on('error', (error) => app.log.warn({ err: error }, `${options.name}: Redis error`));
    return connection;
  };
  const publisher = connect('publisher');
  const subscriber = connect('subscriber');
  observeSubscriptions(subscriber);
  subscriber.on('message', (_channel: string, message: string) => options.receive(message));

  onResubscribed(
    subscriber,
    () => options.resubscribed?.(),
    (error) => app.log.warn({ err: error }, `${options.name}: resubscription failed`),
  );

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  app.addHook('onClose', async () => {
    await Promise.all(
      [publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
    );
  });

  return {
    publish(message) {
      publisher.publish(channel, message).catch((error: unknown) => {
        app.log.warn({ err: error }, `${options.name}: publish failed`);
      });
    },
  };
}

/** A connection's subscribing commands, as `observeSubscriptions` takes them. */
type SubscribingCommand = 'subscribe' | 'psubscribe' | 'ssubscribe';

/**
 * ioredis subscribes a connection again by itself once it is back after a drop, and does not wait for the
 * answer. When the connection closes before Redis answers (the app closing just after Redis returned, the
 * network cut again), that command fails with no one to hear it: an unhandled rejection, which ends the
 * process. Every subscribing command of `connection` is observed here, so a failure goes to the
 * connection's logged errors only; a caller still gets the command's own outcome.
 */
export function observeSubscriptions(connection: Pick<Redis, SubscribingCommand>): void {
  for (const command of ['subscribe', 'psubscribe', 'ssubscribe'] as const) {
    const send = connection[command].bind(connection) as (...args: unknown[]) => Promise<unknown>;
    const observed = (...args: unknown[]) => {
      const sent = send(...args);
      sent.catch(() => undefined);
      return sent;
    };
    Object.assign(connection, { [command]: observed });
  }
}

/** What `onResubscribed` needs of a connection: a single server's or a cluster's. */
interface Subscriber {
  on(event: 'close' | 'ready', listener: () => void): unknown;
  ping(): Promise<unknown>;
}

/**
 * Calls `resubscribed` each time a subscribed connection is back after a drop, once ioredis has subscribed it
 * again: what was published while it was away never arrives, so the caller makes up for it.
 */
export function onResubscribed(
  subscriber: Subscriber,
  resubscribed: () => unknown,
  failed: (error: unknown) => void,
): void {
  let wasReady = false;
  let dropped = false;
  subscriber.on('close', () => {
    dropped = wasReady;
  });
  subscriber.on('ready', () => {
    wasReady = true;
    if (!dropped) return;
    dropped = false;
    // ioredis sent the SUBSCRIBE again as it became ready; a PING sent after it is answered once it is done.
    void subscriber
      .ping()
      .catch(() => undefined)
      .then(resubscribed)
      .catch(failed);
  });
}
