import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MINDMAP_UNDO_OPTIONS, addNode, createMindmapDoc, mindmapUndoScope } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { hasCrossingFreeSpot } from '@shared/layout/radial-layout';
import { addChild } from '@client/features/mind-maps/components/editor/map-commands';
import { crossings, overlaps } from '../../../../../shared/layout/layout-checks';

const MAP_ID = '3d2f1a9e-5b7c-4e6d-8f0a-1b2c3d4e5f60';

/** A drafted column (one branch, five leaves 90 apart) whose second and fourth leaves have children. */
function hemmedColumn(): { doc: Y.Doc; leaf: string } {
  const doc = createMindmapDoc({ title: 'Garden', description: '', mapId: MAP_ID, layout: 'free' });
  const root = readMindmap(doc).nodes[0]!;
  const branch = addNode(doc, { parentId: root.id, label: 'Beds', x: root.x + 300, y: root.y })!;
  const leaves = [-180, -90, 0, 90, 180].map((dy, index) =>
    addNode(doc, { parentId: branch, label: `Bed ${index}`, x: root.x + 600, y: root.y + dy })!,
  );
  for (const neighbour of [leaves[1]!, leaves[3]!]) {
    for (let index = 0; index < 5; index += 1) addChild(doc, readMindmap(doc), neighbour);
  }
  return { doc, leaf: leaves[2]! };
}

describe('addChild', () => {
  it('moves neighbouring branches aside for a hemmed-in parent and adds the child in one undo step', () => {
    let hemmed = 0;
    for (let round = 0; round < 10; round += 1) {
      const { doc, leaf } = hemmedColumn();
      for (let index = 0; index < 4; index += 1) {
        const view = readMindmap(doc);
        const parent = view.nodes.find((node) => node.id === leaf)!;
        if (hasCrossingFreeSpot(view.nodes, parent, '')) {
          addChild(doc, view, leaf);
          continue;
        }
        hemmed += 1;
        const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
        const child = addChild(doc, view, leaf);
        const after = readMindmap(doc).nodes;
        expect(after.find((node) => node.id === child)).toBeDefined();
        const moved = after.filter((node) =>
          view.nodes.some((old) => old.id === node.id && (old.x !== node.x || old.y !== node.y)),
        );
        expect(moved.length).toBeGreaterThan(0);
        undo.undo();
        expect(readMindmap(doc).nodes.map(({ id, x, y }) => ({ id, x, y }))).toEqual(
          view.nodes.map(({ id, x, y }) => ({ id, x, y })),
        );
        undo.redo();
        undo.destroy();
      }
      const nodes = readMindmap(doc).nodes;
      expect(overlaps(nodes)).toEqual([]);
      expect(crossings(nodes)).toEqual([]);
    }
    expect(hemmed).toBeGreaterThan(0);
  });
});
