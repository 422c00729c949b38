import * as Y from 'yjs';
import { isRecordId, nowIso, recordEntries } from './fields';
import {
  type NodeValue,
  type StampedField,
  STAMPED_FIELDS,
  compareStamps,
  deletedNodes,
  nextStamp,
  legacyNodes,
  nodeValues,
  readLegacyNode,
  readNodeValue,
  storedValue,
  usesNodeValues,
} from './mindmap-store';
import { type ValueItem, isWatched, lostWritesReport } from './mindmap-lost-writes';

/**
 * Keeping a map's node values whole (layout in mindmap-store.ts). A node is one value, so of two writes to
 * one node made without seeing each other Yjs keeps one; the other's changed fields are taken back here,
 * field by field by their stamps. Undo restores a whole earlier value; here it takes back only what this
 * client wrote. What a client of schema version 2 wrote into a node's old map of fields is folded into
 * the value.
 *
 * Every peer that holds the map open does this as a transaction ends, while the replaced values are still
 * readable (Yjs collects them after): the server always, as every write passes through it. The writes made
 * here carry NODE_MERGE_ORIGIN; peers doing the same at once write the same fields and stamps. A peer that
 * watches (the map editor, mindmap-lost-writes.ts) is told which of its user's writes a merge replaced by
 * later ones made without seeing them.
 */

export const NODE_MERGE_ORIGIN = 'mindmap-node-merge';
/** Stamps of what a version 2 client wrote: every peer folding it writes the same. */
const FOLDING_CLIENT = 0;

const merging = new WeakSet<Y.Doc>();
const NOTHING_MERGED: ReadonlyMap<string, NodeValue> = new Map();
const NOTHING_REPLACED: ReadonlyMap<string, ValueItem[]> = new Map();

/**
 * A write of this peer's own through shared/schema reads each node's value and writes the next one in one
 * synchronous transaction, so the values it replaces are the ones it read: nothing of them can be lost and
 * there is nothing to merge (a large saving when a layout moves every node). Updates from peers (not local)
 * and undo or redo (which restore older values) are merged.
 */
function replacesOnlyWhatItRead(transaction: Y.Transaction): boolean {
  return transaction.local && !(transaction.origin instanceof Y.UndoManager);
}

/**
 * Starts merging `doc`'s node values (once per document; later calls do nothing). mindmap.ts and
 * mindmap-reader.ts call it whenever they are handed a document, so every peer that reads or writes a map
 * merges it; the server starts it before loading a map (server/src/collab/node-merge-extension.ts).
 */
export function keepNodesMerged(doc: Y.Doc): void {
  if (merging.has(doc)) return;
  merging.add(doc);
  let writing = false;
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (writing || transaction.origin === NODE_MERGE_ORIGIN) return;
    const replaced = replacesOnlyWhatItRead(transaction)
      ? NOTHING_REPLACED
      : replacedValues(doc, transaction);
    const merged = replaced.size === 0 ? NOTHING_MERGED : mergedValues(doc, transaction, replaced);
    const legacy = usesNodeValues(doc) ? touchedLegacyNodes(doc, transaction) : [];
    const gone = valuesOfDeletedNodes(doc, transaction);
    // Read before the merge replaces the value Yjs kept; told once it is written.
    const tell =
      replaced.size > 0 && !transaction.local && isWatched(doc)
        ? lostWritesReport(doc, transaction, replaced, merged)
        : null;
    if (merged.size > 0 || legacy.length > 0 || gone.length > 0) {
      writing = true;
      try {
        doc.transact(() => {
          const values = nodeValues(doc);
          for (const [id, value] of merged) values.set(id, storedValue(value));
          for (const id of legacy) foldLegacyNode(doc, id);
          for (const id of gone) values.delete(id);
        }, NODE_MERGE_ORIGIN);
      } finally {
        writing = false;
      }
    }
    tell?.();
  });
}

/**
 * Values this transaction left on deleted nodes: a write that had not seen the delete. Readers skip them
 * already; removing them keeps the document small.
 */
function valuesOfDeletedNodes(doc: Y.Doc, transaction: Y.Transaction): string[] {
  const [values, deleted] = [nodeValues(doc), deletedNodes(doc)];
  const changed = transaction.changed as Map<unknown, Set<string | null>>;
  const touched = [...(changed.get(values) ?? []), ...(changed.get(deleted) ?? [])];
  return touched.filter((id): id is string => id !== null && values.has(id) && deleted.has(id));
}

/** The values replaced in this transaction, by node, with their items, while Yjs still holds them. */
function replacedValues(doc: Y.Doc, transaction: Y.Transaction): Map<string, ValueItem[]> {
  const values = nodeValues(doc);
  const replaced = new Map<string, ValueItem[]>();
  Y.iterateDeletedStructs(transaction, transaction.deleteSet, (item) => {
    if (!(item instanceof Y.Item) || item.parent !== values || !(item.content instanceof Y.ContentAny))
      return;
    const id = item.parentSub;
    const value = id !== null && isRecordId(id) ? readNodeValue(item.content.arr[0]) : null;
    if (id !== null && value) replaced.set(id, [...(replaced.get(id) ?? []), { item, value }]);
  });
  return replaced;
}

/** The nodes whose value lost a field another write set, or took back one a peer set since: the fixed values. */
function mergedValues(
  doc: Y.Doc,
  transaction: Y.Transaction,
  replaced: ReadonlyMap<string, ValueItem[]>,
): Map<string, NodeValue> {
  const fixed = new Map<string, NodeValue>();
  const values = nodeValues(doc);
  const undoing = transaction.origin instanceof Y.UndoManager;
  for (const [id, items] of replaced) {
    const current = deletedNodes(doc).has(id) ? null : readNodeValue(values.get(id));
    if (!current) continue;
    const earlier = items.map(({ value }) => value);
    const next = undoing ? keepPeersFields(doc, current, earlier) : takeNewerFields(current, earlier);
    if (next) fixed.set(id, next);
  }
  return fixed;
}

function withField(value: NodeValue, from: NodeValue, field: StampedField): void {
  (value as Record<StampedField, unknown>)[field] = from[field];
  value.stamps[field] = from.stamps[field];
}

/** The current value with every field a replaced value has newer (a write made without seeing it). */
function takeNewerFields(current: NodeValue, replaced: readonly NodeValue[]): NodeValue | null {
  let next: NodeValue | null = null;
  for (const earlier of replaced) {
    for (const field of STAMPED_FIELDS) {
      const base = next ?? current;
      if (compareStamps(earlier.stamps[field], base.stamps[field]) <= 0) continue;
      next ??= { ...current, stamps: { ...current.stamps } };
      withField(next, earlier, field);
      if (earlier.updatedAt > next.updatedAt) next.updatedAt = earlier.updatedAt;
    }
  }
  return next;
}

/**
 * After an undo or redo restored an earlier value: the fields this client wrote are restored (with a new
 * stamp, so they win as any new write does), the fields a peer wrote since are kept.
 */
function keepPeersFields(doc: Y.Doc, restored: NodeValue, replaced: readonly NodeValue[]): NodeValue | null {
  let next: NodeValue | null = null;
  for (const earlier of replaced) {
    for (const field of STAMPED_FIELDS) {
      const stamp = earlier.stamps[field];
      if (compareStamps(stamp, (next ?? restored).stamps[field]) <= 0) continue;
      next ??= { ...restored, stamps: { ...restored.stamps }, updatedAt: nowIso() };
      if (stamp?.[1] === doc.clientID) next.stamps[field] = nextStamp(stamp, doc.clientID);
      else withField(next, earlier, field);
    }
  }
  return next;
}

/** Ids of the nodes whose version 2 map of fields this transaction wrote or removed. */
function touchedLegacyNodes(doc: Y.Doc, transaction: Y.Transaction): string[] {
  const legacy = legacyNodes(doc);
  const ids = new Set<string>();
  for (const [type, keys] of transaction.changed) {
    if ((type as unknown) === legacy) for (const key of keys) if (key !== null) ids.add(key);
    const item = type._item;
    if (item && item.parent === legacy && item.parentSub !== null) ids.add(item.parentSub);
  }
  return [...ids].filter(isRecordId);
}

/**
 * Moves what a node's version 2 map holds into its value and empties the map: a whole node where it
 * has no value yet, else each field the map holds, stamped as newer. A map removed by a version 2 client
 * removes the node.
 */
function foldLegacyNode(doc: Y.Doc, id: string): void {
  const values = nodeValues(doc);
  const record = legacyNodes(doc).get(id);
  if (!(record instanceof Y.Map)) {
    if (record === undefined && values.has(id)) {
      deletedNodes(doc).set(id, true);
      values.delete(id);
    }
    return;
  }
  if (record.size === 0) return;
  const fields = readLegacyNode(record as Y.Map<unknown>);
  const current = readNodeValue(values.get(id));
  if (!current) {
    values.set(id, storedValue({ ...fields, stamps: {} }));
  } else {
    const next: NodeValue = { ...current, stamps: { ...current.stamps } };
    for (const field of STAMPED_FIELDS) {
      if (!record.has(field)) continue;
      (next as Record<StampedField, unknown>)[field] = fields[field];
      next.stamps[field] = [(current.stamps[field]?.[0] ?? 0) + 1, FOLDING_CLIENT];
    }
    if (fields.updatedAt > next.updatedAt) next.updatedAt = fields.updatedAt;
    values.set(id, storedValue(next));
  }
  for (const key of [...record.keys()]) record.delete(key);
}

/** Folds every version 2 map of fields that holds anything (migration 3, and a load after it). */
export function foldLegacyNodes(doc: Y.Doc): void {
  doc.transact(() => {
    for (const [id, record] of recordEntries(legacyNodes(doc))) if (record.size > 0) foldLegacyNode(doc, id);
  });
}
