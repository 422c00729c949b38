import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Usage } from '@shared/api/auth';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import { todoKeys } from './todo-keys';

/** On this page the title is trimmed, and a blank one blocks creation without a message (spec). */
export const createTodoListInput = z.object({ title: z.string().trim().min(1), description: z.string() });
export type CreateTodoListInput = z.infer<typeof createTodoListInput>;

/** POST {fn}/todo-lists {title, description} → 201 {id}; 403 {error:'Todo list limit reached'}. */
export function createTodoList(input: CreateTodoListInput): Promise<{ id?: string }> {
  return api<{ id?: string }>(`${FN}/todo-lists`, { method: 'POST', body: input });
}

export function useCreateTodoList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodoList,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}

/** Whether the plan's list limit is used up, asked fresh; a failed check lets creation go ahead (spec). */
export async function todoListLimitReached(queryClient: QueryClient): Promise<boolean> {
  try {
    const usage = await queryClient.fetchQuery({
      queryKey: sessionKeys.usage,
      queryFn: () => api<Usage>(`${FN}/usage`),
      staleTime: 0,
    });
    return usage.todoLists >= usage.limits.todoLists;
  } catch {
    return false;
  }
}
