import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Usage } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { api, ApiError, FN } from '@client/lib/api-client';
import { serverErrorText } from '@client/lib/api-errors';
import { sessionKeys } from '@client/lib/session';
import {
  hasRoomFor,
  workspaceItemKeys,
  type CreateItemInput,
  type ItemSource,
} from '@client/lib/workspace-items/item-sources';
import { DASHBOARD_TEXTS } from '../utils/texts';
import { dashboardKeys } from './get-dashboard-metrics';

/** The usage asked fresh before creating; null when the check fails (the spec then lets creation go ahead). */
async function usageNow(queryClient: QueryClient): Promise<Usage | null> {
  try {
    return await queryClient.fetchQuery({
      queryKey: sessionKeys.usage,
      queryFn: () => api<Usage>(`${FN}/usage`),
      staleTime: 0,
    });
  } catch {
    return null;
  }
}

/** The plan's verdict before creating: the limit message when there is no room; the server has the last word. */
export async function limitMessage(queryClient: QueryClient, source: ItemSource): Promise<string | null> {
  const usage = await usageNow(queryClient);
  return usage && !hasRoomFor(source, usage) ? source.limitMessage : null;
}

/** 'AI automation limit reached' when this month's AI automations are used up. */
export async function aiLimitMessage(queryClient: QueryClient): Promise<string | null> {
  const usage = await usageNow(queryClient);
  return usage && usage.aiUsage >= usage.aiLimit ? MESSAGES.aiLimit : null;
}

/** What to say when creating failed: the server's reason for a refusal it explains, else 'Creation failed'. */
export function creationFailure(error: unknown): string {
  const explained = error instanceof ApiError && [400, 402, 403, 409].includes(error.status);
  return (explained && serverErrorText(error)) || DASHBOARD_TEXTS.creationFailed;
}

/** Marks the dashboard's data and the usage stale, so they load again after a creation. */
export function reloadDashboard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: workspaceItemKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
}

/** Creates an item of `source`'s kind; afterwards the dashboard's data and the usage are loaded again. */
export function useCreateItem(source: ItemSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateItemInput) => source.create(input),
    onSettled: () => reloadDashboard(queryClient),
  });
}
