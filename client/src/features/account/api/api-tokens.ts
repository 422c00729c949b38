import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiToken,
  createdToken,
  type ApiToken,
  type CreateTokenBody,
  type CreatedToken,
} from '@shared/api/tokens';
import { workspaceSummary } from '@shared/api/teams';
import { api } from '@client/lib/api-client';

const tokenKeys = { list: ['api-tokens'] as const, workspaces: ['api-tokens', 'workspaces'] as const };

/** GET /api/tokens: the account's personal API tokens (never their secrets). */
export function useApiTokens() {
  return useQuery({
    queryKey: tokenKeys.list,
    queryFn: async () => z.array(apiToken).parse(await api('/api/tokens')),
  });
}

/** GET /api/workspaces: where a new token may act. */
export function useTokenWorkspaces() {
  return useQuery({
    queryKey: tokenKeys.workspaces,
    queryFn: async () => z.array(workspaceSummary).parse(await api('/api/workspaces')),
  });
}

/** POST /api/tokens: the answer holds the secret, shown once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTokenBody): Promise<CreatedToken> =>
      createdToken.parse(await api('/api/tokens', { method: 'POST', body })),
    onSuccess: ({ token }) =>
      queryClient.setQueryData<ApiToken[]>(tokenKeys.list, (tokens) => [token, ...(tokens ?? [])]),
  });
}

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: true }>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiToken[]>(tokenKeys.list, (tokens) =>
        tokens?.filter((token) => token.id !== id),
      ),
  });
}
