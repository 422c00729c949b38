import * as Y from 'yjs';
import { keysAtEnd, keysBetween, placeAtRank, rankOf } from '../ordering';
import {
  type AddColumnInput,
  type BoardColumn,
  type BoardInit,
  type BoardMetaPatch,
  BOARD_SCHEMA_VERSION,
  DONE_COLUMN_ID,
  DONE_COLUMN_TITLE,
  NEW_COLUMN_ID,
  NEW_COLUMN_TITLE,
  addColumnSchema,
  boardInitSchema,
  boardMetaPatchSchema,
  rankSchema,
  wipLimitSchema,
} from './board-model';
import { isReservedColumn, isReservedColumnTitle, orderColumns } from './board-resolve';
import { cardsMap, columnsMap, readBoard, readStoredColumns, writePlace } from './board-store';
import { metaMap } from './document-meta';
import { getRecord, newId, newRecord, observeTypes, requiredTitleSchema, writeFields } from './fields';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';

export * from './board-model';
export { isCardDone, isCardPastDue, isReservedColumn, isReservedColumnTitle } from './board-resolve';
export { readBoard } from './board-store';
export {
  addCard,
  addCards,
  cardRank,
  deleteCard,
  forgetMovers,
  getCard,
  moveCard,
  updateCard,
} from './board-cards';

/**
 * A Kanban board document, `board:<id>`. Its layout is described in board-store.ts, its types in
 * board-model.ts, its resolution rules in board-resolve.ts; this module and board-cards.ts write it.
 */

/** Creates New and Done under their deterministic ids when absent; concurrent creations merge into one. */
function ensureReservedColumns(doc: Y.Doc): void {
  const columns = columnsMap(doc);
  const [newKey, doneKey] = keysBetween(null, null, 2);
  if (!getRecord(columns, NEW_COLUMN_ID)) {
    columns.set(NEW_COLUMN_ID, newRecord({ title: NEW_COLUMN_TITLE, position: newKey }));
  }
  if (!getRecord(columns, DONE_COLUMN_ID)) {
    columns.set(DONE_COLUMN_ID, newRecord({ title: DONE_COLUMN_TITLE, position: doneKey }));
  }
}

export const boardMigrations: readonly Migration[] = [
  { version: 1, description: 'initial shape: New and Done lanes', up: ensureReservedColumns },
];
assertMigrationsOrdered(boardMigrations, BOARD_SCHEMA_VERSION);

/** Brings a loaded document to the current schema version (run after the first sync). */
export function migrateBoard(doc: Y.Doc): MigrationResult {
  const empty = metaMap(doc).size === 0 && columnsMap(doc).size === 0 && cardsMap(doc).size === 0;
  return runMigrations(doc, metaMap(doc), boardMigrations, BOARD_SCHEMA_VERSION, empty);
}

/** Writes meta and the New and Done lanes; an initialised board is left as it is. */
export function initBoard(doc: Y.Doc, input: BoardInit): void {
  const { title, description } = boardInitSchema.parse(input);
  doc.transact(() => {
    const meta = metaMap(doc);
    if (!meta.has('schemaVersion')) {
      writeFields(meta, { title, description, schemaVersion: BOARD_SCHEMA_VERSION });
    }
    ensureReservedColumns(doc);
  });
}

export function createBoardDoc(input: BoardInit): Y.Doc {
  const doc = new Y.Doc();
  initBoard(doc, input);
  return doc;
}

export function updateBoardMeta(doc: Y.Doc, patch: BoardMetaPatch): boolean {
  const fields = boardMetaPatchSchema.parse(patch);
  return doc.transact(() => writeFields(metaMap(doc), fields));
}

/** The lanes in display order, without their cards. */
export function readColumns(doc: Y.Doc): BoardColumn[] {
  return orderColumns(readStoredColumns(doc));
}

export function getColumn(doc: Y.Doc, id: string): BoardColumn | null {
  return readColumns(doc).find((column) => column.id === id) ?? null;
}

/** The lanes between New and Done, in order; `excluding` leaves one out (the lane being moved). */
function middleColumns(doc: Y.Doc, excluding?: string): BoardColumn[] {
  return readColumns(doc)
    .slice(1, -1)
    .filter((column) => column.id !== excluding);
}

/** A display rank (New is 0) as a rank among the middle lanes: between New and Done whatever was asked. */
function middleRank(rank: number | undefined, middleCount: number): number {
  return rank === undefined ? middleCount : Math.min(Math.max(rank - 1, 0), middleCount);
}

function applyColumnRekeys(doc: Y.Doc, rekeyed: readonly { id: string; position: string }[]): void {
  for (const { id, position } of rekeyed) getRecord(columnsMap(doc), id)?.set('position', position);
}

/**
 * Adds a lane at a display rank (kept between New and Done; just before Done by default) and returns its id;
 * null when the title is New or Done ('Cannot create another reserved column.') or the id is taken.
 */
export function addColumn(doc: Y.Doc, input: AddColumnInput): string | null {
  const { id: wanted, title, rank } = addColumnSchema.parse(input);
  if (isReservedColumnTitle(title)) return null;
  return doc.transact(() => {
    const id = wanted ?? newId();
    if (columnsMap(doc).has(id) || isReservedColumn(id)) return null;
    const middle = middleColumns(doc);
    const { position, rekeyed } = placeAtRank(middle, middleRank(rank, middle.length));
    applyColumnRekeys(doc, rekeyed);
    columnsMap(doc).set(id, newRecord({ title, position }));
    return id;
  });
}

/** Renames a lane; false for New and Done, a missing lane, or a reserved title. */
export function renameColumn(doc: Y.Doc, id: string, title: string): boolean {
  const trimmed = requiredTitleSchema.parse(title);
  if (isReservedColumn(id) || isReservedColumnTitle(trimmed)) return false;
  return doc.transact(() => {
    const record = getRecord(columnsMap(doc), id);
    if (!record) return false;
    writeFields(record, { title: trimmed });
    return true;
  });
}

/** Sets or clears a lane's work-in-progress limit; false when the lane does not exist. */
export function setColumnWipLimit(doc: Y.Doc, id: string, wipLimit: number | null): boolean {
  const limit = wipLimitSchema.parse(wipLimit);
  return doc.transact(() => {
    const record = getRecord(columnsMap(doc), id);
    if (!record) return false;
    writeFields(record, { wipLimit: limit });
    return true;
  });
}

/** Moves a lane to a display rank, kept between New and Done; false for New, Done or a missing lane. */
export function moveColumn(doc: Y.Doc, id: string, rank: number): boolean {
  rankSchema.parse(rank);
  return doc.transact(() => {
    const record = getRecord(columnsMap(doc), id);
    if (!record || isReservedColumn(id)) return false;
    const others = middleColumns(doc, id);
    const target = middleRank(rank, others.length);
    if (rankOf(middleColumns(doc), id) === target) return true;
    const { position, rekeyed } = placeAtRank(others, target);
    applyColumnRekeys(doc, rekeyed);
    record.set('position', position);
    return true;
  });
}

/** Applies a lane order sent as [{id, position}] (display ranks), in one transaction; New and Done are kept. */
export function reorderColumns(doc: Y.Doc, order: readonly { id: string; position: number }[]): void {
  const sorted = [...order].sort((a, b) => a.position - b.position);
  doc.transact(() => {
    for (const { id, position } of sorted) if (!isReservedColumn(id)) moveColumn(doc, id, position);
  });
}

/**
 * Deletes a lane; its cards move to the end of New, keeping their order, in the same transaction (one undo
 * restores both). False for New, Done or a missing lane.
 */
export function deleteColumn(doc: Y.Doc, id: string): boolean {
  if (isReservedColumn(id)) return false;
  return doc.transact(() => {
    if (!getRecord(columnsMap(doc), id)) return false;
    const columns = readBoard(doc).columns;
    const lane = columns.find((column) => column.id === id);
    const newLane = columns[0];
    if (lane && newLane && lane.cards.length > 0) {
      const keys = keysAtEnd(newLane.cards, lane.cards.length);
      lane.cards.forEach((card, index) => {
        const record = getRecord(cardsMap(doc), card.id);
        if (record) writePlace(record, { columnId: NEW_COLUMN_ID, position: keys[index] as string });
      });
    }
    columnsMap(doc).delete(id);
    return true;
  });
}

/** Calls `listener` after every transaction that changed the board (local or remote). Returns the unsubscribe. */
export function observeBoard(doc: Y.Doc, listener: () => void): () => void {
  return observeTypes(doc, boardUndoScope(doc), listener);
}

/** The shared types a Y.UndoManager should track for this board. */
export function boardUndoScope(doc: Y.Doc): Y.Map<unknown>[] {
  return [metaMap(doc), columnsMap(doc), cardsMap(doc)];
}
