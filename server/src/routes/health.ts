import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthResponse = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const db = app.database.kind;
      try {
        await sql`select 1`.execute(app.database.db);
        return { ok: true, db };
      } catch {
        return reply.code(503).send({ ok: false, db });
      }
    },
  );
};

export default healthRoutes;
