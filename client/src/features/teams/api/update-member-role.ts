import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole, TeamMember } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

/** PATCH {fn}/team-members/{userId} (owner only). */
export function updateMemberRole({ userId, role }: { userId: string; role: MemberRole }) {
  return api<TeamMember>(`${FN}/team-members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: (member) => {
      queryClient.setQueryData<TeamMember[]>(teamKeys.members, (members) =>
        members?.map((existing) => (existing.id === member.id ? member : existing)),
      );
    },
  });
}
