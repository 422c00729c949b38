import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { TODO_LISTS_KEY } from '@client/lib/workspace-items/get-todo-lists';
import { todoKeys } from './todo-keys';

export interface MoveTodoInput {
  id: string;
  /** The list to move to; null for the workspace's unassigned to-dos. */
  listId: string | null;
}

/** PUT {fn}/todoid/{id} {list_id}: moves the to-do, keeping its id, notes and comments. */
export function moveTodoToList({ id, listId }: MoveTodoInput): Promise<unknown> {
  return api<unknown>(`${FN}/todoid/${encodeURIComponent(id)}`, { method: 'PUT', body: { list_id: listId } });
}

export function useMoveTodoToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTodoToList,
    onSettled: (_result, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: TODO_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: todoKeys.todo(id) });
    },
  });
}
