import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { todoItemSchema, todoListSchema } from '@shared/api/todo-lists';
import { api, FN } from '../api-client';

/** What the screens read of a list: the contract's list, its to-dos cut to what a tile or card shows. */
const listSummary = todoListSchema
  .omit({ todos: true })
  .extend({ todos: z.array(todoItemSchema.pick({ id: true, title: true, completed: true })) });
export type TodoListSummary = z.infer<typeof listSummary>;

const listsAnswer = z.array(listSummary);

/** The to-do lists' query key: creating or deleting a list or a to-do reloads it. */
export const TODO_LISTS_KEY = ['todo-lists', 'list'] as const;

/** GET {fn}/todo-lists: the workspace's lists in server order, the unassigned group (id null) last. */
export async function getTodoLists(): Promise<TodoListSummary[]> {
  return listsAnswer.parse(await api<unknown>(`${FN}/todo-lists`));
}

/** The one query of the to-do lists; a screen that reads part of it adds its own `select`. */
export function todoListsQuery() {
  return { queryKey: TODO_LISTS_KEY, queryFn: getTodoLists };
}

export function useTodoLists(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...todoListsQuery(), refetchInterval: options.refetchInterval });
}
