import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '@shared/api/account-deletion';
import { api } from '@client/lib/api-client';
import { accountDeletionKey } from './get-account-deletion';

/** POST /api/me/cancel-deletion: the account stays. */
export async function cancelAccountDeletion(): Promise<void> {
  await api<unknown>('/api/me/cancel-deletion', { method: 'POST' });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () => {
      queryClient.setQueryData<AccountDeletion>(accountDeletionKey, (kept) =>
        kept ? { ...kept, deletesAt: null } : kept,
      );
    },
  });
}
