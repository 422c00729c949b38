import type { MindmapNode, NodePosition } from '@shared/schema/mindmap-model';
import { movesCreateConflict } from './layout-conflicts';
import { hasCrossingFreeSpot, type Placement, placeChild } from './radial-layout';

/** Room is made in steps of about a node's height and its clearance, up to this many steps. */
const ROOM_STEP = 70;
const ROOM_STEPS = 6;
/**
 * At most this many shifts that open a spot are checked against the whole map and refused (the costly
 * part, tens of milliseconds on a map of 5,000 nodes), so a parent no shift can help costs bounded time.
 */
const CHECKED_SHIFTS = 16;

type Axis = 'x' | 'y';

/** The map with `moves` applied. */
export function withMoves(nodes: readonly MindmapNode[], moves: readonly NodePosition[]): MindmapNode[] {
  const to = new Map(moves.map((move) => [move.id, move]));
  return nodes.map((node) => {
    const move = to.get(node.id);
    return move ? { ...node, x: move.x, y: move.y } : node;
  });
}

function collectSubtree(
  childrenOf: ReadonlyMap<string, MindmapNode[]>,
  node: MindmapNode,
  into: MindmapNode[],
  visited: Set<string>,
): void {
  if (visited.has(node.id)) return;
  visited.add(node.id);
  into.push(node);
  for (const child of childrenOf.get(node.id) ?? []) collectSubtree(childrenOf, child, into, visited);
}

/**
 * The subtrees that give way when `parent` needs room: at each of the first `levels` levels from the
 * parent up, the siblings of the way up that lie beyond the parent's line across `axis` on the `sign`
 * side, each with everything under it, as a tidy tree shifts the subtrees after the one that grows.
 */
function subtreesBeyond(
  byId: ReadonlyMap<string, MindmapNode>,
  childrenOf: ReadonlyMap<string, MindmapNode[]>,
  parent: MindmapNode,
  { axis, sign, levels }: { axis: Axis; sign: 1 | -1; levels: number },
): MindmapNode[] {
  const moving: MindmapNode[] = [];
  const visited = new Set<string>();
  let at: MindmapNode | undefined = parent;
  for (let level = 0; level < levels && at?.parentId && !visited.has(at.id); level += 1) {
    visited.add(at.id);
    for (const sibling of childrenOf.get(at.parentId) ?? []) {
      if (sibling.id !== at.id && sign * (sibling[axis] - parent[axis]) > 0) {
        collectSubtree(childrenOf, sibling, moving, visited);
      }
    }
    at = byId.get(at.parentId);
  }
  return moving;
}

/** A way to make room: these nodes move together, this way (a unit vector), some distance. */
interface Shift {
  moving: MindmapNode[];
  direction: { x: number; y: number };
}

/**
 * The shifts to try, nearest first: the sibling subtrees beyond the parent across its branch's direction
 * (below or above it in a drafted column, then to its sides), one more level up at a time, so far
 * branches move only when moving near ones is not enough; and the parent with its subtree, further out
 * from its own parent, out of a crowded fan.
 */
function shiftsFor(nodes: readonly MindmapNode[], parent: MindmapNode): Shift[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const childrenOf = new Map<string, MindmapNode[]>();
  for (const node of nodes) {
    if (node.parentId !== null) {
      childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
    }
  }
  const grandparent = byId.get(parent.parentId ?? '');
  const out = grandparent ? { x: parent.x - grandparent.x, y: parent.y - grandparent.y } : { x: 1, y: 0 };
  const axes = Math.abs(out.y) > Math.abs(out.x) ? (['x', 'y'] as const) : (['y', 'x'] as const);
  const shifts: Shift[] = [];
  const sizes = new Map<string, number>();
  for (let levels = 1; levels <= byId.size; levels += 1) {
    let grew = false;
    for (const axis of axes) {
      for (const sign of [1, -1] as const) {
        const moving = subtreesBeyond(byId, childrenOf, parent, { axis, sign, levels });
        const side = `${axis}${sign}`;
        if (moving.length === (sizes.get(side) ?? 0)) continue;
        sizes.set(side, moving.length);
        grew = true;
        shifts.push({ moving, direction: { x: axis === 'x' ? sign : 0, y: axis === 'y' ? sign : 0 } });
      }
    }
    if (!grew && levels > 1) break;
  }
  const length = Math.hypot(out.x, out.y);
  if (grandparent && length > 0) {
    const moving: MindmapNode[] = [];
    collectSubtree(childrenOf, parent, moving, new Set());
    shifts.push({ moving, direction: { x: out.x / length, y: out.y / length } });
  }
  return shifts;
}

/**
 * The moves that make room for a new child of `parentId` (labelled `label`, '' while not named yet) when
 * no spot near the parent (hasCrossingFreeSpot) is clear with an edge that crosses nothing: the least
 * shift, in a few steps, that opens such a spot without making two nodes overlap or two edges cross that
 * did not before (nodes move in whole subtrees, so a branch keeps its shape). Empty when there is room
 * already, or when no shift helps (placeChild then takes a spot further out, or the nearest spot clear
 * of nodes). Apply the moves, then place the child on the moved map.
 */
export function roomForChild(nodes: readonly MindmapNode[], parentId: string, label = ''): NodePosition[] {
  const parent = nodes.find((node) => node.id === parentId);
  if (!parent || hasCrossingFreeSpot(nodes, parent, label)) return [];
  const shifts = shiftsFor(nodes, parent);
  let checked = 0;
  for (let step = 1; step <= ROOM_STEPS; step += 1) {
    for (const shift of shifts) {
      const moves = shift.moving.map((node) => ({
        id: node.id,
        x: Math.round(node.x + shift.direction.x * step * ROOM_STEP),
        y: Math.round(node.y + shift.direction.y * step * ROOM_STEP),
      }));
      const after = withMoves(nodes, moves);
      const spotFor = after.find((node) => node.id === parentId) ?? parent;
      if (!hasCrossingFreeSpot(after, spotFor, label)) continue;
      if (!movesCreateConflict(nodes, after, new Set(moves.map((move) => move.id)))) return moves;
      checked += 1;
      if (checked >= CHECKED_SHIFTS) return [];
    }
  }
  return [];
}

/**
 * Where a new child of `parentId` goes, with the moves that make room for it first (none when there is
 * room): what the editor's add child and the server's Expand with AI write, in one transaction.
 */
export function placeChildMakingRoom(
  nodes: readonly MindmapNode[],
  parentId: string,
  random?: () => number,
  label = '',
): { moves: NodePosition[]; place: Placement } {
  const moves = roomForChild(nodes, parentId, label);
  return { moves, place: placeChild(withMoves(nodes, moves), parentId, random, label) };
}
