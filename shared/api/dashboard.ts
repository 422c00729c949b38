import { z } from 'zod';
import { SPARKLINE_DAYS } from '../constants';

/** The three kinds of item the dashboard charts, in the order of its tiles. */
export const DASHBOARD_KINDS = ['mindmaps', 'todoLists', 'boards'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export const dashboardMetricsQuery = z.object({
  days: z.coerce.number().int().min(7).max(90).default(SPARKLINE_DAYS),
});

/**
 * One kind's figures. `series[i]` counts the items created in the i-th 24-hour window of the last `days`
 * windows ending now (oldest first), so `today` (the last 24 hours) is its last entry and `week` (the last
 * 7 days) the sum of its last seven. `total` is how many there are now.
 */
export const kindMetricsSchema = z.object({
  series: z.array(z.number().int().nonnegative()),
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type KindMetrics = z.infer<typeof kindMetricsSchema>;

/** GET {fn}/dashboard-metrics?days=14: the current workspace's items, created per day and in all. */
export const dashboardMetricsResponse = z.object({
  mindmaps: kindMetricsSchema,
  todoLists: kindMetricsSchema,
  boards: kindMetricsSchema,
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsResponse>;
