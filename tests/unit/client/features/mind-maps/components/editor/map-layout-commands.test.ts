import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  MINDMAP_UNDO_OPTIONS,
  addNode,
  createMindmapDoc,
  getMindmapLayout,
  mindmapUndoScope,
} from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import type { MindmapLayout } from '@shared/schema/mindmap-model';
import { copyDocument } from '@shared/schema/rename-and-copy';
import { applyMindmapLayout, tidyPositions, tidyUpMindmap } from '@shared/layout/tidy-map';
import { writtenAt } from '@shared/schema/fields';
import {
  addChild,
  addSibling,
  moveBranch,
  moveNode,
  renameNode,
  setCollapsed,
} from '@client/features/mind-maps/components/editor/map-commands';
import { overlaps } from '../../../../../shared/layout/layout-checks';

const MAP_ID = '6c1d0e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

function positions(doc: Y.Doc) {
  return readMindmap(doc).nodes.map(({ id, x, y }) => ({ id, x, y }));
}

/** A map built by keyboard: three branches of three named children each. */
function keyboardMap(layout: MindmapLayout): Y.Doc {
  const doc = createMindmapDoc({ title: 'Garden', description: '', mapId: MAP_ID, layout });
  const rootId = readMindmap(doc).rootId!;
  for (const branch of ['Beds', 'Seeds and bulbs', 'Tools']) {
    const id = addChild(doc, readMindmap(doc), rootId)!;
    renameNode(doc, id, branch);
    for (const leaf of ['One', 'Two', 'A much longer third one']) {
      renameNode(doc, addChild(doc, readMindmap(doc), id)!, `${branch} ${leaf}`);
    }
  }
  return doc;
}

/** Whether every node stands where the map's layout puts it. */
function isTidy(doc: Y.Doc): boolean {
  const layout = getMindmapLayout(doc);
  if (layout === 'free') return false;
  const current = new Map(positions(doc).map((node) => [node.id, node]));
  return tidyPositions(readMindmap(doc).nodes, layout).every(
    ({ id, x, y }) => current.get(id)?.x === x && current.get(id)?.y === y,
  );
}

describe('map commands on a tidy map', () => {
  it('a new map is balanced; children added by keyboard keep it tidy, without overlaps, in one undo step each', () => {
    const doc = keyboardMap('balanced');
    expect(getMindmapLayout(doc)).toBe('balanced');
    expect(isTidy(doc)).toBe(true);
    expect(overlaps(readMindmap(doc).nodes, 'balanced')).toEqual([]);
    const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
    const before = positions(doc);
    const beds = readMindmap(doc).nodes.find((node) => node.label === 'Beds')!;
    const added = addChild(doc, readMindmap(doc), beds.id)!;
    const siblings = readMindmap(doc).nodes.filter((node) => node.parentId === beds.id);
    // Last among its siblings: below them, on their side of the root.
    expect(siblings.at(-1)?.id).toBe(added);
    expect(siblings.map((node) => node.y)).toEqual(siblings.map((node) => node.y).sort((a, b) => a - b));
    expect(new Set(siblings.map((node) => node.x)).size).toBe(1);
    undo.undo();
    expect(positions(doc)).toEqual(before);
    undo.destroy();
  });

  it('folding a branch closes up the room it took, and unfolding makes it again', () => {
    const doc = keyboardMap('logical');
    const beds = readMindmap(doc).nodes.find((node) => node.label === 'Beds')!;
    const tools = () => readMindmap(doc).nodes.find((node) => node.label === 'Tools')!;
    const open = tools().y;
    setCollapsed(doc, beds.id, true);
    expect(isTidy(doc)).toBe(true);
    expect(Math.abs(tools().y - readMindmap(doc).nodes[0]!.y)).toBeLessThan(Math.abs(open - beds.y));
    setCollapsed(doc, beds.id, false);
    expect(tools().y).toBe(open);
  });

  it('a node dragged on a tidy map snaps back and the root takes the map along; on a free map a node stays where dropped', () => {
    const tidy = keyboardMap('org');
    const node = readMindmap(tidy).nodes[1]!;
    expect(moveNode(tidy, node.id, node.x + 333, node.y + 77)).toBe(false);
    expect(readMindmap(tidy).nodes[1]).toMatchObject({ x: node.x, y: node.y });
    // The root takes the map with it.
    const root = readMindmap(tidy).nodes[0]!;
    expect(moveNode(tidy, root.id, root.x + 100, root.y + 50)).toBe(true);
    expect(readMindmap(tidy).nodes[1]).toMatchObject({ x: node.x + 100, y: node.y + 50 });
    expect(isTidy(tidy)).toBe(true);
    const free = createMindmapDoc({ title: 'Free', description: '', mapId: MAP_ID, layout: 'free' });
    const child = addNode(free, { parentId: readMindmap(free).rootId, label: 'Here', x: 10, y: 10 })!;
    expect(moveNode(free, child, 600, 20)).toBe(true);
    expect(readMindmap(free).nodes[1]).toMatchObject({ x: 600, y: 20 });
  });

  it('choosing a layout re-lays the map in one undo step that brings the old layout and places back', () => {
    const doc = keyboardMap('balanced');
    const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
    const before = positions(doc);
    applyMindmapLayout(doc, 'org');
    expect(getMindmapLayout(doc)).toBe('org');
    expect(isTidy(doc)).toBe(true);
    expect(overlaps(readMindmap(doc).nodes, 'org')).toEqual([]);
    undo.undo();
    expect(getMindmapLayout(doc)).toBe('balanced');
    expect(positions(doc)).toEqual(before);
    undo.destroy();
  });

  it('Tidy up lays a free map out once as a balanced map, in one undo step, and the map stays free', () => {
    const doc = createMindmapDoc({ title: 'Free', description: '', mapId: MAP_ID, layout: 'free' });
    const rootId = readMindmap(doc).rootId!;
    const scattered = [0, 1, 2, 3, 4, 5].map((index) =>
      addNode(doc, { parentId: rootId, label: `Idea ${index}`, x: 400 + 10 * index, y: 300 + 5 * index })!,
    );
    addNode(doc, { parentId: scattered[0]!, label: 'Deeper', x: 420, y: 290 });
    expect(overlaps(readMindmap(doc).nodes)).not.toEqual([]);
    const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
    const before = positions(doc);
    expect(tidyUpMindmap(doc)).toBeGreaterThan(0);
    expect(overlaps(readMindmap(doc).nodes)).toEqual([]);
    expect(getMindmapLayout(doc)).toBe('free');
    undo.undo();
    expect(positions(doc)).toEqual(before);
    expect(undo.canUndo()).toBe(false);
    undo.destroy();
  });

  it('a duplicate keeps its map’s layout: a free map’s copy stays free, a tidy one’s stays tidy', () => {
    for (const layout of ['free', 'org'] as const) {
      const source = keyboardMap(layout);
      const copy = new Y.Doc();
      copyDocument('mindmap', source, copy, '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b', 'Garden (copy)');
      expect(getMindmapLayout(copy)).toBe(layout);
    }
  });

  it('places a branch moved on a free map the same way every time (no random part left)', () => {
    const original = keyboardMap('free');
    const places = [0, 1].map(() => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(original));
      const [beds, tools] = ['Beds', 'Tools'].map((label) =>
        readMindmap(doc).nodes.find((node) => node.label === label)!,
      );
      expect(moveBranch(doc, readMindmap(doc), tools!.id, beds!.id)).toBe(true);
      return positions(doc);
    });
    expect(places[1]).toEqual(places[0]);
  });
  it('Enter puts the new node right after the selected one, even among siblings made in one instant', () => {
    for (const layout of ['logical', 'org'] as const) {
      const doc = createMindmapDoc({ title: 'Trip', description: '', mapId: MAP_ID, layout });
      const rootId = readMindmap(doc).rootId!;
      const branch = addChild(doc, readMindmap(doc), rootId)!;
      // Made in one millisecond, as a script or a draft makes them.
      const [first, second, third] = writtenAt('2026-11-29T01:00:00.000Z', () =>
        ['First', 'Second', 'Third'].map((label) => {
          const id = addChild(doc, readMindmap(doc), branch)!;
          renameNode(doc, id, label);
          return id;
        }),
      );
      const labels = () =>
        readMindmap(doc)
          .nodes.filter((node) => node.parentId === branch)
          .map((node) => node.label);
      expect(labels()).toEqual(['First', 'Second', 'Third']);
      renameNode(doc, addSibling(doc, readMindmap(doc), first!)!, 'After first');
      renameNode(doc, addSibling(doc, readMindmap(doc), third!)!, 'After third');
      expect(labels()).toEqual(['First', 'After first', 'Second', 'Third', 'After third']);
      expect(isTidy(doc)).toBe(true);
      const at = new Map(readMindmap(doc).nodes.map((node) => [node.label, node]));
      const across = (label: string) => (layout === 'org' ? at.get(label)!.x : at.get(label)!.y);
      expect(across('First')).toBeLessThan(across('After first'));
      expect(across('After first')).toBeLessThan(across('Second'));
      expect(second).toBeDefined();
    }
  });

  it('Enter on a branch of a mind map’s root adds the next branch on the side whose turn it is, so none changes sides', () => {
    const doc = keyboardMap('balanced');
    const rootId = readMindmap(doc).rootId!;
    const side = () =>
      new Map(
        readMindmap(doc)
          .nodes.filter((node) => node.parentId === rootId)
          .map((node) => [node.label, Math.sign(node.x - readMindmap(doc).nodes[0]!.x)]),
      );
    const before = side();
    const beds = readMindmap(doc).nodes.find((node) => node.label === 'Beds')!;
    renameNode(doc, addSibling(doc, readMindmap(doc), beds.id)!, 'Paths');
    const after = side();
    for (const [label, sign] of before) expect(after.get(label)).toBe(sign);
    expect(isTidy(doc)).toBe(true);
  });
});
