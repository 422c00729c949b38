import type * as Y from 'yjs';
import { isOrderKey, placeAtRank, rankOf } from '../ordering';
import {
  type AddCardInput,
  type BoardCard,
  type CardPatch,
  DONE_COLUMN_TITLE,
  addCardSchema,
  cardPatchSchema,
  rankSchema,
} from './board-model';
import { applyCardRekeys, cardsMap, readBoard, readPlace, writePlace } from './board-store';
import { getRecord, newId, newRecord, nowIso, writeFields } from './fields';

/** Card writes of the board document (layout in board-store.ts); re-exported by board.ts. */

/** A card as shown: its lane resolved to an existing one (New when the stored lane is gone). */
export function getCard(doc: Y.Doc, id: string): BoardCard | null {
  for (const column of readBoard(doc).columns) {
    const card = column.cards.find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return null;
}

/** The card's 0-based rank in its lane (its REST position), or -1. */
export function cardRank(doc: Y.Doc, id: string): number {
  const card = getCard(doc, id);
  const lane = card && readBoard(doc).columns.find((column) => column.id === card.columnId);
  return lane ? rankOf(lane.cards, id) : -1;
}

/**
 * Adds a card to a lane at a rank (default: the end) and returns its id; null when the lane does not exist or
 * the id is taken. A card added to Done is done; priority defaults to low and status to open (spec).
 */
export function addCard(doc: Y.Doc, input: AddCardInput): string | null {
  const { id: wanted, columnId, rank, ...fields } = addCardSchema.parse(input);
  return doc.transact(() => {
    const lane = readBoard(doc).columns.find((column) => column.id === columnId);
    const id = wanted ?? newId();
    if (!lane || cardsMap(doc).has(id)) return null;
    const { position, rekeyed } = placeAtRank(lane.cards, rank ?? lane.cards.length);
    applyCardRekeys(doc, columnId, rekeyed);
    const now = nowIso();
    const record = newRecord({
      description: '',
      status: 'open',
      priority: 'low',
      dueDate: null,
      assigneeId: null,
      linkedTodoId: null,
      todoListId: null,
      ...fields,
      createdAt: now,
      updatedAt: now,
    });
    if (lane.title === DONE_COLUMN_TITLE) {
      record.set('status', 'done');
      record.set('doneAt', now);
    }
    record.set('place', { columnId, position });
    cardsMap(doc).set(id, record);
    return id;
  });
}

/** Writes the given fields; false when the card does not exist. */
export function updateCard(doc: Y.Doc, id: string, patch: CardPatch): boolean {
  const fields = cardPatchSchema.parse(patch);
  return doc.transact(() => {
    const record = getRecord(cardsMap(doc), id);
    if (!record) return false;
    if (writeFields(record, fields)) record.set('updatedAt', nowIso());
    return true;
  });
}

/**
 * Moves a card to a lane at a 0-based rank, writing {columnId, position} as one entry. Entering Done makes
 * the card done and leaving Done reopens it, so the stored status agrees with the lane. False when the card or
 * the lane does not exist.
 */
export function moveCard(
  doc: Y.Doc,
  cardId: string,
  columnId: string,
  rank: number,
  movedBy: string | null = null,
): boolean {
  rankSchema.parse(rank);
  return doc.transact(() => {
    const record = getRecord(cardsMap(doc), cardId);
    const columns = readBoard(doc).columns;
    const target = columns.find((column) => column.id === columnId);
    const source = columns.find((column) => column.cards.some((card) => card.id === cardId));
    if (!record || !target || !source) return false;
    const siblings = target.cards.filter((card) => card.id !== cardId);
    const stored = readPlace(record);
    const unchanged =
      source.id === target.id &&
      stored.columnId === target.id &&
      isOrderKey(stored.position) &&
      rankOf(target.cards, cardId) === Math.min(rank, siblings.length);
    if (unchanged) return true;
    const { position, rekeyed } = placeAtRank(siblings, rank);
    applyCardRekeys(doc, columnId, rekeyed);
    writePlace(record, { columnId, position });
    record.set('movedBy', movedBy);
    const entersDone = target.title === DONE_COLUMN_TITLE && source.title !== DONE_COLUMN_TITLE;
    const leavesDone = source.title === DONE_COLUMN_TITLE && target.title !== DONE_COLUMN_TITLE;
    if (entersDone) {
      record.set('status', 'done');
      record.set('doneAt', nowIso());
    }
    if (leavesDone) record.set('status', 'open');
    return true;
  });
}

export function deleteCard(doc: Y.Doc, id: string): boolean {
  return doc.transact(() => {
    if (!getRecord(cardsMap(doc), id)) return false;
    cardsMap(doc).delete(id);
    return true;
  });
}

/** Records how many comments a card has (server only); false when the card does not exist. */
export function setCardCommentCount(doc: Y.Doc, id: string, count: number): boolean {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('A comment count is a whole number');
  return doc.transact(() => {
    const record = getRecord(cardsMap(doc), id);
    if (!record) return false;
    writeFields(record, { commentCount: count });
    return true;
  });
}
