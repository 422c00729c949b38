import { type LabelSide, labelSideOf } from '@shared/layout/label-place';
import type { MindmapLayout, MindmapNode, MindmapView } from '@shared/schema/mindmap-model';
import { CELL_SIZE, SpatialGrid } from './spatial-grid';
import type { Bounds } from './viewport';

/** How many branch colours the palette has; first-level branches take them in turn. */
export const BRANCH_COLOURS = 8;

/**
 * The map laid out for drawing: flat typed arrays indexed by node, built once per document change, so
 * drawing a frame touches no objects and no Y.Map. Index order is the view's order (root first).
 */
export interface SceneModel {
  readonly view: MindmapView;
  readonly layout: MindmapLayout;
  readonly count: number;
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  readonly nodes: readonly MindmapNode[];
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** Parent index, -1 for the root. */
  readonly parent: Int32Array;
  readonly depth: Uint16Array;
  /** Colour index of the first-level branch a node belongs to; the root's is BRANCH_COLOURS. */
  readonly branch: Uint8Array;
  /** 1 for nodes with a link (drawn with a link mark). */
  readonly linked: Uint8Array;
  /** 1 for nodes inside a collapsed branch (not drawn). */
  readonly hidden: Uint8Array;
  /** For a collapsed node, how many nodes it hides. */
  readonly hiddenBelow: Int32Array;
  /** Where each node's label sits by its circle (label-place.ts). */
  readonly labelSide: readonly LabelSide[];
  readonly children: readonly (readonly number[])[];
  /** Visible nodes by depth, shallow first: labels are handed out in this order. */
  readonly byDepth: Int32Array;
  /** Visible nodes whose edge to their parent spans more than a grid cell; always tested for culling. */
  readonly longEdges: readonly number[];
  readonly rootIndex: number;
  readonly bounds: Bounds;
  readonly grid: SpatialGrid;
}

export function buildSceneModel(view: MindmapView, layout: MindmapLayout = 'free'): SceneModel {
  const nodes = view.nodes;
  const count = nodes.length;
  const ids = nodes.map((node) => node.id);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  const parent = new Int32Array(count).fill(-1);
  const linked = new Uint8Array(count);
  const children: number[][] = Array.from({ length: count }, () => []);
  nodes.forEach((node, index) => {
    xs[index] = node.x;
    ys[index] = node.y;
    if (node.link !== null) linked[index] = 1;
    const parentIndex = node.parentId === null ? -1 : (indexOf.get(node.parentId) ?? -1);
    parent[index] = parentIndex;
    if (parentIndex >= 0) children[parentIndex]?.push(index);
  });
  const rootIndex = view.rootId === null ? -1 : (indexOf.get(view.rootId) ?? -1);

  const depth = new Uint16Array(count);
  const branch = new Uint8Array(count).fill(BRANCH_COLOURS);
  // Unreached until the walk from the root says otherwise.
  const hidden = new Uint8Array(count).fill(1);
  const hiddenBelow = new Int32Array(count);
  const order: number[] = [];
  if (rootIndex >= 0) {
    // Breadth first from the root: the resolved tree has no cycles, so every node is reached once.
    order.push(rootIndex);
    hidden[rootIndex] = 0;
    (children[rootIndex] ?? []).forEach((child, position) => {
      branch[child] = position % BRANCH_COLOURS;
    });
    for (let head = 0; head < order.length; head += 1) {
      const index = order[head] ?? 0;
      const folded = hidden[index] === 1 || (nodes[index]?.collapsed === true && index !== rootIndex);
      for (const child of children[index] ?? []) {
        depth[child] = Math.min(65_535, (depth[index] ?? 0) + 1);
        if (index !== rootIndex) branch[child] = branch[index] ?? BRANCH_COLOURS;
        hidden[child] = folded ? 1 : 0;
        order.push(child);
      }
    }
    // Descendant counts, deepest first; a collapsed node (never the root, whose children stay shown)
    // hides all of its descendants.
    const descendants = new Int32Array(count);
    for (let position = order.length - 1; position > 0; position -= 1) {
      const index = order[position] ?? 0;
      const up = parent[index] ?? -1;
      if (up >= 0) descendants[up] = (descendants[up] ?? 0) + 1 + (descendants[index] ?? 0);
    }
    for (const index of order) {
      if (index !== rootIndex && nodes[index]?.collapsed) hiddenBelow[index] = descendants[index] ?? 0;
    }
  }

  const visibleOrder = order.filter((index) => hidden[index] === 0);
  const bounds: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const longEdges: number[] = [];
  for (const index of visibleOrder) {
    const x = xs[index] ?? 0;
    const y = ys[index] ?? 0;
    bounds.minX = Math.min(bounds.minX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.maxY = Math.max(bounds.maxY, y);
    const up = parent[index] ?? -1;
    if (up >= 0) {
      const span = Math.max(Math.abs(x - (xs[up] ?? 0)), Math.abs(y - (ys[up] ?? 0)));
      if (span > CELL_SIZE) longEdges.push(index);
    }
  }
  if (visibleOrder.length === 0) Object.assign(bounds, { minX: 0, minY: 0, maxX: 0, maxY: 0 });

  const rootX = rootIndex >= 0 ? (xs[rootIndex] ?? 0) : 0;
  const labelSide = Array.from(xs, (x, index) => labelSideOf(layout, index === rootIndex, x - rootX));

  return {
    view,
    layout,
    count,
    ids,
    indexOf,
    nodes,
    xs,
    ys,
    parent,
    depth,
    branch,
    linked,
    hidden,
    hiddenBelow,
    labelSide,
    children,
    byDepth: Int32Array.from(visibleOrder),
    longEdges,
    rootIndex,
    bounds,
    grid: new SpatialGrid(xs, ys, (index) => hidden[index] === 0),
  };
}
