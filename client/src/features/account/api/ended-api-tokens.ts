import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endedTokensResponse } from '@shared/api/tokens';
import { api } from '@client/lib/api-client';

const endedKey = ['api-tokens', 'ended'] as const;

/** GET /api/tokens/ended: the tokens password resets ended, until dismissed (or 30 days old). */
export function useEndedApiTokens() {
  return useQuery({
    queryKey: endedKey,
    queryFn: async () => endedTokensResponse.parse(await api('/api/tokens/ended')).endedTokens,
  });
}

/** DELETE /api/tokens/ended: the owner has read the list; it is not shown again. */
export function useDismissEndedApiTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: true }>('/api/tokens/ended', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(endedKey, []),
  });
}
