import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardMetricsQuery, dashboardMetricsResponse } from '@shared/api/dashboard';
import { createDashboardMetricsRepository } from '../../plugins/app/dashboard/dashboard-metrics-repository';
import * as example from '../example-samples';

/**
 * GET {fn}/dashboard-metrics?days=14: for each of maps, to-do lists and boards of the current workspace,
 * how many were created in each of the last `days` 24-hour windows, in the last 24 hours, in the last 7
 * days, and how many there are. Behind the subscription gate like the lists it summarises.
 */
const dashboardMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const metrics = createDashboardMetricsRepository(app.database.db);
  app.get(
    '/dashboard-metrics',
    {
      // The app's own dashboard: a content read, but not one personal API tokens are offered.
      config: {
        credentials: 'session',
        operation: {
          id: 'getDashboardMetrics',
          summary: 'Counts and recent activity for the dashboard',
          examples: {
            answers: {
              200: { mindmaps: example.series(2), todoLists: example.series(5), boards: example.series(1) },
            },
          },
        },
      },
      schema: {
        tags: ['dashboard'],
        querystring: dashboardMetricsQuery,
        response: { 200: dashboardMetricsResponse },
      },
    },
    async (request) =>
      metrics.forWorkspace(request.auth.workspace.workspaceId, app.clock.now(), request.query.days),
  );
};

export default dashboardMetricsRoutes;
