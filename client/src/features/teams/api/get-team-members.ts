import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** GET {fn}/team-members: the members of the current workspace. */
export function getTeamMembers() {
  return api<TeamMember[]>(`${FN}/team-members`);
}

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.members, queryFn: getTeamMembers });
}
