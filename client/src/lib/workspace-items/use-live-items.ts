import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '../workspace-events';
import type { ItemSource } from './item-sources';

/**
 * Keeps a kind's list current while a page shows it: reloaded when the workspace's event stream says one
 * of its items changed (renamed in another browser, through any server), and when the stream (re)opens,
 * as a change may have passed while it was down.
 */
export function useLiveItems(source: ItemSource): void {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: source.listKey });
  useWorkspaceEvents({
    onEvent: (event) => {
      if (event.type === 'item-changed' && event.kind === source.kind) reload();
    },
    onOpen: reload,
  });
}
