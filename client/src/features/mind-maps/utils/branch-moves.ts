import type { MindmapNode } from '@shared/schema/mindmap-model';
import { isAncestorOrSelf } from '@shared/schema/mindmap-resolve';

type Linked = Pick<MindmapNode, 'id' | 'parentId'>;

/**
 * Whether the branch of `id` may move under `parentId`: not the root, not under itself or anything in its
 * own branch (a node can never become its own ancestor), and not where it already is.
 */
export function canMoveUnder(nodes: readonly Linked[], id: string, parentId: string): boolean {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const current = parents.get(id);
  if (current === undefined || current === null || !parents.has(parentId)) return false;
  if (current === parentId) return false;
  return !isAncestorOrSelf(parents, id, parentId);
}

/** The nodes the branch of `id` may move under, in the map's order (for the Move to… picker). */
export function moveTargets<T extends Linked>(nodes: readonly T[], id: string): T[] {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const current = parents.get(id);
  if (current === undefined || current === null) return [];
  return nodes.filter((node) => node.id !== current && !isAncestorOrSelf(parents, id, node.id));
}
