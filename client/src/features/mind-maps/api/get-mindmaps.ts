import { useQuery } from '@tanstack/react-query';
import type { Mindmap } from '@shared/api/mindmaps';
import { api, FN } from '@client/lib/api-client';
import { mindmapKeys } from './mindmap-keys';

/** GET {fn}/mindmaps: the maps of the current workspace, newest first, with their node counts. */
export function getMindmaps(): Promise<Mindmap[]> {
  return api<Mindmap[]>(`${FN}/mindmaps`);
}

export function useMindmaps() {
  return useQuery({ queryKey: mindmapKeys.list, queryFn: getMindmaps });
}
