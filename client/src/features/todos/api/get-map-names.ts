import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Mindmap, mapNodeSchema } from '@shared/api/mindmaps';
import { api, FN } from '@client/lib/api-client';
import { mindmapsQuery } from '@client/lib/workspace-items/get-mindmaps';
import { todoKeys } from './todo-keys';

const nodeLabels = z.array(mapNodeSchema.pick({ id: true, label: true }));

const titlesById = (maps: Mindmap[]): ReadonlyMap<string, string> =>
  new Map(maps.map((map) => [map.id, map.title]));

/** The maps' titles by id, read from the maps list's query. */
export function useMapTitles() {
  return useQuery({ ...mindmapsQuery(), select: titlesById, staleTime: 60_000 });
}

/** GET {fn}/nodes?mindmapId= for each map, read for the labels of the nodes lists hang from. */
export function useNodeLabels(mapIds: readonly string[]): ReadonlyMap<string, string> {
  const results = useQueries({
    queries: mapIds.map((mapId) => ({
      queryKey: todoKeys.nodeLabels(mapId),
      queryFn: async () =>
        nodeLabels.parse(await api<unknown>(`${FN}/nodes?mindmapId=${encodeURIComponent(mapId)}`)),
      staleTime: 60_000,
    })),
  });
  const labels = new Map<string, string>();
  for (const result of results) for (const node of result.data ?? []) labels.set(node.id, node.label);
  return labels;
}
