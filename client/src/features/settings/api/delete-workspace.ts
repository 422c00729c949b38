import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledWorkspaceDeletion } from '@shared/api/workspace-deletion';
import { api } from '@client/lib/api-client';
import { workspaceDeletionKey } from './get-workspace-deletion';

/**
 * DELETE /api/workspaces/{id} with the typed name: when the deletion will run (scheduled), or null when
 * it was done at once.
 */
export async function deleteWorkspace(input: {
  workspaceId: string;
  confirm: string;
}): Promise<string | null> {
  const answer = await api<unknown>(`/api/workspaces/${input.workspaceId}`, {
    method: 'DELETE',
    body: { confirm: input.confirm },
  });
  const scheduled = scheduledWorkspaceDeletion.safeParse(answer);
  return scheduled.success ? scheduled.data.deletesAt : null;
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: (deletesAt, { workspaceId }) => {
      if (deletesAt) queryClient.setQueryData(workspaceDeletionKey(workspaceId), { deletesAt });
    },
  });
}
