import { useEffect, useRef, useState } from 'react';
import type { BoardColumnView } from '@shared/schema/board';
import { type CardFilter, isFiltering } from '../utils/card-filter';

/** What the board's polite live region says when a lane reaches its WIP limit. */
export function wipLimitMessage(lane: string, limit: number, count: number): string {
  return count > limit
    ? `${lane} is over its WIP limit of ${limit}`
    : `${lane} is at its WIP limit of ${limit}`;
}

/** What it says when the filters change: how many cards show, or that all do again. */
export function filterMessage(filtering: boolean, shown: number, total: number): string {
  return filtering ? `Showing ${shown} of ${total} cards` : `Filters cleared, showing all ${total} cards`;
}

/** What to say of the lanes that reached their WIP limit from below since `before` (cards per lane id). */
export function limitsReached(
  before: ReadonlyMap<string, number>,
  lanes: readonly Pick<BoardColumnView, 'id' | 'title' | 'wipLimit' | 'cards'>[],
): string | null {
  let said: string | null = null;
  for (const lane of lanes) {
    const limit = lane.wipLimit;
    const was = before.get(lane.id);
    if (limit === null || was === undefined) continue;
    if (was < limit && lane.cards.length >= limit)
      said = wipLimitMessage(lane.title, limit, lane.cards.length);
  }
  return said;
}

/**
 * The sentence for the board's polite live region: a lane that reaches (or passes) its WIP limit, from
 * below it, and the cards shown when the filters change. Not said for the board as first drawn.
 */
export function useBoardAnnouncer(
  lanes: readonly BoardColumnView[],
  filter: CardFilter,
  shown: number,
  total: number,
): string {
  const [message, setMessage] = useState('');
  const counts = useRef<Map<string, number> | null>(null);
  const filterKey = JSON.stringify(filter);
  const lastFilter = useRef(filterKey);

  useEffect(() => {
    const before = counts.current;
    counts.current = new Map(lanes.map((lane) => [lane.id, lane.cards.length]));
    const said = before && limitsReached(before, lanes);
    if (said) setMessage(said);
  }, [lanes]);

  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    setMessage(filterMessage(isFiltering(JSON.parse(filterKey) as CardFilter), shown, total));
    // Said when the filter changes; the counts are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  return message;
}
