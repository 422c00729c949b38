import type { BoardCard } from '@shared/schema/board';

/** Where a card's mind map opens, and the map's title. */
export interface MapLink {
  title: string;
  /** The map editor's route, at the card's node when the card has one there. */
  to: string;
}

/** A node holding the link to a to-do list: the list's place in a map. */
export interface ListNode {
  mapId: string;
  nodeId: string;
}

/**
 * The link of a card's mind map: null without one, or when the map is not among `mapTitles` (not loaded
 * yet, or deleted). The card's node is the node of that map linking the card's to-do list, if any.
 */
export function cardMapLink(
  card: Pick<BoardCard, 'mindmapId' | 'todoListId'>,
  mapTitles: ReadonlyMap<string, string>,
  listNodes: ReadonlyMap<string, ListNode>,
): MapLink | null {
  if (card.mindmapId === null) return null;
  const title = mapTitles.get(card.mindmapId);
  if (title === undefined) return null;
  const node = card.todoListId === null ? undefined : listNodes.get(card.todoListId);
  const at = node?.mapId === card.mindmapId ? `?node=${encodeURIComponent(node.nodeId)}` : '';
  return { title, to: `/maps/${card.mindmapId}${at}` };
}
