import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UserStatus, Usage } from '@shared/api/auth';
import { api, FN } from './api-client';
import { deviceUser } from './device-user';
import { closeWorkspaceEvents } from './workspace-events';

export const sessionKeys = {
  me: ['me'] as const,
  status: ['user-status'] as const,
  usage: ['usage'] as const,
};

/** GET {fn}/me as a query: the signed-in user, or null for a visitor. */
export const sessionQuery = {
  queryKey: sessionKeys.me,
  queryFn: async () => {
    // A visitor gets { user: null } (GET /me is public), so nothing is logged as a failed request.
    const { user } = await api<{ user: SessionUser | null }>(`${FN}/me`, { allowUnauthorized: true });
    return user;
  },
  staleTime: 60_000,
  // Back from offline the session is checked again, however fresh it looked: it may have run out meanwhile,
  // and the access gate then asks for sign-in.
  refetchOnReconnect: 'always' as const,
};

/** The signed-in user, or null for a visitor. Never redirects: public pages use it too. */
export function useSession() {
  const query = useQuery(sessionQuery);
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

/**
 * The signed-in user's id on a page behind the access gate. Before the session is known (a map drawn
 * from the device copy while the gate checks), the device's user, whose copies are the ones open.
 */
export function useUserId(): string {
  const { user } = useSession();
  return user?.sub ?? deviceUser() ?? '';
}

export function useUserStatus(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.status,
    // Asked alongside GET /me (AccessGate): a visitor's 401 here must not redirect on its own; the gate
    // sends a visitor to /login with the page to come back to.
    queryFn: async () =>
      (await api<{ data: UserStatus }>(`${FN}/user-status`, { allowUnauthorized: true })).data,
    enabled,
    staleTime: 60_000,
    refetchOnReconnect: 'always',
  });
}

export function useUsage(enabled = true) {
  return useQuery({ queryKey: sessionKeys.usage, queryFn: () => api<Usage>(`${FN}/usage`), enabled });
}

/** Forgets the cached session after the server answered 401, so that no page keeps showing its data. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    closeWorkspaceEvents();
    // Every other answer goes; the session query stays and now names no user, so the pages watching it (the
    // access gate first) see the change at once. Clearing it too would leave them watching a query no longer
    // in the cache.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
    queryClient.setQueryData(sessionKeys.me, null);
  }, [queryClient]);
}
