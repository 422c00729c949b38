import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** POST {fn}/invitations/accept: joins the workspace, which becomes the current one. */
export function acceptInvitation(token: string) {
  return api<{ workspaceId: string }>(`${FN}/invitations/accept`, { method: 'POST', body: { token } });
}

/** Accepts, then refetches everything of the new current workspace (not the spent invitation). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== teamKeys.preview('')[0] }),
  });
}
