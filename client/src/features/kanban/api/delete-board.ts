import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardSummary } from '@shared/api/kanban';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';
import { kanbanKeys } from './kanban-keys';

/** DELETE {fn}/boards?id={id}. */
export function deleteBoard(id: string): Promise<unknown> {
  return api<unknown>(`${FN}/boards?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a board; it leaves every cached list at once, before the refetch confirms it. */
export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<BoardSummary[]>({ queryKey: kanbanKeys.all }, (boards) =>
        Array.isArray(boards) ? boards.filter((board) => board.id !== id) : boards,
      );
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}
