import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';

/** POST {fn}/workspaces/current: every later call works in that workspace. */
export function switchWorkspace(workspaceId: string) {
  return api<{ success: true }>(`${FN}/workspaces/current`, { method: 'POST', body: { workspaceId } });
}

/** Switches the workspace, then refetches everything, since every answer depends on it. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
