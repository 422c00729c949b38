import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Usage } from '@shared/api/auth';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import { mindmapKeys } from './mindmap-keys';

export const createMindmapInput = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  description: z.string(),
});
export type CreateMindmapInput = z.infer<typeof createMindmapInput>;

/** POST {fn}/mindmaps {data:{title, description}} → 201 {id}; 403 {error:'Mindmap limit reached'}. */
export function createMindmap(input: CreateMindmapInput): Promise<{ id?: string }> {
  return api<{ id?: string }>(`${FN}/mindmaps`, { method: 'POST', body: { data: input } });
}

export function useCreateMindmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMindmap,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mindmapKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}

/**
 * Whether the plan's map limit is already used up, asked fresh before creating. A failed check answers
 * false: the spec lets creation go ahead and the server has the last word (403).
 */
export async function mindmapLimitReached(queryClient: QueryClient): Promise<boolean> {
  try {
    const usage = await queryClient.fetchQuery({
      queryKey: sessionKeys.usage,
      queryFn: () => api<Usage>(`${FN}/usage`),
      staleTime: 0,
    });
    return usage.mindmaps >= usage.limits.mindmaps;
  } catch {
    return false;
  }
}
