import { useQueries, useQuery } from '@tanstack/react-query';
import { ITEM_SOURCES, type ItemSource, type ListedItem, type WorkspaceItem } from './item-sources';

/** The items one can open: the to-do lists' unassigned group (id null) is not one. */
const openable = (items: readonly ListedItem[]) =>
  items.filter((item): item is WorkspaceItem => item.id !== null);

const itemsQuery = (source: ItemSource) => ({ ...source.listQuery(), select: openable });

/** The current workspace's items of one kind. */
export function useWorkspaceItems(source: ItemSource) {
  return useQuery(itemsQuery(source));
}

/** Every kind's items, requested at once (one query per source, in ITEM_SOURCES order). */
export function useAllWorkspaceItems() {
  return useQueries({ queries: ITEM_SOURCES.map(itemsQuery) });
}
