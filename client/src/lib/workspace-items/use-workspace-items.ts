import { useQueries, useQuery } from '@tanstack/react-query';
import { ITEM_SOURCES, workspaceItemKeys, type ItemSource } from './item-sources';

const itemsQuery = (source: ItemSource) => ({
  queryKey: workspaceItemKeys.list(source.kind),
  queryFn: source.list,
});

/** The current workspace's items of one kind. */
export function useWorkspaceItems(source: ItemSource) {
  return useQuery(itemsQuery(source));
}

/** Every kind's items, requested at once (one query per source, in ITEM_SOURCES order). */
export function useAllWorkspaceItems() {
  return useQueries({ queries: ITEM_SOURCES.map(itemsQuery) });
}
