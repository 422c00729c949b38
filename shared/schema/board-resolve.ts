import { localDateString } from '../dates';
import { sortKeyed } from '../ordering';
import {
  type BoardCard,
  type BoardColumn,
  type BoardColumnView,
  type CardStatus,
  DONE_COLUMN_ID,
  DONE_COLUMN_TITLE,
  NEW_COLUMN_ID,
  NEW_COLUMN_TITLE,
} from './board-model';

/**
 * Resolution of a board from its stored records, the same on every peer whatever order edits arrived in:
 * - exactly one New and one Done lane: their ids are deterministic, so concurrent creations merge into one
 *   entry; a missing one is shown anyway (with its reserved title), and they are shown first and last;
 * - every card in exactly one existing lane: a card is one entry whose lane and key are written together, and
 *   a card whose lane was deleted concurrently is shown in New, in key order among New's cards.
 */

export function isReservedColumn(id: string): boolean {
  return id === NEW_COLUMN_ID || id === DONE_COLUMN_ID;
}

/** Whether a lane title would impersonate New or Done (compared trimmed and case-insensitively). */
export function isReservedColumnTitle(title: string): boolean {
  const folded = title.trim().toLowerCase();
  return folded === NEW_COLUMN_TITLE.toLowerCase() || folded === DONE_COLUMN_TITLE.toLowerCase();
}

/** Lanes in display order: New, the others by (position, id), Done. */
export function orderColumns(stored: readonly BoardColumn[]): BoardColumn[] {
  const reserved = (id: string, title: string): BoardColumn => {
    const found = stored.find((column) => column.id === id);
    return { id, title, position: found?.position ?? '', wipLimit: found?.wipLimit ?? null };
  };
  const first = reserved(NEW_COLUMN_ID, NEW_COLUMN_TITLE);
  const last = reserved(DONE_COLUMN_ID, DONE_COLUMN_TITLE);
  const middle = sortKeyed(stored.filter((column) => !isReservedColumn(column.id)));
  return [first, ...middle, last];
}

/** What placing a card in its lane needs: its id, lane and key (a whole card, or only where it stands). */
export interface CardPlace {
  id: string;
  columnId: string;
  position: string;
}

/**
 * Lanes in display order, each with its cards in order; stored lane ids that no longer exist become New.
 * Given only the cards' places, it places them alike, for a write that needs no more than that.
 */
export function resolveColumns(
  storedColumns: readonly BoardColumn[],
  storedCards: readonly BoardCard[],
): BoardColumnView[];
export function resolveColumns<T extends CardPlace>(
  storedColumns: readonly BoardColumn[],
  storedCards: readonly T[],
): Array<BoardColumn & { cards: T[] }>;
export function resolveColumns<T extends CardPlace>(
  storedColumns: readonly BoardColumn[],
  storedCards: readonly T[],
): Array<BoardColumn & { cards: T[] }> {
  const columns = orderColumns(storedColumns);
  const byId = new Map(columns.map((column) => [column.id, [] as T[]]));
  for (const card of storedCards) {
    const lane = byId.has(card.columnId) ? card.columnId : NEW_COLUMN_ID;
    byId.get(lane)?.push({ ...card, columnId: lane });
  }
  return columns.map((column) => ({ ...column, cards: sortKeyed(byId.get(column.id) ?? []) }));
}

/**
 * A card's status is where it stands: done in Done, open anywhere else. Readers show it so whatever the
 * stored field says, so two peers that set the status and moved the card at once still agree with the lane.
 */
export function withLaneStatus<T extends Pick<BoardCard, 'status'>>(card: T, laneId: string): T {
  const status: CardStatus = laneId === DONE_COLUMN_ID ? 'done' : 'open';
  return card.status === status ? card : { ...card, status };
}

/**
 * The spec's rule: a card is done when it is in the lane titled Done, or, on a board with no such lane,
 * when its status is 'done'.
 */
export function isCardDone(
  card: Pick<BoardCard, 'columnId' | 'status'>,
  columns: readonly Pick<BoardColumn, 'id' | 'title'>[],
): boolean {
  const doneLanes = columns.filter((column) => column.title === DONE_COLUMN_TITLE);
  if (doneLanes.length === 0) return card.status === 'done';
  return doneLanes.some((column) => column.id === card.columnId);
}

/**
 * Past due: not done, with a due date before the start of `today` (YYYY-MM-DD, or a Date read in local time).
 * The caller passes today so the rule is testable and the client and server can each use their own calendar.
 */
export function isCardPastDue(
  card: Pick<BoardCard, 'columnId' | 'status' | 'dueDate'>,
  columns: readonly Pick<BoardColumn, 'id' | 'title'>[],
  today: string | Date,
): boolean {
  if (card.dueDate === null || isCardDone(card, columns)) return false;
  const day = typeof today === 'string' ? today : localDateString(today);
  return card.dueDate < day;
}
