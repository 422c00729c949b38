import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type BoardSummary, boardSummarySchema } from '@shared/api/kanban';
import { localDateString } from '@shared/schema/board';
import { api, FN } from '@client/lib/api-client';
import { kanbanKeys } from './kanban-keys';

const boardsAnswer = z.union([
  z.array(boardSummarySchema),
  z.object({ boards: z.array(boardSummarySchema) }),
]);

/**
 * GET {fn}/boards?today=YYYY-MM-DD: every board of the workspace with its Not Done and Past Due counts.
 * Past due depends on the reader's calendar, so the reader's local date goes with the request.
 */
export async function getBoards(today: string): Promise<BoardSummary[]> {
  const body = boardsAnswer.parse(await api<unknown>(`${FN}/boards?today=${today}`));
  return Array.isArray(body) ? body : body.boards;
}

export function useBoards() {
  const today = localDateString(new Date());
  return useQuery({ queryKey: kanbanKeys.list(today), queryFn: () => getBoards(today) });
}
