import type { MindmapNode } from '@shared/schema/mindmap';

/** The contract's first-ring radii, taken in turn by the root's children, plus a random 25–50. */
export const FIRST_RING_RADII = [200, 400, 100, 400] as const;
export const FIRST_RING_JITTER = { min: 25, max: 50 } as const;
/** Deeper nodes sit 75–100 from their parent. */
export const DEEP_RADIUS = { min: 75, max: 100 } as const;
const CANDIDATES = 36;
/** Straight down, where the parent's label is drawn: close children would sit on it. */
const LABEL_ANGLE = Math.PI / 2;

export interface Placement {
  x: number;
  y: number;
}

function angleDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % (Math.PI * 2);
  return difference > Math.PI ? Math.PI * 2 - difference : difference;
}

/**
 * The angle around the parent that stays furthest from its children (and, below the first ring, from the
 * way back to the grandparent, so a branch keeps growing outward, and from the parent's label). Ties go to
 * the outward direction.
 */
function freeAngle(parent: Placement, siblings: readonly Placement[], inward: number | null): number {
  const taken = siblings.map((sibling) => Math.atan2(sibling.y - parent.y, sibling.x - parent.x));
  const outward = inward === null ? 0 : inward + Math.PI;
  if (inward !== null) taken.push(inward, LABEL_ANGLE);
  if (taken.length === 0) return outward;
  let best = outward;
  let bestScore = -Infinity;
  for (let step = 0; step < CANDIDATES; step += 1) {
    const angle = outward + (step / CANDIDATES) * Math.PI * 2;
    const clearance = Math.min(...taken.map((other) => angleDistance(angle, other)));
    // Prefer clearance, then closeness to the outward direction.
    const score = clearance - angleDistance(angle, outward) * 0.05;
    if (score > bestScore + 1e-9) {
      best = angle;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Where a new child of `parentId` goes: radially around its parent, at the contract's distances, at the
 * angle that avoids its siblings. `random` is injectable for tests.
 */
export function placeChild(
  nodes: readonly MindmapNode[],
  parentId: string,
  random: () => number = Math.random,
): Placement {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parent = byId.get(parentId);
  if (!parent) return { x: 0, y: 0 };
  const siblings = nodes.filter((node) => node.parentId === parentId);
  const grandparent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  const between = (range: { min: number; max: number }) => range.min + random() * (range.max - range.min);
  const radius = grandparent
    ? between(DEEP_RADIUS)
    : (FIRST_RING_RADII[siblings.length % FIRST_RING_RADII.length] ?? 200) + between(FIRST_RING_JITTER);
  const inward = grandparent ? Math.atan2(grandparent.y - parent.y, grandparent.x - parent.x) : null;
  const angle = freeAngle(parent, siblings, inward);
  return {
    x: Math.round(parent.x + Math.cos(angle) * radius),
    y: Math.round(parent.y + Math.sin(angle) * radius),
  };
}
