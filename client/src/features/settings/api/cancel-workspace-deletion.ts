import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { workspaceDeletionKey } from './get-workspace-deletion';

/** POST /api/workspaces/{id}/cancel-deletion: the workspace stays. */
export async function cancelWorkspaceDeletion(workspaceId: string): Promise<void> {
  await api<unknown>(`/api/workspaces/${workspaceId}/cancel-deletion`, { method: 'POST' });
}

export function useCancelWorkspaceDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWorkspaceDeletion,
    onSuccess: (_answer, workspaceId) => {
      queryClient.setQueryData(workspaceDeletionKey(workspaceId), { deletesAt: null });
    },
  });
}
