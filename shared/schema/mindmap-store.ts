import type * as Y from 'yjs';
import {
  type MapTransform,
  type MindmapMeta,
  type MindmapNode,
  ROOT_NODE_ID,
  parseMapTransform,
} from './mindmap-model';
import { readBoolean, readNullableString, readNumber, readString, TITLE_MAX, readTimestamp } from './fields';

/**
 * The layout of a mind map `Y.Doc`, for mindmap.ts and mindmap-reader.ts only (everyone else goes through
 * those): `meta` {title, description, config: {transform}, rootId, schemaVersion} and `nodes`, a Y.Map of
 * node id → Y.Map of fields. Every field is its own entry, so concurrent edits of different fields of one
 * node both survive.
 */

export const metaMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('meta');
/** The top-level map holding the records REST addresses by id. */
export const NODES_TYPE = 'nodes';
export const nodesMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(NODES_TYPE);

function readTransform(meta: Y.Map<unknown>): MapTransform | null {
  const config = meta.get('config');
  if (typeof config !== 'object' || config === null) return null;
  // Maps not yet migrated (opened by this client before the server did) still hold {scale}.
  return parseMapTransform((config as { transform?: unknown }).transform);
}

export function readMindmapMeta(doc: Y.Doc): MindmapMeta {
  const meta = metaMap(doc);
  return {
    title: readString(meta, 'title', '', TITLE_MAX),
    description: readString(meta, 'description'),
    transform: readTransform(meta),
    schemaVersion: readNumber(meta, 'schemaVersion', 0),
  };
}

export function readStoredNode(id: string, record: Y.Map<unknown>): MindmapNode {
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
export function preferredRootId(doc: Y.Doc): string {
  return readString(metaMap(doc), 'rootId') || ROOT_NODE_ID;
}
