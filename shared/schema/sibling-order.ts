import { compareStrings, nowIso } from './fields';
import type { MindmapNode } from './mindmap-model';

/**
 * The order of a node among its siblings. A node sorts by its rank, or by its creation time when it has
 * none (every node made before ranks, and every node added last): ranks are strings placed between two
 * neighbours' keys, so a node put between two siblings is one write of its own, never a renumbering of
 * the others, and two peers inserting at once each keep their node where they put it.
 */

/** Ranks longer than this are not made: the new node goes last instead (see rankBetween). */
export const RANK_MAX = 64;

/** The code units ranks are made of: printable ASCII, so a rank reads and compares as plain text. */
const LOWEST = 0x21;
const HIGHEST = 0x7e;

/** What places a node among its siblings. */
export type SiblingKey = Pick<MindmapNode, 'parentId' | 'rank' | 'createdAt'>;

/** The key a node sorts by among its siblings. */
export function orderKey(node: Pick<MindmapNode, 'rank' | 'createdAt'>): string {
  return node.rank || node.createdAt;
}

/** Sibling order: by key, then by id (two nodes made in the same millisecond). */
export function compareNodeOrder(a: MindmapNode, b: MindmapNode): number {
  return compareStrings(orderKey(a), orderKey(b)) || compareStrings(a.id, b.id);
}

/**
 * A string that sorts after `low` and before `high` (after `low` alone when `high` is null): the shortest
 * prefix of the pair's keys that leaves room, plus the character halfway between theirs. Null when there
 * is no such string short enough (an empty interval, or one narrowed by many inserts at one place).
 */
export function rankBetween(low: string, high: string | null): string | null {
  if (high !== null && compareStrings(low, high) >= 0) return null;
  let prefix = '';
  // Once the result is below `high` at some character, what follows is bounded by nothing.
  let bounded = high !== null;
  for (let at = 0; at < RANK_MAX; at += 1) {
    // Equal to all of `high` so far: anything longer sorts after it.
    if (bounded && at >= high!.length) return null;
    const lo = at < low.length ? low.charCodeAt(at) : LOWEST - 1;
    const hi = bounded ? high!.charCodeAt(at) : HIGHEST + 1;
    if (hi - lo > 1) {
      const middle = Math.max(LOWEST, Math.min(HIGHEST, (lo + hi) >> 1));
      if (middle > lo && middle < hi) return prefix + String.fromCharCode(middle);
    }
    // No room at this character: keep low's (or the lowest), and look one further.
    const kept = at < low.length ? lo : LOWEST;
    if (kept < hi) bounded = false;
    prefix += String.fromCharCode(kept);
  }
  return null;
}

/** Where a node added last under a parent stands: its creation time, and a rank only when one is needed. */
export interface LastPlace {
  createdAt: string;
  rank: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Where a node added `now`, last under `parentId`, stands. Its creation time already sorts it last, as a
 * rule; when it does not (siblings written in one millisecond, as a draft's are, or a peer whose clock is
 * behind) it is created a millisecond after the last sibling, so creation order (what REST lists) stays
 * sibling order. After a sibling that has a rank, it gets a rank just after that one. `nodes` is the map
 * the caller sees.
 */
export function placeLast(nodes: readonly SiblingKey[], parentId: string, now = nowIso()): LastPlace {
  let last: string | undefined;
  for (const node of nodes) {
    if (node.parentId !== parentId) continue;
    const key = orderKey(node);
    if (last === undefined || compareStrings(key, last) > 0) last = key;
  }
  if (last === undefined || compareStrings(now, last) > 0) return { createdAt: now, rank: '' };
  if (ISO_TIME.test(last)) return { createdAt: new Date(Date.parse(last) + 1).toISOString(), rank: '' };
  return { createdAt: now, rank: rankBetween(last, last + String.fromCharCode(HIGHEST)) ?? '' };
}
