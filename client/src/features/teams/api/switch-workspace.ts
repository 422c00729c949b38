import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { enterWorkspace } from './enter-workspace';

/** POST {fn}/workspaces/current: every later call works in that workspace. */
export function switchWorkspace(workspaceId: string) {
  return api<{ success: true }>(`${FN}/workspaces/current`, { method: 'POST', body: { workspaceId } });
}

/** Switches the workspace, then reads everything again, since every answer depends on it (enterWorkspace). */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: switchWorkspace, onSuccess: () => enterWorkspace(queryClient) });
}
