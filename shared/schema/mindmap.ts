import * as Y from 'yjs';
import { z } from 'zod';
import {
  compareStrings,
  descriptionSchema,
  getRecord,
  hasRecords,
  idSchema,
  isRecordId,
  newId,
  newRecord,
  nowIso,
  observeTypes,
  parseOr,
  readBoolean,
  readNullableString,
  readNumber,
  readString,
  TITLE_MAX,
  readTimestamp,
  recordEntries,
  schemaVersionSchema,
  timestampSchema,
  titleSchema,
  writeFields,
} from './fields';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';
import { childrenOf, isAncestorOrSelf, resolveTree } from './mindmap-resolve';

/**
 * A mind map document, `mindmap:<id>`: `meta` (title, description, config, schemaVersion) and `nodes`, a Y.Map
 * of node id → Y.Map of fields. Every field is its own entry, so concurrent edits of different fields of one
 * node both survive.
 *
 * The link from a node to its to-do list is stored here only, as the node's `linkedTodoListId`. A to-do list's
 * `meta.mindmapId/nodeId` records where the list was created from; whether a node shows a list is decided by
 * the node alone, so the two documents can never disagree about the link.
 */

export const MINDMAP_SCHEMA_VERSION = 2;
/** The root's deterministic id: two clients that each create the root of an empty map create the same entry. */
/** The root's id in maps made before roots were named after their map. */
export const ROOT_NODE_ID = 'root';
export const ROOT_POSITION = { x: 400, y: 300 } as const;

const canvasSide = z.number().positive().max(100_000);

/**
 * The map's saved view, `config.transform`: a map point (mx, my) shows at (mx·k + x, my·k + y) in CSS pixels
 * of the canvas, so x and y are the pan offset and k the zoom. `width` and `height` are the size of the canvas
 * it was saved on, which lets a screen of another size show the same part of the map; a view saved by a
 * client that does not send them has none.
 */
export const transformSchema = z.object({
  x: z.number(),
  y: z.number(),
  k: z.number().positive(),
  width: canvasSide.optional(),
  height: canvasSide.optional(),
});
export type MapTransform = z.infer<typeof transformSchema>;

/** The shape views were saved in before the zoom was named `k`, as the spec names it. */
const legacyTransformSchema = z
  .object({ x: z.number(), y: z.number(), scale: z.number().positive() })
  .transform(({ x, y, scale }): MapTransform => ({ x, y, k: scale }));

/** A saved view in the current shape or the older `{x, y, scale}`, or null for anything else. */
export function parseMapTransform(value: unknown): MapTransform | null {
  return parseOr(transformSchema, value, null) ?? parseOr(legacyTransformSchema, value, null);
}

export const mindmapNodeSchema = z.object({
  id: idSchema,
  /** Resolved parent: null for the root only (see mindmap-resolve.ts). */
  parentId: idSchema.nullable(),
  label: z.string(),
  description: z.string(),
  x: z.number(),
  y: z.number(),
  todoId: z.string().nullable(),
  linkedTodoListId: z.string().nullable(),
  collapsed: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type MindmapNode = z.infer<typeof mindmapNodeSchema>;

export const mindmapMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  transform: transformSchema.nullable(),
  schemaVersion: schemaVersionSchema,
});
export type MindmapMeta = z.infer<typeof mindmapMetaSchema>;

export const mindmapViewSchema = z.object({
  meta: mindmapMetaSchema,
  rootId: idSchema.nullable(),
  /** Root first, then by creation time and id. */
  nodes: z.array(mindmapNodeSchema),
});
export type MindmapView = z.infer<typeof mindmapViewSchema>;

export const mindmapInitSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
  /** The map's own id; the root node takes it as its id. */
  mapId: idSchema.optional(),
});
export type MindmapInit = z.input<typeof mindmapInitSchema>;

export const mindmapMetaPatchSchema = z
  .strictObject({ title: titleSchema, description: descriptionSchema, transform: transformSchema.nullable() })
  .partial();
export type MindmapMetaPatch = z.input<typeof mindmapMetaPatchSchema>;

/** The writable fields of a node; parentId changes only through reparentNode, which refuses cycles. */
export const nodePatchSchema = z
  .strictObject({
    label: titleSchema,
    description: descriptionSchema,
    x: z.number(),
    y: z.number(),
    collapsed: z.boolean(),
    todoId: idSchema.nullable(),
    linkedTodoListId: idSchema.nullable(),
  })
  .partial();
export type NodePatch = z.input<typeof nodePatchSchema>;

export const addNodeSchema = nodePatchSchema.required({ x: true, y: true }).extend({
  id: idSchema.optional(),
  parentId: idSchema.nullable(),
});
export type AddNodeInput = z.input<typeof addNodeSchema>;

export const nodePositionSchema = z.strictObject({ id: idSchema, x: z.number(), y: z.number() });
export type NodePosition = z.input<typeof nodePositionSchema>;

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

const metaMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('meta');
/** The top-level map holding the records REST addresses by id. */
export const NODES_TYPE = 'nodes';
const nodesMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(NODES_TYPE);

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
  initMindmap(doc, { title: readMeta(doc).title || fallbackTitle, mapId });
}

export function createMindmapDoc(input: MindmapInit): Y.Doc {
  const doc = new Y.Doc();
  initMindmap(doc, input);
  return doc;
}

function readTransform(meta: Y.Map<unknown>): MapTransform | null {
  const config = meta.get('config');
  if (typeof config !== 'object' || config === null) return null;
  // Maps not yet migrated (opened by this client before the server did) still hold {scale}.
  return parseMapTransform((config as { transform?: unknown }).transform);
}

function readMeta(doc: Y.Doc): MindmapMeta {
  const meta = metaMap(doc);
  return {
    title: readString(meta, 'title', '', TITLE_MAX),
    description: readString(meta, 'description'),
    transform: readTransform(meta),
    schemaVersion: readNumber(meta, 'schemaVersion', 0),
  };
}

function readStoredNode(id: string, record: Y.Map<unknown>): MindmapNode {
  return {
    id,
    parentId: readNullableString(record, 'parentId'),
    label: readString(record, 'label', '', TITLE_MAX),
    description: readString(record, 'description'),
    x: readNumber(record, 'x'),
    y: readNumber(record, 'y'),
    todoId: readNullableString(record, 'todoId'),
    linkedTodoListId: readNullableString(record, 'linkedTodoListId'),
    collapsed: readBoolean(record, 'collapsed'),
    createdAt: readTimestamp(record, 'createdAt'),
    updatedAt: readTimestamp(record, 'updatedAt'),
  };
}

/** The id the root has, or gets when it is created. */
function preferredRootId(doc: Y.Doc): string {
  return readString(metaMap(doc), 'rootId') || ROOT_NODE_ID;
}

/** Resolves the stored nodes into the view: parents fixed, root first, then by creation time and id. */
function resolveView(doc: Y.Doc, stored: readonly MindmapNode[], previous?: MindmapView): MindmapView {
  const { rootId, parents } = resolveTree(stored, preferredRootId(doc));
  const before = new Map(previous?.nodes.map((node) => [node.id, node]));
  const nodes = stored.map((node) => {
    const parentId = parents.get(node.id) ?? null;
    const last = before.get(node.id);
    // Unchanged nodes keep their object, so consumers can tell what changed by identity.
    if (last && parentId === last.parentId && sameStoredNode(last, node)) return last;
    return { ...node, parentId };
  });
  nodes.sort(
    (a, b) =>
      Number(b.id === rootId) - Number(a.id === rootId) ||
      compareStrings(a.createdAt, b.createdAt) ||
      compareStrings(a.id, b.id),
  );
  return { meta: readMeta(doc), rootId, nodes };
}

/** The fields a node stores itself; its parent is compared after resolution. */
const NODE_FIELDS = Object.keys(mindmapNodeSchema.shape).filter(
  (field): field is Exclude<keyof MindmapNode, 'id' | 'parentId'> => field !== 'id' && field !== 'parentId',
);

function sameStoredNode(a: MindmapNode, b: MindmapNode): boolean {
  return NODE_FIELDS.every((field) => a[field] === b[field]);
}

/** The map as every peer sees it once synced: parents resolved (cycles, orphans and extra roots fixed). */
export function readMindmap(doc: Y.Doc): MindmapView {
  return resolveView(
    doc,
    recordEntries(nodesMap(doc)).map(([id, record]) => readStoredNode(id, record)),
  );
}

export interface MindmapReader {
  /** The same view readMindmap() gives, reading again only the nodes changed since the last call. */
  read(): MindmapView;
  stop(): void;
}

/**
 * Reads a map repeatedly as it changes (an editor following its peers): each node's stored fields are
 * read again only when that node changed, instead of every node on every change. The resolution of the
 * tree still runs over the whole map, on plain objects.
 */
export function createMindmapReader(doc: Y.Doc): MindmapReader {
  const nodes = nodesMap(doc);
  const stored = new Map<string, MindmapNode>();
  let dirty: Set<string> | 'all' = 'all';
  let view: MindmapView | null = null;
  /** Where each node sits in `view.nodes`. */
  let positions = new Map<string, number>();
  let metaChanged = true;

  const onNodes = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => {
    if (dirty === 'all') return;
    for (const event of events) {
      if (event.target === nodes) {
        for (const key of event.changes.keys.keys()) dirty.add(key);
      } else {
        const id = event.path[0];
        if (typeof id === 'string') dirty.add(id);
      }
    }
  };
  const onMeta = () => (metaChanged = true);
  nodes.observeDeep(onNodes);
  metaMap(doc).observe(onMeta);

  function readNode(id: string) {
    const record = getRecord(nodes, id);
    if (record && isRecordId(id)) stored.set(id, readStoredNode(id, record));
    else stored.delete(id);
  }

  /**
   * The view with the changed nodes replaced in place, when no change touched the tree or the order (a
   * label typed, a node dragged: nearly every live edit); null when the whole map must be resolved again.
   */
  function patch(current: MindmapView, ids: ReadonlySet<string>): MindmapView | null {
    const replaced = current.nodes.slice();
    let inPlace = true;
    for (const id of ids) {
      const before = stored.get(id);
      const index = positions.get(id);
      readNode(id);
      const after = stored.get(id);
      if (!before || !after || index === undefined) inPlace = false;
      else if (after.parentId !== before.parentId || after.createdAt !== before.createdAt) inPlace = false;
      else if (inPlace) replaced[index] = { ...after, parentId: replaced[index]!.parentId };
    }
    return inPlace ? { ...current, nodes: replaced } : null;
  }

  return {
    read() {
      if (view && dirty !== 'all' && !metaChanged) {
        if (dirty.size === 0) return view;
        const patched = patch(view, dirty);
        dirty = new Set();
        if (patched) return (view = patched);
        // Every dirty node was read again by patch(); resolve the whole map below.
      } else if (dirty === 'all') {
        stored.clear();
        for (const [id, record] of recordEntries(nodes)) stored.set(id, readStoredNode(id, record));
      } else {
        for (const id of dirty) readNode(id);
      }
      dirty = new Set();
      metaChanged = false;
      view = resolveView(doc, [...stored.values()], view ?? undefined);
      positions = new Map(view.nodes.map((node, index) => [node.id, index]));
      return view;
    },
    stop() {
      nodes.unobserveDeep(onNodes);
      metaMap(doc).unobserve(onMeta);
    },
  };
}

export function getNode(doc: Y.Doc, id: string): MindmapNode | null {
  return readMindmap(doc).nodes.find((node) => node.id === id) ?? null;
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
      const { rootId } = readMindmap(doc);
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
