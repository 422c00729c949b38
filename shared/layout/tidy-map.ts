import type * as Y from 'yjs';
import { getMindmapLayout, moveNodes, setMindmapLayout } from '@shared/schema/mindmap';
import type { MindmapLayout, MindmapNode, NodePosition } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { placeChildMakingRoom } from './make-room';
import { LABEL_GAP, LABEL_LINE_HEIGHT, NODE_RADIUS } from './node-metrics';
import { nodeBox } from './node-footprint';
import { breadthFirst, tidyAcross } from './tidy-tree';

/** The layouts that place every node themselves. */
export type TidyLayout = Exclude<MindmapLayout, 'free'>;

/** Room between two nodes of one level: rows of a map growing sideways, columns of an org chart. */
const ROW_GAP = 14;
const ORG_GAP = 24;
/** A level of a sideways map is at least this far from the last, and its labels this far apart. */
const MIN_COLUMN = 200;
const COLUMN_GAP = 70;
/** The levels of an org chart: a circle with its label, and room for the edges between. */
const ORG_LEVEL = 120;

/** What a node reaches above and below its centre: its circle, and its label under it. */
const ABOVE = NODE_RADIUS;
const BELOW = NODE_RADIUS + LABEL_GAP + LABEL_LINE_HEIGHT;

interface Tree {
  nodes: readonly MindmapNode[];
  children: number[][];
  root: number;
  /** Half a node's width: its circle or its label, whichever is wider. */
  half: Float64Array;
}

/** The tree the canvas shows: a collapsed node's children are left out (and left where they are). */
function visibleTree(nodes: readonly MindmapNode[]): Tree | null {
  const indexOf = new Map(nodes.map((node, index) => [node.id, index]));
  const children: number[][] = nodes.map(() => []);
  let root = -1;
  nodes.forEach((node, index) => {
    const parent = node.parentId === null ? undefined : indexOf.get(node.parentId);
    if (node.parentId === null) root = index;
    else if (parent !== undefined && !nodes[parent]?.collapsed) children[parent]?.push(index);
  });
  if (root < 0) return null;
  const half = Float64Array.from(nodes, (node) => {
    const box = nodeBox(0, 0, node.label);
    return (box.right - box.left) / 2;
  });
  return { nodes, children, root, half };
}

/** How far each level of a sideways map is from the root: wide enough for its widest labels. */
function columns(tree: Tree, order: readonly number[], depth: Int32Array): number[] {
  const widest: number[] = [];
  for (const node of order) {
    const level = depth[node] ?? 0;
    widest[level] = Math.max(widest[level] ?? 0, tree.half[node] ?? 0);
  }
  const at = [0];
  for (let level = 1; level < widest.length; level += 1) {
    const step = (widest[level - 1] ?? 0) + (widest[level] ?? 0) + COLUMN_GAP;
    at.push((at[level - 1] ?? 0) + Math.max(MIN_COLUMN, step));
  }
  return at;
}

function depths(children: readonly (readonly number[])[], order: readonly number[]): Int32Array {
  const depth = new Int32Array(children.length);
  for (const node of order) for (const kid of children[node] ?? []) depth[kid] = (depth[node] ?? 0) + 1;
  return depth;
}

/** Lays out one side of a sideways map: `children` with the root's children of that side only. */
function sideways(tree: Tree, children: number[][], direction: 1 | -1, into: Map<number, [number, number]>) {
  const low = new Float64Array(children.length).fill(-ABOVE);
  const high = new Float64Array(children.length).fill(BELOW);
  const across = tidyAcross({ children, low, high, gap: ROW_GAP }, tree.root);
  const order = breadthFirst(children, tree.root);
  const depth = depths(children, order);
  const at = columns(tree, order, depth);
  for (const node of order) {
    into.set(node, [direction * (at[depth[node] ?? 0] ?? 0), across[node] ?? 0]);
  }
}

function orgChart(tree: Tree, into: Map<number, [number, number]>) {
  const low = Float64Array.from(tree.half, (half) => -half);
  const across = tidyAcross({ children: tree.children, low, high: tree.half, gap: ORG_GAP }, tree.root);
  const order = breadthFirst(tree.children, tree.root);
  const depth = depths(tree.children, order);
  for (const node of order) into.set(node, [across[node] ?? 0, (depth[node] ?? 0) * ORG_LEVEL]);
}

/**
 * Where `layout` puts every node the canvas shows, the root staying where it is: 'logical' grows to the
 * right, 'org' downwards, 'balanced' puts the root's children in turns to its right and its left (so a
 * branch never changes sides as others are added), each side in order from the top. `nodes` is a
 * resolved map (readMindmap): siblings come in the order they were made.
 */
export function tidyPositions(nodes: readonly MindmapNode[], layout: TidyLayout): NodePosition[] {
  const tree = visibleTree(nodes);
  if (!tree) return [];
  const offsets = new Map<number, [number, number]>();
  if (layout === 'org') orgChart(tree, offsets);
  else if (layout === 'logical') sideways(tree, tree.children, 1, offsets);
  else {
    const rootChildren = tree.children[tree.root] ?? [];
    for (const side of [0, 1]) {
      const children = tree.children.slice();
      children[tree.root] = rootChildren.filter((_, index) => index % 2 === side);
      sideways(tree, children, side === 0 ? 1 : -1, offsets);
    }
  }
  const root = tree.nodes[tree.root];
  if (!root) return [];
  return [...offsets].map(([index, [dx, dy]]) => ({
    id: tree.nodes[index]?.id ?? '',
    x: Math.round(root.x + dx),
    y: Math.round(root.y + dy),
  }));
}

/** The positions among `positions` that differ from where `nodes` are. */
function changed(nodes: readonly MindmapNode[], positions: readonly NodePosition[]): NodePosition[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return positions.filter(({ id, x, y }) => {
    const node = byId.get(id);
    return node !== undefined && (node.x !== x || node.y !== y);
  });
}

/**
 * Re-lays the map by `layout` (its own by default), writing only the positions that change, in the
 * caller's transaction or one of its own; a free map is left as it is. Answers how many nodes moved.
 */
export function tidyMindmap(doc: Y.Doc, layout: MindmapLayout = getMindmapLayout(doc)): number {
  if (layout === 'free') return 0;
  const { nodes } = readMindmap(doc);
  const moves = changed(nodes, tidyPositions(nodes, layout));
  return moves.length > 0 ? moveNodes(doc, moves) : 0;
}

/** Gives the map a layout and lays it out so, in one transaction (one undo step, one update for peers). */
export function applyMindmapLayout(doc: Y.Doc, layout: MindmapLayout): void {
  doc.transact(() => {
    setMindmapLayout(doc, layout);
    tidyMindmap(doc, layout);
  });
}

/** Tidy up: a free map is laid out once as a balanced map (and stays free); a tidy map by its layout. */
export function tidyUpMindmap(doc: Y.Doc): number {
  const layout = getMindmapLayout(doc);
  return doc.transact(() => tidyMindmap(doc, layout === 'free' ? 'balanced' : layout));
}

/**
 * Where a new child of `parentId` goes, with the moves that make room for it: on a tidy map, at its
 * parent for now (tidyMindmap, in the same transaction, gives it its place); on a free map, the
 * contract's radial placement (make-room.ts).
 */
export function placeNewChild(
  doc: Y.Doc,
  nodes: readonly MindmapNode[],
  parentId: string,
  label = '',
): { moves: NodePosition[]; place: { x: number; y: number } } {
  if (getMindmapLayout(doc) === 'free') return placeChildMakingRoom(nodes, parentId, undefined, label);
  const parent = nodes.find((node) => node.id === parentId);
  return { moves: [], place: { x: parent?.x ?? 0, y: parent?.y ?? 0 } };
}
