import * as Y from 'yjs';
import {
  type MapTransform,
  type MindmapLayout,
  type MindmapMeta,
  type MindmapNode,
  ROOT_NODE_ID,
  mindmapLayoutSchema,
  parseMapTransform,
} from './mindmap-model';
import {
  type FieldSource,
  fieldsOf,
  getRecord,
  hasRecords,
  isRecordId,
  nowIso,
  readBoolean,
  readNullableString,
  readNumber,
  readString,
  readTimestamp,
  recordEntries,
  TITLE_MAX,
  writeFields,
} from './fields';
import { readNodeLink } from './node-link';
import { RANK_MAX } from './sibling-order';
import { metaMap, readSchemaVersion, readTitledMeta } from './document-meta';
import { stampTime } from './stamp-clock';

/**
 * The layout of a mind map `Y.Doc`, for mindmap.ts, mindmap-reader.ts and mindmap-merge.ts only (everyone
 * else goes through those):
 * - `meta` {title, description, config: {transform}, rootId, schemaVersion, layout};
 * - `nodeValues`, node id → the node as one plain value (NodeValue): one Yjs item a node, which a peer
 *   reads about five times faster than a map of fields. A write replaces the whole value, so each field
 *   carries a stamp, and concurrent writes to different fields of one node are merged (mindmap-merge.ts);
 * - `deletedNodes`, node id → true for every node deleted: a delete wins over a write made without seeing it
 *   (which would otherwise bring the node's value back), and the ids are never used again;
 * - `nodes`, the layout of schema versions 1 and 2: node id → Y.Map of fields. Migration 3 moves each node
 *   into `nodeValues` and empties its map but keeps it, so that what a client of version 2 edited offline
 *   still lands somewhere when it reconnects, and is folded into the node's value (mindmap-merge.ts).
 */

/** The top-level map holding the records REST addresses by id. */
export const NODES_TYPE = 'nodeValues';
export const nodeValues = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(NODES_TYPE);
export const deletedNodes = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('deletedNodes');
export const legacyNodes = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('nodes');

/** Whether node `id` was deleted (by anyone, at any time). */
export function isDeletedNode(doc: Y.Doc, id: string): boolean {
  return deletedNodes(doc).has(id);
}

/** The first schema version that stores nodes as values. */
export const NODE_VALUES_VERSION = 3;

/** The fields a write stamps; createdAt never changes and updatedAt follows every write. */
export const STAMPED_FIELDS = [
  'parentId',
  'label',
  'description',
  'link',
  'x',
  'y',
  'todoId',
  'linkedTodoListId',
  'collapsed',
  'rank',
] as const;
export type StampedField = (typeof STAMPED_FIELDS)[number];

/**
 * Which write set a field last: its version and the writing client, compared in that order. A version
 * is a time (stamp-clock.ts: seconds by the device's clock corrected to the server's) raised to one more
 * than the version the write replaced when that is later, so of two writes that did not see each other
 * the later-made one wins, and a write that saw another always wins over it (nextStamp). Writes within
 * one second are ordered by client. A stamp written before versions were times holds a small counter,
 * which every peer (an old cached client too, with the same comparison) orders before any time.
 */
export type Stamp = readonly [version: number, client: number];
export type Stamps = Partial<Record<StampedField, Stamp>>;
const UNSTAMPED: Stamp = [0, 0];

export type NodeFields = Omit<MindmapNode, 'id'>;
export type NodeValue = NodeFields & { stamps: Stamps };

/**
 * Versions stay far below where adding one loses precision: a peer that wrote a larger one could otherwise
 * make every later write of the field lose to its own. As times, they last until 2092. Client ids are
 * 32-bit.
 */
const MAX_VERSION = 2 ** 31;

export function compareStamps(a: Stamp | undefined, b: Stamp | undefined): number {
  const [left, right] = [a ?? UNSTAMPED, b ?? UNSTAMPED];
  return left[0] - right[0] || left[1] - right[1];
}

/** The stamp of `client`'s write over a field stamped `previous`: now, or just after `previous`. */
export function nextStamp(previous: Stamp | undefined, client: number): Stamp {
  const version = Math.max(stampTime(), (previous?.[0] ?? 0) + 1);
  return [Math.min(version, MAX_VERSION - 1), client];
}

function readTransform(meta: Y.Map<unknown>): MapTransform | null {
  const config = meta.get('config');
  if (typeof config !== 'object' || config === null) return null;
  // Maps not yet migrated (opened by this client before the server did) still hold {scale}.
  return parseMapTransform((config as { transform?: unknown }).transform);
}

export function readMindmapMeta(doc: Y.Doc): MindmapMeta {
  return { ...readTitledMeta(doc), transform: readTransform(metaMap(doc)) };
}

/** The map's layout (mindmap-model.ts): 'free' when it has none or one this version does not know. */
export function readMindmapLayout(doc: Y.Doc): MindmapLayout {
  const parsed = mindmapLayoutSchema.safeParse(metaMap(doc).get('layout'));
  return parsed.success ? parsed.data : 'free';
}

function readFields(record: FieldSource): NodeFields {
  return {
    parentId: readNullableString(record, 'parentId'),
    label: readString(record, 'label', '', TITLE_MAX),
    description: readString(record, 'description'),
    link: readNodeLink(record.get('link')),
    x: readNumber(record, 'x'),
    y: readNumber(record, 'y'),
    todoId: readNullableString(record, 'todoId'),
    linkedTodoListId: readNullableString(record, 'linkedTodoListId'),
    collapsed: readBoolean(record, 'collapsed'),
    rank: readString(record, 'rank', '', RANK_MAX),
    createdAt: readTimestamp(record, 'createdAt'),
    updatedAt: readTimestamp(record, 'updatedAt'),
  };
}

function isStamp(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [version, client] = value as unknown[];
  return (
    Number.isInteger(version) &&
    Number.isInteger(client) &&
    (version as number) >= 0 &&
    (version as number) < MAX_VERSION &&
    (client as number) >= 0 &&
    (client as number) < 2 ** 32
  );
}

function readStamps(value: FieldSource): Stamps {
  const stored = fieldsOf(value.get('stamps'));
  const stamps: Stamps = {};
  for (const field of STAMPED_FIELDS) {
    const stamp = stored.get(field);
    if (isStamp(stamp)) stamps[field] = [stamp[0], stamp[1]];
  }
  return stamps;
}

/** A stored value as a node, read as every field is: with a type check and a default. */
export function readNodeValue(raw: unknown): NodeValue | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const value = fieldsOf(raw);
  return { ...readFields(value), stamps: readStamps(value) };
}

/** The value to store: fields at their default are left out, which keeps the document small. */
export function storedValue({ stamps, ...fields }: NodeValue): Record<string, unknown> {
  const value: Record<string, unknown> = {
    parentId: fields.parentId,
    label: fields.label,
    x: fields.x,
    y: fields.y,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
  };
  if (fields.description !== '') value.description = fields.description;
  if (fields.link !== null) value.link = fields.link;
  if (fields.todoId !== null) value.todoId = fields.todoId;
  if (fields.linkedTodoListId !== null) value.linkedTodoListId = fields.linkedTodoListId;
  if (fields.collapsed) value.collapsed = true;
  if (fields.rank !== '') value.rank = fields.rank;
  if (Object.keys(stamps).length > 0) value.stamps = stamps;
  return value;
}

/** A node of the version 1–2 layout. */
export function readLegacyNode(record: Y.Map<unknown>): NodeFields {
  return readFields(record);
}

/**
 * Whether the document keeps its nodes as values: from schema version 3, and in any document that has
 * no node of the older layout. A client writes a document in the layout it has, so what it edits offline in
 * a map the server has not yet migrated is migrated, field by field, with the rest.
 */
export function usesNodeValues(doc: Y.Doc): boolean {
  return readSchemaVersion(doc) >= NODE_VALUES_VERSION || !hasRecords(legacyNodes(doc));
}

/** Every stored node, before the tree is resolved. */
export function readStoredNodes(doc: Y.Doc): MindmapNode[] {
  const nodes: MindmapNode[] = [];
  if (!usesNodeValues(doc)) {
    for (const [id, record] of recordEntries(legacyNodes(doc))) nodes.push({ id, ...readLegacyNode(record) });
    return nodes;
  }
  const deleted = deletedNodes(doc);
  const anyDeleted = deleted.size > 0;
  nodeValues(doc).forEach((raw, id) => {
    const value = isRecordId(id) && !(anyDeleted && deleted.has(id)) ? readNodeValue(raw) : null;
    if (value) nodes.push(storedNode(id, value));
  });
  return nodes;
}

function storedNode(id: string, { stamps: _stamps, ...fields }: NodeValue): MindmapNode {
  return { id, ...fields };
}

/** One stored node, or null when the map has no such node. */
export function readStoredNode(doc: Y.Doc, id: string): MindmapNode | null {
  if (!isRecordId(id)) return null;
  if (!usesNodeValues(doc)) {
    const record = getRecord(legacyNodes(doc), id);
    return record ? { id, ...readLegacyNode(record) } : null;
  }
  const value = isDeletedNode(doc, id) ? null : readNodeValue(nodeValues(doc).get(id));
  return value ? storedNode(id, value) : null;
}

/** Whether the map has any node, found without reading them all. */
export function hasStoredNodes(doc: Y.Doc): boolean {
  if (!usesNodeValues(doc)) return true;
  for (const [id, raw] of nodeValues(doc).entries()) {
    if (isRecordId(id) && !isDeletedNode(doc, id) && readNodeValue(raw)) return true;
  }
  return false;
}

/**
 * Stores a new node; createdAt and updatedAt are the caller's. A link it is made with is stamped: a client
 * of schema version 3, which does not know the field, leaves it out when it rewrites the node, and the
 * merge takes back only a field that is stamped.
 */
export function createStoredNode(doc: Y.Doc, id: string, fields: NodeFields): void {
  const stamps: Stamps = fields.link === null ? {} : { link: nextStamp(undefined, doc.clientID) };
  if (usesNodeValues(doc)) nodeValues(doc).set(id, storedValue({ ...fields, stamps }));
  else legacyNodes(doc).set(id, new Y.Map<unknown>(Object.entries(fields)));
}

export type StoredNodePatch = Partial<Pick<NodeFields, StampedField>>;

/**
 * Writes the fields of a patch that differ from the stored ones, each with a new stamp, and moves
 * updatedAt; a patch that changes nothing writes nothing, so it cannot win over a concurrent write.
 * False when there is no such node.
 */
export function writeStoredNode(doc: Y.Doc, id: string, patch: StoredNodePatch): boolean {
  if (!usesNodeValues(doc)) {
    const record = getRecord(legacyNodes(doc), id);
    if (!record) return false;
    if (writeFields(record, patch)) record.set('updatedAt', nowIso());
    return true;
  }
  const values = nodeValues(doc);
  const current = isRecordId(id) && !isDeletedNode(doc, id) ? readNodeValue(values.get(id)) : null;
  if (!current) return false;
  const next: NodeValue = { ...current, stamps: { ...current.stamps } };
  let changed = false;
  for (const field of STAMPED_FIELDS) {
    const value = patch[field];
    if (value === undefined || current[field] === value) continue;
    (next as Record<StampedField, unknown>)[field] = value;
    next.stamps[field] = nextStamp(current.stamps[field], doc.clientID);
    changed = true;
  }
  if (!changed) return true;
  next.updatedAt = nowIso();
  values.set(id, storedValue(next));
  return true;
}

/** Whether `id` names a node, or did: such an id is never given to a new node. */
export function isNodeIdTaken(doc: Y.Doc, id: string): boolean {
  return nodeValues(doc).has(id) || legacyNodes(doc).has(id) || isDeletedNode(doc, id);
}

/** Removes a node in either layout (its emptied map of version 2 too, if it has one). */
export function deleteStoredNode(doc: Y.Doc, id: string): void {
  if (usesNodeValues(doc)) deletedNodes(doc).set(id, true);
  nodeValues(doc).delete(id);
  legacyNodes(doc).delete(id);
}

/** The id the root has, or gets when it is created. */
export function preferredRootId(doc: Y.Doc): string {
  return readString(metaMap(doc), 'rootId') || ROOT_NODE_ID;
}
