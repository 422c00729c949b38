import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import {
  DONE_COLUMN_ID,
  NEW_COLUMN_ID,
  addCard,
  addCards,
  addColumn,
  boardUndoScope,
  boardViewSchema,
  cardRank,
  createBoardDoc,
  deleteCard,
  deleteColumn,
  getCard,
  getColumn,
  initBoard,
  migrateBoard,
  moveCard,
  moveColumn,
  observeBoard,
  readBoard,
  readColumns,
  renameColumn,
  reorderColumns,
  updateBoardMeta,
  updateCard,
} from '@shared/schema/board';
import { replicaOf, replicasWithIds, syncDocs } from '../sync';

const laneTitles = (doc: Y.Doc) => readColumns(doc).map((column) => column.title);
const cardTitles = (doc: Y.Doc, columnId: string) =>
  readBoard(doc)
    .columns.find((column) => column.id === columnId)
    ?.cards.map((card) => card.title);

/** Stands in for a peer that bypasses shared/schema (an old or hostile client): writes the raw layout. */
const rawColumns = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('columns');

function boardWithLanes() {
  const doc = createBoardDoc({ title: 'Sprint', description: 'week 1' });
  const todo = addColumn(doc, { title: 'To do' })!;
  const doing = addColumn(doc, { title: 'In-Progress' })!;
  return { doc, todo, doing };
}

function boardWithCards() {
  const board = boardWithLanes();
  const cards = ['one', 'two', 'three'].map((title) => addCard(board.doc, { columnId: board.todo, title })!);
  return { ...board, cards };
}

describe('creating a board', () => {
  it('writes meta and the New and Done lanes under their deterministic ids', () => {
    const view = readBoard(createBoardDoc({ title: 'Sprint' }));
    expect(view.meta).toEqual({ title: 'Sprint', description: '', schemaVersion: 1 });
    expect(view.columns.map((column) => [column.id, column.title, column.cards])).toEqual([
      ['new', 'New', []],
      ['done', 'Done', []],
    ]);
    expect(boardViewSchema.parse(view)).toEqual(view);
  });

  it('leaves an initialised board as it is when initialised again', () => {
    const { doc } = boardWithCards();
    const before = readBoard(doc);
    initBoard(doc, { title: 'Other' });
    expect(readBoard(doc)).toEqual(before);
  });

  it('converges on one New and one Done when two clients each initialise the same empty board', () => {
    const [left, right] = [new Y.Doc(), new Y.Doc()];
    initBoard(left, { title: 'L' });
    initBoard(right, { title: 'R' });
    addCard(left, { columnId: NEW_COLUMN_ID, title: 'made offline' });
    syncDocs(left, right);
    expect(laneTitles(left)).toEqual(['New', 'Done']);
    expect(cardTitles(right, NEW_COLUMN_ID)).toEqual(['made offline']);
    expect(readBoard(right)).toEqual(readBoard(left));
  });

  it('updates title and description', () => {
    const doc = createBoardDoc({ title: 'A' });
    updateBoardMeta(doc, { title: 'B', description: 'd' });
    expect(readBoard(doc).meta).toMatchObject({ title: 'B', description: 'd' });
  });
});

describe('lanes', () => {
  it('adds lanes between New and Done, before Done by default', () => {
    const { doc } = boardWithLanes();
    expect(laneTitles(doc)).toEqual(['New', 'To do', 'In-Progress', 'Done']);
  });

  it('adds a lane at a display rank, clamped between New and Done', () => {
    const { doc } = boardWithLanes();
    addColumn(doc, { title: 'Review', rank: 2 });
    addColumn(doc, { title: 'Inbox', rank: 0 });
    addColumn(doc, { title: 'Archive', rank: 99 });
    expect(laneTitles(doc)).toEqual(['New', 'Inbox', 'To do', 'Review', 'In-Progress', 'Archive', 'Done']);
  });

  it('refuses another lane named New or Done, whatever the case', () => {
    const doc = createBoardDoc({ title: 'B' });
    expect(addColumn(doc, { title: 'Done' })).toBeNull();
    expect(addColumn(doc, { title: ' new ' })).toBeNull();
    expect(addColumn(doc, { id: 'done', title: 'Finished' })).toBeNull();
    expect(laneTitles(doc)).toEqual(['New', 'Done']);
  });

  it('renames a lane, but never New or Done, nor to a reserved title', () => {
    const { doc, todo } = boardWithLanes();
    expect(renameColumn(doc, todo, '  Backlog ')).toBe(true);
    expect(getColumn(doc, todo)?.title).toBe('Backlog');
    expect(renameColumn(doc, NEW_COLUMN_ID, 'Start')).toBe(false);
    expect(renameColumn(doc, DONE_COLUMN_ID, 'Finished')).toBe(false);
    expect(renameColumn(doc, todo, 'Done')).toBe(false);
    expect(renameColumn(doc, 'missing', 'x')).toBe(false);
    expect(() => renameColumn(doc, todo, '  ')).toThrow();
  });

  it('moves a lane to a display rank, keeping New first and Done last', () => {
    const { doc, todo, doing } = boardWithLanes();
    const review = addColumn(doc, { title: 'Review' })!;
    expect(moveColumn(doc, review, 1)).toBe(true);
    expect(laneTitles(doc)).toEqual(['New', 'Review', 'To do', 'In-Progress', 'Done']);
    moveColumn(doc, todo, 0);
    expect(laneTitles(doc)).toEqual(['New', 'To do', 'Review', 'In-Progress', 'Done']);
    moveColumn(doc, todo, 99);
    expect(laneTitles(doc)).toEqual(['New', 'Review', 'In-Progress', 'To do', 'Done']);
    expect(moveColumn(doc, NEW_COLUMN_ID, 2)).toBe(false);
    expect(moveColumn(doc, DONE_COLUMN_ID, 1)).toBe(false);
    expect(moveColumn(doc, 'missing', 1)).toBe(false);
    expect(getColumn(doc, doing)).not.toBeNull();
  });

  it('shows New first and Done last whatever their stored keys', () => {
    const { doc } = boardWithLanes();
    rawColumns(doc).get(NEW_COLUMN_ID)?.set('position', 'zz');
    rawColumns(doc).get(DONE_COLUMN_ID)?.set('position', 'A00');
    expect(laneTitles(doc)).toEqual(['New', 'To do', 'In-Progress', 'Done']);
  });

  it('applies a whole lane order sent as id and position, ignoring New and Done', () => {
    const { doc, todo, doing } = boardWithLanes();
    const review = addColumn(doc, { title: 'Review' })!;
    reorderColumns(doc, [
      { id: DONE_COLUMN_ID, position: 0 },
      { id: review, position: 1 },
      { id: doing, position: 2 },
      { id: todo, position: 3 },
      { id: NEW_COLUMN_ID, position: 4 },
    ]);
    expect(laneTitles(doc)).toEqual(['New', 'Review', 'In-Progress', 'To do', 'Done']);
  });

  it('deletes a lane and moves its cards to the end of New, in order, in one undoable step', () => {
    const { doc, todo, cards } = boardWithCards();
    addCard(doc, { columnId: NEW_COLUMN_ID, title: 'already new' });
    const undo = new Y.UndoManager(boardUndoScope(doc));
    expect(deleteColumn(doc, todo)).toBe(true);
    expect(laneTitles(doc)).toEqual(['New', 'In-Progress', 'Done']);
    expect(cardTitles(doc, NEW_COLUMN_ID)).toEqual(['already new', 'one', 'two', 'three']);
    expect(getCard(doc, cards[0]!)?.columnId).toBe(NEW_COLUMN_ID);
    undo.undo();
    expect(cardTitles(doc, todo)).toEqual(['one', 'two', 'three']);
    expect(cardTitles(doc, NEW_COLUMN_ID)).toEqual(['already new']);
  });

  it('refuses to delete New, Done or a missing lane', () => {
    const { doc } = boardWithLanes();
    expect(deleteColumn(doc, NEW_COLUMN_ID)).toBe(false);
    expect(deleteColumn(doc, DONE_COLUMN_ID)).toBe(false);
    expect(deleteColumn(doc, 'missing')).toBe(false);
  });
});

describe('cards', () => {
  it('adds cards with the spec defaults (open, low priority) at the end or at a rank', () => {
    const { doc, todo, cards } = boardWithCards();
    addCard(doc, { columnId: todo, title: 'zero', rank: 0 });
    expect(cardTitles(doc, todo)).toEqual(['zero', 'one', 'two', 'three']);
    expect(getCard(doc, cards[0]!)).toMatchObject({
      columnId: todo,
      status: 'open',
      priority: 'low',
      dueDate: null,
      assigneeId: null,
      linkedTodoId: null,
      todoListId: null,
    });
    expect(cardRank(doc, cards[0]!)).toBe(1);
  });

  it('makes a card added to Done done', () => {
    const doc = createBoardDoc({ title: 'B' });
    const id = addCard(doc, { columnId: DONE_COLUMN_ID, title: 'shipped' })!;
    expect(getCard(doc, id)?.status).toBe('done');
  });

  it('adds many cards in one call at the ends of their lanes, in the order given', () => {
    const { doc, todo, cards } = boardWithCards();
    const ids = addCards(doc, [
      { columnId: todo, title: 'four' },
      { columnId: DONE_COLUMN_ID, title: 'shipped' },
      { columnId: todo, title: 'five', rank: 0 },
      { id: cards[0]!, columnId: NEW_COLUMN_ID, title: 'taken' },
      { columnId: 'missing-lane', title: 'lost' },
      { id: 'twice', columnId: NEW_COLUMN_ID, title: 'first' },
      { id: 'twice', columnId: NEW_COLUMN_ID, title: 'second' },
    ]);
    expect(ids.map((id) => id !== null)).toEqual([true, true, true, false, false, true, false]);
    expect(cardTitles(doc, todo)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(cardTitles(doc, NEW_COLUMN_ID)).toEqual(['first']);
    expect(getCard(doc, ids[1]!)).toMatchObject({
      columnId: DONE_COLUMN_ID,
      status: 'done',
      priority: 'low',
    });
    expect(() => addCards(doc, [{ columnId: todo, title: '' }])).toThrow();
    expect(cardTitles(doc, todo)).toHaveLength(5);
  });

  it('returns null for a missing lane or a taken id, and refuses bad fields', () => {
    const { doc, todo } = boardWithLanes();
    expect(addCard(doc, { columnId: 'missing', title: 'x' })).toBeNull();
    expect(addCard(doc, { id: 'c1', columnId: todo, title: 'x' })).toBe('c1');
    expect(addCard(doc, { id: 'c1', columnId: todo, title: 'y' })).toBeNull();
    expect(() => addCard(doc, { columnId: todo, title: 'x', dueDate: '2026-13-45' })).toThrow();
    expect(() => addCard(doc, { columnId: todo, title: 'x', priority: 'urgent' as 'low' })).toThrow();
  });

  it('updates the writable fields and refuses lane, position and timestamps', () => {
    const { doc, cards } = boardWithCards();
    const patch = {
      title: 'renamed',
      description: 'more',
      status: 'done',
      priority: 'high',
      dueDate: '2026-03-01',
      assigneeId: 'u1',
      linkedTodoId: 't1',
      todoListId: 'l1',
    } as const;
    expect(updateCard(doc, cards[0]!, patch)).toBe(true);
    expect(getCard(doc, cards[0]!)).toMatchObject(patch);
    updateCard(doc, cards[0]!, { priority: null, dueDate: null });
    expect(getCard(doc, cards[0]!)).toMatchObject({ priority: null, dueDate: null });
    expect(updateCard(doc, 'missing', { title: 'x' })).toBe(false);
    expect(() => updateCard(doc, cards[0]!, { columnId: 'new' } as never)).toThrow();
    expect(() => updateCard(doc, cards[0]!, { createdAt: 'x' } as never)).toThrow();
  });

  it('moves a card within its lane and to another lane at a rank', () => {
    const { doc, todo, doing, cards } = boardWithCards();
    expect(moveCard(doc, cards[0]!, todo, 2)).toBe(true);
    expect(cardTitles(doc, todo)).toEqual(['two', 'three', 'one']);
    addCard(doc, { columnId: doing, title: 'busy' });
    expect(moveCard(doc, cards[1]!, doing, 0)).toBe(true);
    expect(cardTitles(doc, doing)).toEqual(['two', 'busy']);
    expect(cardTitles(doc, todo)).toEqual(['three', 'one']);
    expect(moveCard(doc, cards[1]!, 'missing', 0)).toBe(false);
    expect(moveCard(doc, 'missing', todo, 0)).toBe(false);
  });

  it('writes nothing when a card is moved to where it already is', () => {
    const { doc, todo, cards } = boardWithCards();
    const update = vi.fn();
    doc.on('update', update);
    moveCard(doc, cards[1]!, todo, 1);
    expect(update).not.toHaveBeenCalled();
  });

  it('marks a card done when it enters Done and open when it leaves', () => {
    const { doc, todo, cards } = boardWithCards();
    moveCard(doc, cards[0]!, DONE_COLUMN_ID, 0);
    expect(getCard(doc, cards[0]!)?.status).toBe('done');
    moveCard(doc, cards[0]!, todo, 0);
    expect(getCard(doc, cards[0]!)?.status).toBe('open');
  });

  it('moves a card set done into Done and a card reopened from Done into New, each at the end', () => {
    const { doc, todo, cards } = boardWithCards();
    addCard(doc, { columnId: DONE_COLUMN_ID, title: 'shipped' });
    updateCard(doc, cards[1]!, { status: 'done' }, 'Ada');
    expect(cardTitles(doc, DONE_COLUMN_ID)).toEqual(['shipped', 'two']);
    expect(getCard(doc, cards[1]!)).toMatchObject({ status: 'done', movedBy: 'Ada' });
    expect(getCard(doc, cards[1]!)?.doneAt).not.toBeNull();
    addCard(doc, { columnId: NEW_COLUMN_ID, title: 'fresh' });
    updateCard(doc, cards[1]!, { status: 'open' });
    expect(cardTitles(doc, NEW_COLUMN_ID)).toEqual(['fresh', 'two']);
    expect(getCard(doc, cards[1]!)?.status).toBe('open');
    // A status the card has already moves nothing.
    updateCard(doc, cards[0]!, { status: 'open' });
    expect(cardTitles(doc, todo)).toEqual(['one', 'three']);
  });

  it('shows a card’s status as its lane says when a status and a move crossed, whichever wins', () => {
    const lanesWon = new Set<string>();
    for (const ids of [
      [1, 2],
      [2, 1],
    ]) {
      const { doc, doing, cards } = boardWithCards();
      const [setter, mover] = replicasWithIds(doc, ...ids);
      // One peer sets the card done (into Done), the other moves it to another lane, neither seeing the other.
      updateCard(setter!, cards[0]!, { status: 'done' });
      moveCard(mover!, cards[0]!, doing, 0);
      syncDocs(setter!, mover!);
      for (const replica of [setter!, mover!]) {
        const shown = readBoard(replica).columns.flatMap((column) =>
          column.cards.filter((card) => card.id === cards[0]).map((card) => [column.id, card.status]),
        );
        expect(shown).toHaveLength(1);
        const [lane, status] = shown[0]!;
        expect(status).toBe(lane === DONE_COLUMN_ID ? 'done' : 'open');
        expect(getCard(replica, cards[0]!)?.status).toBe(status);
        lanesWon.add(lane!);
      }
    }
    // Each side won once: the move kept a card whose stored status says done.
    expect(lanesWon.size).toBe(2);
  });

  it('deletes a card and reports a missing one', () => {
    const { doc, todo, cards } = boardWithCards();
    expect(deleteCard(doc, cards[1]!)).toBe(true);
    expect(deleteCard(doc, cards[1]!)).toBe(false);
    expect(cardTitles(doc, todo)).toEqual(['one', 'three']);
  });
});

describe('resolving states no single client made', () => {
  it('shows a card moved into a lane deleted at the same time in New', () => {
    const { doc, todo, doing, cards } = boardWithCards();
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    deleteColumn(left, doing);
    moveCard(right, cards[0]!, doing, 0);
    const late = addCard(right, { columnId: doing, title: 'late' })!;
    syncDocs(left, right);
    expect(getColumn(left, doing)).toBeNull();
    expect(getCard(left, cards[0]!)?.columnId).toBe(NEW_COLUMN_ID);
    expect(getCard(left, late)?.columnId).toBe(NEW_COLUMN_ID);
    expect(cardTitles(left, todo)).toEqual(['two', 'three']);
    expect(readBoard(right)).toEqual(readBoard(left));
  });

  it('keeps a card moved by two clients at once in exactly one lane', () => {
    const { doc, todo, doing, cards } = boardWithCards();
    const [left, right] = replicasWithIds(doc, 10, 20);
    moveCard(left!, cards[0]!, doing, 0);
    moveCard(right!, cards[0]!, DONE_COLUMN_ID, 0);
    syncDocs(left!, right!);
    const view = readBoard(left!);
    const holders = view.columns.filter((column) => column.cards.some((card) => card.id === cards[0]));
    expect(holders).toHaveLength(1);
    expect(view.columns.flatMap((column) => column.cards)).toHaveLength(3);
    expect(cardTitles(left!, todo)).toEqual(['two', 'three']);
    expect(readBoard(right!)).toEqual(view);
  });

  it('shows New and Done even when a document lacks them, and cards of unknown lanes in New', () => {
    const doc = new Y.Doc();
    addCard(doc, { columnId: NEW_COLUMN_ID, title: 'orphan' });
    expect(laneTitles(doc)).toEqual(['New', 'Done']);
    expect(cardTitles(doc, NEW_COLUMN_ID)).toEqual(['orphan']);
  });

  it('keeps the reserved titles of New and Done whatever a peer wrote', () => {
    const doc = createBoardDoc({ title: 'B' });
    rawColumns(doc).get(DONE_COLUMN_ID)?.set('title', 'Finished');
    expect(laneTitles(doc)).toEqual(['New', 'Done']);
  });
});

describe('observeBoard and migrateBoard', () => {
  it('calls back once per transaction until unsubscribed', () => {
    const { doc, todo, cards } = boardWithCards();
    const listener = vi.fn();
    const stop = observeBoard(doc, listener);
    deleteColumn(doc, todo);
    updateCard(doc, cards[0]!, { title: 'x' });
    stop();
    updateBoardMeta(doc, { title: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('creates New and Done on a board written before versioning', () => {
    const doc = new Y.Doc();
    rawColumns(doc).set('legacy', new Y.Map<unknown>([['title', 'Todo']]));
    expect(migrateBoard(doc)).toEqual({ from: 0, to: 1, newer: false });
    expect(rawColumns(doc).has(NEW_COLUMN_ID) && rawColumns(doc).has(DONE_COLUMN_ID)).toBe(true);
    expect(migrateBoard(doc)).toEqual({ from: 1, to: 1, newer: false });
    expect(migrateBoard(new Y.Doc())).toEqual({ from: 0, to: 0, newer: false });
  });
});
