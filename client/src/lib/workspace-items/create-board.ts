import type { z } from 'zod';
import type { createBoardBody } from '@shared/api/kanban';
import { api, FN } from '../api-client';

export type CreateBoardInput = Omit<z.input<typeof createBoardBody>, 'prompt'>;

/** POST {fn}/boards {title, description} → {id}: a board with the New, In-Progress and Done lanes. */
export function createBoard(input: CreateBoardInput): Promise<{ id?: string }> {
  return api(`${FN}/boards`, { method: 'POST', body: input });
}
