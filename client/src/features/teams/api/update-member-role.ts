import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole, TeamMember, WorkspaceSummary } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** PATCH {fn}/team-members/{userId} (owner only). */
export function updateMemberRole({ userId, role }: { userId: string; role: MemberRole }) {
  return api<TeamMember>(`${FN}/team-members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

/**
 * Changes a role; making someone owner also makes the former owner (the caller) an editor, as the server
 * did, so the page stops showing (and asking for) what only an owner may see.
 */
export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: (member) => {
      const handedOver = member.role === 'owner';
      queryClient.setQueryData<TeamMember[]>(teamKeys.members, (members) =>
        members?.map((existing) => {
          if (existing.id === member.id) return member;
          return handedOver && existing.role === 'owner' ? { ...existing, role: 'editor' } : existing;
        }),
      );
      if (handedOver) {
        queryClient.setQueryData<WorkspaceSummary[]>(teamKeys.workspaces, (workspaces) =>
          workspaces?.map((workspace) => (workspace.current ? { ...workspace, role: 'editor' } : workspace)),
        );
        queryClient.removeQueries({ queryKey: teamKeys.invitations });
      }
    },
  });
}
