import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionSchema } from '@shared/api/history';
import { api } from '@client/lib/api-client';
import { historyKeys, type HistoryTarget, versionsPath } from './history-keys';

/** POST /api/documents/{kind}/{id}/versions: names the current state; answers the version it became. */
export async function nameVersion(target: HistoryTarget, name: string) {
  return versionSchema.parse(await api<unknown>(versionsPath(target), { method: 'POST', body: { name } }));
}

/** Names the current state; the list is read again, the new version on top. */
export function useNameVersion(target: HistoryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => nameVersion(target, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.versions(target) }),
  });
}
