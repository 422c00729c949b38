import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import { kanbanKeys } from './kanban-keys';

export const createBoardInput = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  description: z.string(),
});
export type CreateBoardInput = z.infer<typeof createBoardInput>;

/** POST {fn}/boards {title, description} → {id}; 403 {error: 'Kanban board limit reached'}. */
export function createBoard(input: CreateBoardInput): Promise<{ id?: string }> {
  return api<{ id?: string }>(`${FN}/boards`, { method: 'POST', body: input });
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}
