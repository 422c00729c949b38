import { useQuery } from '@tanstack/react-query';
import { workspaceDeletion, type WorkspaceDeletion } from '@shared/api/workspace-deletion';
import { api, ApiError } from '@client/lib/api-client';

/** The cache key of a workspace's scheduled deletion. */
export const workspaceDeletionKey = (workspaceId: string) => ['workspace-deletion', workspaceId] as const;

/** GET /api/workspaces/{id}/deletion: when the workspace's deletion runs, or null (owner only). */
export async function getWorkspaceDeletion(workspaceId: string): Promise<WorkspaceDeletion> {
  return workspaceDeletion.parse(await api<unknown>(`/api/workspaces/${workspaceId}/deletion`));
}

export function useWorkspaceDeletion(workspaceId: string) {
  return useQuery({
    queryKey: workspaceDeletionKey(workspaceId),
    queryFn: () => getWorkspaceDeletion(workspaceId),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
