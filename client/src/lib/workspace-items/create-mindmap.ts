import type { z } from 'zod';
import type { createMindmapBody } from '@shared/api/mindmaps';
import { api, FN } from '../api-client';

export type CreateMindmapInput = z.input<typeof createMindmapBody>['data'];

/** POST {fn}/mindmaps {data: {title, description}} → {id}. */
export function createMindmap(input: CreateMindmapInput): Promise<{ id?: string }> {
  return api(`${FN}/mindmaps`, { method: 'POST', body: { data: input } });
}
