/** Query keys of the to-dos feature (the lists' is TODO_LISTS_KEY, lib/workspace-items/get-todo-lists). */
export const todoKeys = {
  todo: (id: string) => ['todo', id] as const,
  nodeLabels: (mapId: string) => ['todo-lists', 'node-labels', mapId] as const,
  linkedCards: (listId: string) => ['todo-lists', 'linked-cards', listId] as const,
};
