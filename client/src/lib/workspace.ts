import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { teamMember, workspaceSummary, type MemberRole, type TeamMember } from '@shared/api/teams';
import { api, FN } from './api-client';

/** The cache keys the teams feature uses for the same answers, so both read one copy. */
const workspaceKeys = {
  workspaces: ['workspaces'] as const,
  members: ['team-members'] as const,
};

const workspacesAnswer = z.array(workspaceSummary);
const membersAnswer = z.array(teamMember);

/** The current workspace of the signed-in user: its id and the user's role there (null while unknown). */
export function useCurrentWorkspace(): { id: string | null; role: MemberRole | null; isError: boolean } {
  const query = useQuery({
    queryKey: workspaceKeys.workspaces,
    queryFn: async () => workspacesAnswer.parse(await api<unknown>(`${FN}/workspaces`)),
    staleTime: 60_000,
  });
  const current = query.data?.find((workspace) => workspace.current) ?? null;
  return { id: current?.id ?? null, role: current?.role ?? null, isError: query.isError };
}

/** GET {fn}/team-members: who can be assigned or mentioned in the current workspace. */
export function useWorkspaceMembers(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.members,
    queryFn: async (): Promise<TeamMember[]> => membersAnswer.parse(await api<unknown>(`${FN}/team-members`)),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A member's shown name (their name, else their address) by user id, null for no one or someone not (or no
 * longer) a member; the function stays the same object while the members do, so memoised rows skip drawing.
 */
export function useMemberName(): (id: string | null) => string | null {
  const members = useWorkspaceMembers();
  const names = useMemo(
    () => new Map((members.data ?? []).map((member) => [member.id, member.name || member.email])),
    [members.data],
  );
  return useCallback((id: string | null) => (id === null ? null : (names.get(id) ?? null)), [names]);
}
