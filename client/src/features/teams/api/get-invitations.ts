import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** GET {fn}/invitations: the pending invitations of the current workspace (owner only). */
export function getInvitations() {
  return api<Invitation[]>(`${FN}/invitations`);
}

export function useInvitations() {
  return useQuery({ queryKey: teamKeys.invitations, queryFn: getInvitations });
}
