import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mindmap } from '@shared/api/mindmaps';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import { mindmapKeys } from './mindmap-keys';

/** DELETE {fn}/mindmaps?id={id}. */
export function deleteMindmap(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`${FN}/mindmaps?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a map; on success it leaves the cached list at once, before the refetch confirms it. */
export function useDeleteMindmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMindmap,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Mindmap[]>(mindmapKeys.list, (maps) => maps?.filter((map) => map.id !== id));
      void queryClient.invalidateQueries({ queryKey: mindmapKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}
