import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthResponse = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) });
const readyResponse = z.object({
  ok: z.boolean(),
  db: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'none']),
});

/**
 * GET /health says the process answers and reaches its database (liveness); GET /health/ready says whether
 * it should be sent traffic: 503 while its database or its Redis is out of reach, so that a load balancer
 * drains it. `redis: 'none'` is an instance run without Redis.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async () => {
    try {
      await sql`select 1`.execute(app.database.db);
      return true;
    } catch {
      return false;
    }
  };

  app.get(
    '/health',
    {
      config: {
        operation: {
          id: 'getHealth',
          summary: 'Liveness: the process answers and the database too',
          examples: { answers: { 200: { ok: true, db: 'postgres' }, 503: { ok: false, db: 'postgres' } } },
        },
      },
      schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const db = app.database.kind;
      return (await databaseAnswers()) ? { ok: true, db } : reply.code(503).send({ ok: false, db });
    },
  );

  app.get(
    '/health/ready',
    {
      config: {
        operation: {
          id: 'getReadiness',
          summary: 'Readiness: the database and Redis are in reach',
          description:
            'Answers 503 while the database or Redis is out of reach, so a load balancer skips the instance.',
          examples: {
            answers: {
              200: { ok: true, db: 'ok', redis: 'ok' },
              503: { ok: false, db: 'ok', redis: 'down' },
            },
          },
        },
      },
      schema: { tags: ['system'], response: { 200: readyResponse, 503: readyResponse } },
    },
    async (_request, reply) => {
      const [db, redis] = await Promise.all([
        databaseAnswers().then((answers) => (answers ? 'ok' : 'down') as 'ok' | 'down'),
        app.dataVersions.store(),
      ]);
      const ok = db === 'ok' && redis !== 'down';
      return reply.code(ok ? 200 : 503).send({ ok, db, redis });
    },
  );
};

export default healthRoutes;
