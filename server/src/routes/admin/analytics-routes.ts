import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsResponse } from '@shared/api/billing';
import { createAnalyticsRepository, totalsOf } from '../../plugins/app/analytics/analytics-repository';
import * as example from '../example-samples';

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
      config: {
        operation: {
          id: 'getAnalytics',
          summary: 'Sign-ups, revenue and usage over the last days',
          examples: {
            answers: {
              200: {
                data: [
                  { ...example.dayFigures, date: '2026-07-02' },
                  { ...example.dayFigures, todos: 23, nodes: 47, date: '2026-07-03' },
                ],
                totals: { kanbans: 2, todoLists: 6, todos: 41, mindmaps: 4, nodes: 88, aiProcesses: 10 },
              },
            },
          },
        },
      },
      schema: { tags: ['admin'], querystring: analyticsQuery, response: { 200: analyticsResponse } },
    },
    async (request) => {
      const data = await analytics.daily(app.clock.now(), request.query.days);
      return { data, totals: totalsOf(data) };
    },
  );
};

export default analyticsRoutes;
