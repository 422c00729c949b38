import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface PostgresChannelOptions {
  url: string;
  /** The LISTEN channel: an identifier of this application's. */
  channel: string;
  logger: FastifyBaseLogger;
  receive(payload: string): void;
}

const RECONNECT_MAX_MS = 5_000;

/**
 * Listens to a PostgreSQL notification channel on a connection of its own for the life of the app, and
 * listens again after PostgreSQL drops it (a restart). What is sent on the channel is written with
 * `pg_notify` on any connection to the same database.
 */
export async function listenOnPostgres(options: PostgresChannelOptions): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;

  const listen = async () => {
    const connection = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    connection.on('error', (error) =>
      options.logger.warn({ err: error }, `${options.channel}: connection error`),
    );
    connection.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.receive(message.payload);
    });
    await connection.connect();
    await connection.query(`listen ${options.channel}`);
    client = connection;
    connection.once('end', () => {
      client = null;
      if (!closed) void again();
    });
  };

  const again = async () => {
    for (let delay = 250; !closed; delay = Math.min(delay * 2, RECONNECT_MAX_MS)) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        if (!closed) await listen();
        return;
      } catch (error) {
        options.logger.warn({ err: error }, `${options.channel}: could not listen again`);
      }
    }
  };

  await listen();
  return {
    async close() {
      closed = true;
      const connection = client as pg.Client | null;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
