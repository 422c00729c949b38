import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UserStatus, Usage } from '@shared/api/auth';
import { api, ApiError, FN } from './api-client';
import { closeWorkspaceEvents } from './workspace-events';

export const sessionKeys = {
  me: ['me'] as const,
  status: ['user-status'] as const,
  usage: ['usage'] as const,
};

/** The signed-in user, or null for a visitor. Never redirects: public pages use it too. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionKeys.me,
    queryFn: async () => {
      try {
        const { user } = await api<{ user: SessionUser }>(`${FN}/me`, { allowUnauthorized: true });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/**
 * The signed-in user on a page behind the access gate, which only renders its pages once the session is
 * known; anywhere else use `useSession`.
 */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser is only for pages behind the access gate');
  return user;
}

export function useUserStatus(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.status,
    queryFn: async () => (await api<{ data: UserStatus }>(`${FN}/user-status`)).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useUsage(enabled = true) {
  return useQuery({ queryKey: sessionKeys.usage, queryFn: () => api<Usage>(`${FN}/usage`), enabled });
}

/** Signs out: ends the server session, clears session storage and every cached query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: true }>(`${FN}/logout`, { method: 'POST', allowUnauthorized: true }),
    onSettled: () => {
      // Live documents were opened as the previous user, and their local copies are theirs.
      void import('./collab/collab-runtime').then((collab) =>
        collab.resetCollaboration({ forgetLocalCopies: true }),
      );
      closeWorkspaceEvents();
      sessionStorage.clear();
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me, null);
    },
  });
}

/** Forgets the cached session after the server answered 401, so that no page keeps showing its data. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    closeWorkspaceEvents();
    queryClient.clear();
    queryClient.setQueryData(sessionKeys.me, null);
  }, [queryClient]);
}
