import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Mindmap, mindmapSchema } from '@shared/api/mindmaps';
import { api, FN } from '../api-client';

const mindmapsAnswer = z.array(mindmapSchema);

/** The maps list's query key: creating or deleting a map reloads it. */
export const MINDMAPS_KEY = ['mindmaps', 'list'] as const;

/** GET {fn}/mindmaps: the maps of the current workspace, newest first, with their node counts. */
export async function getMindmaps(): Promise<Mindmap[]> {
  return mindmapsAnswer.parse(await api<unknown>(`${FN}/mindmaps`));
}

/** The one query of the maps list; a screen that reads part of it adds its own `select`. */
export function mindmapsQuery() {
  return { queryKey: MINDMAPS_KEY, queryFn: getMindmaps };
}

export function useMindmaps() {
  return useQuery(mindmapsQuery());
}
