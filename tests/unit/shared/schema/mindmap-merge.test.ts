import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  createMindmapDoc,
  getNode,
  migrateMindmap,
  MINDMAP_UNDO_OPTIONS,
  mindmapUndoScope,
  moveNodes,
  updateNode,
} from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { MINDMAP_SCHEMA_VERSION, ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { versionTwoMap } from '../../../helpers/legacy-mindmap';
import { replicaOf, replicasWithIds, syncDocs } from '../sync';

const labels = (doc: Y.Doc) => readMindmap(doc).nodes.map((node) => `${node.id}:${node.label}:${node.x}`);
const itemCount = (doc: Y.Doc) => {
  let count = 0;
  doc.store.clients.forEach((structs) => {
    for (const struct of structs) if (struct instanceof Y.Item && !struct.deleted) count += 1;
  });
  return count;
};

describe('concurrent writes to one node', () => {
  it('keeps both of two writes to different fields, whichever Yjs keeps, on every replica', () => {
    for (const [left, right] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const doc = createMindmapDoc({ title: 'Plan' });
      const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
      const [mover, renamer] = replicasWithIds(doc, left, right);
      moveNodes(mover!, [{ id: a, x: 500, y: 600 }]);
      updateNode(renamer!, a, { label: 'Renamed', collapsed: true });
      syncDocs(mover!, renamer!);
      syncDocs(mover!, renamer!);
      for (const replica of [mover!, renamer!]) {
        expect(getNode(replica, a)).toMatchObject({ label: 'Renamed', collapsed: true, x: 500, y: 600 });
      }
      expect(readMindmap(mover!)).toEqual(readMindmap(renamer!));
    }
  });

  it('keeps the later-ordered of two writes to the same field, as a map of fields did', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
    const [one, two] = replicasWithIds(doc, 1, 2);
    updateNode(one!, a, { label: 'one' });
    updateNode(two!, a, { label: 'two' });
    syncDocs(one!, two!);
    syncDocs(one!, two!);
    expect(getNode(one!, a)?.label).toBe(getNode(two!, a)?.label);
  });

  it('merges a write made offline through many edits with a peer’s write made meanwhile', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
    const [online, offline] = replicasWithIds(doc, 9, 3);
    updateNode(offline!, a, { label: 'first' });
    updateNode(offline!, a, { description: 'notes' });
    updateNode(offline!, a, { label: 'second' });
    moveNodes(online!, [{ id: a, x: -40, y: 70 }]);
    syncDocs(online!, offline!);
    syncDocs(online!, offline!);
    for (const replica of [online!, offline!]) {
      expect(getNode(replica, a)).toMatchObject({ label: 'second', description: 'notes', x: -40, y: 70 });
    }
  });

  it('lets a delete win over a write that had not seen it', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
    const [deleter, writer] = [replicaOf(doc), replicaOf(doc)];
    deleteBranch(deleter!, a);
    updateNode(writer!, a, { label: 'late' });
    syncDocs(deleter!, writer!);
    syncDocs(deleter!, writer!);
    expect(getNode(deleter!, a)).toBeNull();
    expect(getNode(writer!, a)).toBeNull();
    expect(addNode(writer!, { id: a, parentId: ROOT_NODE_ID, x: 0, y: 0 })).toBeNull();
  });
});

describe('stamps a peer writes', () => {
  it('cannot make a field refuse every later write', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
    const values = doc.getMap<Record<string, unknown>>('nodeValues');
    const hostile = replicaOf(doc);
    hostile
      .getMap<Record<string, unknown>>('nodeValues')
      .set(a, { ...values.get(a), label: 'Locked', stamps: { label: [Number.MAX_SAFE_INTEGER, 1] } });
    syncDocs(doc, hostile);
    updateNode(doc, a, { label: 'Mine again' });
    syncDocs(doc, hostile);
    expect(getNode(doc, a)?.label).toBe('Mine again');
    expect(getNode(hostile, a)?.label).toBe('Mine again');
  });
});

describe('undo of a node written as one value', () => {
  it('takes back only what this client wrote, keeping a peer’s later write to the same node', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
    const peer = replicaOf(doc);
    const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
    updateNode(doc, a, { label: 'Mine' });
    syncDocs(doc, peer);
    moveNodes(peer, [{ id: a, x: 300, y: 400 }]);
    syncDocs(doc, peer);
    undo.undo();
    expect(getNode(doc, a)).toMatchObject({ label: 'A', x: 300, y: 400 });
    syncDocs(doc, peer);
    expect(getNode(peer, a)).toMatchObject({ label: 'A', x: 300, y: 400 });
    undo.redo();
    expect(getNode(doc, a)).toMatchObject({ label: 'Mine', x: 300, y: 400 });
  });
});

describe('migration 3: one value per node', () => {
  it('moves every node into its value, reads the same map, and holds a third of the items', () => {
    const doc = versionTwoMap();
    const before = readMindmap(doc);
    const items = itemCount(doc);
    expect(migrateMindmap(doc)).toEqual({ from: 2, to: MINDMAP_SCHEMA_VERSION, newer: false });
    expect(readMindmap(doc)).toEqual({
      ...before,
      meta: { ...before.meta, schemaVersion: MINDMAP_SCHEMA_VERSION },
    });
    expect(itemCount(doc)).toBeLessThan(items / 3);
    expect([...doc.getMap<Y.Map<unknown>>('nodes').values()].map((fields) => fields.size)).toEqual([0, 0, 0]);
  });

  it('writes a map the server has not migrated yet in its own layout, which the migration then carries over', () => {
    const stored = versionTwoMap();
    const device = replicaOf(stored);
    updateNode(device, 'a', { label: 'edited offline' });
    expect(device.getMap<Y.Map<unknown>>('nodes').get('a')!.get('label')).toBe('edited offline');
    syncDocs(stored, device);
    migrateMindmap(stored);
    syncDocs(stored, device);
    expect(getNode(device, 'a')?.label).toBe('edited offline');
    expect(readMindmap(device)).toEqual(readMindmap(stored));
  });

  it('folds what a client of version 2 wrote offline, after the map was migrated, into the values', () => {
    const server = versionTwoMap();
    const oldClient = replicaOf(server);
    migrateMindmap(server);
    // The old client, offline, writes the layout it knows: a label, a new node, a removed node.
    const oldNodes = oldClient.getMap<Y.Map<unknown>>('nodes');
    oldNodes.get('a')!.set('label', 'A, offline');
    oldNodes.set(
      'c',
      new Y.Map<unknown>(
        Object.entries({ parentId: 'a', label: 'C', x: 5, y: 5, createdAt: '2026-02-01T00:00:00.000Z' }),
      ),
    );
    oldNodes.delete('b');
    // Meanwhile a peer on the new version moves the node the old client renamed.
    moveNodes(server, [{ id: 'a', x: 77, y: 88 }]);
    syncDocs(server, oldClient);
    expect(getNode(server, 'a')).toMatchObject({ label: 'A, offline', x: 77, y: 88 });
    expect(getNode(server, 'c')).toMatchObject({ parentId: 'a', label: 'C' });
    expect(getNode(server, 'b')).toBeNull();
  });

  it('converges when two peers migrate the same map at once', () => {
    const doc = versionTwoMap();
    const [one, two] = replicasWithIds(doc, 4, 5);
    migrateMindmap(one!);
    migrateMindmap(two!);
    syncDocs(one!, two!);
    syncDocs(one!, two!);
    expect(labels(one!)).toEqual(labels(doc));
    expect(Y.encodeStateVector(one!)).toEqual(Y.encodeStateVector(two!));
    expect(readMindmap(one!)).toEqual(readMindmap(two!));
  });
});
