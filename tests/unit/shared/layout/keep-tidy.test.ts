import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { addNode, createMindmapDoc, moveNodes } from '@shared/schema/mindmap';
import { createMindmapReader, readMindmap } from '@shared/schema/mindmap-reader';
import { keepMindmapTidy } from '@shared/layout/keep-tidy';
import { tidyPositions } from '@shared/layout/tidy-map';
import { addChild } from '@client/features/mind-maps/components/editor/map-commands';
import { overlaps } from './layout-checks';

const MAP_ID = '1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b';

/** Two peers of one map whose updates reach each other only when `exchange` is called. */
function twoPeers() {
  const alice = createMindmapDoc({ title: 'Trip', description: '', mapId: MAP_ID });
  const bob = new Y.Doc();
  Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
  const exchange = () => {
    const [fromAlice, fromBob] = [
      Y.encodeStateAsUpdate(alice, Y.encodeStateVector(bob)),
      Y.encodeStateAsUpdate(bob, Y.encodeStateVector(alice)),
    ];
    Y.applyUpdate(bob, fromAlice, 'remote');
    Y.applyUpdate(alice, fromBob, 'remote');
  };
  return { alice, bob, exchange };
}

function isTidy(doc: Y.Doc): boolean {
  const nodes = readMindmap(doc).nodes;
  const at = new Map(nodes.map((node) => [node.id, node]));
  return tidyPositions(nodes, 'balanced').every(({ id, x, y }) => at.get(id)?.x === x && at.get(id)?.y === y);
}

describe('keepMindmapTidy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { reading: 'reading the map each time', keep: (doc: Y.Doc) => keepMindmapTidy(doc) },
    {
      reading: 'through an editor’s reader',
      keep: (doc: Y.Doc) => {
        const reader = createMindmapReader(doc);
        const stop = keepMindmapTidy(doc, undefined, () => reader.read().nodes);
        return () => {
          stop();
          reader.stop();
        };
      },
    },
  ])(
    're-lays a tidy map after children two people added at once, and both peers agree ($reading)',
    ({ keep }) => {
      const { alice, bob, exchange } = twoPeers();
      const stops = [keep(alice), keep(bob)];
      const rootId = readMindmap(alice).rootId!;
      for (let round = 0; round < 3; round += 1) {
        addChild(alice, readMindmap(alice), rootId);
        addChild(bob, readMindmap(bob), rootId);
      }
      exchange();
      expect(overlaps(readMindmap(alice).nodes, 'balanced')).not.toEqual([]);
      vi.runAllTimers();
      exchange();
      vi.runAllTimers();
      exchange();
      for (const doc of [alice, bob]) {
        expect(readMindmap(doc).nodes).toHaveLength(7);
        expect(isTidy(doc)).toBe(true);
        expect(overlaps(readMindmap(doc).nodes, 'balanced')).toEqual([]);
      }
      expect(readMindmap(bob).nodes).toEqual(readMindmap(alice).nodes);
      stops.forEach((stop) => stop());
    },
  );

  it('leaves positions alone after a change of positions only, and never re-lays a free map', () => {
    const { alice, bob, exchange } = twoPeers();
    const stop = keepMindmapTidy(alice);
    const rootId = readMindmap(alice).rootId!;
    const child = addChild(alice, readMindmap(alice), rootId)!;
    vi.runAllTimers();
    exchange();
    moveNodes(bob, [{ id: child, x: 5, y: 5 }]);
    exchange();
    vi.runAllTimers();
    expect(readMindmap(alice).nodes.find((node) => node.id === child)).toMatchObject({ x: 5, y: 5 });
    stop();

    const free = createMindmapDoc({ title: 'Free', description: '', mapId: MAP_ID, layout: 'free' });
    const peer = new Y.Doc();
    const stopFree = keepMindmapTidy(free);
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(free));
    addNode(peer, { parentId: readMindmap(peer).rootId, label: 'Here', x: 1, y: 2 });
    Y.applyUpdate(free, Y.encodeStateAsUpdate(peer), 'remote');
    vi.runAllTimers();
    expect(readMindmap(free).nodes.find((node) => node.label === 'Here')).toMatchObject({ x: 1, y: 2 });
    stopFree();
  });
});
