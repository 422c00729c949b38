import type * as Y from 'yjs';
import { getMindmapLayout, moveNodes, setMindmapLayout } from '@shared/schema/mindmap';
import type { MindmapLayout, MindmapNode, NodePosition } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { placeChildMakingRoom } from './make-room';
import { LABEL_CHAR_WIDTH, LABEL_GAP, LABEL_LINE_HEIGHT, NODE_RADIUS } from './node-metrics';
import { shownLabelLength } from './node-footprint';
import { SIDE_GAP, labelSideOf } from './label-place';
import { breadthFirst, tidyAcross } from './tidy-tree';

/** The layouts that place every node themselves. */
export type TidyLayout = Exclude<MindmapLayout, 'free'>;

/** Room between two nodes of one level: rows of a map growing sideways, columns of an org chart. */
const ROW_GAP = 14;
const ORG_GAP = 24;
/**
 * A level of a sideways map is at least MIN_COLUMN from the last, and a column gap from its parents'
 * labels (the room its edges fan out in). Labels beside the circles keep their size when zoomed out while
 * the columns close up, so they get more room, and rows a little more than a circle's height.
 */
const MIN_COLUMN = 200;
const COLUMN_GAP = 70;
/**
 * A map with labels beside its circles: rows, columns, and the room between the root's branches, which
 * keeps a column of the root's children apart enough to be labelled when a phone fits a whole map.
 */
const BESIDE_GAPS = { row: 20, column: 140, branch: 60 };
/** The levels of an org chart: a circle with its label, and room for the edges between. */
const ORG_LEVEL = 120;

/**
 * What a node reaches above and below its centre: its circle, and its label under it (an org chart's
 * nodes and a sideways map's root) or beside it (label-place.ts), which a circle is taller than.
 */
const ABOVE = NODE_RADIUS;
const BELOW = NODE_RADIUS + LABEL_GAP + LABEL_LINE_HEIGHT;
const BESIDE = Math.max(NODE_RADIUS, LABEL_LINE_HEIGHT / 2);

interface Tree {
  nodes: readonly MindmapNode[];
  children: number[][];
  root: number;
  /** Its label's width. */
  label: Float64Array;
  /** Half a node's width with its label under it: its circle or its label, whichever is wider. */
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
  const label = Float64Array.from(nodes, (node) => shownLabelLength(node.label) * LABEL_CHAR_WIDTH);
  const half = label.map((width) => Math.max(NODE_RADIUS, width / 2));
  return { nodes, children, root, label, half };
}

/**
 * How far each level of a sideways map is from the root: past the labels of the level before (the root's
 * under it, the others' beside their circles, away from the root, or under them) by the room its edges
 * fan out in.
 */
function columns(tree: Tree, order: readonly number[], depth: Int32Array, beside: boolean): number[] {
  const outer: number[] = [];
  const inner: number[] = [];
  for (const node of order) {
    const level = depth[node] ?? 0;
    const half = tree.half[node] ?? 0;
    const reach = beside && level > 0 ? NODE_RADIUS + SIDE_GAP + (tree.label[node] ?? 0) : half;
    outer[level] = Math.max(outer[level] ?? 0, reach);
    inner[level] = Math.max(inner[level] ?? 0, beside ? NODE_RADIUS : half);
  }
  const at = [0];
  for (let level = 1; level < outer.length; level += 1) {
    const step = (outer[level - 1] ?? 0) + (beside ? BESIDE_GAPS.column : COLUMN_GAP) + (inner[level] ?? 0);
    at.push((at[level - 1] ?? 0) + Math.max(MIN_COLUMN, step));
  }
  return at;
}

function depths(children: readonly (readonly number[])[], order: readonly number[]): Int32Array {
  const depth = new Int32Array(children.length);
  for (const node of order) for (const kid of children[node] ?? []) depth[kid] = (depth[node] ?? 0) + 1;
  return depth;
}

/**
 * Lays out one side of a sideways map: `children` with the root's children of that side only, with room
 * for labels beside the circles, or under them (a free map laid out once by Tidy up draws them there).
 */
function sideways(
  tree: Tree,
  children: number[][],
  direction: 1 | -1,
  beside: boolean,
  into: Map<number, [number, number]>,
) {
  const low = new Float64Array(children.length).fill(beside ? -BESIDE : -ABOVE);
  const high = new Float64Array(children.length).fill(beside ? BESIDE : BELOW);
  low[tree.root] = -ABOVE;
  high[tree.root] = BELOW;
  const gap = beside ? BESIDE_GAPS.row : ROW_GAP;
  const branchGap = beside ? BESIDE_GAPS.branch : ROW_GAP;
  const across = tidyAcross({ children, low, high, gap, branchGap }, tree.root);
  const order = breadthFirst(children, tree.root);
  const depth = depths(children, order);
  const at = columns(tree, order, depth, beside);
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
 * resolved map (readMindmap): siblings come in the order they were made. Room is left for the labels
 * where a map of layout `drawnAs` draws them (label-place.ts): a free map Tidy up lays out keeps them under.
 */
export function tidyPositions(
  nodes: readonly MindmapNode[],
  layout: TidyLayout,
  drawnAs: MindmapLayout = layout,
): NodePosition[] {
  const tree = visibleTree(nodes);
  if (!tree) return [];
  const beside = labelSideOf(drawnAs, false, 1) !== 'below';
  const offsets = new Map<number, [number, number]>();
  if (layout === 'org') orgChart(tree, offsets);
  else if (layout === 'logical') sideways(tree, tree.children, 1, beside, offsets);
  else {
    const rootChildren = tree.children[tree.root] ?? [];
    for (const side of [0, 1]) {
      const children = tree.children.slice();
      children[tree.root] = rootChildren.filter((_, index) => index % 2 === side);
      sideways(tree, children, side === 0 ? 1 : -1, beside, offsets);
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
 * Re-lays the map by `layout` (its own by default), with room for labels where a `drawnAs` map draws
 * them, writing only the positions that change, in the caller's transaction or one of its own; a free
 * map is left as it is. Answers how many nodes moved.
 */
export function tidyMindmap(
  doc: Y.Doc,
  layout: MindmapLayout = getMindmapLayout(doc),
  drawnAs: MindmapLayout = layout,
): number {
  if (layout === 'free') return 0;
  const { nodes } = readMindmap(doc);
  const moves = changed(nodes, tidyPositions(nodes, layout, drawnAs));
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
  return doc.transact(() => tidyMindmap(doc, layout === 'free' ? 'balanced' : layout, layout));
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
