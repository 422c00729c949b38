import * as Y from 'yjs';
import { z } from 'zod';
import { newId, nowIso, observeTypes, writeFields } from './fields';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';
import {
  type AddNodeInput,
  type MindmapInit,
  type MindmapLayout,
  type MindmapMetaPatch,
  type MindmapNode,
  type NodePatch,
  type NodePosition,
  MINDMAP_SCHEMA_VERSION,
  ROOT_POSITION,
  addNodeSchema,
  mindmapInitSchema,
  mindmapLayoutSchema,
  mindmapMetaPatchSchema,
  nodePatchSchema,
  nodePositionSchema,
  parseMapTransform,
  transformSchema,
} from './mindmap-model';
import { foldLegacyNodes, keepNodesMerged } from './mindmap-merge';
import { metaMap } from './document-meta';
import { readMindmap } from './mindmap-reader';
import { isAncestorOrSelf } from './mindmap-resolve';
import {
  createStoredNode,
  deletedNodes,
  isNodeIdTaken,
  hasStoredNodes,
  legacyNodes,
  nodeValues,
  preferredRootId,
  readMindmapLayout,
  readMindmapMeta,
  readStoredNode,
  writeStoredNode,
} from './mindmap-store';

/**
 * A mind map document, `mindmap:<id>`. Its layout is described in mindmap-store.ts, its types in
 * mindmap-model.ts, its resolution rules in mindmap-resolve.ts; mindmap-reader.ts reads it, this module
 * migrates and writes it.
 *
 * The link from a node to its to-do list is stored here only, as the node's `linkedTodoListId`. A to-do list's
 * `meta.mindmapId/nodeId` records where the list was created from; whether a node shows a list is decided by
 * the node alone, so the two documents can never disagree about the link.
 */

export const mindmapMigrations: readonly Migration[] = [
  // Version 1 is the first shape; documents made before versioning only need the stamp.
  { version: 1, description: 'initial shape', up: () => undefined },
  {
    version: 2,
    description: 'the saved view names its zoom k: config.transform {x, y, scale} becomes {x, y, k}',
    // Every peer writes the same value, so running it on several at once converges.
    up: (doc) => {
      const meta = metaMap(doc);
      const config = meta.get('config');
      if (typeof config !== 'object' || config === null) return;
      const stored = (config as { transform?: unknown }).transform;
      const transform = parseMapTransform(stored);
      if (transform && !transformSchema.safeParse(stored).success) {
        meta.set('config', { ...config, transform });
      }
    },
  },
  {
    version: 3,
    description:
      'each node is one value in nodeValues instead of a map of fields in nodes (its map is emptied, not removed)',
    // Values are made from the fields alone, without stamps, so peers migrating at once write the same.
    up: (doc) => foldLegacyNodes(doc),
  },
  {
    version: 4,
    description: 'a node may hold a link (an http, https or mailto URL); a node without one reads null',
    // Nothing is stored for a node without a link, so a map of version 3 gains only its version.
    up: () => undefined,
  },
];
assertMigrationsOrdered(mindmapMigrations, MINDMAP_SCHEMA_VERSION);

/** Brings a loaded document to the current schema version (run after the first sync). */
export function migrateMindmap(doc: Y.Doc): MigrationResult {
  keepNodesMerged(doc);
  const empty = metaMap(doc).size === 0 && nodeValues(doc).size === 0 && legacyNodes(doc).size === 0;
  const result = runMigrations(doc, metaMap(doc), mindmapMigrations, MINDMAP_SCHEMA_VERSION, empty);
  // What a client of version 2 wrote since, while no merging peer had the map open.
  if (!result.newer && !empty) foldLegacyNodes(doc);
  return result;
}

/** Writes meta and the root at (400, 300) labelled with the title; an initialised map is left as it is. */
export function initMindmap(doc: Y.Doc, input: MindmapInit): void {
  keepNodesMerged(doc);
  const { title, description, mapId, layout } = mindmapInitSchema.parse(input);
  doc.transact(() => {
    const meta = metaMap(doc);
    if (!meta.has('schemaVersion')) {
      writeFields(meta, { title, description, schemaVersion: MINDMAP_SCHEMA_VERSION });
      if (layout !== 'free') meta.set('layout', layout);
    }
    // Every peer derives the same root id from the map's id, so node ids stay unique across maps and
    // two peers creating the root at once still converge on one.
    if (mapId && !meta.has('rootId')) meta.set('rootId', mapId);
    if (!hasStoredNodes(doc)) addNode(doc, { parentId: null, label: title, ...ROOT_POSITION });
  });
}

/**
 * Gives a map that has no node its root, titled as the map is or else `fallbackTitle` (the first peer to
 * open a new map does). A map with nodes is left as it is, and none of its nodes is read.
 */
export function ensureMindmapRoot(doc: Y.Doc, mapId: string, fallbackTitle: string): void {
  keepNodesMerged(doc);
  if (hasStoredNodes(doc)) return;
  initMindmap(doc, { title: readMindmapMeta(doc).title || fallbackTitle, mapId });
}

export function createMindmapDoc(input: MindmapInit): Y.Doc {
  const doc = new Y.Doc();
  initMindmap(doc, input);
  return doc;
}

export function getNode(doc: Y.Doc, id: string): MindmapNode | null {
  return readMindmap(doc).nodes.find((node) => node.id === id) ?? null;
}

/** Whether the map holds node `id`: what getNode tells, without reading and resolving every node. */
export function hasNode(doc: Y.Doc, id: string): boolean {
  keepNodesMerged(doc);
  return readStoredNode(doc, id) !== null;
}

/**
 * The root readMindmap resolves: the map's own root node when it is there (as it is unless a peer's edits
 * removed it), which takes no reading of the other nodes.
 */
export function mindmapRootId(doc: Y.Doc): string | null {
  const preferred = preferredRootId(doc);
  return hasNode(doc, preferred) ? preferred : readMindmap(doc).rootId;
}

export function updateMindmapMeta(doc: Y.Doc, patch: MindmapMetaPatch): boolean {
  const { transform, ...fields } = mindmapMetaPatchSchema.parse(patch);
  return doc.transact(() => {
    const meta = metaMap(doc);
    const changed = writeFields(meta, fields);
    if (transform === undefined) return changed;
    const config = meta.get('config');
    const base = typeof config === 'object' && config !== null ? config : {};
    meta.set('config', { ...base, transform });
    return true;
  });
}

/** The map's layout: 'free' for a map without one (see mindmap-model.ts). */
export function getMindmapLayout(doc: Y.Doc): MindmapLayout {
  return readMindmapLayout(doc);
}

/** Sets the map's layout (the caller re-lays the nodes in the same transaction); false when it was that already. */
export function setMindmapLayout(doc: Y.Doc, layout: MindmapLayout): boolean {
  const parsed = mindmapLayoutSchema.parse(layout);
  return doc.transact(() => writeFields(metaMap(doc), { layout: parsed }));
}

/**
 * Adds a node and returns its id, or null when the parent does not exist or the id is taken. With parentId null
 * it creates the root under its deterministic id, or returns the existing root's id untouched, so two clients
 * that open an empty map at once end up with one root.
 */
export function addNode(doc: Y.Doc, input: AddNodeInput): string | null {
  keepNodesMerged(doc);
  const { id: wanted, parentId, ...fields } = addNodeSchema.parse(input);
  return doc.transact(() => {
    if (parentId === null) {
      const rootId = mindmapRootId(doc);
      if (rootId !== null) return rootId;
    } else if (!hasNode(doc, parentId) || wanted === preferredRootId(doc)) {
      return null;
    }
    const id = parentId === null ? preferredRootId(doc) : (wanted ?? newId());
    if (isNodeIdTaken(doc, id)) return null;
    const now = nowIso();
    createStoredNode(doc, id, {
      label: '',
      description: '',
      link: null,
      todoId: null,
      linkedTodoListId: null,
      collapsed: false,
      ...fields,
      rank: fields.rank ?? '',
      parentId,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  });
}

/**
 * Writes the given fields; false when the node does not exist. A root renamed while it reads the map's
 * title renames the map too (the converse of renameMindmap, rename-and-copy.ts), unless its new label is blank.
 */
export function updateNode(doc: Y.Doc, id: string, patch: NodePatch): boolean {
  keepNodesMerged(doc);
  const fields = nodePatchSchema.parse(patch);
  return doc.transact(() => {
    const label = fields.label?.trim();
    if (label && id === mindmapRootId(doc)) {
      const title = readMindmapMeta(doc).title;
      if (readStoredNode(doc, id)?.label === title && fields.label !== title)
        metaMap(doc).set('title', label);
    }
    return writeStoredNode(doc, id, fields);
  });
}

/** Sets x/y of many nodes in one transaction (Save Layout); unknown ids are skipped and not counted. */
export function moveNodes(doc: Y.Doc, positions: readonly NodePosition[]): number {
  keepNodesMerged(doc);
  const parsed = z.array(nodePositionSchema).parse(positions);
  return doc.transact(() => {
    let moved = 0;
    for (const { id, x, y } of parsed) if (writeStoredNode(doc, id, { x, y })) moved += 1;
    return moved;
  });
}

/** Moves a node under another; false for the root, a missing node or parent, or a parent inside the subtree. */
export function reparentNode(doc: Y.Doc, id: string, parentId: string): boolean {
  return doc.transact(() => {
    const { rootId, nodes } = readMindmap(doc);
    const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
    if (!parents.has(id) || id === rootId || !parents.has(parentId)) return false;
    if (isAncestorOrSelf(parents, id, parentId)) return false;
    return writeStoredNode(doc, id, { parentId });
  });
}

/** Calls `listener` after every transaction that changed the map (local or remote). Returns the unsubscribe. */
export function observeMindmap(doc: Y.Doc, listener: () => void): () => void {
  keepNodesMerged(doc);
  return observeTypes(doc, [metaMap(doc), nodeValues(doc), deletedNodes(doc), legacyNodes(doc)], listener);
}

/**
 * The shared types a Y.UndoManager should track for this map, with MINDMAP_UNDO_OPTIONS: its manager
 * must restore a node's value even after a peer (or the merging of node values) wrote it since;
 * mindmap-merge.ts keeps what the peer wrote.
 */
export const MINDMAP_UNDO_OPTIONS = { ignoreRemoteMapChanges: true } as const;

export function mindmapUndoScope(doc: Y.Doc): Y.Map<unknown>[] {
  keepNodesMerged(doc);
  return [metaMap(doc), nodeValues(doc), deletedNodes(doc), legacyNodes(doc)];
}
