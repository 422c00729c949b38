import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { TODO_LISTS_KEY, type TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';

/** DELETE {fn}/todoid/{id}. */
export function deleteTodo(id: string): Promise<unknown> {
  return api<unknown>(`${FN}/todoid/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a to-do shown on the list page; it leaves its group at once, and a group left empty (the
 * unassigned one) goes with it.
 */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodo,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TodoListSummary[]>(TODO_LISTS_KEY, (lists) =>
        lists
          ?.map((list) => ({ ...list, todos: list.todos.filter((todo) => todo.id !== id) }))
          .filter((list) => list.id !== null || list.todos.length > 0),
      );
      void queryClient.invalidateQueries({ queryKey: TODO_LISTS_KEY });
    },
  });
}
