import { boxesOverlap, edgePolyline, nodeBox, polylinesCross } from '@shared/layout/node-footprint';
import { labelSideOf } from '@shared/layout/label-place';
import type { MindmapLayout, MindmapNode } from '@shared/schema/mindmap-model';

/**
 * The time limit of a seeded sweep that only computes: on a loaded machine (a whole suite on two cores) it
 * may take several times its usual one to three seconds.
 */
export const CPU_BOUND = { timeout: 30_000 };

/** A small seeded generator, so a failing map can be built again. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Pairs of nodes whose footprints (circle and label, where `layout` puts it) overlap, by label. */
export function overlaps(nodes: readonly MindmapNode[], layout: MindmapLayout = 'free'): string[] {
  const rootX = nodes.find((node) => node.parentId === null)?.x ?? 0;
  const boxOf = (node: MindmapNode) =>
    nodeBox(
      node.x,
      node.y,
      node.label,
      undefined,
      labelSideOf(layout, node.parentId === null, node.x - rootX),
    );
  const found: string[] = [];
  nodes.forEach((a, index) => {
    for (const b of nodes.slice(index + 1)) {
      if (boxesOverlap(boxOf(a), boxOf(b))) found.push(`${a.label} / ${b.label}`);
    }
  });
  return found;
}

/** The root's child a node descends from (the root itself for the root). */
export function branchOf(byId: ReadonlyMap<string, MindmapNode>, node: MindmapNode): string {
  let current = node;
  for (
    let parent = byId.get(current.parentId ?? '');
    parent?.parentId;
    parent = byId.get(current.parentId ?? '')
  )
    current = parent;
  return current.id;
}

/**
 * Pairs of edges that cross, as the canvas draws them, by their children's labels: within one branch
 * only, or anywhere on the map with `anywhere`.
 */
export function crossings(nodes: readonly MindmapNode[], anywhere = false): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = nodes.flatMap((node) => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    return parent
      ? [{ parent, child: node, branch: branchOf(byId, node), points: edgePolyline(parent, node) }]
      : [];
  });
  const found: string[] = [];
  edges.forEach((a, index) => {
    for (const b of edges.slice(index + 1)) {
      const ends = [b.parent.id, b.child.id];
      if (ends.includes(a.parent.id) || ends.includes(a.child.id)) continue;
      if (!anywhere && a.branch !== b.branch) continue;
      if (polylinesCross(a.points, b.points)) found.push(`${a.child.label} / ${b.child.label}`);
    }
  });
  return found;
}
