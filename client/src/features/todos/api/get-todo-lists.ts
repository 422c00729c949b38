import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { todoItemSchema, todoListSchema } from '@shared/api/todo-lists';
import { api, FN } from '@client/lib/api-client';
import { todoKeys } from './todo-keys';

/** What the screens read of a list: the contract's list, its to-dos cut to what a tile or card shows. */
const listSummary = todoListSchema
  .pick({ id: true, title: true, description: true, mindmap_id: true, node_id: true, created_at: true })
  .extend({ todos: z.array(todoItemSchema.pick({ id: true, title: true, completed: true })) });
export type TodoListSummary = z.infer<typeof listSummary>;

const listsAnswer = z.array(listSummary);

/** GET {fn}/todo-lists: the workspace's lists in server order, the unassigned group (id null) last. */
export async function getTodoLists(): Promise<TodoListSummary[]> {
  return listsAnswer.parse(await api<unknown>(`${FN}/todo-lists`));
}

export function useTodoLists(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: todoKeys.lists,
    queryFn: getTodoLists,
    refetchInterval: options.refetchInterval,
  });
}
