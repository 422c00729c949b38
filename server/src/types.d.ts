import type { Database } from './db/database';
import type { Config } from './config';
import type { Clock } from './clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
  }
  interface FastifyContextConfig {
    /** Set on routes that other sites call on purpose (payment webhooks). */
    allowCrossOrigin?: boolean;
  }
}
