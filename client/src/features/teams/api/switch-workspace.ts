import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { restartWorkspaceEvents } from '@client/lib/workspace-events';

/** POST {fn}/workspaces/current: every later call works in that workspace. */
export function switchWorkspace(workspaceId: string) {
  return api<{ success: true }>(`${FN}/workspaces/current`, { method: 'POST', body: { workspaceId } });
}

/**
 * Switches the workspace, then refetches everything, since every answer depends on it, and reconnects the
 * event stream, which carries the events of the workspace it was opened in.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: () => {
      restartWorkspaceEvents();
      return queryClient.invalidateQueries();
    },
  });
}
