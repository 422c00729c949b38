import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * Fractional order keys. Lists in documents (lanes, cards, to-dos) are Y.Map entries holding a `position` key
 * string, because Yjs has no move: delete + insert would duplicate an item under concurrent moves, while a move
 * that rewrites one key cannot. REST positions are integer ranks, translated here at the boundary.
 */

/** Anything ordered by an order key, with its id breaking ties. */
export interface Keyed {
  id: string;
  position: string;
}

/** A new key for an item placed at a rank, and the keys of neighbours that had to change to make room. */
export interface Placement {
  position: string;
  rekeyed: Keyed[];
}

/**
 * Byte-wise comparison by (position, id). Concurrent inserts at the same spot produce the same key on both
 * clients, so the id must decide, and `<` (not localeCompare) keeps the order the same on every machine.
 */
export function compareKeyed(a: Keyed, b: Keyed): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** A sorted copy; the input is left as it is. */
export function sortKeyed<T extends Keyed>(items: readonly T[]): T[] {
  return [...items].sort(compareKeyed);
}

/**
 * `sorted` (as sortKeyed sorts) with `changed` taken out and `items` put in at their places: the same result
 * as sorting again, for a cost that grows with the items put in rather than with the whole list.
 */
export function resortKeyed<T extends Keyed>(
  sorted: readonly T[],
  changed: ReadonlySet<string>,
  items: T[],
): T[] {
  if (items.length > sorted.length / 8) {
    return sortKeyed([...sorted.filter((item) => !changed.has(item.id)), ...items]);
  }
  const next = sorted.filter((item) => !changed.has(item.id));
  for (const item of items) {
    let low = 0;
    let high = next.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareKeyed(next[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    next.splice(low, 0, item);
  }
  return next;
}

/** Whether `value` is a well-formed order key (anything a peer wrote may not be). */
export function isOrderKey(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    generateKeyBetween(value, null);
    return true;
  } catch {
    return false;
  }
}

/** A key strictly between two keys; null stands for the start or the end. */
export function keyBetween(before: string | null, after: string | null): string {
  return generateKeyBetween(before, after);
}

/** `count` increasing keys strictly between two keys; null stands for the start or the end. */
export function keysBetween(before: string | null, after: string | null, count: number): string[] {
  return generateNKeysBetween(before, after, count);
}

/** Keys for `count` items appended after the last of `sorted`. */
export function keysAtEnd(sorted: readonly Keyed[], count: number): string[] {
  const last = sorted.at(-1)?.position ?? null;
  return keysBetween(isOrderKey(last) ? last : null, null, count);
}

/** A rank past the end of any list: placed there, an item goes last (see clampRank). */
export const LAST_RANK = Number.MAX_SAFE_INTEGER;

/** Clamps a REST rank to 0..length; fractions round down and anything not a number goes to the end. */
export function clampRank(rank: number, length: number): number {
  if (!Number.isFinite(rank)) return length;
  return Math.min(Math.max(Math.floor(rank), 0), length);
}

/** The 0-based rank of an item in a sorted list, or -1. */
export function rankOf(sorted: readonly Keyed[], id: string): number {
  return sorted.findIndex((item) => item.id === id);
}

/**
 * Where to put an item so that it ends up at `rank` among `sorted` (which must not contain the item itself).
 * Usually one new key between the two neighbours. When the neighbours tie (two clients inserted at the same
 * spot) or hold malformed keys, no key fits between them, so the smallest window around the insertion point
 * whose outer keys are valid and increasing is re-keyed; those neighbours come back in `rekeyed`.
 */
export function placeAtRank(sorted: readonly Keyed[], rank: number): Placement {
  const at = clampRank(rank, sorted.length);
  let lo = at;
  let hi = at;
  const bound = (index: number): string | null => sorted[index]?.position ?? null;
  for (;;) {
    const prev = lo > 0 ? bound(lo - 1) : null;
    const next = hi < sorted.length ? bound(hi) : null;
    const prevOk = prev === null || isOrderKey(prev);
    const nextOk = next === null || isOrderKey(next);
    const ordered = prev === null || next === null || prev < next;
    if (prevOk && nextOk && ordered) {
      const keys = keysBetween(prev, next, hi - lo + 1);
      const position = keys[at - lo] as string;
      const window = [...sorted.slice(lo, at), null, ...sorted.slice(at, hi)];
      const rekeyed: Keyed[] = [];
      window.forEach((item, index) => {
        if (item) rekeyed.push({ id: item.id, position: keys[index] as string });
      });
      return { position, rekeyed };
    }
    // Widen on the side at fault (a tie widens leftwards); each step moves a bound, so this ends at the ends.
    if (lo > 0 && (!prevOk || !ordered)) lo -= 1;
    else hi += 1;
  }
}
