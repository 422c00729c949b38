import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { metaMap } from '@shared/schema/document-meta';
import { addNode, createMindmapDoc, getNode, migrateMindmap, updateNode } from '@shared/schema/mindmap';
import { MINDMAP_SCHEMA_VERSION } from '@shared/schema/mindmap-model';
import { createMindmapReader, readMindmap } from '@shared/schema/mindmap-reader';
import { restoreMindmap } from '@shared/schema/mindmap-restore';
import { nodeValues } from '@shared/schema/mindmap-store';
import { isNodeLink, LINK_MAX } from '@shared/schema/node-link';
import { copyDocument } from '@shared/schema/rename-and-copy';
import { replicaOf, syncDocs } from '../sync';

const MAP_ID = '6f1c2d1e-8a63-4a55-9d7e-0c1b2a3f4e5d';
const COPY_ID = '0d3c4b5a-6978-4e1f-8a2b-3c4d5e6f7a8b';
const LINK = 'https://example.com/press?kit=1#logos';

const linkOf = (doc: Y.Doc, id: string) => getNode(doc, id)?.link;

describe('isNodeLink', () => {
  it('takes http, https and mailto URLs of at most 2,048 characters', () => {
    for (const link of [LINK, 'http://localhost:3000/a', 'mailto:maya@example.com', 'HTTPS://EXAMPLE.COM'])
      expect(isNodeLink(link), link).toBe(true);
    const longest = `https://example.com/${'a'.repeat(LINK_MAX - 20)}`;
    expect(longest).toHaveLength(LINK_MAX);
    expect(isNodeLink(longest)).toBe(true);
    expect(isNodeLink(`${longest}a`)).toBe(false);
  });

  it('refuses other schemes, relative links, white space and text a table cannot store', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      '/relative/path',
      'example.com',
      'https://',
      'mailto:',
      'https://exa mple.com',
      'https://example.com/\u0000',
      'https://example.com/\uD800',
      '',
    ])
      expect(isNodeLink(link), JSON.stringify(link)).toBe(false);
  });
});

describe('a node link', () => {
  it('is added, changed and cleared with the node, and stored only while it has one', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    const id = addNode(doc, { parentId: MAP_ID, label: 'Press', x: 1, y: 2, link: LINK })!;
    expect(linkOf(doc, id)).toBe(LINK);
    expect(linkOf(doc, MAP_ID)).toBeNull();
    expect(updateNode(doc, id, { link: 'mailto:press@example.com' })).toBe(true);
    expect(linkOf(doc, id)).toBe('mailto:press@example.com');
    updateNode(doc, id, { link: null });
    expect(linkOf(doc, id)).toBeNull();
    expect(Object.keys(nodeValues(doc).get(id) as object)).not.toContain('link');
  });

  it('is refused by addNode and updateNode when it is not an http, https or mailto URL', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    expect(() => addNode(doc, { parentId: MAP_ID, x: 0, y: 0, link: 'javascript:alert(1)' })).toThrow(
      ZodError,
    );
    const id = addNode(doc, { parentId: MAP_ID, x: 0, y: 0 })!;
    expect(() => updateNode(doc, id, { link: `https://example.com/${'a'.repeat(LINK_MAX)}` })).toThrow(
      ZodError,
    );
    expect(linkOf(doc, id)).toBeNull();
  });

  it('reads as null when a peer wrote anything else into the document', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    const id = addNode(doc, { parentId: MAP_ID, x: 0, y: 0, link: LINK })!;
    const reader = createMindmapReader(doc);
    expect(reader.read().nodes.find((node) => node.id === id)?.link).toBe(LINK);
    const stored = nodeValues(doc).get(id) as Record<string, unknown>;
    nodeValues(doc).set(id, { ...stored, link: 'javascript:alert(document.cookie)' });
    expect(reader.read().nodes.find((node) => node.id === id)?.link).toBeNull();
    expect(linkOf(doc, id)).toBeNull();
    nodeValues(doc).set(id, { ...stored, link: 42 });
    expect(linkOf(doc, id)).toBeNull();
    reader.stop();
  });

  it('merges with a concurrent write to another field of the node', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    const id = addNode(doc, { parentId: MAP_ID, label: 'Press', x: 0, y: 0 })!;
    const peer = replicaOf(doc);
    updateNode(doc, id, { link: LINK });
    updateNode(peer, id, { label: 'Press kit' });
    syncDocs(doc, peer);
    expect(getNode(doc, id)).toMatchObject({ label: 'Press kit', link: LINK });
    expect(getNode(peer, id)).toMatchObject({ label: 'Press kit', link: LINK });
  });

  it('survives a client of version 3 rewriting the node without it, once a newer peer merges', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    const id = addNode(doc, { parentId: MAP_ID, label: 'Press', x: 0, y: 0, link: LINK })!;
    // A raw replica writes as a version 3 client does: the value without the field it does not know.
    const older = replicaOf(doc);
    const { link: _link, stamps, ...rest } = older.getMap('nodeValues').get(id) as Record<string, unknown>;
    const { link: _stamp, ...otherStamps } = (stamps ?? {}) as Record<string, unknown>;
    older
      .getMap('nodeValues')
      .set(id, { ...rest, label: 'Press kit', stamps: { ...otherStamps, label: [1, 1] } });
    syncDocs(older, doc);
    expect(getNode(doc, id)).toMatchObject({ label: 'Press kit', link: LINK });
  });

  it('is kept by a copy of the map and written back by a restore', () => {
    const source = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    updateNode(source, MAP_ID, { link: 'https://example.com/root' });
    addNode(source, { parentId: MAP_ID, label: 'Press', x: 1, y: 2, link: LINK });
    const copy = new Y.Doc();
    copyDocument('mindmap', source, copy, COPY_ID, 'Plan (copy)');
    const links = (doc: Y.Doc) => readMindmap(doc).nodes.map(({ label, link }) => [label, link]);
    expect(links(copy)).toEqual([
      ['Plan', 'https://example.com/root'],
      ['Press', LINK],
    ]);

    const version = replicaOf(source);
    const press = readMindmap(source).nodes[1]!.id;
    updateNode(source, press, { link: null });
    updateNode(source, MAP_ID, { link: 'mailto:someone@example.com' });
    restoreMindmap(source, version);
    expect(links(source)).toEqual(links(version));
  });
});

describe('migration 4: node links', () => {
  it('stamps a version 3 map with its new version and stores nothing else; its nodes read no link', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    addNode(doc, { parentId: MAP_ID, label: 'Press', x: 1, y: 2 });
    metaMap(doc).set('schemaVersion', 3);
    const before = readMindmap(doc);
    const stored = nodeValues(doc).toJSON();
    const beforeMigration = replicaOf(doc);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    expect(migrateMindmap(doc)).toEqual({ from: 3, to: 4, newer: false });
    expect(MINDMAP_SCHEMA_VERSION).toBe(4);
    expect(nodeValues(doc).toJSON()).toEqual(stored);
    expect(readMindmap(doc)).toEqual({ ...before, meta: { ...before.meta, schemaVersion: 4 } });
    expect(readMindmap(doc).nodes.map((node) => node.link)).toEqual([null, null]);
    // One update, which writes the version alone.
    expect(updates).toHaveLength(1);
    const written = new Set<string>();
    const peer = replicaOf(beforeMigration);
    peer.on('afterTransaction', (transaction: Y.Transaction) => {
      for (const keys of transaction.changed.values()) for (const key of keys) written.add(String(key));
    });
    Y.applyUpdate(peer, updates[0]!);
    expect([...written]).toEqual(['schemaVersion']);
  });
});
