import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type BoardSummary, boardSummarySchema } from '@shared/api/kanban';
import { localDateString } from '@shared/dates';
import { api, FN } from '../api-client';

const boardsAnswer = z.array(boardSummarySchema);

/** The start of every boards list's query key (one per reader's date): creating or deleting a board reloads them. */
export const BOARDS_KEY = ['boards', 'list'] as const;

/**
 * GET {fn}/boards?today=YYYY-MM-DD: every board of the workspace with its Not Done and Past Due counts.
 * Past due depends on the reader's calendar, so the reader's local date goes with the request.
 */
export async function getBoards(today: string): Promise<BoardSummary[]> {
  return boardsAnswer.parse(await api<unknown>(`${FN}/boards?today=${today}`));
}

/** The one query of the boards list, for today's date; a screen that reads part of it adds its own `select`. */
export function boardsQuery() {
  const today = localDateString(new Date());
  return { queryKey: [...BOARDS_KEY, today] as const, queryFn: () => getBoards(today) };
}

export function useBoards() {
  return useQuery(boardsQuery());
}
