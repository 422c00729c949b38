import * as Y from 'yjs';
import { CARDS_TYPE } from './board-store';
import type { DocumentKind } from './document-name';
import { getRecord, isRecordId } from './fields';
import { NODES_TYPE, readStoredNode } from './mindmap-store';
import { TODOS_TYPE } from './todo';

/** The collection whose records REST routes address by id alone: nodes, to-dos and cards. */
const ITEM_COLLECTION: Record<DocumentKind, string> = {
  mindmap: NODES_TYPE,
  todolist: TODOS_TYPE,
  inbox: TODOS_TYPE,
  board: CARDS_TYPE,
};

/**
 * Ids of the records an update adds to its document's item collection, read from the encoded update
 * without a document: a new key of a top-level map carries its parent's name. A key written again (a
 * record replaced) names its predecessor instead and is not listed; it was listed when first added.
 */
export function addedItemIds(kind: DocumentKind, structs: ReturnType<typeof Y.decodeUpdate>['structs']) {
  const collection = ITEM_COLLECTION[kind];
  const ids = new Set<string>();
  for (const struct of structs) {
    if (!(struct instanceof Y.Item) || (struct.parent as unknown) !== collection) continue;
    const key = struct.parentSub;
    if (typeof key === 'string' && isRecordId(key)) ids.add(key);
  }
  return [...ids];
}

/**
 * Whether the document holds item `id` now: a node not deleted, a to-do or a card. Read from the one
 * record, without reading the document's other items.
 */
export function holdsItem(kind: DocumentKind, doc: Y.Doc, id: string): boolean {
  if (kind === 'mindmap') return readStoredNode(doc, id) !== null;
  return getRecord(doc.getMap(ITEM_COLLECTION[kind]), id) !== null;
}
