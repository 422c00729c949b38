import type { TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';

export interface CanvasCard {
  /** The list's id; null for the workspace's unassigned to-dos. */
  id: string | null;
  title: string;
  /** The label of the map node the list hangs from, when it does. */
  nodeLabel: string | null;
  open: { id: string; title: string }[];
  done: number;
  total: number;
}

export interface CanvasGroup {
  key: string;
  title: string;
  cards: CanvasCard[];
}

export const UNLINKED_GROUP = 'Not on a map';

/**
 * The canvas's columns: one per map that lists hang from (in the order the maps come), then the lists on
 * no map with the unassigned to-dos last. Lists keep the server's order within a column.
 */
export function groupForCanvas(
  lists: readonly TodoListSummary[],
  mapTitles: ReadonlyMap<string, string>,
  nodeLabels: ReadonlyMap<string, string>,
  untitled: string,
  unassigned: string,
): CanvasGroup[] {
  const byMap = new Map<string, CanvasGroup>();
  const unlinked: CanvasGroup = { key: 'unlinked', title: UNLINKED_GROUP, cards: [] };
  for (const list of lists) {
    const card: CanvasCard = {
      id: list.id,
      title: list.id === null ? unassigned : list.title.trim() || untitled,
      nodeLabel: list.node_id ? (nodeLabels.get(list.node_id) ?? null) : null,
      open: list.todos.filter((todo) => !todo.completed).map(({ id, title }) => ({ id, title })),
      done: list.todos.filter((todo) => todo.completed).length,
      total: list.todos.length,
    };
    if (list.id === null || !list.mindmap_id) {
      unlinked.cards.push(card);
      continue;
    }
    let group = byMap.get(list.mindmap_id);
    if (!group) {
      group = {
        key: list.mindmap_id,
        title: mapTitles.get(list.mindmap_id)?.trim() || 'Untitled Map',
        cards: [],
      };
      byMap.set(list.mindmap_id, group);
    }
    group.cards.push(card);
  }
  // The unassigned card closes its column, whatever order the answer had.
  unlinked.cards.sort((a, b) => Number(a.id === null) - Number(b.id === null));
  const groups = [...byMap.values()];
  if (unlinked.cards.length > 0) groups.push(unlinked);
  return groups;
}
