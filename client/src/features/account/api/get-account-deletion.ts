import { useQuery } from '@tanstack/react-query';
import { accountDeletion, type AccountDeletion } from '@shared/api/account-deletion';
import { api, ApiError } from '@client/lib/api-client';

/** The cache key of the account's scheduled deletion and what it would delete. */
export const accountDeletionKey = ['account-deletion'] as const;

/** GET /api/me/deletion: when the account's deletion runs (or null), and the workspaces it concerns. */
export async function getAccountDeletion(): Promise<AccountDeletion> {
  return accountDeletion.parse(await api<unknown>('/api/me/deletion'));
}

export function useAccountDeletion() {
  return useQuery({
    queryKey: accountDeletionKey,
    queryFn: getAccountDeletion,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
