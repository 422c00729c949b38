import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import {
  addNode,
  createMindmapDoc,
  ensureMindmapRoot,
  getNode,
  initMindmap,
  migrateMindmap,
  moveNodes,
  observeMindmap,
  reparentNode,
  updateMindmapMeta,
  updateNode,
} from '@shared/schema/mindmap';
import {
  MINDMAP_SCHEMA_VERSION,
  ROOT_NODE_ID,
  mindmapViewSchema,
  parseMapTransform,
} from '@shared/schema/mindmap-model';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { createMindmapReader, readMindmap } from '@shared/schema/mindmap-reader';
import { replicaOf, replicasWithIds, syncDocs } from '../sync';

function mapWithChildren() {
  const doc = createMindmapDoc({ title: 'Plan', description: 'Q3' });
  const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
  const b = addNode(doc, { parentId: a, label: 'B', x: 30, y: 40 })!;
  const c = addNode(doc, { parentId: a, label: 'C', x: 50, y: 60 })!;
  return { doc, a, b, c };
}

const parentOf = (doc: Y.Doc, id: string) => getNode(doc, id)?.parentId;

/** Stands in for a peer that bypasses shared/schema (a hostile client): writes the raw layout. */
const rawValues = (doc: Y.Doc) => doc.getMap<unknown>('nodeValues');

describe('creating a mind map', () => {
  it('writes meta and a root at (400, 300) labelled with the title', () => {
    const view = readMindmap(createMindmapDoc({ title: 'Plan', description: 'Q3' }));
    expect(view.meta).toEqual({
      title: 'Plan',
      description: 'Q3',
      transform: null,
      schemaVersion: MINDMAP_SCHEMA_VERSION,
    });
    expect(view.rootId).toBe(ROOT_NODE_ID);
    expect(view.nodes).toHaveLength(1);
    expect(view.nodes[0]).toMatchObject({ id: 'root', parentId: null, label: 'Plan', x: 400, y: 300 });
    expect(mindmapViewSchema.parse(view)).toEqual(view);
  });

  it('leaves an initialised map as it is when initialised again', () => {
    const { doc } = mapWithChildren();
    const before = readMindmap(doc);
    initMindmap(doc, { title: 'Other' });
    expect(readMindmap(doc)).toEqual(before);
  });

  it('converges on one root when two clients each initialise the same empty map', () => {
    const [left, right] = [new Y.Doc(), new Y.Doc()];
    initMindmap(left, { title: 'Left' });
    initMindmap(right, { title: 'Right' });
    syncDocs(left, right);
    const view = readMindmap(left);
    expect(view.nodes.map((node) => node.id)).toEqual(['root']);
    expect(readMindmap(right)).toEqual(view);
  });

  it("gives a map with no node its root titled as the map, and reads none of a map's nodes", () => {
    const fresh = new Y.Doc();
    fresh.getMap('meta').set('title', 'Drafted elsewhere');
    ensureMindmapRoot(fresh, 'map-1', 'Untitled');
    expect(readMindmap(fresh).nodes).toMatchObject([
      { id: 'map-1', parentId: null, label: 'Drafted elsewhere' },
    ]);
    const untitled = new Y.Doc();
    ensureMindmapRoot(untitled, 'map-2', 'Untitled');
    expect(readMindmap(untitled).nodes).toMatchObject([{ id: 'map-2', label: 'Untitled' }]);

    const { doc } = mapWithChildren();
    const before = readMindmap(doc);
    const reads = vi.spyOn(Y.Map.prototype, 'get');
    ensureMindmapRoot(doc, 'map-3', 'Untitled');
    // Opening a 20,000-node map read it whole just to learn it was not empty: now its version and one node.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);
    reads.mockRestore();
    expect(readMindmap(doc)).toEqual(before);
  });

  it('refuses a title longer than the limit', () => {
    expect(() => createMindmapDoc({ title: 'x'.repeat(501) })).toThrow();
  });
});

describe('addNode', () => {
  it('adds a child with defaults and returns its id', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const id = addNode(doc, { parentId: 'root', x: 1, y: 2 });
    expect(getNode(doc, id!)).toMatchObject({
      parentId: 'root',
      label: '',
      description: '',
      x: 1,
      y: 2,
      todoId: null,
      linkedTodoListId: null,
      collapsed: false,
    });
  });

  it('keeps an id chosen by the caller (a client swapping in an id it made offline)', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    expect(addNode(doc, { id: 'n-1', parentId: 'root', x: 0, y: 0 })).toBe('n-1');
    expect(addNode(doc, { id: 'n-1', parentId: 'root', x: 0, y: 0 })).toBeNull();
  });

  it('returns null for a parent that does not exist', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    expect(addNode(doc, { parentId: 'missing', x: 0, y: 0 })).toBeNull();
    expect(readMindmap(doc).nodes).toHaveLength(1);
  });

  it('with no parent, creates the root of an empty map under the deterministic id', () => {
    const doc = new Y.Doc();
    expect(addNode(doc, { parentId: null, label: 'Hello', x: 400, y: 300 })).toBe(ROOT_NODE_ID);
    expect(readMindmap(doc).nodes[0]).toMatchObject({ id: 'root', parentId: null, label: 'Hello' });
  });

  it('with no parent on a map that has a root, returns the root and writes nothing', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const update = vi.fn();
    doc.on('update', update);
    expect(addNode(doc, { parentId: null, label: 'Second', x: 0, y: 0 })).toBe(ROOT_NODE_ID);
    expect(update).not.toHaveBeenCalled();
  });

  it('does not let a non-root node take the root id', () => {
    const doc = new Y.Doc();
    doc.getMap<unknown>('nodes').set('legacy', new Y.Map<unknown>([['label', 'old root']]));
    expect(addNode(doc, { id: ROOT_NODE_ID, parentId: 'legacy', x: 0, y: 0 })).toBeNull();
  });

  it('refuses fields that are not writable and coordinates that are not finite numbers', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    expect(() => addNode(doc, { parentId: 'root', x: 0, y: 0, createdAt: 'x' } as never)).toThrow();
    expect(() => addNode(doc, { parentId: 'root', x: Number.NaN, y: 0 })).toThrow();
    expect(() => addNode(doc, { parentId: 'root', x: Infinity, y: 0 })).toThrow();
  });
});

describe('updateNode', () => {
  it('writes the given fields and the update time, leaving the others', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, b } = mapWithChildren();
    vi.setSystemTime(new Date('2026-01-02T00:00:00Z'));
    expect(updateNode(doc, b, { label: 'Bee', description: 'notes', collapsed: true })).toBe(true);
    expect(getNode(doc, b)).toMatchObject({
      label: 'Bee',
      description: 'notes',
      collapsed: true,
      x: 30,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    vi.useRealTimers();
  });

  it('keeps the link to a to-do list on the node, and can clear it', () => {
    const { doc, a } = mapWithChildren();
    updateNode(doc, a, { linkedTodoListId: '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c', todoId: 't1' });
    expect(getNode(doc, a)).toMatchObject({ linkedTodoListId: '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c' });
    updateNode(doc, a, { linkedTodoListId: null });
    expect(getNode(doc, a)?.linkedTodoListId).toBeNull();
  });

  it('returns false for a missing node', () => {
    expect(updateNode(createMindmapDoc({ title: 'Plan' }), 'missing', { label: 'x' })).toBe(false);
  });

  it('refuses parentId, ids and timestamps in a patch (no mass assignment)', () => {
    const { doc, b } = mapWithChildren();
    expect(() => updateNode(doc, b, { parentId: 'root' } as never)).toThrow();
    expect(() => updateNode(doc, b, { updatedAt: 'x' } as never)).toThrow();
    expect(getNode(doc, b)?.parentId).not.toBe('root');
  });

  it('sends no update for an edit that changes nothing', () => {
    const { doc, b } = mapWithChildren();
    const update = vi.fn();
    doc.on('update', update);
    expect(updateNode(doc, b, { label: 'B', x: 30 })).toBe(true);
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps both of two concurrent edits of different fields of one node', () => {
    const { doc, b } = mapWithChildren();
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    updateNode(left, b, { label: 'left label' });
    updateNode(right, b, { description: 'right notes' });
    syncDocs(left, right);
    expect(getNode(left, b)).toMatchObject({ label: 'left label', description: 'right notes' });
  });
});

describe('moveNodes', () => {
  it('moves many nodes in one transaction, skipping unknown ids', () => {
    const { doc, a, b } = mapWithChildren();
    const update = vi.fn();
    doc.on('update', update);
    const moved = moveNodes(doc, [
      { id: a, x: 100, y: 200 },
      { id: b, x: -5, y: 7.5 },
      { id: 'gone', x: 0, y: 0 },
    ]);
    expect(moved).toBe(2);
    expect(update).toHaveBeenCalledTimes(1);
    expect(getNode(doc, a)).toMatchObject({ x: 100, y: 200 });
    expect(getNode(doc, b)).toMatchObject({ x: -5, y: 7.5 });
  });
});

describe('reparentNode', () => {
  it('moves a node (with its subtree) under another', () => {
    const { doc, a, b, c } = mapWithChildren();
    expect(reparentNode(doc, c, b)).toBe(true);
    expect(parentOf(doc, c)).toBe(b);
    expect(parentOf(doc, b)).toBe(a);
  });

  it('refuses the root, missing nodes, the node itself and its own descendants', () => {
    const { doc, a, b } = mapWithChildren();
    expect(reparentNode(doc, 'root', a)).toBe(false);
    expect(reparentNode(doc, 'missing', a)).toBe(false);
    expect(reparentNode(doc, a, 'missing')).toBe(false);
    expect(reparentNode(doc, a, a)).toBe(false);
    expect(reparentNode(doc, a, b)).toBe(false);
    expect(parentOf(doc, a)).toBe('root');
  });
});

describe('map meta', () => {
  it('updates title, description and the saved transform (pan x, y, zoom k and the canvas size)', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    const transform = { x: 10, y: -20, k: 1.5, width: 1440, height: 900 };
    updateMindmapMeta(doc, { title: 'New plan', transform });
    expect(readMindmap(doc).meta).toMatchObject({ title: 'New plan', description: '', transform });
    expect(doc.getMap('meta').get('config')).toEqual({ transform });
    updateMindmapMeta(doc, { transform: null });
    expect(readMindmap(doc).meta.transform).toBeNull();
  });

  it('refuses a non-positive zoom', () => {
    expect(() =>
      updateMindmapMeta(createMindmapDoc({ title: 'P' }), { transform: { x: 0, y: 0, k: 0 } }),
    ).toThrow();
  });
});

describe('the saved view as stored', () => {
  /** Stands in for a map saved before the zoom was named k. */
  function savedWith(transform: unknown): Y.Doc {
    const doc = createMindmapDoc({ title: 'Plan' });
    doc.getMap('meta').set('config', { transform });
    return doc;
  }

  it('reads the older {x, y, scale} as {x, y, k}', () => {
    expect(readMindmap(savedWith({ x: 5, y: 6, scale: 0.5 })).meta.transform).toEqual({ x: 5, y: 6, k: 0.5 });
    expect(parseMapTransform({ x: 5, y: 6, scale: 2 })).toEqual({ x: 5, y: 6, k: 2 });
  });

  it('reads k and the canvas size, and prefers k when both names are there', () => {
    expect(parseMapTransform({ x: 1, y: 2, k: 3, width: 375, height: 667 })).toEqual({
      x: 1,
      y: 2,
      k: 3,
      width: 375,
      height: 667,
    });
    expect(parseMapTransform({ x: 1, y: 2, k: 3, scale: 9 })).toEqual({ x: 1, y: 2, k: 3 });
  });

  it.each([
    ['nothing', undefined],
    ['a string', '0,0,1'],
    ['no zoom', { x: 0, y: 0 }],
    ['a text coordinate', { x: '0', y: 0, k: 1 }],
    ['NaN', { x: Number.NaN, y: 0, k: 1 }],
    ['an infinite pan', { x: 0, y: Infinity, k: 1 }],
    ['a zero zoom', { x: 0, y: 0, k: 0 }],
    ['a negative old zoom', { x: 0, y: 0, scale: -1 }],
    ['an infinite zoom', { x: 0, y: 0, k: Infinity }],
    ['a zero canvas width', { x: 0, y: 0, k: 1, width: 0, height: 600 }],
  ])('reads %s as no saved view', (_what, transform) => {
    expect(readMindmap(savedWith(transform)).meta.transform).toBeNull();
  });

  it('rewrites an older {scale} as {k} when the map is migrated, keeping the rest of config', () => {
    const doc = savedWith({ x: 5, y: 6, scale: 0.5 });
    const meta = doc.getMap('meta');
    meta.set('config', { ...(meta.get('config') as object), theme: 'dark' });
    meta.set('schemaVersion', 1);
    expect(migrateMindmap(doc)).toEqual({ from: 1, to: MINDMAP_SCHEMA_VERSION, newer: false });
    expect(meta.get('config')).toEqual({ transform: { x: 5, y: 6, k: 0.5 }, theme: 'dark' });
  });

  it('converges when two peers migrate the same map at once', () => {
    const old = savedWith({ x: 5, y: 6, scale: 0.5 });
    old.getMap('meta').set('schemaVersion', 1);
    const [first, second] = replicasWithIds(old, 1, 2);
    migrateMindmap(first!);
    migrateMindmap(second!);
    syncDocs(first!, second!);
    expect(first!.getMap('meta').toJSON()).toEqual(second!.getMap('meta').toJSON());
    expect(readMindmap(first!).meta).toMatchObject({
      transform: { x: 5, y: 6, k: 0.5 },
      schemaVersion: MINDMAP_SCHEMA_VERSION,
    });
  });

  it('leaves a view already saved with k as it is', () => {
    const doc = savedWith({ x: 5, y: 6, k: 0.5 });
    const meta = doc.getMap('meta');
    meta.set('schemaVersion', 1);
    const written: string[] = [];
    meta.observe((event) => written.push(...event.keysChanged));
    migrateMindmap(doc);
    expect(written).toEqual(['schemaVersion']);
    expect(meta.get('config')).toEqual({ transform: { x: 5, y: 6, k: 0.5 } });
  });
});

describe('reading what peers wrote', () => {
  it('parses coordinates stored as strings and defaults fields of the wrong type', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    rawValues(doc).set('odd', { parentId: 'root', label: 42, x: '12.5', y: 'abc', collapsed: 'yes' });
    const node = getNode(doc, 'odd');
    expect(node).toMatchObject({ label: '', x: 12.5, y: 0, collapsed: false, todoId: null });
    expect(() => mindmapViewSchema.parse(readMindmap(doc))).not.toThrow();
  });

  it('ignores entries that are not records or whose key is not an id', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    rawValues(doc).set('plain', 'not a node');
    rawValues(doc).set('listed', ['parentId', 'root']);
    rawValues(doc).set('bad id!', { parentId: 'root' });
    expect(readMindmap(doc).nodes.map((node) => node.id)).toEqual(['root']);
  });
});

describe('resolving states no single client made', () => {
  it('breaks a cycle from two concurrent reparents the same way on every replica', () => {
    const { doc, a } = mapWithChildren();
    const d = addNode(doc, { parentId: 'root', label: 'D', x: 0, y: 0 })!;
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    expect(reparentNode(left, a, d)).toBe(true);
    expect(reparentNode(right, d, a)).toBe(true);
    syncDocs(left, right);
    const greatest = [a, d].sort().at(-1)!;
    const other = greatest === a ? d : a;
    expect(parentOf(left, greatest)).toBe('root');
    expect(parentOf(left, other)).toBe(greatest);
    expect(readMindmap(right)).toEqual(readMindmap(left));
  });

  it('hangs a second root (a parentless node from an old or hostile client) under the root', () => {
    const doc = createMindmapDoc({ title: 'Plan' });
    rawValues(doc).set('zzz', { parentId: null });
    const view = readMindmap(doc);
    expect(view.nodes.filter((node) => node.parentId === null).map((node) => node.id)).toEqual(['root']);
    expect(parentOf(doc, 'zzz')).toBe('root');
  });

  it('hangs a child added under a node deleted at the same time under the root', () => {
    const { doc, a, b } = mapWithChildren();
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    deleteBranch(left, a);
    const orphan = addNode(right, { parentId: a, label: 'late', x: 0, y: 0 })!;
    syncDocs(left, right);
    expect(parentOf(left, orphan)).toBe('root');
    expect(getNode(left, b)).toBeNull();
    expect(readMindmap(right)).toEqual(readMindmap(left));
  });

  it('converges on one root when two clients create it with addNode at once', () => {
    const [left, right] = replicasWithIds(new Y.Doc(), 1, 2);
    addNode(left!, { parentId: null, label: 'L', x: 400, y: 300 });
    addNode(right!, { parentId: null, label: 'R', x: 400, y: 300 });
    syncDocs(left!, right!);
    expect(readMindmap(left!).nodes).toHaveLength(1);
    expect(readMindmap(left!)).toEqual(readMindmap(right!));
  });
});

describe('observeMindmap', () => {
  it('calls back once per local or remote transaction until unsubscribed', () => {
    const { doc, a, b } = mapWithChildren();
    const listener = vi.fn();
    const stop = observeMindmap(doc, listener);
    moveNodes(doc, [
      { id: a, x: 1, y: 1 },
      { id: b, x: 2, y: 2 },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    const remote = replicaOf(doc);
    updateNode(remote, a, { label: 'remote' });
    syncDocs(remote, doc);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    updateNode(doc, a, { label: 'after' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('migrateMindmap', () => {
  it('stamps the schema version on a map written before versioning', () => {
    const doc = new Y.Doc();
    addNode(doc, { parentId: null, label: 'old', x: 0, y: 0 });
    expect(migrateMindmap(doc)).toEqual({ from: 0, to: MINDMAP_SCHEMA_VERSION, newer: false });
    expect(readMindmap(doc).meta.schemaVersion).toBe(MINDMAP_SCHEMA_VERSION);
  });

  it('leaves an empty document and a current one alone', () => {
    expect(migrateMindmap(new Y.Doc())).toEqual({ from: 0, to: 0, newer: false });
    expect(migrateMindmap(createMindmapDoc({ title: 'P' }))).toEqual({
      from: MINDMAP_SCHEMA_VERSION,
      to: MINDMAP_SCHEMA_VERSION,
      newer: false,
    });
  });
});

describe('a root named after its map', () => {
  const mapId = '5b0f3a52-7c1e-4a8e-9d2f-1c3b5a7e9f01';

  it('takes the map id, so node ids stay unique across maps', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId });
    const view = readMindmap(doc);
    expect(view.rootId).toBe(mapId);
    expect(view.nodes).toEqual([
      expect.objectContaining({ id: mapId, label: 'Plan', x: 400, y: 300, parentId: null }),
    ]);
    expect(addNode(doc, { parentId: null, x: 0, y: 0 })).toBe(mapId);
  });

  it('converges on one root when two peers initialise the same empty map at once', () => {
    const [a, b] = replicasWithIds(new Y.Doc(), 1, 2);
    initMindmap(a!, { title: 'Plan', mapId });
    initMindmap(b!, { title: 'Plan', mapId });
    syncDocs(a!, b!);
    expect(readMindmap(a!).nodes.map((node) => node.id)).toEqual([mapId]);
    expect(readMindmap(b!)).toEqual(readMindmap(a!));
  });
});

describe('a map reader that follows changes', () => {
  it('gives what readMindmap gives after local, remote and raw edits, keeping unchanged nodes as they were', () => {
    const { doc, a, b, c } = mapWithChildren();
    const reader = createMindmapReader(doc);
    const first = reader.read();
    expect(first).toEqual(readMindmap(doc));
    expect(reader.read()).toBe(first);

    updateNode(doc, b, { label: 'B, renamed' });
    const renamed = reader.read();
    expect(renamed).toEqual(readMindmap(doc));
    const byId = (view: typeof first, id: string) => view.nodes.find((node) => node.id === id);
    expect(byId(renamed, c)).toBe(byId(first, c));
    expect(byId(renamed, b)).not.toBe(byId(first, b));

    // A peer's concurrent edits arrive as one update: a reparent, a delete and a new node.
    const peer = replicaOf(doc);
    reparentNode(peer, c, b);
    deleteBranch(peer, a);
    addNode(peer, { parentId: ROOT_NODE_ID, label: 'D', x: 0, y: 0 });
    updateMindmapMeta(peer, { title: 'Plan v2' });
    syncDocs(doc, peer);
    expect(reader.read()).toEqual(readMindmap(doc));

    // A client that bypasses the schema: a node whose parent is missing, and a key that is no record.
    rawValues(doc).set(b, { ...(rawValues(doc).get(b) as object), parentId: 'nowhere' });
    rawValues(doc).set('not an id!', {});
    expect(reader.read()).toEqual(readMindmap(doc));
    reader.stop();
  });

  it('gives what readMindmap gives through added leaves, re-added ids, deletes and reparents in any mix', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const doc = createMindmapDoc({ title: 'Plan' });
    const reader = createMindmapReader(doc);
    const ids = [ROOT_NODE_ID];
    const pick = () => ids[random(ids.length)]!;
    for (let step = 0; step < 400; step += 1) {
      const roll = random(10);
      if (roll < 5) {
        const id = addNode(doc, { parentId: pick(), label: `n${step}`, x: step, y: 0 });
        if (id) ids.push(id);
      } else if (roll === 5) {
        // A leaf and its child in one transaction; then an id deleted before, added back under the root.
        doc.transact(() => {
          const parent = addNode(doc, { parentId: pick(), label: 'pair', x: 0, y: 0 });
          if (parent) ids.push(parent, addNode(doc, { parentId: parent, label: 'child', x: 0, y: 0 })!);
        });
      } else if (roll === 6 && ids.length > 1) {
        deleteBranch(doc, ids[1 + random(ids.length - 1)]!);
      } else if (roll === 7 && ids.length > 2) {
        reparentNode(doc, ids[1 + random(ids.length - 1)]!, pick());
      } else if (roll === 8) {
        const gone = ids.find((id) => id !== ROOT_NODE_ID && !getNode(doc, id));
        if (gone) addNode(doc, { id: gone, parentId: ROOT_NODE_ID, label: 'back', x: 0, y: 0 });
      } else {
        updateNode(doc, pick(), { label: `r${step}` });
      }
      if (random(3) === 0) expect(reader.read()).toEqual(readMindmap(doc));
    }
    expect(reader.read()).toEqual(readMindmap(doc));
    reader.stop();
  });
});
