import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledAccountDeletion, type AccountDeletion } from '@shared/api/account-deletion';
import { api } from '@client/lib/api-client';
import { accountDeletionKey } from './get-account-deletion';

/**
 * DELETE /api/me with the current password (and the confirmation that owned workspaces others use go
 * too): when the deletion will run (scheduled), or null when it was done at once.
 */
export async function deleteAccount(input: {
  password: string;
  deleteOwnedWorkspaces: boolean;
}): Promise<string | null> {
  const answer = await api<unknown>('/api/me', { method: 'DELETE', body: input });
  const scheduled = scheduledAccountDeletion.safeParse(answer);
  return scheduled.success ? scheduled.data.deletesAt : null;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (deletesAt) => {
      if (!deletesAt) return;
      queryClient.setQueryData<AccountDeletion>(accountDeletionKey, (kept) =>
        kept ? { ...kept, deletesAt } : kept,
      );
    },
  });
}
