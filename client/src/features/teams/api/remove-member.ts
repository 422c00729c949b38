import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { enterWorkspace } from './enter-workspace';
import { teamKeys } from './team-keys';

/** DELETE {fn}/team-members/{userId}: the owner removes a member, or a member removes themself (leaves). */
export function removeMember(userId: string) {
  return api<{ success: true }>(`${FN}/team-members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}

/** Leaves the current workspace; the server moves the user back to a workspace of their own. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => enterWorkspace(queryClient) });
}
