import { useMemo } from 'react';
import type * as Y from 'yjs';
import { type BoardCard, type BoardView, observeBoard } from '@shared/schema/board';
import { resolveColumns } from '@shared/schema/board-resolve';
import {
  cardsMap,
  readBoardMeta,
  readStoredCard,
  readStoredCards,
  readStoredColumns,
} from '@shared/schema/board-store';
import { getRecord } from '@shared/schema/fields';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import { transactionCounter } from '@client/lib/collab/transaction-count';
import { shareUnchanged } from '../utils/shared-view';

/**
 * Reads the board incrementally: every card once, then after a change only the cards that change touched
 * (a peer's move re-reads one card of 5,000), before placing the cards in their lanes again. Unchanged lanes
 * and cards keep their objects, so their components skip rendering.
 */
export class BoardReader {
  private readonly stored = new Map<string, BoardCard>();
  /** Cards to read again; null: all of them (nothing read yet, or changes went by unwatched). */
  private dirty: Set<string> | null = null;
  private last: BoardView | null = null;
  private readonly transactions: { readonly count: number };
  private readAt = -1;

  constructor(doc: Y.Doc) {
    this.transactions = transactionCounter(doc);
  }

  /** Watches the board for useDocumentView: notes which cards each transaction touched, then tells. */
  observe = (doc: Y.Doc, listener: () => void): (() => void) => {
    // Whatever changed while nothing watched is found by one full read.
    if (this.transactions.count !== this.readAt) this.dirty = null;
    const cards: unknown = cardsMap(doc);
    const note = (transaction: Y.Transaction) => {
      for (const [type, keys] of transaction.changed) {
        if (type === cards) keys.forEach((key) => key !== null && this.dirty?.add(key));
        const item = type._item;
        if (item && item.parent === cards && typeof item.parentSub === 'string')
          this.dirty?.add(item.parentSub);
      }
    };
    // Registered before observeBoard's listener, so a read it causes already knows what changed.
    doc.on('afterTransaction', note);
    const stop = observeBoard(doc, listener);
    return () => {
      doc.off('afterTransaction', note);
      stop();
      this.dirty = null;
    };
  };

  read = (doc: Y.Doc): BoardView => {
    if (this.dirty === null) {
      this.stored.clear();
      for (const card of readStoredCards(doc)) this.stored.set(card.id, card);
    } else {
      for (const id of this.dirty) {
        const record = getRecord(cardsMap(doc), id);
        if (record) this.stored.set(id, readStoredCard(id, record));
        else this.stored.delete(id);
      }
    }
    this.dirty = new Set();
    this.readAt = this.transactions.count;
    const next = {
      meta: readBoardMeta(doc),
      columns: resolveColumns(readStoredColumns(doc), [...this.stored.values()]),
    };
    this.last = shareUnchanged(this.last, next);
    return this.last;
  };
}

/** The same board when its meta and every lane kept their objects (shareUnchanged makes it so). */
function sameBoard(a: BoardView, b: BoardView): boolean {
  return (
    a.meta === b.meta &&
    a.columns.length === b.columns.length &&
    a.columns.every((lane, index) => lane === b.columns[index])
  );
}

/** The live board: lanes in display order with their cards; unchanged lanes and cards keep their identity. */
export function useBoardView(doc: Y.Doc): BoardView | null {
  const reader = useMemo(() => new BoardReader(doc), [doc]);
  return useDocumentView(doc, reader.read, reader.observe, sameBoard);
}
