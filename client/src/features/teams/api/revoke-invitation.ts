import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** DELETE {fn}/invitations/{id}: the link stops working. */
export function revokeInvitation(id: string) {
  return api<{ success: true }>(`${FN}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Invitation[]>(teamKeys.invitations, (invitations) =>
        invitations?.filter((invitation) => invitation.id !== id),
      ),
  });
}
