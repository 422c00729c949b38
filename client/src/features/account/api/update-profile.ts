import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/api/auth';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';

export interface ProfileChanges {
  name?: string;
  nickname?: string;
  given_name?: string;
  family_name?: string;
}

/** PATCH {fn}/me: only the name fields are writable. */
export function updateProfile(changes: ProfileChanges) {
  return api<{ user: SessionUser }>(`${FN}/me`, { method: 'PATCH', body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me, user),
  });
}
