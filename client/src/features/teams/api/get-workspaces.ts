import { useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** GET {fn}/workspaces: every workspace the user belongs to, the current one flagged. */
export function getWorkspaces() {
  return api<WorkspaceSummary[]>(`${FN}/workspaces`);
}

export function useWorkspaces() {
  return useQuery({ queryKey: teamKeys.workspaces, queryFn: getWorkspaces, staleTime: 60_000 });
}
