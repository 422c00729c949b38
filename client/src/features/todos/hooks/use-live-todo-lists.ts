import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '@client/lib/workspace-events';
import { TODO_LISTS_KEY, useTodoLists } from '@client/lib/workspace-items/get-todo-lists';

/** How often the lists reload while the event stream is down. */
export const LISTS_POLL_MS = 10_000;

/**
 * The workspace's lists (GET {fn}/todo-lists), kept current: reloaded when the event stream says a list's
 * progress changed or when the stream (re)opens, and polled while the stream is down.
 */
export function useLiveTodoLists() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: TODO_LISTS_KEY });
  const live = useWorkspaceEvents({
    onEvent: (event) => {
      if (event.type === 'list-progress') reload();
    },
    onOpen: reload,
  });
  return useTodoLists({ refetchInterval: live ? undefined : LISTS_POLL_MS });
}
