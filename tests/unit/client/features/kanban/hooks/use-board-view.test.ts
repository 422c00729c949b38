import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addCard,
  addColumn,
  createBoardDoc,
  deleteCard,
  deleteColumn,
  moveCard,
  readBoard,
  updateBoardMeta,
  updateCard,
} from '@shared/schema/board';
import { BoardReader } from '@client/features/kanban/hooks/use-board-view';

function watched(doc: Y.Doc) {
  const reader = new BoardReader(doc);
  let calls = 0;
  const stop = reader.observe(doc, () => (calls += 1));
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
    const stop = reader.observe(doc, () => undefined);
    expect(reader.read(doc)).toEqual(readBoard(doc));
    stop();
    updateCard(doc, id, { title: 'changed after' });
    const again = reader.observe(doc, () => undefined);
    expect(reader.read(doc)).toEqual(readBoard(doc));
    again();
  });
});
