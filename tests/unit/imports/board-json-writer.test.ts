import { describe, expect, it } from 'vitest';
import { writeBoardJson } from '../../../server/src/exports/formats/board-json-writer';
import { readTrelloBoard } from '../../../server/src/imports/formats/trello';
import { lanesOf, sampleBoard } from './board-sample';
import { collect, upload } from './fixtures';

describe('writeBoardJson', () => {
  it('writes a lane or a card a chunk, as JSON in the shape of a Trello board export', () => {
    const view = sampleBoard();
    const { text, count } = collect(writeBoardJson(view));
    const cards = view.columns.flatMap((lane) => lane.cards);
    expect(count).toBe(1 + view.columns.length + 1 + cards.length + 1);
    const json = JSON.parse(text) as {
      name: string;
      desc: string;
      lists: { id: string; name: string; closed: boolean; pos: number }[];
      cards: { name: string; idList: string; due: string | null; labels: { name: string }[] }[];
    };
    expect(json.name).toBe('Launch');
    expect(json.desc).toBe('Spring, "2026"');
    expect(json.lists.map((list) => list.name)).toEqual(['New', 'Doing', 'Review', 'Done']);
    expect(json.cards).toHaveLength(cards.length);
    const first = json.cards.find((card) => card.name === 'Plain')!;
    expect(first).toMatchObject({ due: '2026-01-15T12:00:00.000Z', labels: [{ name: 'low' }] });
  });

  it('round-trips through the Trello reader: the same lanes and cards come back', () => {
    const view = sampleBoard();
    const board = readTrelloBoard(upload(collect(writeBoardJson(view)).text));
    expect(board.title).toBe(view.meta.title);
    expect(board.description).toBe(view.meta.description);
    // The empty lane comes back too: a Trello list needs no cards.
    expect(board.lanes).toEqual(lanesOf(view));
    expect(board.counts).toEqual({ skipped: 0, cut: 0 });
  });
});
