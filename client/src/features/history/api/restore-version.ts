import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Restored, restoredSchema } from '@shared/api/history';
import { api } from '@client/lib/api-client';
import { historyKeys, type HistoryTarget, versionsPath } from './history-keys';

/**
 * POST /api/documents/{kind}/{id}/versions/{versionId}/restore: writes the version's state into the live
 * document as a new change (collaborators see it over their sockets); answers the version it made.
 */
export async function restoreVersion(target: HistoryTarget, versionId: string): Promise<Restored> {
  const path = `${versionsPath(target)}/${encodeURIComponent(versionId)}/restore`;
  return restoredSchema.parse(await api<unknown>(path, { method: 'POST', body: {} }));
}

/** Restores a version; the list is read again, the restore's version on top. */
export function useRestoreVersion(target: HistoryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(target, versionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.versions(target) }),
  });
}
