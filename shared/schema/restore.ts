import * as Y from 'yjs';
import { type BoardCard, isReservedColumn, readBoard, updateBoardMeta } from './board';
import { cardsMap, columnsMap, readStoredCard, readStoredColumns, writePlace } from './board-store';
import type { DocumentKind } from './document-name';
import { getRecord, newRecord, nowIso, recordEntries } from './fields';
import { holdsItem } from './items';
import { restoreMindmap } from './mindmap-restore';
import { type Todo, readStoredTodo, readTodos, todosType } from './todo';
import { readTodoListMeta, updateTodoListMeta } from './todolist';

/**
 * Restoring a document to an earlier state: `version` is that state in a detached document, read with the
 * kind's readers, and the live document is written the difference with plain writes in one transaction,
 * so every peer (and an offline copy when it comes back) merges it as any other edit. Reading the old
 * state and applying it would do nothing in Yjs: what it holds is already in the live document's past.
 * What an AI generation keeps in a document (`generation`) is never written.
 */

/** The ids of the to-dos or cards of `version` that the live document `doc` does not hold. */
export function itemsMissingFrom(kind: DocumentKind, doc: Y.Doc, version: Y.Doc): string[] {
  if (kind === 'mindmap') return [];
  const ids =
    kind === 'board'
      ? readBoard(version).columns.flatMap((column) => column.cards.map((card) => card.id))
      : readTodos(version).map((todo) => todo.id);
  return ids.filter((id) => !holdsItem(kind, doc, id));
}

/**
 * Writes the fields of `wanted` whose value differs from the one read now (`current`: a field left out of
 * a record reads as its default, so comparing with the record itself would write every default again);
 * whether it wrote any.
 */
function writeChanged<T extends object>(record: Y.Map<unknown>, current: T, wanted: Partial<T>): boolean {
  let changed = false;
  for (const [key, value] of Object.entries(wanted)) {
    if (value === undefined || current[key as keyof T] === value) continue;
    record.set(key, value);
    changed = true;
  }
  return changed;
}

const sameNotes = (a: Todo['notes'], b: Todo['notes']) => JSON.stringify(a) === JSON.stringify(b);
const notesOf = (notes: Todo['notes']) => Y.Array.from(notes.map((note) => ({ ...note })));

/** The to-dos of `version` in the live list or inbox, `skip` left out, and no other to-do. */
function restoreTodos(doc: Y.Doc, version: Y.Doc, skip: ReadonlySet<string>): void {
  const wanted = readTodos(version).filter((todo) => !skip.has(todo.id));
  const keep = new Set(wanted.map((todo) => todo.id));
  const collection = todosType(doc);
  for (const [id] of recordEntries(collection)) if (!keep.has(id)) collection.delete(id);
  const now = nowIso();
  for (const todo of wanted) {
    // Its comment count is the comments' own, kept by the server: left as it is.
    const { id, notes, commentCount, createdAt, updatedAt: _updatedAt, ...fields } = todo;
    const record = getRecord(collection, id);
    if (!record) {
      const created = newRecord({ ...fields, commentCount, createdAt, updatedAt: now });
      created.set('notes', notesOf(notes));
      collection.set(id, created);
      continue;
    }
    const current = readStoredTodo(id, record);
    let changed = writeChanged(record, current, fields);
    if (!sameNotes(current.notes, notes)) {
      record.set('notes', notesOf(notes));
      changed = true;
    }
    if (changed) record.set('updatedAt', now);
  }
}

/** The fields of a card a restore writes back, but for its place. */
function cardFields(card: BoardCard) {
  const { id: _id, columnId: _lane, position: _key, commentCount: _count, movedBy: _mover, ...fields } = card;
  const { createdAt: _created, updatedAt: _updated, ...written } = fields;
  return written;
}

/** The lanes and cards of `version` on the live board, `skip` left out, and no other lane or card. */
function restoreBoard(doc: Y.Doc, version: Y.Doc, skip: ReadonlySet<string>): void {
  const target = readBoard(version);
  updateBoardMeta(doc, { title: target.meta.title, description: target.meta.description });
  const columns = columnsMap(doc);
  const stored = new Map(readStoredColumns(doc).map((column) => [column.id, column]));
  const lanes = new Set(target.columns.map((column) => column.id));
  for (const [id] of recordEntries(columns)) if (!lanes.has(id) && !isReservedColumn(id)) columns.delete(id);
  for (const { id, title, position, wipLimit } of target.columns) {
    // New and Done keep their titles; a version that lacked one shows it without a key of its own.
    const fields = isReservedColumn(id)
      ? { position: position || undefined, wipLimit }
      : { title, position, wipLimit };
    const record = getRecord(columns, id);
    if (record) writeChanged(record, stored.get(id)!, fields);
    else columns.set(id, newRecord(fields));
  }
  const wanted = target.columns.flatMap((column) => column.cards).filter((card) => !skip.has(card.id));
  const keep = new Set(wanted.map((card) => card.id));
  const cards = cardsMap(doc);
  for (const [id] of recordEntries(cards)) if (!keep.has(id)) cards.delete(id);
  const now = nowIso();
  for (const card of wanted) {
    const place = { columnId: card.columnId, position: card.position };
    const record = getRecord(cards, card.id);
    if (!record) {
      const fields = { ...cardFields(card), commentCount: card.commentCount, createdAt: card.createdAt };
      cards.set(card.id, newRecord({ ...fields, updatedAt: now, place }));
      continue;
    }
    const current = readStoredCard(card.id, record);
    const changed = writeChanged(record, current, cardFields(card));
    if (current.columnId !== place.columnId || current.position !== place.position) {
      writePlace(record, place);
      record.set('movedBy', null);
    } else if (changed) record.set('updatedAt', now);
  }
}

/**
 * Writes the state `version` holds into the live document `doc` of kind `kind`, in one transaction,
 * leaving out the to-dos and cards in `skip` (held by another document now). Answers the new id of each
 * map node that came back under one (restoreMindmap).
 */
export function restoreDocument(
  kind: DocumentKind,
  doc: Y.Doc,
  version: Y.Doc,
  skip: ReadonlySet<string>,
): Map<string, string> {
  if (kind === 'mindmap') return restoreMindmap(doc, version);
  doc.transact(() => {
    if (kind === 'board') return restoreBoard(doc, version, skip);
    if (kind === 'todolist') {
      const { title, description } = readTodoListMeta(version);
      updateTodoListMeta(doc, { title, description });
    }
    restoreTodos(doc, version, skip);
  });
  return new Map();
}
