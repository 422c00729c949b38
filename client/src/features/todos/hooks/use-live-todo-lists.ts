import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '@client/lib/workspace-events';
import { useTodoLists } from '../api/get-todo-lists';
import { todoKeys } from '../api/todo-keys';

/** How often the lists reload while the event stream is down. */
export const LISTS_POLL_MS = 10_000;

/**
 * The workspace's lists (GET {fn}/todo-lists), kept current: reloaded when the event stream says a list's
 * progress changed or when the stream (re)opens, and polled while the stream is down.
 */
export function useLiveTodoLists() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: todoKeys.lists });
  const live = useWorkspaceEvents({
    onEvent: (event) => {
      if (event.type === 'list-progress') reload();
    },
    onOpen: reload,
  });
  return useTodoLists({ refetchInterval: live ? undefined : LISTS_POLL_MS });
}
