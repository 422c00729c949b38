import type { MindmapNode } from '@shared/schema/mindmap-model';
import { type Box, type Point, boxesOverlap, edgePolyline, nodeBox, polylinesCross } from './node-footprint';

/** A node's footprint or an edge, as the canvas draws them. */
interface Item {
  key: string;
  ends: readonly string[];
  box: Box;
  points: Point[] | null;
  /** The root's child the item belongs to: edges of different branches may cross. */
  branch: string;
}

/** Grid cells this wide index the items, so a check looks only at what is near. */
const CELL = 240;

function edgeBounds(from: Point, to: Point): Box {
  // The drawn S-curve stays within the box of its two ends.
  return {
    left: Math.min(from.x, to.x),
    top: Math.min(from.y, to.y),
    right: Math.max(from.x, to.x),
    bottom: Math.max(from.y, to.y),
  };
}

/** The root's child each node descends from (the root, and a node of a broken chain, its own id). */
function branches(byId: ReadonlyMap<string, MindmapNode>): Map<string, string> {
  const found = new Map<string, string>();
  const branchOf = (node: MindmapNode, depth: number): string => {
    const known = found.get(node.id);
    if (known) return known;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    const branch =
      !parent || parent.parentId === null || depth > byId.size ? node.id : branchOf(parent, depth + 1);
    found.set(node.id, branch);
    return branch;
  };
  for (const node of byId.values()) branchOf(node, 0);
  return found;
}

function itemsOf(nodes: readonly MindmapNode[]): Map<string, Item> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const branchOf = branches(byId);
  const items = new Map<string, Item>();
  for (const node of nodes) {
    const branch = branchOf.get(node.id) ?? node.id;
    items.set(`n:${node.id}`, {
      key: `n:${node.id}`,
      ends: [node.id],
      box: nodeBox(node.x, node.y, node.label),
      points: null,
      branch,
    });
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) {
      items.set(`e:${node.id}`, {
        key: `e:${node.id}`,
        ends: [parent.id, node.id],
        box: edgeBounds(parent, node),
        points: edgePolyline(parent, node),
        branch,
      });
    }
  }
  return items;
}

/**
 * Whether two items meet: footprints overlap, or edges of one branch cross. An edge brushing a node is
 * let be (in a tall drafted column the edges to far leaves already run close by their neighbours, and
 * stretching them by a row would refuse every shift), and so are edges of two branches crossing: a
 * branch's children drawn between the root's edges would otherwise refuse every shift of the branches
 * beside them.
 */
function meet(a: Item, b: Item): boolean {
  if (a.ends.some((end) => b.ends.includes(end)) || !boxesOverlap(a.box, b.box)) return false;
  if (a.points && b.points) return a.branch === b.branch && polylinesCross(a.points, b.points);
  return !a.points && !b.points;
}

/** The grid cells a box covers, as numbers (two cells may share one: that only adds a candidate). */
function cellsOf(box: Box): number[] {
  const cells: number[] = [];
  for (let x = Math.floor(box.left / CELL); x <= Math.floor(box.right / CELL); x += 1) {
    for (let y = Math.floor(box.top / CELL); y <= Math.floor(box.bottom / CELL); y += 1) {
      cells.push(x * 1_000_003 + y);
    }
  }
  return cells;
}

/**
 * Whether moving the nodes in `moved` (from `before` to `after`) makes two things meet that did not:
 * footprints or edges. Only pairs that a move can change are looked at (one of them touches a moved
 * node, and not both are carried along by the same shift), through a grid, so the work follows what
 * moved and what is near it.
 */
export function movesCreateConflict(
  before: readonly MindmapNode[],
  after: readonly MindmapNode[],
  moved: ReadonlySet<string>,
): boolean {
  const items = [...itemsOf(after).values()];
  const grid = new Map<number, number[]>();
  items.forEach((item, index) => {
    for (const cell of cellsOf(item.box)) {
      const bucket = grid.get(cell);
      if (bucket) bucket.push(index);
      else grid.set(cell, [index]);
    }
  });
  const carried = items.map((item) => item.ends.every((end) => moved.has(end)));
  // The last item each one was compared with, so an item met in several cells is compared once.
  const lastSeen = new Int32Array(items.length).fill(-1);
  let old: Map<string, Item> | null = null;
  for (const [index, item] of items.entries()) {
    if (!item.ends.some((end) => moved.has(end))) continue;
    for (const cell of cellsOf(item.box)) {
      for (const otherIndex of grid.get(cell) ?? []) {
        if (otherIndex === index || lastSeen[otherIndex] === index) continue;
        lastSeen[otherIndex] = index;
        const other = items[otherIndex];
        if (!other || (carried[index] && carried[otherIndex]) || !meet(item, other)) continue;
        old ??= itemsOf(before);
        const was = [old.get(item.key), old.get(other.key)];
        if (!was[0] || !was[1] || !meet(was[0], was[1])) return true;
      }
    }
  }
  return false;
}
