import type { Database } from './db/database';
import type { Config } from './config';
import type { Clock } from './clock';
import type { Documents } from './documents/documents';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    /** The only door to a live document (documents/documents.ts), set by the composition root. */
    documents: Documents;
  }
  interface FastifyContextConfig {
    /** Set on routes that other sites call on purpose (payment webhooks). */
    allowCrossOrigin?: boolean;
  }
}
