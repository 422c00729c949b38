import { useQuery } from '@tanstack/react-query';
import { dashboardMetricsResponse, type DashboardMetrics } from '@shared/api/dashboard';
import { SPARKLINE_DAYS } from '@shared/constants';
import { api, FN } from '@client/lib/api-client';

export const dashboardKeys = { metrics: ['dashboard', 'metrics'] as const };

/** GET {fn}/dashboard-metrics?days=14: per kind, a 14-day series, Today, Week and the total. */
export async function getDashboardMetrics(): Promise<DashboardMetrics> {
  return dashboardMetricsResponse.parse(await api<unknown>(`${FN}/dashboard-metrics?days=${SPARKLINE_DAYS}`));
}

export function useDashboardMetrics() {
  return useQuery({ queryKey: dashboardKeys.metrics, queryFn: getDashboardMetrics });
}
