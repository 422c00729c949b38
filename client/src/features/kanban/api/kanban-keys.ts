/** Query keys of the Kanban feature. */
export const kanbanKeys = {
  all: ['boards'] as const,
  list: (today: string) => ['boards', 'list', today] as const,
  linkOptions: ['boards', 'link-options'] as const,
};
