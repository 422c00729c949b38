import { describe, expect, it } from 'vitest';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { ROOT_POSITION } from '@shared/schema/mindmap-model';
import { addNode, createMindmapDoc } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { LABEL_CHAR_WIDTH, LABEL_GAP, LABEL_LINE_HEIGHT, NODE_RADIUS } from '@shared/layout/node-metrics';
import { type TidyLayout, tidyPositions, tidyUpMindmap } from '@shared/layout/tidy-map';
import { mapNode } from '../../client/features/mind-maps/map-fixtures';
import { overlaps, seeded, CPU_BOUND } from './layout-checks';

const MAP_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const LAYOUTS: TidyLayout[] = ['balanced', 'logical', 'org'];
const WORDS = [
  'a',
  'Plan',
  'Budget and costs',
  'Seeds',
  'A rather long label for a node here',
  'Tools',
  'Go',
];

/** A random tree of `size` nodes: each new node under a random earlier one, often a recent one. */
function randomTree(size: number, random: () => number): MindmapNode[] {
  const nodes: MindmapNode[] = [{ ...mapNode('n0', null, { label: 'Root' }), ...ROOT_POSITION }];
  for (let index = 1; index < size; index += 1) {
    const recent = random() < 0.6;
    const parent = recent ? Math.max(0, index - 1 - Math.floor(random() * 4)) : Math.floor(random() * index);
    const word = WORDS[Math.floor(random() * WORDS.length)] ?? 'x';
    nodes.push(mapNode(`n${index}`, `n${parent}`, { label: `${word} ${index}` }));
  }
  return nodes;
}

function laidOut(nodes: readonly MindmapNode[], layout: TidyLayout): MindmapNode[] {
  const at = new Map(tidyPositions(nodes, layout).map((position) => [position.id, position]));
  return nodes.map((one) => ({ ...one, ...(at.get(one.id) ?? {}) }));
}

/** The axis siblings spread along, and where a node's side of the root is. */
function across(layout: TidyLayout): 'x' | 'y' {
  return layout === 'org' ? 'x' : 'y';
}

describe('tidyPositions', () => {
  for (const layout of LAYOUTS) {
    it(`lays out random ${layout} trees with varied labels without overlaps, siblings in order`, () => {
      const random = seeded(46);
      for (let round = 0; round < 12; round += 1) {
        const nodes = laidOut(randomTree(20 + Math.floor(random() * 120), random), layout);
        expect(overlaps(nodes, layout)).toEqual([]);
        const root = nodes[0]!;
        const axis = across(layout);
        const byParent = new Map<string, MindmapNode[]>();
        for (const one of nodes.slice(1)) {
          byParent.set(one.parentId!, [...(byParent.get(one.parentId!) ?? []), one]);
        }
        for (const [parentId, kids] of byParent) {
          const groups =
            layout === 'balanced' && parentId === root.id
              ? [kids.filter((_, index) => index % 2 === 0), kids.filter((_, index) => index % 2 === 1)]
              : [kids];
          for (const group of groups) {
            const coordinates = group.map((kid) => kid[axis]);
            expect(coordinates).toEqual([...coordinates].sort((a, b) => a - b));
            expect(new Set(coordinates).size).toBe(coordinates.length);
          }
        }
      }
    });
  }

  it('keeps the root where it is and puts a balanced map’s branches on both sides of it', () => {
    const nodes = laidOut(randomTree(40, seeded(7)), 'balanced');
    const root = nodes[0]!;
    expect(root).toMatchObject(ROOT_POSITION);
    const branches = nodes.filter((one) => one.parentId === root.id);
    expect(branches.some((one) => one.x > root.x)).toBe(true);
    expect(branches.some((one) => one.x < root.x)).toBe(true);
  });

  it('leaves room beside each circle for its label in a logical map, and under it when a free map is tidied', () => {
    const nodes: MindmapNode[] = [{ ...mapNode('r', null, { label: 'Root' }), ...ROOT_POSITION }];
    nodes.push(mapNode('a', 'r', { label: 'A branch with a long label' }));
    for (const id of ['a1', 'a2', 'a3']) nodes.push(mapNode(id, 'a', { label: id }));
    const beside = laidOut(nodes, 'logical');
    const [a1, a2, a3] = ['a1', 'a2', 'a3'].map((id) => beside.find((one) => one.id === id)!);
    // A row a circle tall apart (40 and 20 between), the column past the branch's label (26 characters).
    expect(a2!.y - a1!.y).toBe(60);
    expect(a3!.y - a2!.y).toBe(60);
    const branch = beside.find((one) => one.id === 'a')!;
    expect(a1!.x - branch.x).toBeGreaterThanOrEqual(20 + 4 + 26 * LABEL_CHAR_WIDTH + 20);
    const under = tidyPositions(nodes, 'logical', 'free');
    const [u1, u2] = ['a1', 'a2'].map((id) => under.find((one) => one.id === id)!);
    expect(u2!.y - u1!.y).toBeGreaterThanOrEqual(NODE_RADIUS * 2 + LABEL_GAP + LABEL_LINE_HEIGHT);
  });

  it('keeps the root’s branches further apart than rows, so a column of them can be labelled when fitted', () => {
    const nodes: MindmapNode[] = [{ ...mapNode('r', null, { label: 'Root' }), ...ROOT_POSITION }];
    for (const id of ['b1', 'b2', 'b3']) nodes.push(mapNode(id, 'r', { label: id }));
    for (const id of ['c1', 'c2']) nodes.push(mapNode(id, 'b1', { label: id }));
    const logical = laidOut(nodes, 'logical');
    const at = (id: string) => logical.find((one) => one.id === id)!;
    // Rows within a branch stay 60 apart (40 and 20 between); the branches, leaves or not, 100 (60 between).
    expect(at('c2').y - at('c1').y).toBe(60);
    expect(at('b3').y - at('b2').y).toBe(100);
    expect(at('b2').y - at('b1').y).toBe(100);
  });

  it('keeps subtrees apart: at each level, the nodes of one sibling’s subtree all come before the next’s', () => {
    for (const layout of LAYOUTS) {
      const nodes = laidOut(randomTree(150, seeded(3)), layout);
      const byId = new Map(nodes.map((one) => [one.id, one]));
      const axis = across(layout);
      const depthAxis = axis === 'x' ? 'y' : 'x';
      // The branch (root's child) every node belongs to, and its rank on its side.
      const root = nodes[0]!;
      const branches = nodes.filter((one) => one.parentId === root.id);
      const branchOf = (one: MindmapNode): MindmapNode => {
        let at = one;
        while (at.parentId !== root.id) at = byId.get(at.parentId!)!;
        return at;
      };
      const levels = new Map<string, { rank: number; at: number }[]>();
      for (const one of nodes.slice(1)) {
        const branch = branchOf(one);
        const rank = branches.indexOf(branch);
        const side = layout === 'balanced' ? rank % 2 : 0;
        const key = `${side}:${one[depthAxis]}`;
        levels.set(key, [...(levels.get(key) ?? []), { rank, at: one[axis] }]);
      }
      for (const level of levels.values()) {
        const ranks = level.sort((a, b) => a.at - b.at).map((entry) => entry.rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
  });

  it('lays out 5,000 nodes in one pass (time printed, not asserted)', () => {
    const nodes = randomTree(5_000, seeded(11));
    // The first runs also compile the code; the last of three is the figure.
    for (const layout of [...LAYOUTS, ...LAYOUTS, ...LAYOUTS]) {
      const start = performance.now();
      const positions = tidyPositions(nodes, layout);
      const took = performance.now() - start;
      expect(positions).toHaveLength(5_000);
      // eslint-disable-next-line no-console -- the figure is reported, not asserted
      console.info(`tidy ${layout} layout of 5,000 nodes: ${took.toFixed(1)} ms`);
    }
  });

  it(
    'tidies up a free document of 5,000 nodes in one transaction (time printed, not asserted)',
    CPU_BOUND,
    () => {
      const doc = createMindmapDoc({ title: 'Big', description: '', mapId: MAP_ID, layout: 'free' });
      const tree = randomTree(5_000, seeded(13));
      const ids = new Map([[tree[0]!.id, readMindmap(doc).rootId!]]);
      doc.transact(() => {
        for (const one of tree.slice(1)) {
          const id = addNode(doc, { parentId: ids.get(one.parentId!)!, label: one.label, x: 0, y: 0 });
          ids.set(one.id, id!);
        }
      });
      const start = performance.now();
      const moved = tidyUpMindmap(doc);
      const took = performance.now() - start;
      expect(moved).toBe(4_999);
      // eslint-disable-next-line no-console -- the figure is reported, not asserted
      console.info(`Tidy up of a 5,000-node document (layout and writes): ${took.toFixed(0)} ms`);
    },
  );

  it('leaves a collapsed node’s children out and closes up the room they took', () => {
    const nodes = randomTree(60, seeded(5));
    const folded = nodes.map((one, index) => (index === 1 ? { ...one, collapsed: true } : one));
    const positions = tidyPositions(folded, 'logical');
    const hidden = nodes.filter((one) => one.parentId === 'n1').map((one) => one.id);
    expect(hidden.length).toBeGreaterThan(0);
    expect(positions.some((position) => hidden.includes(position.id))).toBe(false);
  });
});
