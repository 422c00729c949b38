import { useQuery } from '@tanstack/react-query';
import { todoDetailSchema } from '@shared/api/todos';
import { api, FN } from '@client/lib/api-client';
import { todoKeys } from './todo-keys';

const todoLocation = todoDetailSchema.pick({ id: true, title: true, list_id: true, list_title: true });

/**
 * GET {fn}/todoid/{id}: where a to-do lives (its list, null for the inbox). A 401 or 403 is left to the
 * screen, which says that signing in is needed instead of redirecting.
 */
export async function getTodo(id: string) {
  return todoLocation.parse(
    await api<unknown>(`${FN}/todoid/${encodeURIComponent(id)}`, { allowUnauthorized: true }),
  );
}

export function useTodo(id: string) {
  return useQuery({ queryKey: todoKeys.todo(id), queryFn: () => getTodo(id), retry: false });
}
