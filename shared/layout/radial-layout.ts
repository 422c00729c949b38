import type { MindmapNode } from '@shared/schema/mindmap-model';
import { type Box, type Obstacles, isFree, nodeBox, obstaclesNear } from './node-footprint';

/** The contract's first-ring radii, taken in turn by the root's children, plus a random 25–50. */
export const FIRST_RING_RADII = [200, 400, 100, 400] as const;
export const FIRST_RING_JITTER = { min: 25, max: 50 } as const;
/**
 * Deeper nodes sit 170–200 from their parent: room for a typical label between the two circles, and for
 * the next level's edges to fan out without crossing.
 */
export const DEEP_RADIUS = { min: 170, max: 200 } as const;
const CANDIDATES = 36;
/** A node not named yet gets room for a label this long; naming it checks again (relocateIfCrowded). */
export const UNNAMED_LABEL_CHARS = 14;
/** The search for a free spot walks rings this far apart around the parent, this many of them. */
const RING_STEP = 30;
const RINGS = 30;
/**
 * A spot on the first rings is near enough to count as room around a parent; further out, its edge
 * reaches across other branches, and making room (make-room.ts) is better.
 */
const NEAR_RINGS = 8;
/** No child closer to its parent than this: its edge would be hidden under the two circles and labels. */
const MIN_RADIUS = 140;
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

/** The spots a child of `parent` may take: on rings from `radius` outward (and a little inward). */
function ringSpots(parent: Placement, radius: number, rings = RINGS): Placement[] {
  const spots: Placement[] = [];
  const minRadius = Math.max(MIN_RADIUS, radius - 2 * RING_STEP);
  for (let ring = 0; ring <= rings; ring += 1) {
    const r = minRadius + ring * RING_STEP;
    const count = Math.max(CANDIDATES, Math.round((2 * Math.PI * r) / RING_STEP));
    for (let step = 0; step < count; step += 1) {
      const angle = (step / count) * Math.PI * 2;
      spots.push({
        x: Math.round(parent.x + Math.cos(angle) * r),
        y: Math.round(parent.y + Math.sin(angle) * r),
      });
    }
  }
  return spots;
}

/**
 * The free spot nearest to `preferred` around `parent`, among the ring spots tried in order of distance
 * from `preferred`. A parent hemmed in by other branches may have no spot its edge can reach without
 * crossing a node (roomForChild in make-room.ts moves nodes aside before that happens): then the nearest
 * spot clear of nodes and edges will do; when even that fails, `preferred` itself.
 */
function nearestFreeSpot(
  obstacles: Obstacles,
  id: string | null,
  parent: MindmapNode,
  preferred: Placement,
  radius: number,
  boxAt: (spot: Placement) => Box,
): Placement {
  const candidates = [preferred, ...ringSpots(parent, radius)]
    .map((spot) => ({ ...spot, cost: Math.hypot(spot.x - preferred.x, spot.y - preferred.y) }))
    .sort((a, b) => a.cost - b.cost);
  for (const ownEdge of [true, false]) {
    for (const spot of candidates) {
      if (isFree(obstacles, id, parent, spot, boxAt(spot), ownEdge)) return { x: spot.x, y: spot.y };
    }
  }
  return preferred;
}

function reachFor(radius: number): number {
  return radius + RINGS * RING_STEP + 400;
}

/** The box a new child takes at `spot`: its label's, or room for a typical one while it has none. */
function newChildBox(label: string): (spot: Placement) => Box {
  return (spot) =>
    label ? nodeBox(spot.x, spot.y, label) : nodeBox(spot.x, spot.y, '', UNNAMED_LABEL_CHARS);
}

/** How far from `parent` its next child goes: the first ring's turn for the root, 170–200 deeper. */
function childRadius(nodes: readonly MindmapNode[], parent: MindmapNode, random: () => number): number {
  const between = (range: { min: number; max: number }) => range.min + random() * (range.max - range.min);
  if (parent.parentId !== null) return between(DEEP_RADIUS);
  const siblings = nodes.filter((node) => node.parentId === parent.id).length;
  return (FIRST_RING_RADII[siblings % FIRST_RING_RADII.length] ?? 200) + between(FIRST_RING_JITTER);
}

/**
 * The contract's random part of a radius, drawn from `seed` (FNV-1a, then mulberry32): the same parent
 * and sibling count give the same placement everywhere, so a map built twice comes out the same.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Where a new child of `parentId` goes: radially around its parent, at the contract's distances, at the
 * angle that avoids its siblings; from there, the nearest spot clear of other nodes, their labels and
 * edges. `random` (by default seeded by the parent and its number of children) is injectable for tests;
 * `label` is the new node's, when it is known already.
 */
export function placeChild(
  nodes: readonly MindmapNode[],
  parentId: string,
  random?: () => number,
  label = '',
): Placement {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parent = byId.get(parentId);
  if (!parent) return { x: 0, y: 0 };
  const siblings = nodes.filter((node) => node.parentId === parentId);
  const grandparent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  const radius = childRadius(nodes, parent, random ?? seededRandom(`${parentId}/${siblings.length}`));
  const inward = grandparent ? Math.atan2(grandparent.y - parent.y, grandparent.x - parent.x) : null;
  const angle = freeAngle(parent, siblings, inward);
  const preferred = {
    x: Math.round(parent.x + Math.cos(angle) * radius),
    y: Math.round(parent.y + Math.sin(angle) * radius),
  };
  const obstacles = obstaclesNear(nodes, parent, reachFor(radius));
  return nearestFreeSpot(obstacles, null, parent, preferred, radius, newChildBox(label));
}

/**
 * Whether a new child of `parent` labelled `label` has a spot on the first rings around it whose edge
 * crosses no other edge nor node, so that placeChild takes a spot whose edge crosses nothing (deeper
 * down its rings start at the same 140 whatever radius it draws; for the root, the answer is asked of
 * the nearest radius of the root's next turn).
 */
export function hasCrossingFreeSpot(
  nodes: readonly MindmapNode[],
  parent: MindmapNode,
  label: string,
): boolean {
  const radius = childRadius(nodes, parent, () => 0);
  const obstacles = obstaclesNear(nodes, parent, reachFor(radius));
  const boxAt = newChildBox(label);
  return ringSpots(parent, radius, NEAR_RINGS).some((spot) =>
    isFree(obstacles, null, parent, spot, boxAt(spot)),
  );
}

/**
 * Where node `id` should stand now that its label is `label`: where it is if that is clear, else the
 * nearest free spot around its parent. Used when a new node is named, since its room was reserved for
 * a typical name. Null when it can stay.
 */
export function relocateIfCrowded(
  nodes: readonly MindmapNode[],
  id: string,
  label: string,
): Placement | null {
  const node = nodes.find((candidate) => candidate.id === id);
  const parent = node?.parentId ? nodes.find((candidate) => candidate.id === node.parentId) : undefined;
  if (!node || !parent) return null;
  const radius = Math.hypot(node.x - parent.x, node.y - parent.y);
  const obstacles = obstaclesNear(nodes, parent, reachFor(radius));
  const box = (spot: Placement) => nodeBox(spot.x, spot.y, label);
  if (isFree(obstacles, id, parent, node, box(node))) return null;
  const spot = nearestFreeSpot(obstacles, id, parent, node, radius, box);
  return spot.x === node.x && spot.y === node.y ? null : spot;
}
