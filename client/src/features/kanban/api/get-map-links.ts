import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BoardCard } from '@shared/schema/board';
import type { Mindmap } from '@shared/api/mindmaps';
import { mindmapsQuery } from '@client/lib/workspace-items/get-mindmaps';
import { type TodoListSummary, todoListsQuery } from '@client/lib/workspace-items/get-todo-lists';
import { cardMapLink, type ListNode, type MapLink } from '../utils/map-link';

const STALE_MS = 30_000;
const NO_TITLES: ReadonlyMap<string, string> = new Map();
const NO_NODES: ReadonlyMap<string, ListNode> = new Map();

const titlesOf = (maps: readonly Mindmap[]): ReadonlyMap<string, string> =>
  new Map(maps.map((map) => [map.id, map.title.trim() || 'Untitled']));

const nodesOf = (lists: readonly TodoListSummary[]): ReadonlyMap<string, ListNode> =>
  new Map(
    lists.flatMap((list) =>
      list.id !== null && list.mindmap_id !== null && list.node_id !== null
        ? [[list.id, { mapId: list.mindmap_id, nodeId: list.node_id }] as const]
        : [],
    ),
  );

/**
 * The mind-map link of any card, from the workspace's maps and lists (one request each, shared with the
 * other screens' caches): `maps` when some card links a map, `nodes` when one of those also has a to-do
 * list, whose node the map opens at. The function stays the same object while the answers do.
 */
export function useMapLinks(wanted: {
  maps: boolean;
  nodes: boolean;
}): (card: Pick<BoardCard, 'mindmapId' | 'todoListId'>) => MapLink | null {
  const maps = useQuery({ ...mindmapsQuery(), select: titlesOf, enabled: wanted.maps, staleTime: STALE_MS });
  const lists = useQuery({
    ...todoListsQuery(),
    select: nodesOf,
    enabled: wanted.maps && wanted.nodes,
    staleTime: STALE_MS,
  });
  const titles = maps.data ?? NO_TITLES;
  const nodes = lists.data ?? NO_NODES;
  return useCallback((card) => cardMapLink(card, titles, nodes), [titles, nodes]);
}
