import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

export type InvitableRole = Invitation['role'];

/** POST {fn}/invitations: e-mails a link and returns it, so the owner can also share it by hand. */
export function createInvitation(body: { email: string; role: InvitableRole }) {
  return api<{ invitation: Invitation; inviteUrl: string }>(`${FN}/invitations`, { method: 'POST', body });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations }),
  });
}
