import { useQuery } from '@tanstack/react-query';
import { analyticsResponse } from '@shared/api/billing';
import { ANALYTICS_DAYS } from '@shared/constants';
import { api, FN } from '@client/lib/api-client';

/** GET /api/analytics?days=30 → {data, totals}. */
export function useAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: async () => analyticsResponse.parse(await api(`${FN}/analytics?days=${ANALYTICS_DAYS}`)),
    retry: false,
  });
}
