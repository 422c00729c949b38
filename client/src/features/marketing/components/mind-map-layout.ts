import type { SampleBranch } from '../data/sample-maps';

export const BRANCH_TONES = ['indigo', 'teal', 'amber', 'pink', 'violet'] as const;
export type BranchTone = (typeof BRANCH_TONES)[number];

export interface LaidOutNode {
  id: string;
  label: string;
  depth: number;
  parentId: string | null;
  tone: BranchTone;
  /** Centre of the node in percent of the canvas width and height. */
  x: number;
  y: number;
}

/** Horizontal position of each depth, in percent: the map grows from the root on the left. */
const COLUMN_X = [15, 48, 81];
const TOP = 9;
const BOTTOM = 91;

function countLeaves(branch: SampleBranch): number {
  return branch.children?.length ? branch.children.reduce((sum, child) => sum + countLeaves(child), 0) : 1;
}

/**
 * Lays a sample tree out left to right: leaves evenly spaced top to bottom, each parent centred on its
 * children. Returns the nodes in depth-first order, the order in which the demo "types" them.
 */
export function layoutMap(root: SampleBranch): LaidOutNode[] {
  const leaves = countLeaves(root);
  const step = (BOTTOM - TOP) / leaves;
  const nodes: LaidOutNode[] = [];
  let nextLeaf = 0;

  function place(
    branch: SampleBranch,
    depth: number,
    parentId: string | null,
    path: string,
    tone: BranchTone,
  ) {
    const node: LaidOutNode = {
      id: path,
      label: branch.label,
      depth,
      parentId,
      tone,
      x: COLUMN_X[Math.min(depth, COLUMN_X.length - 1)] ?? 50,
      y: 50,
    };
    nodes.push(node);
    const children = branch.children ?? [];
    if (children.length === 0) {
      node.y = TOP + step * (nextLeaf + 0.5);
      nextLeaf += 1;
      return node.y;
    }
    const childYs = children.map((child, index) =>
      place(
        child,
        depth + 1,
        path,
        `${path}.${index}`,
        depth === 0 ? (BRANCH_TONES[index % BRANCH_TONES.length] ?? tone) : tone,
      ),
    );
    node.y = childYs.reduce((sum, y) => sum + y, 0) / childYs.length;
    return node.y;
  }

  place(root, 0, null, 'n0', 'indigo');
  return nodes;
}

/** A horizontal S-curve from a parent's centre to a child's centre (in the 0–100 edge space). */
export function edgePath(from: LaidOutNode, to: LaidOutNode): string {
  const middle = (from.x + to.x) / 2;
  return `M ${from.x} ${from.y} C ${middle} ${from.y}, ${middle} ${to.y}, ${to.x} ${to.y}`;
}
