import type * as Y from 'yjs';
import { type Keyed } from '../ordering';
import {
  type BoardCard,
  type BoardColumn,
  type BoardView,
  cardPrioritySchema,
  cardStatusSchema,
  wipLimitSchema,
} from './board-model';
import { type CardPlace, resolveColumns, withLaneStatus } from './board-resolve';
import { readTitledMeta } from './document-meta';
import {
  getRecord,
  nowIso,
  parseOr,
  readNullableString,
  readString,
  TITLE_MAX,
  readTimestamp,
  recordEntries,
} from './fields';
import { readWorkItemFields } from './work-item';

/**
 * The layout of a board `Y.Doc`, for board.ts and board-cards.ts only (everyone else goes through those):
 * `meta` {title, description, schemaVersion}; `columns` id → Y.Map {title, position}; `cards` id → Y.Map
 * {place: {columnId, position}, title, description, status, priority, dueDate, assigneeId, linkedTodoId,
 * todoListId, createdAt, updatedAt}. Lane and key share one entry, `place`, so a move is a single write and
 * two concurrent moves leave the card in one lane at one key (the last write), never in two.
 */

export const columnsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('columns');
/** The top-level map holding the records REST addresses by id. */
export const CARDS_TYPE = 'cards';
export const cardsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(CARDS_TYPE);

export interface Place {
  columnId: string;
  position: string;
}

export function readPlace(record: Y.Map<unknown>): Place {
  const place = record.get('place');
  if (typeof place !== 'object' || place === null) return { columnId: '', position: '' };
  const { columnId, position } = place as Record<string, unknown>;
  return {
    columnId: typeof columnId === 'string' ? columnId : '',
    position: typeof position === 'string' ? position : '',
  };
}

/** Writes a card's lane and key as one entry. */
export function writePlace(record: Y.Map<unknown>, place: Place): void {
  record.set('place', { columnId: place.columnId, position: place.position });
  record.set('updatedAt', nowIso());
}

/** Gives re-keyed neighbours in one lane their new keys (see placeAtRank). */
export function applyCardRekeys(doc: Y.Doc, columnId: string, rekeyed: readonly Keyed[]): void {
  for (const { id, position } of rekeyed) {
    const record = getRecord(cardsMap(doc), id);
    if (record) writePlace(record, { columnId, position });
  }
}

export function readStoredColumns(doc: Y.Doc): BoardColumn[] {
  return recordEntries(columnsMap(doc)).map(([id, record]) => ({
    id,
    title: readString(record, 'title', '', TITLE_MAX),
    position: readString(record, 'position'),
    wipLimit: parseOr(wipLimitSchema, record.get('wipLimit'), null),
  }));
}

// Built once: a zod schema is costly to build, and a board reads every card's fields.
const storedPriority = cardPrioritySchema.nullable();

export function readStoredCard(id: string, record: Y.Map<unknown>): BoardCard {
  return {
    id,
    ...readPlace(record),
    ...readWorkItemFields(record),
    status: parseOr(cardStatusSchema, record.get('status'), 'open'),
    priority: parseOr(storedPriority, record.get('priority'), null),
    assigneeId: readNullableString(record, 'assigneeId'),
    linkedTodoId: readNullableString(record, 'linkedTodoId'),
    todoListId: readNullableString(record, 'todoListId'),
    mindmapId: readNullableString(record, 'mindmapId'),
    doneAt: readTimestamp(record, 'doneAt') || null,
    movedBy: readNullableString(record, 'movedBy', TITLE_MAX),
  };
}

/** Where each card stands (lane and key), without reading the rest of it. */
export function readStoredPlaces(doc: Y.Doc): CardPlace[] {
  return recordEntries(cardsMap(doc)).map(([id, record]) => ({ id, ...readPlace(record) }));
}

export function readStoredCards(doc: Y.Doc): BoardCard[] {
  return recordEntries(cardsMap(doc)).map(([id, record]) => readStoredCard(id, record));
}

/** The board as every peer sees it once synced (see board-resolve.ts for the rules). */
export function readBoard(doc: Y.Doc): BoardView {
  const columns = resolveColumns(readStoredColumns(doc), readStoredCards(doc));
  return {
    meta: readTitledMeta(doc),
    columns: columns.map((column) => ({
      ...column,
      cards: column.cards.map((card) => withLaneStatus(card, column.id)),
    })),
  };
}
