/**
 * How an item of a version compares with the live document: `removed` (in the version, gone now), `added`
 * (there now, not in the version), `changed` (in both, some compared field differs) or null (the same).
 */
export type DiffMark = 'added' | 'removed' | 'changed' | null;

export interface ItemDiff<Item> {
  mark: DiffMark;
  /** The compared fields that differ, in words ("title", "lane"). */
  changed: string[];
  /** The item as it is now; null when it is gone. */
  now: Item | null;
}

/** The fields compared for a kind of item, each with the word a preview shows for it. */
export type ComparedFields<Item> = ReadonlyArray<readonly [field: keyof Item & string, words: string]>;

/** Compares a version's items with the live ones by id, field by field. */
export function compareItem<Item extends object>(
  version: Item | undefined,
  now: Item | undefined,
  fields: ComparedFields<Item>,
): ItemDiff<Item> {
  if (version === undefined) return { mark: 'added', changed: [], now: now ?? null };
  if (now === undefined) return { mark: 'removed', changed: [], now: null };
  const changed = fields
    .filter(([field]) => !Object.is(version[field], now[field]))
    .map(([, words]) => words);
  return { mark: changed.length > 0 ? 'changed' : null, changed, now };
}

/** The items by id. */
export function byId<Item extends { id: string }>(items: readonly Item[]): Map<string, Item> {
  return new Map(items.map((item) => [item.id, item]));
}

export interface DiffCounts {
  added: number;
  removed: number;
  changed: number;
}

/** How many items of each mark a preview shows, for its legend. */
export function countMarks(marks: Iterable<{ mark: DiffMark }>): DiffCounts {
  const counts: DiffCounts = { added: 0, removed: 0, changed: 0 };
  for (const { mark } of marks) if (mark) counts[mark] += 1;
  return counts;
}
