/** Query keys of the mind-maps feature (the maps list's is MINDMAPS_KEY, lib/workspace-items/get-mindmaps). */
export const mindmapKeys = {
  listProgress: (mapId: string) => ['mindmaps', 'list-progress', mapId] as const,
};
