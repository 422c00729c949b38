import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapNodeSchema, mindmapSchema } from '@shared/api/mindmaps';
import { api, FN } from '@client/lib/api-client';
import { todoKeys } from './todo-keys';

const mapTitles = z.array(mindmapSchema.pick({ id: true, title: true }));
const nodeLabels = z.array(mapNodeSchema.pick({ id: true, label: true }));

/** GET {fn}/mindmaps, read for the maps' titles only. */
export function useMapTitles() {
  return useQuery({
    queryKey: todoKeys.mapTitles,
    queryFn: async () => mapTitles.parse(await api<unknown>(`${FN}/mindmaps`)),
    staleTime: 60_000,
  });
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
