import type { Mindmap } from '@shared/api/mindmaps';

/** The contract's local-storage key: when this device last opened map `id` (ms since epoch). */
export function lastViewedKey(id: string): string {
  return `mindmap_last_viewed_${id}`;
}

function read(id: string): number {
  try {
    const value = Number(localStorage.getItem(lastViewedKey(id)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Records that the editor opened map `id` now. Storage may be unavailable (private mode): then nothing. */
export function markViewed(id: string, now = Date.now()): void {
  try {
    localStorage.setItem(lastViewedKey(id), String(now));
  } catch {
    // Sorting falls back to creation time.
  }
}

/** Most recently viewed on this device first, then newest created. */
export function sortByLastViewed(maps: readonly Mindmap[]): Mindmap[] {
  const viewed = new Map(maps.map((map) => [map.id, read(map.id)]));
  return [...maps].sort(
    (a, b) =>
      (viewed.get(b.id) ?? 0) - (viewed.get(a.id) ?? 0) ||
      Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}
