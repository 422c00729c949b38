import type * as Y from 'yjs';
import {
  addNode,
  getMindmapLayout,
  mindmapRootId,
  moveNodes,
  reparentNode,
  updateMindmapMeta,
  updateNode,
} from '@shared/schema/mindmap';
import { deleteBranch, setAllCollapsed } from '@shared/schema/mindmap-branch';
import type { MapTransform, MindmapView } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { branchOf } from '@shared/schema/mindmap-resolve';
import { placeChildMakingRoom } from '@shared/layout/make-room';
import { placeNewChild, tidyMindmap } from '@shared/layout/tidy-map';
import { nowIso, writtenAt } from '@shared/schema/fields';
import { orderKey, placeLast, rankBetween } from '@shared/schema/sibling-order';
import { relocateIfCrowded } from '@shared/layout/radial-layout';

/**
 * The editor's writes to a map document, each one call (or one transaction) of shared/schema, so one
 * undo step reverts it. They take the view the user is looking at for layout decisions.
 */

/**
 * Adds a child (expanding a collapsed parent) and returns its id: on a free map placed by the radial
 * layout, moving neighbouring branches aside in the same step when the parent is hemmed in; on a tidy
 * map among its siblings where `rank` puts it (last without one), the map re-laid in the same step.
 */
export function addChild(doc: Y.Doc, view: MindmapView, parentId: string, rank?: string): string | null {
  const { moves, place } = placeNewChild(doc, view.nodes, parentId);
  return doc.transact(() => {
    const parent = view.nodes.find((node) => node.id === parentId);
    if (parent?.collapsed) updateNode(doc, parentId, { collapsed: false });
    moveNodes(doc, moves);
    // Put between two siblings (Enter) by its rank, else last by its creation time.
    const last = rank === undefined ? placeLast(view.nodes, parentId) : { createdAt: nowIso(), rank };
    const id = writtenAt(last.createdAt, () =>
      addNode(doc, { parentId, label: '', ...place, ...(last.rank ? { rank: last.rank } : {}) }),
    );
    tidyMindmap(doc);
    return id;
  });
}

/** Adds a node right after `id` among its siblings (below it, or right of it in an org chart); on the root, a child. */
export function addSibling(doc: Y.Doc, view: MindmapView, id: string): string | null {
  const node = view.nodes.find((candidate) => candidate.id === id);
  if (!node) return null;
  if (node.parentId === null) return addChild(doc, view, node.id);
  const siblings = view.nodes.filter((candidate) => candidate.parentId === node.parentId);
  const next = siblings[siblings.indexOf(node) + 1];
  // The root's branches of a mind map take its sides in turns: one put between two would move every
  // later branch to the other side, so a new one goes last, to the side whose turn it is.
  const inTurns = node.parentId === view.rootId && getMindmapLayout(doc) === 'balanced';
  // After the last sibling a new node sorts last by its creation time; between two it needs a rank.
  const rank = next && !inTurns ? rankBetween(orderKey(node), orderKey(next)) : null;
  return addChild(doc, view, node.parentId, rank ?? undefined);
}

/**
 * Renames a node. A node named for the first time was placed with room for a typical name: if its real
 * one runs into a neighbour, it moves to the nearest free spot in the same step.
 */
export function renameNode(doc: Y.Doc, id: string, label: string): boolean {
  const text = label.slice(0, 500);
  const { nodes } = readMindmap(doc);
  const naming = nodes.find((node) => node.id === id)?.label === '' && text.trim() !== '';
  return doc.transact(() => {
    const spot = naming ? relocateIfCrowded(nodes, id, text) : null;
    const renamed = updateNode(doc, id, spot ? { label: text, ...spot } : { label: text });
    tidyMindmap(doc);
    return renamed;
  });
}

export function editNode(
  doc: Y.Doc,
  id: string,
  fields: { label: string; description: string; link: string | null },
): boolean {
  return updateNode(doc, id, {
    label: fields.label.slice(0, 500),
    description: fields.description.slice(0, 20_000),
    link: fields.link,
  });
}

/** Deletes a node with its whole branch; answers how many nodes went (0 for the root). */
export function removeBranch(doc: Y.Doc, id: string): number {
  return doc.transact(() => {
    const removed = deleteBranch(doc, id).length;
    if (removed > 0) tidyMindmap(doc);
    return removed;
  });
}

/** Folds or unfolds a node; a tidy map closes up or makes room in the same step. */
export function setCollapsed(doc: Y.Doc, id: string, collapsed: boolean): boolean {
  return doc.transact(() => {
    const changed = updateNode(doc, id, { collapsed });
    tidyMindmap(doc);
    return changed;
  });
}

/** Collapse all / Expand all: every branch folded or unfolded in one step. */
export function setEveryBranchCollapsed(doc: Y.Doc, collapsed: boolean): number {
  return doc.transact(() => {
    const changed = setAllCollapsed(doc, collapsed);
    if (changed > 0) tidyMindmap(doc);
    return changed;
  });
}

/**
 * Moves a branch under another node in one step, the new parent unfolded: on a free map the branch keeps
 * its shape and lands where a new child of that node would go (neighbours moved aside as for a new
 * child); a tidy map is re-laid with the branch last among its new siblings. False
 * when the move would put a node under itself or its own descendant (see branch-moves.ts).
 */
export function moveBranch(doc: Y.Doc, view: MindmapView, id: string, parentId: string): boolean {
  const branch = new Set(branchOf(new Map(view.nodes.map((node) => [node.id, node.parentId])), id));
  const node = view.nodes.find((candidate) => candidate.id === id);
  if (!node || branch.has(parentId)) return false;
  const rest = view.nodes.filter((candidate) => !branch.has(candidate.id));
  const { moves, place } = placeChildMakingRoom(rest, parentId, undefined, node.label);
  const [dx, dy] = [place.x - node.x, place.y - node.y];
  return doc.transact(() => {
    if (!reparentNode(doc, id, parentId)) return false;
    moveNodes(doc, moves);
    moveNodes(
      doc,
      view.nodes
        .filter((candidate) => branch.has(candidate.id))
        .map((candidate) => ({ id: candidate.id, x: candidate.x + dx, y: candidate.y + dy })),
    );
    updateNode(doc, parentId, { collapsed: false });
    tidyMindmap(doc);
    return true;
  });
}

/**
 * Keeps a dragged node where it was dropped on a free map. A tidy map keeps its places: a node snaps
 * back, and the root takes the whole map with it (re-laid around it in the same step).
 */
export function moveNode(doc: Y.Doc, id: string, x: number, y: number): boolean {
  const layout = getMindmapLayout(doc);
  if (layout === 'free') return updateNode(doc, id, { x, y });
  if (id !== mindmapRootId(doc)) return false;
  return doc.transact(() => {
    const moved = updateNode(doc, id, { x, y });
    tidyMindmap(doc, layout);
    return moved;
  });
}

/** Save Layout: every node's position and the view as the map's default, in one transaction. */
export function saveLayout(doc: Y.Doc, view: MindmapView, transform: MapTransform): void {
  doc.transact(() => {
    moveNodes(
      doc,
      view.nodes.map((node) => ({ id: node.id, x: node.x, y: node.y })),
    );
    updateMindmapMeta(doc, { transform });
  });
}
