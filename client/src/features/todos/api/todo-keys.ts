/** Query keys of the to-dos feature. */
export const todoKeys = {
  all: ['todo-lists'] as const,
  lists: ['todo-lists', 'list'] as const,
  todo: (id: string) => ['todo', id] as const,
  mapTitles: ['todo-lists', 'map-titles'] as const,
  nodeLabels: (mapId: string) => ['todo-lists', 'node-labels', mapId] as const,
};
