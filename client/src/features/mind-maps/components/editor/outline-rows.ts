import type { SceneModel } from '../canvas/scene-model';

/**
 * The map's visible nodes as the outline's rows, in reading order (each node, then its branch): flat typed
 * arrays so that a map of 20,000 nodes costs one pass and no object per row. Folded branches' nodes are not
 * rows; their folded node is, with `expanded` 0.
 */
export interface OutlineRows {
  readonly count: number;
  /** The row's node, as an index into the model. */
  readonly node: Int32Array;
  /** aria-level: the root is 1. */
  readonly level: Int32Array;
  /** aria-posinset and aria-setsize: the row's place among its siblings, from 1. */
  readonly posinset: Int32Array;
  readonly setsize: Int32Array;
  /** The parent's row, -1 for the root. */
  readonly parentRow: Int32Array;
  /** 1 expanded, 0 folded, -1 for a node without children (no aria-expanded). */
  readonly expanded: Int8Array;
  /** The row of a node id, for the visible ones. */
  rowOf(id: string): number | undefined;
}

export const NO_ROWS: OutlineRows = {
  count: 0,
  node: new Int32Array(0),
  level: new Int32Array(0),
  posinset: new Int32Array(0),
  setsize: new Int32Array(0),
  parentRow: new Int32Array(0),
  expanded: new Int8Array(0),
  rowOf: () => undefined,
};

/** Flattens the model's visible tree, depth first, siblings in the model's order. */
export function outlineRows(model: SceneModel): OutlineRows {
  if (model.rootIndex < 0) return NO_ROWS;
  const total = model.count;
  const node = new Int32Array(total);
  const level = new Int32Array(total);
  const posinset = new Int32Array(total);
  const setsize = new Int32Array(total);
  const parentRow = new Int32Array(total);
  const expanded = new Int8Array(total);
  const rowByNode = new Int32Array(total).fill(-1);
  // The stack holds node indexes; a node's row is written when it is popped, its parent's row is known then.
  const stack: number[] = [model.rootIndex];
  const place = new Int32Array(total);
  let count = 0;
  while (stack.length > 0) {
    const index = stack.pop() ?? 0;
    if (model.hidden[index]) continue;
    const up = model.parent[index] ?? -1;
    const row = count;
    count += 1;
    rowByNode[index] = row;
    node[row] = index;
    const upRow = up >= 0 ? (rowByNode[up] ?? -1) : -1;
    parentRow[row] = upRow;
    level[row] = upRow >= 0 ? (level[upRow] ?? 0) + 1 : 1;
    posinset[row] = (place[index] ?? 0) + 1;
    setsize[row] = up >= 0 ? (model.children[up]?.length ?? 1) : 1;
    const children = model.children[index] ?? [];
    if (children.length === 0) expanded[row] = -1;
    else expanded[row] = index !== model.rootIndex && model.nodes[index]?.collapsed ? 0 : 1;
    for (let position = children.length - 1; position >= 0; position -= 1) {
      const child = children[position] ?? 0;
      place[child] = position;
      stack.push(child);
    }
  }
  return {
    count,
    node,
    level,
    posinset,
    setsize,
    parentRow,
    expanded,
    rowOf: (id) => {
      const index = model.indexOf.get(id);
      const row = index === undefined ? -1 : (rowByNode[index] ?? -1);
      return row >= 0 ? row : undefined;
    },
  };
}
