import type { QueryClient } from '@tanstack/react-query';
import type { Usage } from '@shared/api/auth';
import type { PlanLimits } from '@shared/constants';
import { api, FN } from './api-client';
import { sessionKeys } from './session';

/**
 * Whether the plan's limit on `kind` is already used up, asked fresh before creating one. A failed check
 * answers false: the spec lets creation go ahead, and the server has the last word (403).
 */
export async function planLimitReached(queryClient: QueryClient, kind: keyof PlanLimits): Promise<boolean> {
  try {
    const usage = await queryClient.fetchQuery({
      queryKey: sessionKeys.usage,
      queryFn: () => api<Usage>(`${FN}/usage`),
      staleTime: 0,
    });
    return usage[kind] >= usage.limits[kind];
  } catch {
    return false;
  }
}
