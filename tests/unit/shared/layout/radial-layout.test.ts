import { describe, expect, it } from 'vitest';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import {
  DEEP_RADIUS,
  FIRST_RING_JITTER,
  FIRST_RING_RADII,
  type Placement,
  placeChild,
  relocateIfCrowded,
} from '@shared/layout/radial-layout';
import { boxesOverlap, nodeBox } from '@shared/layout/node-footprint';
import { mapNode } from '../../client/features/mind-maps/map-fixtures';
import { crossings, overlaps, seeded, CPU_BOUND } from './layout-checks';

const low = () => 0;
const high = () => 0.999_999;

function distance(a: Placement, b: Placement): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Angle of `point` around `centre` in degrees, 0 to the right, 90 down (screen coordinates), in [0, 360). */
function degrees(centre: Placement, point: Placement): number {
  const angle = (Math.atan2(point.y - centre.y, point.x - centre.x) * 180) / Math.PI;
  return (angle + 360) % 360;
}

function degreesApart(a: number, b: number): number {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
}

/** Adds `count` children to `parentId` one after another, as the editor does, and returns the placements. */
function addChildren(
  nodes: MindmapNode[],
  parentId: string,
  count: number,
  random: () => number,
): Placement[] {
  const placed: Placement[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = placeChild(nodes, parentId, random);
    nodes.push(mapNode(`${parentId}-${index}`, parentId, place));
    placed.push(place);
  }
  return placed;
}

describe('placeChild on the first ring (children of the root)', () => {
  it('cycles the base radius 200, 400, 100, 400 and starts over, plus the smallest jitter when random is 0', () => {
    const root = mapNode('root', null, { x: 40, y: -30 });
    const placed = addChildren([root], 'root', 6, low);
    const radii = placed.map((place) => distance(root, place));
    const expected = [200, 400, 100, 400, 200, 400].map((base) => base + FIRST_RING_JITTER.min);
    radii.forEach((radius, index) =>
      expect(Math.abs(radius - (expected[index] ?? 0))).toBeLessThanOrEqual(1),
    );
  });

  it('adds at most 50 to the base radius when random is at its top', () => {
    const root = mapNode('root', null);
    const placed = addChildren([root], 'root', 4, high);
    placed.forEach((place, index) => {
      const base = FIRST_RING_RADII[index] ?? 0;
      expect(Math.abs(distance(root, place) - (base + FIRST_RING_JITTER.max))).toBeLessThanOrEqual(1);
    });
  });

  it('keeps every radius within base + 25..50 whatever the random draws', () => {
    // Seeded, not Math.random: a failing round can be run again.
    for (let round = 1; round <= 20; round += 1) {
      const root = mapNode('root', null, { x: 500, y: 500 });
      const placed = addChildren([root], 'root', 8, seeded(round));
      placed.forEach((place, index) => {
        const base = FIRST_RING_RADII[index % FIRST_RING_RADII.length] ?? 0;
        const radius = distance(root, place);
        expect(radius).toBeGreaterThanOrEqual(base + FIRST_RING_JITTER.min - 1);
        expect(radius).toBeLessThanOrEqual(base + FIRST_RING_JITTER.max + 1);
      });
    }
  });

  it('puts the first four children right, left, below and above the root', () => {
    const root = mapNode('root', null, { x: 100, y: 100 });
    const placed = addChildren([root], 'root', 4, low);
    const angles = placed.map((place) => degrees(root, place));
    expect(angles.map((angle) => Math.round(angle) % 360)).toEqual([0, 180, 90, 270]);
  });

  it('counts children the user already placed by hand, both for the radius and for the angle', () => {
    const root = mapNode('root', null);
    const existing = mapNode('manual', 'root', { x: 0, y: 300 });
    const place = placeChild([root, existing], 'root', low);
    // Second child: base radius 400, and straight away from the sibling below.
    expect(Math.abs(distance(root, place) - 425)).toBeLessThanOrEqual(1);
    expect(degreesApart(degrees(root, place), 270)).toBeLessThanOrEqual(10);
  });

  it('keeps a new child about 40° or more from every sibling as the ring fills up to eight', () => {
    const root = mapNode('root', null);
    const nodes = [root];
    for (let index = 0; index < 8; index += 1) {
      const siblings = nodes.slice(1).map((node) => degrees(root, node));
      const place = placeChild(nodes, 'root', low);
      const angle = degrees(root, place);
      // 39, not 40: the candidate angles are 10° apart and the coordinates are rounded to whole units.
      for (const other of siblings) expect(degreesApart(angle, other)).toBeGreaterThanOrEqual(39);
      nodes.push(mapNode(`c${index}`, 'root', place));
    }
  });

  it('returns whole-number coordinates', () => {
    const root = mapNode('root', null, { x: 0.3, y: 0.7 });
    const place = placeChild([root], 'root', () => 0.123);
    expect(Number.isInteger(place.x)).toBe(true);
    expect(Number.isInteger(place.y)).toBe(true);
  });
});

describe('placeChild below the first ring', () => {
  const root = mapNode('root', null, { x: 0, y: 0 });
  const branch = mapNode('branch', 'root', { x: 300, y: 0 });

  it('places a grandchild 170–200 from its parent when that spot is clear, not at the first-ring distances', () => {
    const upward = mapNode('branch', 'root', { x: 0, y: -300 });
    expect(
      Math.abs(distance(upward, placeChild([root, upward], 'branch', low)) - DEEP_RADIUS.min),
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs(distance(upward, placeChild([root, upward], 'branch', high)) - DEEP_RADIUS.max),
    ).toBeLessThanOrEqual(1);
    const random = seeded(3);
    for (let round = 0; round < 50; round += 1) {
      const radius = distance(upward, placeChild([root, upward], 'branch', random));
      expect(radius).toBeGreaterThanOrEqual(DEEP_RADIUS.min - 1);
      expect(radius).toBeLessThanOrEqual(DEEP_RADIUS.max + 1);
    }
  });

  it('puts a grandchild with room for a label between it and its parent', () => {
    const radius = distance(branch, placeChild([root, branch], 'branch', low));
    expect(radius).toBeGreaterThanOrEqual(DEEP_RADIUS.min - 1);
    expect(radius).toBeLessThan(DEEP_RADIUS.max + 60);
  });

  it('does not cycle the radius with the number of siblings', () => {
    const placed = addChildren([root, branch], 'branch', 5, low);
    for (const place of placed) expect(distance(branch, place)).toBeLessThan(FIRST_RING_RADII[0]);
  });

  it('grows a branch outward, away from the grandparent, and never straight below the parent where its label is', () => {
    for (const [x, y] of [
      [300, 0],
      [-300, 0],
      [0, -300],
      [200, 200],
      [-150, 260],
      [-250, -120],
    ] as const) {
      const parent = mapNode('branch', 'root', { x, y });
      const place = placeChild([root, parent], 'branch', low);
      const outward = { x: parent.x - root.x, y: parent.y - root.y };
      const step = { x: place.x - parent.x, y: place.y - parent.y };
      expect(outward.x * step.x + outward.y * step.y).toBeGreaterThan(0);
      expect(degreesApart(degrees(parent, place), 90)).toBeGreaterThanOrEqual(30);
    }
  });

  it('sends the second grandchild to the free side, away from its sibling, the grandparent and the label', () => {
    const sibling = mapNode('first', 'branch', { x: 300 + DEEP_RADIUS.min, y: 0 });
    const place = placeChild([root, branch, sibling], 'branch', low);
    // Right is taken by the sibling, left by the way back, down by the label: up is free.
    expect(place).toEqual({ x: 300, y: -DEEP_RADIUS.min });
  });

  it('turns sideways when the branch grows straight down, so the new node does not sit on the label', () => {
    const below = mapNode('below', 'root', { x: 0, y: 300 });
    const place = placeChild([root, below], 'below', low);
    // Outward and the label are both straight down; left and right are equally free, left comes first,
    // as far out as the two labels need.
    expect(place.y).toBe(300);
    expect(place.x).toBeLessThanOrEqual(-DEEP_RADIUS.min);
    expect(place.x).toBeGreaterThan(-DEEP_RADIUS.min - 60);
  });

  it('takes the way back from the grandparent, not from the map root, at every depth', () => {
    const leaf = mapNode('leaf', 'branch', { x: 380, y: -60 });
    const place = placeChild([root, branch, leaf], 'leaf', low);
    const outward = { x: leaf.x - branch.x, y: leaf.y - branch.y };
    const step = { x: place.x - leaf.x, y: place.y - leaf.y };
    expect(outward.x * step.x + outward.y * step.y).toBeGreaterThan(0);
    expect(Math.abs(distance(leaf, place) - DEEP_RADIUS.min)).toBeLessThanOrEqual(1);
  });
});

describe('placeChild among other nodes', () => {
  it('never puts a node box on another node, label or edge, however many are added', CPU_BOUND, () => {
    const nodes = [mapNode('root', null, { x: 0, y: 0, label: 'Launch plan' })];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let index = 0; index < 80; index += 1) {
      const parent = nodes[Math.floor(random() * nodes.length)] ?? nodes[0]!;
      const place = placeChild(nodes, parent.id, random);
      const label = `Idea number ${index}`;
      nodes.push(mapNode(`n${index}`, parent.id, { ...place, label }));
      const moved = relocateIfCrowded(nodes, `n${index}`, label);
      if (moved) Object.assign(nodes[nodes.length - 1]!, moved);
    }
    for (const [index, a] of nodes.entries()) {
      for (const b of nodes.slice(index + 1)) {
        expect(boxesOverlap(nodeBox(a.x, a.y, a.label), nodeBox(b.x, b.y, b.label)), `${a.id} ${b.id}`).toBe(
          false,
        );
      }
    }
  });

  it('leaves a named node where it is when its label fits', () => {
    const root = mapNode('root', null, { x: 0, y: 0, label: 'Root' });
    const child = mapNode('child', 'root', { x: 0, y: -225, label: 'Short' });
    expect(relocateIfCrowded([root, child], 'child', 'Short')).toBeNull();
  });

  it('moves a node named for the first time whose label runs into a neighbour', () => {
    const root = mapNode('root', null, { x: 0, y: 0, label: 'Root' });
    const left = mapNode('left', 'root', { x: -100, y: -225, label: 'Marketing' });
    const right = mapNode('right', 'root', { x: -20, y: -225, label: '' });
    const moved = relocateIfCrowded([root, left, right], 'right', 'Online idea A');
    expect(moved).not.toBeNull();
    expect(
      boxesOverlap(nodeBox(left.x, left.y, left.label), nodeBox(moved!.x, moved!.y, 'Online idea A')),
    ).toBe(false);
  });
});

describe('placeChild with an unknown parent', () => {
  it('falls back to the origin', () => {
    expect(placeChild([mapNode('root', null, { x: 50, y: 50 })], 'missing', low)).toEqual({ x: 0, y: 0 });
  });
});

describe('placeChild growing random trees', () => {
  it('keeps node footprints apart and edges of a branch uncrossed, on many random trees', CPU_BOUND, () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const random = seeded(seed);
      const nodes: MindmapNode[] = [mapNode('root', null, { x: 400, y: 300 })];
      const size = 10 + Math.floor(random() * 25);
      for (let index = 0; index < size; index += 1) {
        // Mostly grow existing branches: a parent picked among the nodes so far.
        const parent = nodes[Math.floor(random() * nodes.length)]!;
        const label = `Idea ${seed}.${index}`;
        nodes.push(
          mapNode(`n${index}`, parent.id, { label, ...placeChild(nodes, parent.id, random, label) }),
        );
      }
      expect(overlaps(nodes), `seed ${seed}`).toEqual([]);
      expect(crossings(nodes), `seed ${seed}`).toEqual([]);
    }
  });
});
