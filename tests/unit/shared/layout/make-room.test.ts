import { describe, expect, it } from 'vitest';
import { placeChildMakingRoom, roomForChild, withMoves } from '@shared/layout/make-room';
import { hasCrossingFreeSpot, placeChild } from '@shared/layout/radial-layout';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { createTreeLayout, type PlacedNode } from '@server/plugins/app/ai/mindmap-layout';
import { mapNode } from '../../client/features/mind-maps/map-fixtures';
import { crossings, overlaps, seeded, CPU_BOUND } from './layout-checks';

/** A map drafted as Create with AI lays it out: a tree to the right of the root, one row per leaf. */
function draftedMap(branches: ReadonlyArray<{ label: string; leaves: number }>): MindmapNode[] {
  const root = mapNode('root', null, { x: 0, y: 0, label: 'Garden' });
  const nodes = [root];
  const layout = createTreeLayout(root);
  const write = (placed: PlacedNode, id: string, parentId: string) => {
    nodes.push(mapNode(id, parentId, { x: placed.x, y: placed.y, label: placed.label }));
    placed.children.forEach((child, index) => write(child, `${id}.${index}`, id));
  };
  branches.forEach((branch, index) => {
    const leaves = Array.from({ length: branch.leaves }, (_, leaf) => ({
      label: `${branch.label} leaf ${leaf}`,
      description: '',
      children: [],
    }));
    write(
      layout.placeBranch({ label: branch.label, description: '', children: leaves }),
      `b${index}`,
      'root',
    );
  });
  return nodes;
}

/**
 * Adds children one after another, as Expand with AI does, applying the moves that make room each time;
 * without `makeRoom`, placed as before room was ever made (where neighbours leave none).
 */
function expand(
  nodes: MindmapNode[],
  parentId: string,
  count: number,
  random: () => number,
  makeRoom = true,
): MindmapNode[] {
  let map = nodes;
  for (let index = 0; index < count; index += 1) {
    const label = `${parentId} idea ${index}`;
    const { moves, place } = makeRoom
      ? placeChildMakingRoom(map, parentId, random, label)
      : { moves: [], place: placeChild(map, parentId, random, label) };
    map = [...withMoves(map, moves), mapNode(`n${map.length}`, parentId, { ...place, label })];
  }
  return map;
}

describe('roomForChild', () => {
  it('moves nothing when the parent has a spot whose edge crosses nothing', () => {
    const nodes = draftedMap([{ label: 'Beds', leaves: 3 }]);
    expect(roomForChild(nodes, 'b0.0', 'Raised beds')).toEqual([]);
    expect(roomForChild(expand(nodes, 'b0.0', 2, seeded(1)), 'b0.2', 'Paths')).toEqual([]);
  });

  it('makes room for a leaf hemmed in by expanded neighbours by moving whole subtrees, never its ancestors', () => {
    let nodes = draftedMap([{ label: 'Beds', leaves: 5 }]);
    nodes = expand(nodes, 'b0.1', 5, seeded(2));
    nodes = expand(nodes, 'b0.3', 5, seeded(3));
    let hemmedIn = 0;
    for (let index = 0; index < 6; index += 1) {
      const label = `Compost ${index}`;
      const moves = roomForChild(nodes, 'b0.2', label);
      const parent = nodes.find((node) => node.id === 'b0.2')!;
      if (hasCrossingFreeSpot(nodes, parent, label)) {
        expect(moves).toEqual([]);
      } else {
        hemmedIn += 1;
        expect(moves.length).toBeGreaterThan(0);
        const after = withMoves(nodes, moves);
        const movedParent = after.find((node) => node.id === 'b0.2')!;
        expect(hasCrossingFreeSpot(after, movedParent, label)).toBe(true);
        const moved = moves.map((move) => move.id);
        for (const fixed of ['b0', 'root']) expect(moved).not.toContain(fixed);
        // The leaf itself moves only further out from its branch, never back in.
        const branch = nodes.find((node) => node.id === 'b0')!;
        expect(movedParent.x - branch.x).toBeGreaterThanOrEqual(parent.x - branch.x);
        // Whole subtrees move together: a moved node's children move by the same shift.
        const byId = new Map(nodes.map((node) => [node.id, node]));
        const shift = (id: string) => {
          const move = moves.find((candidate) => candidate.id === id)!;
          return { x: move.x - byId.get(id)!.x, y: move.y - byId.get(id)!.y };
        };
        for (const move of moves) {
          const parentId = byId.get(move.id)!.parentId!;
          if (moved.includes(parentId)) expect(shift(move.id)).toEqual(shift(parentId));
        }
      }
      nodes = withMoves(nodes, moves);
      nodes.push(mapNode(`c${index}`, 'b0.2', { ...placeChild(nodes, 'b0.2', seeded(index), label), label }));
    }
    expect(hemmedIn).toBeGreaterThan(0);
  });

  it('returns no moves for an unknown parent', () => {
    expect(roomForChild(draftedMap([{ label: 'Beds', leaves: 2 }]), 'missing')).toEqual([]);
  });
});

describe('placeChildMakingRoom on drafted maps', () => {
  it('expands every leaf of a drafted column in turn without overlapping nodes or crossing edges', () => {
    let nodes = draftedMap([
      { label: 'Beds', leaves: 4 },
      { label: 'Seeds', leaves: 3 },
    ]);
    const random = seeded(5);
    for (const leaf of ['b0.1', 'b0.2', 'b0.0', 'b0.3', 'b1.0', 'b1.1', 'b1.2']) {
      nodes = expand(nodes, leaf, 4, random);
    }
    expect(overlaps(nodes)).toEqual([]);
    expect(crossings(nodes, true)).toEqual([]);
  });

  it(
    'keeps node footprints apart and edges of a branch uncrossed on many random drafted maps, expanded at random',
    CPU_BOUND,
    () => {
      for (let seed = 1; seed <= 40; seed += 1) {
        const random = seeded(seed);
        const branches = Array.from({ length: 2 + Math.floor(random() * 4) }, (_, index) => ({
          label: `Branch ${seed}.${index}`,
          leaves: 1 + Math.floor(random() * 4),
        }));
        let nodes = draftedMap(branches);
        const drafted = nodes.filter((node) => node.parentId !== null);
        const expansions = 3 + Math.floor(random() * 5);
        for (let round = 0; round < expansions; round += 1) {
          // Expand with AI on the drafted branches and leaves, some more than once, up to its six items.
          const target = drafted[Math.floor(random() * drafted.length)]!;
          nodes = expand(nodes, target.id, 2 + Math.floor(random() * 5), random);
        }
        expect(overlaps(nodes), `seed ${seed}`).toEqual([]);
        expect(crossings(nodes), `seed ${seed}`).toEqual([]);
      }
    },
  );

  it(
    'expands a leaf hemmed in by expanded neighbours in a column of 5,000 nodes',
    { timeout: 30_000 },
    () => {
      const nodes = draftedMap(
        Array.from({ length: 50 }, (_, index) => ({ label: `Branch ${index}`, leaves: 99 })),
      );
      let map = expand(nodes, 'b25.40', 5, seeded(4));
      map = expand(map, 'b25.42', 5, seeded(5));
      const before = new Map(map.map((node) => [node.id, node]));
      map = expand(map, 'b25.41', 5, seeded(6));
      const near = map.filter((node) => Math.abs(node.y - before.get('b25.41')!.y) < 1500);
      expect(overlaps(near)).toEqual([]);
      expect(crossings(near)).toEqual([]);
      // The root, the branch and the leaf stay; other branches gave way.
      expect(map.some((node) => before.has(node.id) && before.get(node.id)!.y !== node.y)).toBe(true);
      for (const id of ['root', 'b25', 'b25.41']) {
        expect(map.find((node) => node.id === id)).toMatchObject({
          x: before.get(id)!.x,
          y: before.get(id)!.y,
        });
      }
    },
  );
});
