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
