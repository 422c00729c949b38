/** What a section of the list screen knows of each to-do: its id and whether it is done. */
export interface Ordered {
  id: string;
}

/**
 * The rank among all the list's to-dos (the one moveTodo takes: counted without the moved to-do) that puts
 * `id` at `target` within its section (the open or the done to-dos, a subsequence of `all`). Null when
 * nothing would move.
 */
export function rankForSectionMove(
  all: readonly Ordered[],
  section: readonly Ordered[],
  id: string,
  target: number,
): number | null {
  const from = section.findIndex((item) => item.id === id);
  if (from < 0 || target === from) return null;
  const sectionRest = section.filter((item) => item.id !== id);
  const allRest = all.filter((item) => item.id !== id);
  if (sectionRest.length === 0) return null;
  const clamped = Math.max(0, Math.min(target, sectionRest.length));
  if (clamped < sectionRest.length) {
    return allRest.findIndex((item) => item.id === sectionRest[clamped]!.id);
  }
  return allRest.findIndex((item) => item.id === sectionRest[sectionRest.length - 1]!.id) + 1;
}

/** The rows to draw for a list scrolled to `scrollTop` (px above the viewport's top edge, may be < 0). */
export function visibleRange(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { start: number; end: number } {
  const first = Math.floor(scrollTop / rowHeight) - overscan;
  const last = Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan;
  const start = Math.max(0, Math.min(count, first));
  return { start, end: Math.max(start, Math.min(count, last)) };
}

/** Where a row dragged `offset` px from index `from` lands, within `count` rows of `rowHeight`. */
export function dropIndex(from: number, offset: number, rowHeight: number, count: number): number {
  return Math.max(0, Math.min(count - 1, from + Math.round(offset / rowHeight)));
}
