import * as Y from 'yjs';
import { type NodeValue, compareStamps, nodeValues, readNodeValue } from './mindmap-store';

/**
 * Which of this user's writes to a map's nodes a merge replaced by a later write made without seeing
 * them (mindmap-merge.ts finds them as it merges): the editor tells the user whose edit lost. A write that
 * saw this user's value and changed it is an ordinary edit, not a loss; whether it saw it is read from
 * Yjs, whose every write of a node's value names the value it replaced (its origin).
 */

/** The fields whose loss a user is told of: what a node says and where it sits in the tree. */
export const NOTICED_FIELDS = ['label', 'description', 'link', 'parentId'] as const;
export type NoticedField = (typeof NOTICED_FIELDS)[number];

export interface LostWrite {
  nodeId: string;
  field: NoticedField;
  /** The node as this user had it, with the lost value. */
  mine: NodeValue;
  /** The node as the merge left it. */
  kept: NodeValue;
  /** The Yjs client id of the write that won (the presence of that client names its author). */
  by: number;
}

export interface LostWriteWatch {
  /** Whether a stamp's client is this user's (this tab, or an earlier one on this device). */
  mine(client: number): boolean;
  onLost(writes: LostWrite[]): void;
}

/** A value of a node as one Yjs item holds it. */
export interface ValueItem {
  item: Y.Item;
  value: NodeValue;
}

const watches = new WeakMap<Y.Doc, Set<LostWriteWatch>>();

/** Calls `watch.onLost` after each merge of `doc` that replaced writes of this user; returns the stop. */
export function watchLostWrites(doc: Y.Doc, watch: LostWriteWatch): () => void {
  const set = watches.get(doc) ?? new Set<LostWriteWatch>();
  watches.set(doc, set);
  set.add(watch);
  return () => set.delete(watch);
}

export function isWatched(doc: Y.Doc): boolean {
  return (watches.get(doc)?.size ?? 0) > 0;
}

/**
 * What each watch of `doc` lost in one remote transaction (`replaced`, to be merged into `merged`), read
 * before the merge is written; the returned function tells them, once it is.
 */
export function lostWritesReport(
  doc: Y.Doc,
  transaction: Y.Transaction,
  replaced: ReadonlyMap<string, ValueItem[]>,
  merged: ReadonlyMap<string, NodeValue>,
): () => void {
  const reports: Array<[LostWriteWatch, LostWrite[]]> = [];
  for (const watch of watches.get(doc) ?? []) {
    const lost = lostWrites(doc, transaction, replaced, merged, watch.mine);
    if (lost.length > 0) reports.push([watch, lost]);
  }
  return () => reports.forEach(([watch, lost]) => watch.onLost(lost));
}

/** How far back through a node's writes a check goes; past it, a write is taken as having seen the other. */
const MAX_WRITES = 10_000;

/** Whether the write of `from` was made over `target`, or over a value made over it, and so on. */
function madeOver(doc: Y.Doc, from: Y.Item, target: Y.Item): boolean {
  let origin = from.origin;
  for (let steps = 0; origin && steps < MAX_WRITES; steps += 1) {
    const struct = Y.getItem(doc.store, origin);
    if (struct === target) return true;
    if (!(struct instanceof Y.Item)) return false;
    origin = struct.origin;
  }
  return origin !== null;
}

/**
 * Whether `client` wrote a value of this node, arriving in this transaction, that was not made over
 * `mine`: a write made without seeing it. The winning field may come in a value a merge wrote over
 * `mine` (another peer's merge, or the author's own), while the author's write itself arrives emptied
 * (its peers had replaced it), so every write of the author that arrived is looked at, not only the
 * one that holds the winning value.
 */
function wroteWithoutSeeing(
  doc: Y.Doc,
  transaction: Y.Transaction,
  last: Y.Item,
  mine: Y.Item,
  client: number,
): boolean {
  const known = transaction.beforeState.get(client) ?? 0;
  let item: Y.Item | null = last;
  for (let steps = 0; item && steps < MAX_WRITES; steps += 1, item = item.left) {
    if (item.id.client !== client || item.id.clock + item.length <= known) continue;
    if (!madeOver(doc, item, mine)) return true;
  }
  return false;
}

function lostWrites(
  doc: Y.Doc,
  transaction: Y.Transaction,
  replaced: ReadonlyMap<string, ValueItem[]>,
  merged: ReadonlyMap<string, NodeValue>,
  mine: (client: number) => boolean,
): LostWrite[] {
  const lost: LostWrite[] = [];
  const values = nodeValues(doc);
  const existedBefore = ({ item }: { item: Y.Item }) =>
    item.id.clock < (transaction.beforeState.get(item.id.client) ?? 0);
  for (const [nodeId, earlier] of replaced) {
    const last = values._map.get(nodeId);
    if (!last || last.deleted) continue;
    // The value this peer had before the transaction: one replaced now, or the one Yjs kept.
    const wasReplaced = earlier.find(existedBefore);
    const wasKept = !wasReplaced && existedBefore({ item: last }) ? readNodeValue(values.get(nodeId)) : null;
    const before = wasReplaced ?? (wasKept ? { item: last, value: wasKept } : null);
    // Most replaced values (a peer's layout moving every node) hold no noticed field of this user's.
    if (!before || !NOTICED_FIELDS.some((field) => mine(before.value.stamps[field]?.[1] ?? -1))) continue;
    const current = wasKept ?? readNodeValue(values.get(nodeId));
    if (!current) continue;
    const kept = merged.get(nodeId) ?? current;
    for (const field of NOTICED_FIELDS) {
      const [own, winning] = [before.value.stamps[field], kept.stamps[field]];
      if (!own || !winning || !mine(own[1]) || mine(winning[1])) continue;
      if (compareStamps(winning, own) <= 0 || kept[field] === before.value[field]) continue;
      if (!wroteWithoutSeeing(doc, transaction, last, before.item, winning[1])) continue;
      lost.push({ nodeId, field, mine: before.value, kept, by: winning[1] });
    }
  }
  return lost;
}
