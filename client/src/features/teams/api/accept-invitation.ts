import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { enterWorkspace } from './enter-workspace';

/** POST {fn}/invitations/accept: joins the workspace, which becomes the current one. */
export function acceptInvitation(token: string) {
  return api<{ workspaceId: string }>(`${FN}/invitations/accept`, { method: 'POST', body: { token } });
}

/** Accepts, then reads everything of the new current workspace again (enterWorkspace). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => enterWorkspace(queryClient) });
}
