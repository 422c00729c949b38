import type * as Y from 'yjs';
import { sortKeyed } from '../ordering';
import { structuralEqual } from '../structural-equal';
import { transactionCounter } from '../transaction-count';
import {
  type BoardCard,
  type BoardColumn,
  type BoardColumnView,
  type BoardView,
  NEW_COLUMN_ID,
} from './board-model';
import { orderColumns, withLaneStatus } from './board-resolve';
import { cardsMap, columnsMap, readStoredCard, readStoredColumns } from './board-store';
import { metaMap, readTitledMeta } from './document-meta';
import { getRecord, recordEntries } from './fields';

/** A lane kept its object: same header and the very same card objects in the same order. */
function sameLane(old: BoardColumnView, column: BoardColumn, cards: readonly BoardCard[]): boolean {
  return (
    old.title === column.title &&
    old.position === column.position &&
    old.wipLimit === column.wipLimit &&
    old.cards.length === cards.length &&
    old.cards.every((card, index) => card === cards[index])
  );
}

/**
 * Reads a board incrementally, always with readBoard's result: every card once, then after a change only
 * the cards it touched, placing again only the lanes those cards left or entered (a peer's move on a
 * 5,000-card board re-reads one card and sorts two lanes). Unchanged cards, lanes and meta keep their
 * objects, so a screen skips drawing them and the projection skips rewriting them.
 *
 * It learns what changed from the transactions while `track`ed; a read while untracked after any change
 * reads everything again.
 */
export class BoardReader {
  /** Cards as stored, by id. */
  private readonly stored = new Map<string, BoardCard>();
  /** The cards each shown lane holds (a card whose lane is gone is shown in New), as shown. */
  private members = new Map<string, Map<string, BoardCard>>();
  /** Cards to read again; null: everything (nothing read yet, or changes went by untracked). */
  private dirtyCards: Set<string> | null = null;
  private columnsChanged = true;
  private metaChanged = true;
  private tracking = 0;
  private last: BoardView | null = null;
  private readonly transactions: { readonly count: number };
  private readAt = -1;

  constructor(doc: Y.Doc) {
    this.transactions = transactionCounter(doc);
  }

  /** Notes which cards, lanes or meta each transaction of `doc` touched, until the returned stop. */
  track(doc: Y.Doc): () => void {
    if (this.transactions.count !== this.readAt) this.dirtyCards = null;
    this.tracking += 1;
    const cards: unknown = cardsMap(doc);
    const columns: unknown = columnsMap(doc);
    const meta: unknown = metaMap(doc);
    const note = (transaction: Y.Transaction) => {
      for (const [type, keys] of transaction.changed) {
        const parent = type._item?.parent;
        if (type === cards) keys.forEach((key) => key !== null && this.dirtyCards?.add(key));
        else if (parent === cards && typeof type._item?.parentSub === 'string')
          this.dirtyCards?.add(type._item.parentSub);
        else if (type === columns || parent === columns) this.columnsChanged = true;
        else if (type === meta) this.metaChanged = true;
        // Anything else (a type this reader does not know) is found by reading everything.
        else this.dirtyCards = null;
      }
    };
    doc.on('afterTransaction', note);
    return () => {
      doc.off('afterTransaction', note);
      this.tracking -= 1;
      this.dirtyCards = null;
    };
  }

  read(doc: Y.Doc): BoardView {
    const everything =
      this.dirtyCards === null || (this.tracking === 0 && this.transactions.count !== this.readAt);
    const touched = everything ? this.readAllCards(doc) : this.readCards(doc, this.dirtyCards ?? new Set());
    const relayout = everything || this.columnsChanged;
    const previous = this.last;
    const ordered = relayout || !previous ? orderColumns(readStoredColumns(doc)) : previous.columns;
    if (relayout) this.placeAll(ordered);

    const oldLanes = new Map(previous?.columns.map((lane) => [lane.id, lane]));
    const columns = ordered.map((column): BoardColumnView => {
      const old = oldLanes.get(column.id);
      if (old && !relayout && !touched.has(column.id)) return old;
      const cards = sortKeyed([...(this.members.get(column.id)?.values() ?? [])]);
      return old && sameLane(old, column, cards) ? old : { ...column, cards };
    });
    let meta = previous?.meta ?? readTitledMeta(doc);
    if (previous && (everything || this.metaChanged)) {
      const read = readTitledMeta(doc);
      if (!structuralEqual(read, meta)) meta = read;
    }

    this.dirtyCards = new Set();
    this.columnsChanged = false;
    this.metaChanged = false;
    this.readAt = this.transactions.count;
    const unchanged =
      previous !== null &&
      previous.meta === meta &&
      previous.columns.length === columns.length &&
      previous.columns.every((lane, index) => lane === columns[index]);
    if (!unchanged) this.last = { meta, columns };
    return this.last!;
  }

  /** Reads every card, keeping the objects of those that did not change; all lanes are placed after. */
  private readAllCards(doc: Y.Doc): Set<string> {
    const seen = new Set<string>();
    for (const [id, record] of recordEntries(cardsMap(doc))) {
      seen.add(id);
      const card = readStoredCard(id, record);
      const before = this.stored.get(id);
      if (!before || !structuralEqual(before, card)) this.stored.set(id, card);
    }
    for (const id of [...this.stored.keys()]) if (!seen.has(id)) this.stored.delete(id);
    return new Set();
  }

  /** Reads the given cards again and moves them between lanes; returns the shown lanes they left or entered. */
  private readCards(doc: Y.Doc, ids: ReadonlySet<string>): Set<string> {
    const lanes = new Set<string>();
    for (const id of ids) {
      const before = this.stored.get(id);
      const record = getRecord(cardsMap(doc), id);
      const after = record ? readStoredCard(id, record) : undefined;
      if (before && after && structuralEqual(before, after)) continue;
      if (before) {
        lanes.add(this.shownIn(before));
        this.members.get(this.shownIn(before))?.delete(id);
      }
      if (after) {
        this.stored.set(id, after);
        lanes.add(this.shownIn(after));
        this.show(after);
      } else {
        this.stored.delete(id);
      }
    }
    return lanes;
  }

  /** The lane card `id` is shown in (as getCard resolves it), or null when there is no such card. */
  laneOf(doc: Y.Doc, id: string): string | null {
    this.read(doc);
    const card = this.stored.get(id);
    return card ? this.shownIn(card) : null;
  }

  private shownIn(card: BoardCard): string {
    return this.members.has(card.columnId) ? card.columnId : NEW_COLUMN_ID;
  }

  private show(card: BoardCard): void {
    const lane = this.shownIn(card);
    const shown = withLaneStatus(lane === card.columnId ? card : { ...card, columnId: lane }, lane);
    this.members.get(lane)?.set(card.id, shown);
  }

  private placeAll(ordered: readonly BoardColumn[]): void {
    this.members = new Map(ordered.map((column) => [column.id, new Map<string, BoardCard>()]));
    for (const card of this.stored.values()) this.show(card);
  }
}

const followingReaders = new WeakMap<Y.Doc, BoardReader>();

/**
 * The document's one reader that follows it from first use for as long as the document lives (its
 * listener goes with it): what the server's writes and projection of an open board read, so that moving
 * a card re-reads one card instead of resolving every lane.
 */
export function followingBoardReader(doc: Y.Doc): BoardReader {
  let reader = followingReaders.get(doc);
  if (!reader) {
    reader = new BoardReader(doc);
    reader.track(doc);
    followingReaders.set(doc, reader);
  }
  return reader;
}
