import * as Y from 'yjs';
import { z } from 'zod';
import { getRecord, hasRecords, newId, newRecord, nowIso, observeTypes, writeFields } from './fields';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';
import {
  type AddNodeInput,
  type MindmapInit,
  type MindmapMetaPatch,
  type MindmapNode,
  type NodePatch,
  type NodePosition,
  MINDMAP_SCHEMA_VERSION,
  ROOT_POSITION,
  addNodeSchema,
  mindmapInitSchema,
  mindmapMetaPatchSchema,
  nodePatchSchema,
  nodePositionSchema,
  parseMapTransform,
  transformSchema,
} from './mindmap-model';
import { readMindmap } from './mindmap-reader';
import { childrenOf, isAncestorOrSelf } from './mindmap-resolve';
import { metaMap, nodesMap, preferredRootId, readMindmapMeta } from './mindmap-store';

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
];
assertMigrationsOrdered(mindmapMigrations, MINDMAP_SCHEMA_VERSION);

/** Brings a loaded document to the current schema version (run after the first sync). */
export function migrateMindmap(doc: Y.Doc): MigrationResult {
  const empty = metaMap(doc).size === 0 && nodesMap(doc).size === 0;
  return runMigrations(doc, metaMap(doc), mindmapMigrations, MINDMAP_SCHEMA_VERSION, empty);
}

/** Writes meta and the root at (400, 300) labelled with the title; an initialised map is left as it is. */
export function initMindmap(doc: Y.Doc, input: MindmapInit): void {
  const { title, description, mapId } = mindmapInitSchema.parse(input);
  doc.transact(() => {
    const meta = metaMap(doc);
    if (!meta.has('schemaVersion')) {
      writeFields(meta, { title, description, schemaVersion: MINDMAP_SCHEMA_VERSION });
    }
    // Every peer derives the same root id from the map's id, so node ids stay unique across maps and
    // two peers creating the root at once still converge on one.
    if (mapId && !meta.has('rootId')) meta.set('rootId', mapId);
    if (!hasRecords(nodesMap(doc))) addNode(doc, { parentId: null, label: title, ...ROOT_POSITION });
  });
}

/**
 * Gives a map that has no node its root, titled as the map is or else `fallbackTitle` (the first peer to
 * open a new map does). A map with nodes is left as it is, and none of its nodes is read.
 */
export function ensureMindmapRoot(doc: Y.Doc, mapId: string, fallbackTitle: string): void {
  if (hasRecords(nodesMap(doc))) return;
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
  return getRecord(nodesMap(doc), id) !== null;
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

/**
 * Adds a node and returns its id, or null when the parent does not exist or the id is taken. With parentId null
 * it creates the root under its deterministic id, or returns the existing root's id untouched, so two clients
 * that open an empty map at once end up with one root.
 */
export function addNode(doc: Y.Doc, input: AddNodeInput): string | null {
  const { id: wanted, parentId, ...fields } = addNodeSchema.parse(input);
  return doc.transact(() => {
    const nodes = nodesMap(doc);
    if (parentId === null) {
      const rootId = mindmapRootId(doc);
      if (rootId !== null) return rootId;
    } else if (!getRecord(nodes, parentId) || wanted === preferredRootId(doc)) {
      return null;
    }
    const id = parentId === null ? preferredRootId(doc) : (wanted ?? newId());
    if (nodes.has(id)) return null;
    const now = nowIso();
    nodes.set(
      id,
      newRecord({
        label: '',
        description: '',
        todoId: null,
        linkedTodoListId: null,
        collapsed: false,
        ...fields,
        parentId,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return id;
  });
}

/** Writes the given fields; false when the node does not exist. */
export function updateNode(doc: Y.Doc, id: string, patch: NodePatch): boolean {
  const fields = nodePatchSchema.parse(patch);
  return doc.transact(() => {
    const record = getRecord(nodesMap(doc), id);
    if (!record) return false;
    if (writeFields(record, fields)) record.set('updatedAt', nowIso());
    return true;
  });
}

/** Sets x/y of many nodes in one transaction (Save Layout); unknown ids are skipped and not counted. */
export function moveNodes(doc: Y.Doc, positions: readonly NodePosition[]): number {
  const parsed = z.array(nodePositionSchema).parse(positions);
  return doc.transact(() => {
    const nodes = nodesMap(doc);
    let moved = 0;
    for (const { id, x, y } of parsed) {
      const record = getRecord(nodes, id);
      if (!record) continue;
      if (writeFields(record, { x, y })) record.set('updatedAt', nowIso());
      moved += 1;
    }
    return moved;
  });
}

/** Moves a node under another; false for the root, a missing node or parent, or a parent inside the subtree. */
export function reparentNode(doc: Y.Doc, id: string, parentId: string): boolean {
  return doc.transact(() => {
    const { rootId, nodes } = readMindmap(doc);
    const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
    const record = getRecord(nodesMap(doc), id);
    if (!record || id === rootId || !parents.has(parentId)) return false;
    if (isAncestorOrSelf(parents, id, parentId)) return false;
    if (writeFields(record, { parentId })) record.set('updatedAt', nowIso());
    return true;
  });
}

/**
 * Deletes a node; its children move up to the deleted node's parent (nothing else is lost), all in one
 * transaction so one undo restores the node and its children's links. The root cannot be deleted (false).
 * A to-do list linked to the node is a separate document and is left alone.
 */
export function deleteNode(doc: Y.Doc, id: string): boolean {
  return doc.transact(() => {
    const { rootId, nodes } = readMindmap(doc);
    const node = nodes.find((candidate) => candidate.id === id);
    if (!node || id === rootId) return false;
    const parents = new Map(nodes.map((candidate) => [candidate.id, candidate.parentId]));
    const records = nodesMap(doc);
    const now = nowIso();
    for (const child of childrenOf(parents, id)) {
      const record = getRecord(records, child);
      if (record && writeFields(record, { parentId: node.parentId })) record.set('updatedAt', now);
    }
    records.delete(id);
    return true;
  });
}

/** Calls `listener` after every transaction that changed the map (local or remote). Returns the unsubscribe. */
export function observeMindmap(doc: Y.Doc, listener: () => void): () => void {
  return observeTypes(doc, [metaMap(doc), nodesMap(doc)], listener);
}

/** The shared types a Y.UndoManager should track for this map. */
export function mindmapUndoScope(doc: Y.Doc): Y.Map<unknown>[] {
  return [metaMap(doc), nodesMap(doc)];
}
