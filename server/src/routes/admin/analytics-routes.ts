import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsResponse } from '@shared/api/billing';
import { createAnalyticsRepository, totalsOf } from '../../plugins/app/analytics/analytics-repository';

/**
 * GET /api/analytics?days=30 (admins only): items created per day across the whole service (maps,
 * nodes, lists, to-dos, boards, AI runs), from insert-only counters stamped with the server's time;
 * totals cover the same days.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = createAnalyticsRepository(app.database.db);
  app.get(
    '/analytics',
    {
      schema: { tags: ['admin'], querystring: analyticsQuery, response: { 200: analyticsResponse } },
    },
    async (request) => {
      const data = await analytics.daily(app.clock.now(), request.query.days);
      return { data, totals: totalsOf(data) };
    },
  );
};

export default analyticsRoutes;
