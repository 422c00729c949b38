import type { z } from 'zod';
import type { createTodoListBody } from '@shared/api/todo-lists';
import { api, FN } from '../api-client';

export type CreateTodoListInput = z.input<typeof createTodoListBody>;

/**
 * POST {fn}/todo-lists {title, description} → {id}. With a map node (nodeId, mindmapId) the server also
 * sets the node's linkedTodoListId in the map document, so an open editor sees the link arrive live.
 */
export function createTodoList(input: CreateTodoListInput): Promise<{ id?: string }> {
  return api(`${FN}/todo-lists`, { method: 'POST', body: input });
}
