/** Query keys of the mind-maps feature. */
export const mindmapKeys = {
  all: ['mindmaps'] as const,
  list: ['mindmaps', 'list'] as const,
  listProgress: (mapId: string) => ['mindmaps', 'list-progress', mapId] as const,
};
