import type { Mindmap } from '@shared/api/mindmaps';
import * as viewed from '@client/lib/last-viewed';

/** The contract's local-storage key: when this device last opened map `id` (ms since epoch). */
export function lastViewedKey(id: string): string {
  return viewed.lastViewedKey('mindmap', id);
}

/** Records that the editor opened map `id` now. */
export function markViewed(id: string, now = Date.now()): void {
  viewed.markViewed('mindmap', id, now);
}

/** Most recently viewed on this device first, then newest created. */
export function sortByLastViewed(maps: readonly Mindmap[]): Mindmap[] {
  return viewed.sortByLastViewed('mindmap', maps);
}
