import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import {
  addCard,
  addColumn,
  createBoardDoc,
  deleteCard,
  deleteColumn,
  moveCard,
  observeBoard,
  readBoard,
  updateBoardMeta,
  updateCard,
} from '@shared/schema/board';
import { BoardReader, followingBoardReader } from '@shared/schema/board-reader';

function watched(doc: Y.Doc) {
  const reader = new BoardReader(doc);
  let calls = 0;
  const stopTracking = reader.track(doc);
  const stopObserving = observeBoard(doc, () => (calls += 1));
  const stop = () => {
    stopObserving();
    stopTracking();
  };
  return { reader, stop, calls: () => calls };
}

describe('BoardReader', () => {
  it('follows card adds, edits, moves and deletes, local or from a peer, like a full read', () => {
    const doc = createBoardDoc({ title: 'Sprint' });
    const lane = addColumn(doc, { title: 'Doing' })!;
    const ids = ['a', 'b', 'c'].map((title) => addCard(doc, { columnId: 'new', title })!);
    const { reader, stop, calls } = watched(doc);
    const check = () => expect(reader.read(doc)).toEqual(readBoard(doc));
    check();

    updateCard(doc, ids[0]!, { title: 'renamed', priority: 'high' });
    check();
    const untouched = reader.read(doc).columns[0]!.cards.find((card) => card.id === ids[2]);
    moveCard(doc, ids[1]!, lane, 0);
    check();
    // A card the change did not touch keeps its object.
    expect(reader.read(doc).columns[0]!.cards.find((card) => card.id === ids[2])).toBe(untouched);
    moveCard(doc, ids[0]!, 'done', 0);
    deleteCard(doc, ids[2]!);
    check();

    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    addCard(peer, { columnId: lane, title: 'from a peer', rank: 0 });
    moveCard(peer, ids[1]!, 'new', 0);
    updateBoardMeta(peer, { title: 'Next sprint' });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer));
    check();
    expect(reader.read(doc).meta.title).toBe('Next sprint');

    // A deleted lane's cards show in New, as a full read places them.
    deleteColumn(doc, lane);
    check();
    expect(calls()).toBeGreaterThan(5);
    stop();
  });

  it('reads everything again when changes went by while nothing watched', () => {
    const doc = createBoardDoc({ title: 'Sprint' });
    const id = addCard(doc, { columnId: 'new', title: 'first' })!;
    const reader = new BoardReader(doc);
    reader.read(doc);
    updateCard(doc, id, { title: 'changed before watching' });
    const stop = reader.track(doc);
    expect(reader.read(doc)).toEqual(readBoard(doc));
    stop();
    updateCard(doc, id, { title: 'changed after' });
    const again = reader.track(doc);
    expect(reader.read(doc)).toEqual(readBoard(doc));
    again();
  });
});

describe('BoardReader, lane by lane', () => {
  it('re-places only the lanes a move touched: the other lanes keep their objects', () => {
    const doc = createBoardDoc({ title: 'Sprint' });
    const doing = addColumn(doc, { title: 'Doing' })!;
    const review = addColumn(doc, { title: 'Review' })!;
    for (const lane of ['new', doing, review, 'done'])
      for (let i = 0; i < 5; i += 1) addCard(doc, { columnId: lane, title: `${lane} ${i}` });
    const { reader, stop } = watched(doc);
    const before = reader.read(doc);
    const moving = before.columns[0]!.cards[2]!;
    moveCard(doc, moving.id, doing, 0);
    const after = reader.read(doc);
    expect(after).toEqual(readBoard(doc));
    const lane = (view: typeof after, id: string) => view.columns.find((column) => column.id === id)!;
    expect(lane(after, review)).toBe(lane(before, review));
    expect(lane(after, 'done')).toBe(lane(before, 'done'));
    expect(lane(after, doing)).not.toBe(lane(before, doing));
    expect(lane(after, doing).cards.slice(1)).toEqual(lane(before, doing).cards);
    // A change to nothing the board shows gives the same view object back.
    expect(reader.read(doc)).toBe(after);
    stop();
  });

  it('agrees with a full read through any mix of edits, lane changes, peers and untracked spells', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const doc = createBoardDoc({ title: 'Sprint' });
    const peer = new Y.Doc();
    const reader = new BoardReader(doc);
    let stop: (() => void) | null = reader.track(doc);
    for (let step = 0; step < 400; step += 1) {
      const board = readBoard(doc);
      const lanes = board.columns.map((column) => column.id);
      const cards = board.columns.flatMap((column) => column.cards.map((card) => card.id));
      const target = random(3) === 0 ? peer : doc;
      if (target === peer) Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
      const pickLane = () => lanes[random(lanes.length)]!;
      const pickCard = () => cards[random(cards.length)];
      switch (random(9)) {
        case 0:
        case 1:
          addCard(target, { columnId: pickLane(), title: `card ${step}`, rank: random(5) });
          break;
        case 2:
        case 3: {
          const id = pickCard();
          if (id) moveCard(target, id, pickLane(), random(6), 'someone');
          break;
        }
        case 4: {
          const id = pickCard();
          if (id) updateCard(target, id, { title: `edited ${step}`, priority: 'high' });
          break;
        }
        case 5: {
          const id = pickCard();
          if (id) deleteCard(target, id);
          break;
        }
        case 6:
          if (random(2) === 0) addColumn(target, { title: `Lane ${step}` });
          else {
            const lane = pickLane();
            if (lane !== 'new' && lane !== 'done') deleteColumn(target, lane);
          }
          break;
        case 7:
          updateBoardMeta(target, { title: `Sprint ${step}` });
          break;
        default:
          // Stop or start tracking: changes made meanwhile are found by a full read.
          if (stop) {
            stop();
            stop = null;
          } else stop = reader.track(doc);
      }
      if (target === peer) Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer));
      if (random(2) === 0) expect(reader.read(doc)).toEqual(readBoard(doc));
    }
    expect(reader.read(doc)).toEqual(readBoard(doc));
    stop?.();
  });
});

describe('moveCard with the screen’s reader', () => {
  function board(cardsPerLane: number) {
    const doc = createBoardDoc({ title: 'Sprint' });
    const doing = addColumn(doc, { title: 'Doing' })!;
    for (const lane of ['new', doing, 'done'])
      for (let i = 0; i < cardsPerLane; i += 1) addCard(doc, { columnId: lane, title: `${lane} ${i}` });
    return { doc, doing };
  }

  it('places the card as a move that reads the board itself, without reading every card', () => {
    const { doc, doing } = board(200);
    const twin = new Y.Doc();
    Y.applyUpdate(twin, Y.encodeStateAsUpdate(doc));
    const { reader, stop } = watched(doc);
    reader.read(doc);
    const moving = readBoard(doc).columns[0]!.cards[7]!.id;

    const get = vi.spyOn(Y.Map.prototype, 'get');
    moveCard(doc, moving, doing, 3, 'someone', reader);
    const reads = get.mock.calls.length;
    get.mockRestore();
    moveCard(twin, moving, doing, 3, 'someone');

    // Reading where each of the 600 cards stands takes two reads a card.
    expect(reads).toBeLessThan(100);
    const lane = (view: ReturnType<typeof readBoard>) =>
      view.columns.find((column) => column.id === doing)!.cards.map((card) => [card.id, card.position]);
    expect(lane(readBoard(doc))).toEqual(lane(readBoard(twin)));
    expect(readBoard(doc).columns.find((column) => column.id === doing)!.cards[3]!.id).toBe(moving);
    stop();
  });

  it('uses the reader inside a transaction that has written nothing yet, as a REST write is', () => {
    const { doc, doing } = board(200);
    const reader = followingBoardReader(doc);
    const moving = readBoard(doc).columns[0]!.cards[7]!.id;
    reader.read(doc);

    const get = vi.spyOn(Y.Map.prototype, 'get');
    doc.transact(() => moveCard(doc, moving, doing, 3, 'someone', reader));
    const reads = get.mock.calls.length;
    get.mockRestore();

    expect(reads).toBeLessThan(100);
    expect(readBoard(doc).columns.find((column) => column.id === doing)!.cards[3]!.id).toBe(moving);
    expect(reader.read(doc)).toEqual(readBoard(doc));
  });

  it('reads the board itself inside a transaction that already wrote, which the reader has not seen yet', () => {
    const { doc, doing } = board(3);
    const { reader, stop } = watched(doc);
    reader.read(doc);
    const moving = readBoard(doc).columns[0]!.cards[1]!.id;
    const [first, second] = readBoard(doc).columns.find((column) => column.id === doing)!.cards;
    doc.transact(() => {
      deleteCard(doc, first!.id);
      moveCard(doc, moving, doing, 1, 'someone', reader);
    });
    const lane = readBoard(doc).columns.find((column) => column.id === doing)!;
    expect(lane.cards.map((card) => card.id).slice(0, 2)).toEqual([second!.id, moving]);
    expect(reader.read(doc)).toEqual(readBoard(doc));
    stop();
  });
});

describe('followingBoardReader', () => {
  it('is one reader per document, following it from first use, and tells the lane each card is shown in', () => {
    const doc = createBoardDoc({ title: 'Sprint' });
    const doing = addColumn(doc, { title: 'Doing' })!;
    const card = addCard(doc, { columnId: 'new', title: 'Card' })!;
    const reader = followingBoardReader(doc);
    expect(followingBoardReader(doc)).toBe(reader);
    expect(followingBoardReader(new Y.Doc())).not.toBe(reader);
    expect(reader.laneOf(doc, card)).toBe('new');

    moveCard(doc, card, doing, 0);
    expect(reader.laneOf(doc, card)).toBe(doing);
    // A card whose lane is deleted is shown in New, as a full read shows it.
    deleteColumn(doc, doing);
    expect(reader.laneOf(doc, card)).toBe('new');
    expect(reader.read(doc)).toEqual(readBoard(doc));
    deleteCard(doc, card);
    expect(reader.laneOf(doc, card)).toBeNull();
  });
});
