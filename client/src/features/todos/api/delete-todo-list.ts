import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import type { TodoListSummary } from './get-todo-lists';
import { todoKeys } from './todo-keys';

/** DELETE {fn}/todo-lists?id={id}: the list and all its to-dos. */
export function deleteTodoList(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`${FN}/todo-lists?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a list; on success it leaves the cached page at once, before the refetch confirms it. */
export function useDeleteTodoList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodoList,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TodoListSummary[]>(todoKeys.lists, (lists) =>
        lists?.filter((list) => list.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}
