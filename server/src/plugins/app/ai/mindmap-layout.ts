import type { MindmapNode } from '@shared/schema/mindmap-model';
import type { BranchDraft, LeafDraft } from './drafts';

/**
 * Where generated map nodes go. A drafted map grows as a tree to the right of its root: each level a
 * column, each leaf its own row, and each branch placed below the previous one as it streams in, so no two
 * nodes ever share a place however many arrive.
 */
export const COLUMN_GAP = 300;
export const ROW_GAP = 90;

export interface PlacedNode {
  label: string;
  description: string;
  x: number;
  y: number;
  children: PlacedNode[];
}

type DraftNode = BranchDraft | BranchDraft['children'][number] | LeafDraft;

const childrenOf = (node: DraftNode): DraftNode[] => ('children' in node ? node.children : []);
/** Rows a node takes: one per leaf under it. */
const rowsOf = (node: DraftNode): number =>
  Math.max(
    1,
    childrenOf(node).reduce((sum, child) => sum + rowsOf(child), 0),
  );

export function createTreeLayout(root: { x: number; y: number }) {
  // Rows start above the root, so a drafted map sits around it rather than entirely below.
  let nextRow = root.y - ROW_GAP * 2;
  function place(node: DraftNode, depth: number, top: number): PlacedNode {
    let row = top;
    const children = childrenOf(node).map((child) => {
      const placed = place(child, depth + 1, row);
      row += rowsOf(child) * ROW_GAP;
      return placed;
    });
    return {
      label: node.label,
      description: node.description,
      x: root.x + COLUMN_GAP * depth,
      y: top + ((rowsOf(node) - 1) * ROW_GAP) / 2,
      children,
    };
  }
  return {
    /** The positions of one more top-level branch and everything under it. */
    placeBranch(branch: BranchDraft): PlacedNode {
      const placed = place(branch, 1, nextRow);
      nextRow += rowsOf(branch) * ROW_GAP;
      return placed;
    },
  };
}

/**
 * A free place for one more child of `parent`: a column to its right, below its last child, moved down
 * past any node already there.
 */
export function placeChild(parent: MindmapNode, nodes: readonly MindmapNode[]): { x: number; y: number } {
  const x = parent.x + COLUMN_GAP;
  const siblings = nodes.filter((node) => node.parentId === parent.id);
  let y = siblings.length ? Math.max(...siblings.map((node) => node.y)) + ROW_GAP : parent.y;
  const taken = (at: number) =>
    nodes.some((node) => Math.abs(node.x - x) < COLUMN_GAP * 0.8 && Math.abs(node.y - at) < ROW_GAP * 0.8);
  for (let tries = 0; taken(y) && tries < 500; tries += 1) y += ROW_GAP;
  return { x, y };
}
