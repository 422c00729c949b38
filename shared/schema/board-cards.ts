import type * as Y from 'yjs';
import { LAST_RANK, isOrderKey, keysAtEnd, placeAtRank, rankOf } from '../ordering';
import {
  type AddCardInput,
  type BoardCard,
  type BoardColumnView,
  type CardPatch,
  DONE_COLUMN_ID,
  DONE_COLUMN_TITLE,
  NEW_COLUMN_ID,
  addCardSchema,
  cardPatchSchema,
  rankSchema,
} from './board-model';
import { resolveColumns } from './board-resolve';
import type { BoardReader } from './board-reader';
import {
  applyCardRekeys,
  cardsMap,
  readBoard,
  readPlace,
  readStoredColumns,
  readStoredPlaces,
  writePlace,
} from './board-store';
import { getRecord, newId, newRecord, nowIso, writeFields, writtenInOpenTransaction } from './fields';

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

type CardFields = Omit<ReturnType<typeof addCardSchema.parse>, 'id' | 'columnId' | 'rank'>;

/** Writes a new card's record at `position` in `lane`. A card added to Done is done; priority defaults to low. */
function writeNewCard(
  doc: Y.Doc,
  id: string,
  lane: BoardColumnView,
  position: string,
  fields: CardFields,
): void {
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
    record.set('doneAt', fields.doneAt ?? now);
  }
  record.set('place', { columnId: lane.id, position });
  cardsMap(doc).set(id, record);
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
    writeNewCard(doc, id, lane, position, fields);
    return id;
  });
}

/**
 * Adds many cards, each at the end of its lane in the order given, reading the board once (addCard reads
 * it for every card, which makes a long list quadratic). Answers each card's id, or null for one whose lane
 * does not exist or whose id is taken (also by an earlier card of the same call); `rank` is not used.
 */
export function addCards(doc: Y.Doc, inputs: readonly AddCardInput[]): (string | null)[] {
  const parsed = inputs.map((input) => addCardSchema.parse(input));
  return doc.transact(() => {
    const lanes = new Map(readBoard(doc).columns.map((column) => [column.id, column]));
    const taken = new Set<string>();
    const ids = parsed.map(({ id: wanted, columnId }) => {
      const id = wanted ?? newId();
      if (!lanes.has(columnId) || cardsMap(doc).has(id) || taken.has(id)) return null;
      taken.add(id);
      return id;
    });
    const keys = new Map<string, { keys: string[]; next: number }>();
    for (const lane of lanes.values()) {
      const count = parsed.filter((input, index) => ids[index] && input.columnId === lane.id).length;
      if (count > 0) keys.set(lane.id, { keys: keysAtEnd(lane.cards, count), next: 0 });
    }
    parsed.forEach(({ id: _wanted, columnId, rank: _rank, ...fields }, index) => {
      const id = ids[index];
      const lane = lanes.get(columnId);
      const laneKeys = keys.get(columnId);
      if (!id || !lane || !laneKeys) return;
      writeNewCard(doc, id, lane, laneKeys.keys[laneKeys.next] as string, fields);
      laneKeys.next += 1;
    });
    return ids;
  });
}

/**
 * Writes the given fields; false when the card does not exist. The status is where the card stands, so
 * setting it moves the card: done to the end of Done, open (from Done) to the end of New; a status the
 * card has already changes nothing. `movedBy` is who such a move is told as being made by.
 */
export function updateCard(doc: Y.Doc, id: string, patch: CardPatch, movedBy: string | null = null): boolean {
  const { status, ...fields } = cardPatchSchema.parse(patch);
  return doc.transact(() => {
    const record = getRecord(cardsMap(doc), id);
    if (!record) return false;
    if (writeFields(record, fields)) record.set('updatedAt', nowIso());
    if (status === undefined) return true;
    const inDone = readPlace(record).columnId === DONE_COLUMN_ID;
    if (status === 'done' && !inDone) moveCard(doc, id, DONE_COLUMN_ID, LAST_RANK, movedBy);
    if (status === 'open' && inDone) moveCard(doc, id, NEW_COLUMN_ID, LAST_RANK, movedBy);
    return true;
  });
}

/**
 * Moves a card to a lane at a 0-based rank, writing {columnId, position} as one entry. Entering Done makes
 * the card done and leaving Done reopens it, so the stored status agrees with the lane. False when the card or
 * the lane does not exist. A `reader` of `doc` (the board screen's) spares reading where every card stands.
 */
export function moveCard(
  doc: Y.Doc,
  cardId: string,
  columnId: string,
  rank: number,
  movedBy: string | null = null,
  reader: BoardReader | null = null,
): boolean {
  rankSchema.parse(rank);
  // A reader that follows the document has the lanes in order already (a screen's, kept current by its
  // tracking); it cannot know of writes made earlier in a transaction still open around this one.
  const read = reader && !writtenInOpenTransaction(doc) ? reader.read(doc).columns : null;
  return doc.transact(() => {
    const record = getRecord(cardsMap(doc), cardId);
    // Else only where the cards stand: reading every card whole took 36 ms a move on a 5,000-card board.
    const columns = read ?? resolveColumns(readStoredColumns(doc), readStoredPlaces(doc));
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

/**
 * Forgets who moved the cards that someone moved, by the names a move records them by (an account's name
 * and address, when the account is erased): those cards' `movedBy` becomes null. Returns how many changed.
 */
export function forgetMovers(doc: Y.Doc, names: readonly string[]): number {
  const gone = new Set(names.filter((name) => name.length > 0));
  let changed = 0;
  doc.transact(() => {
    const cards = cardsMap(doc);
    for (const id of [...cards.keys()]) {
      const record = getRecord(cards, id);
      const mover = record?.get('movedBy');
      if (!record || typeof mover !== 'string' || !gone.has(mover)) continue;
      record.set('movedBy', null);
      changed += 1;
    }
  });
  return changed;
}
