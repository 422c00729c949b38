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

/**
 * Where a row dragged `offset` px from index `from` lands, among rows of the given heights: past every row
 * whose middle its leading edge has crossed.
 */
export function dropIndex(sizes: readonly number[], from: number, offset: number): number {
  const own = sizes[from] ?? 0;
  let target = from;
  if (offset > 0) {
    let below = own;
    for (let index = from + 1; index < sizes.length; index += 1) {
      const size = sizes[index]!;
      if (own + offset < below + size / 2) break;
      target = index;
      below += size;
    }
  } else {
    let above = 0;
    for (let index = from - 1; index >= 0; index -= 1) {
      const size = sizes[index]!;
      above -= size;
      if (offset > above + size / 2) break;
      target = index;
    }
  }
  return target;
}
