/** The kinds of item whose last opening on this device is remembered. */
export type ViewedKind = 'mindmap' | 'todolist' | 'board';

/** The contract's local-storage keys: mindmap_last_viewed_{id}, board_last_viewed_{id}; lists alike. */
export function lastViewedKey(kind: ViewedKind, id: string): string {
  return `${kind}_last_viewed_${id}`;
}

/** When this device last opened the item (ms since epoch), 0 if never or storage is unavailable. */
export function lastViewedAt(kind: ViewedKind, id: string): number {
  try {
    const value = Number(localStorage.getItem(lastViewedKey(kind, id)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Records that a screen opened the item now. Storage may be unavailable (private mode): then nothing. */
export function markViewed(kind: ViewedKind, id: string, now = Date.now()): void {
  try {
    localStorage.setItem(lastViewedKey(kind, id), String(now));
  } catch {
    // Sorting falls back to creation time.
  }
}

/** Most recently viewed on this device first, then newest created (items never opened here). */
export function sortByLastViewed<Item extends { id: string; created_at: string | null }>(
  kind: ViewedKind,
  items: readonly Item[],
): Item[] {
  const viewed = new Map(items.map((item) => [item.id, lastViewedAt(kind, item.id)]));
  const created = (item: Item) => (item.created_at ? Date.parse(item.created_at) : 0);
  return [...items].sort(
    (a, b) => (viewed.get(b.id) ?? 0) - (viewed.get(a.id) ?? 0) || created(b) - created(a),
  );
}

/**
 * The latest first: each item at the later of its last opening on this device and its last stored edit
 * (`updated_at`, by anyone, anywhere), then newest created.
 */
export function sortByLatest<
  Item extends { id: string; created_at: string | null; updated_at: string | null },
>(kind: ViewedKind, items: readonly Item[]): Item[] {
  const time = (value: string | null) => (value ? Date.parse(value) || 0 : 0);
  const latest = new Map(
    items.map((item) => [item.id, Math.max(lastViewedAt(kind, item.id), time(item.updated_at))]),
  );
  return [...items].sort(
    (a, b) => (latest.get(b.id) ?? 0) - (latest.get(a.id) ?? 0) || time(b.created_at) - time(a.created_at),
  );
}
