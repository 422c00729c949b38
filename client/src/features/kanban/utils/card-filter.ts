import {
  type BoardCard,
  type BoardColumn,
  type BoardColumnView,
  isCardDone,
  isCardPastDue,
} from '@shared/schema/board';
import { matchRanges, queryTerms } from '@shared/search/fold';

export type DueFilter = 'overdue' | 'week' | 'none';
export type PriorityFilter = 'low' | 'medium' | 'high';

/** The board's filter as kept in the URL; an empty field filters nothing. */
export interface CardFilter {
  /** A member id, or 'unassigned'. */
  assignee: string | null;
  priority: PriorityFilter | null;
  due: DueFilter | null;
  /** Matched against titles and descriptions by search's rules (shared/search/fold.ts). */
  query: string;
}

export const NO_FILTER: CardFilter = { assignee: null, priority: null, due: null, query: '' };

export function isFiltering(filter: CardFilter): boolean {
  return (
    filter.assignee !== null || filter.priority !== null || filter.due !== null || filter.query.trim() !== ''
  );
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday ending the (Monday-first) week that holds `today`, YYYY-MM-DD. */
export function endOfWeek(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, weekday === 0 ? 0 : 7 - weekday);
}

/**
 * Whether a card passes the filter. Overdue is the spec's past due (not done, due before today); due this
 * week is due from today to the end of this week (Sunday); none is a card without a due date.
 */
export function matchesFilter(
  card: BoardCard,
  filter: CardFilter,
  columns: readonly Pick<BoardColumn, 'id' | 'title'>[],
  today: string,
): boolean {
  if (
    filter.assignee === 'unassigned'
      ? card.assigneeId !== null
      : filter.assignee !== null && card.assigneeId !== filter.assignee
  )
    return false;
  if (filter.priority !== null && (card.priority ?? 'low') !== filter.priority) return false;
  if (filter.due === 'overdue' && !isCardPastDue(card, columns, today)) return false;
  if (filter.due === 'none' && card.dueDate !== null) return false;
  if (filter.due === 'week') {
    if (card.dueDate === null || card.dueDate < today || card.dueDate > endOfWeek(today)) return false;
    if (isCardDone(card, columns)) return false;
  }
  return matchesQuery(card, filter.query);
}

/**
 * Whether a card holds every word of the query, as search finds it: word starts, whatever the case and
 * accents, anywhere in scripts without spaces; a one-character query matches the start of the title only.
 * A query without words filters nothing.
 */
function matchesQuery(card: BoardCard, query: string): boolean {
  if (queryTerms(query).length === 0) return true;
  return matchRanges(`${card.title}\n${card.description}`, query) !== null;
}

const shownByLane = new WeakMap<BoardColumnView, { key: string; cards: readonly BoardCard[] }>();

/**
 * A lane's cards that pass the filter: the lane's own array when nothing is filtered, and the same array
 * again for the same lane object and filter, so lanes a change did not touch skip drawing.
 */
export function shownCards(
  lane: BoardColumnView,
  filter: CardFilter,
  columns: readonly Pick<BoardColumn, 'id' | 'title'>[],
  today: string,
): readonly BoardCard[] {
  if (!isFiltering(filter)) return lane.cards;
  const key = JSON.stringify([filter, columns, today]);
  const kept = shownByLane.get(lane);
  if (kept?.key === key) return kept.cards;
  const cards = lane.cards.filter((card) => matchesFilter(card, filter, columns, today));
  shownByLane.set(lane, { key, cards });
  return cards;
}
