/**
 * A tidy tree (after Reingold and Tilford): each subtree is laid out once, then pushed beside its earlier
 * siblings as close as the outlines of the two allow, level by level, and the parent centred over its
 * first and last child. Depth runs along one axis, siblings along the other ("across"); this module
 * places nodes across only, the caller places the levels.
 *
 * An outline keeps, for every level of a subtree, its lowest and highest extent across. Merging two
 * outlines costs the depth of the shallower one, and the deeper one's arrays are kept, so laying out a
 * tree costs time linear in its size whatever its shape.
 */

export interface TidyInput {
  /** Each node's children, in order, as indexes. */
  children: readonly (readonly number[])[];
  /** How far each node reaches across below and above its anchor (low ≤ 0 ≤ high). */
  low: ArrayLike<number>;
  high: ArrayLike<number>;
  /** The least room between two nodes of one level. */
  gap: number;
  /** The least room between the branches of the root (their whole subtrees); `gap` when left out. */
  branchGap?: number;
}

/**
 * An outline whose arrays run from the deepest level to the subtree's own, so a parent is pushed at the
 * end; a stored value plus `shift` is the extent in the frame where the subtree's first node sits at 0.
 */
interface Outline {
  low: number[];
  high: number[];
  shift: number;
}

/** Visits `root`'s tree breadth first: every node after its parent. */
export function breadthFirst(children: readonly (readonly number[])[], root: number): number[] {
  const order = [root];
  for (let index = 0; index < order.length; index += 1) {
    for (const child of children[order[index] ?? 0] ?? []) order.push(child);
  }
  return order;
}

/** Places `next` after `placed` (both in their own frames); answers where `next`'s root lands. */
function mergeOutlines(placed: Outline, next: Outline, gap: number): { offset: number; merged: Outline } {
  const [a, b] = [placed.low.length, next.low.length];
  const common = Math.min(a, b);
  let offset = -Infinity;
  for (let level = 1; level <= common; level += 1) {
    const reach = (placed.high[a - level] ?? 0) + placed.shift - (next.low[b - level] ?? 0) - next.shift;
    offset = Math.max(offset, reach + gap);
  }
  if (a >= b) {
    for (let level = 1; level <= common; level += 1) {
      placed.high[a - level] = (next.high[b - level] ?? 0) + next.shift + offset - placed.shift;
    }
    return { offset, merged: placed };
  }
  const shift = next.shift + offset;
  for (let level = 1; level <= common; level += 1) {
    next.low[b - level] = (placed.low[a - level] ?? 0) + placed.shift - shift;
  }
  next.shift = shift;
  return { offset, merged: next };
}

/**
 * Where each node of `root`'s tree sits across, the root at 0 (NaN for nodes outside the tree): siblings
 * in the order given, no two nodes of one level closer than `gap`, whole subtrees kept apart.
 */
export function tidyAcross(input: TidyInput, root: number): Float64Array {
  const { children, low, high, gap } = input;
  const branchGap = input.branchGap ?? gap;
  const order = breadthFirst(children, root);
  const relative = new Float64Array(children.length);
  const outlines: (Outline | null)[] = new Array<Outline | null>(children.length).fill(null);
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const node = order[index] ?? 0;
    const kids = children[node] ?? [];
    let outline: Outline = { low: [], high: [], shift: 0 };
    let last = 0;
    kids.forEach((kid, position) => {
      const own = outlines[kid] ?? { low: [], high: [], shift: 0 };
      outlines[kid] = null;
      if (position === 0) {
        outline = own;
        relative[kid] = 0;
        return;
      }
      const { offset, merged } = mergeOutlines(outline, own, node === root ? branchGap : gap);
      outline = merged;
      relative[kid] = offset;
      last = offset;
    });
    // The parent goes midway between its first and last child.
    const middle = last / 2;
    for (const kid of kids) relative[kid] = (relative[kid] ?? 0) - middle;
    outline.shift -= middle;
    outline.low.push((low[node] ?? 0) - outline.shift);
    outline.high.push((high[node] ?? 0) - outline.shift);
    outlines[node] = outline;
  }
  const across = new Float64Array(children.length).fill(Number.NaN);
  across[root] = 0;
  for (const node of order) {
    for (const kid of children[node] ?? []) across[kid] = (across[node] ?? 0) + (relative[kid] ?? 0);
  }
  return across;
}
