import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readTrelloBoard } from '../../../server/src/imports/formats/trello';
import { fixture, upload } from './fixtures';

describe('readTrelloBoard', () => {
  const board = readTrelloBoard(fixture('trello-board.json'));

  it('takes the board name and description', () => {
    expect(board.kind).toBe('board');
    expect(board.title).toBe('Website relaunch');
    expect(board.description).toBe('Everything for the spring launch.');
  });

  it('makes open lists lanes in pos order, lists named New or Done the reserved lanes', () => {
    expect(board.lanes.map((lane) => [lane.role, lane.title])).toEqual([
      ['new', 'New'],
      ['lane', 'Ideas'],
      ['lane', 'Doing'],
      ['done', 'Done'],
    ]);
  });

  it('orders cards by pos with descriptions, due dates and the priority a label names', () => {
    const doing = board.lanes.find((lane) => lane.title === 'Doing')!;
    expect(doing.cards.map((card) => card.title)).toEqual(['Pick a hero image', 'Write the landing copy']);
    const [hero, copy] = doing.cards;
    expect(hero).toMatchObject({ priority: 'low', dueDate: null, description: '' });
    expect(copy).toMatchObject({
      priority: 'high',
      dueDate: '2026-03-14',
      description: 'Tone: friendly.\n\nTwo variants.',
    });
    expect(board.lanes.at(-1)!.cards).toMatchObject([{ title: 'Renew the domain', dueDate: '2026-01-31' }]);
  });

  it("turns checklist items into the card's checklist, '<card>: <item>', in the card's checklist order", () => {
    const copy = board.lanes
      .flatMap((lane) => lane.cards)
      .find((card) => card.title === 'Write the landing copy')!;
    expect(copy.checklist).toEqual([
      { title: 'Write the landing copy: Outline', description: '', completed: true, dueDate: '2026-03-01' },
      { title: 'Write the landing copy: Proofread', description: '', completed: true, dueDate: null },
      { title: 'Write the landing copy: Legal review', description: '', completed: false, dueDate: null },
    ]);
  });

  it('skips and counts closed lists with their cards, closed cards and cards of no list', () => {
    const titles = board.lanes.flatMap((lane) => lane.cards.map((card) => card.title));
    expect(titles).not.toContain('Dark mode');
    expect(titles).not.toContain('Old banner');
    expect(titles).not.toContain('Card of a list not in the export');
    expect(board.lanes.map((lane) => lane.title)).not.toContain('Parked');
    // The closed list and its card, the closed card, the card of no list.
    expect(board.counts).toEqual({ skipped: 4, cut: 0 });
  });

  it('takes the highest priority among several labels, by idLabels when a card lists no label objects', () => {
    const json = {
      name: 'B',
      labels: [
        { id: 'a', name: 'Medium' },
        { id: 'b', name: 'low' },
      ],
      lists: [{ id: 'l', name: 'Todo', pos: 1 }],
      cards: [{ id: 'c', name: 'Card', idList: 'l', pos: 1, idLabels: ['b', 'a'] }],
    };
    expect(readTrelloBoard(upload(JSON.stringify(json))).lanes[0]!.cards[0]!.priority).toBe('medium');
  });

  it('merges two lists named Done into the one Done lane', () => {
    const json = {
      name: 'B',
      lists: [
        { id: 'a', name: 'Done', pos: 1 },
        { id: 'b', name: 'done', pos: 2 },
      ],
      cards: [
        { id: 'x', name: 'X', idList: 'b', pos: 1 },
        { id: 'y', name: 'Y', idList: 'a', pos: 1 },
      ],
    };
    const { lanes } = readTrelloBoard(upload(JSON.stringify(json)));
    expect(lanes).toHaveLength(1);
    expect(lanes[0]!.cards.map((card) => card.title)).toEqual(['Y', 'X']);
  });

  it('cuts long card titles, descriptions and checklist titles, counting each', () => {
    const json = {
      name: 'B',
      lists: [{ id: 'l', name: 'Todo', pos: 1 }],
      cards: [{ id: 'c', name: 'T'.repeat(600), desc: 'D'.repeat(25_000), idList: 'l', pos: 1 }],
      checklists: [{ id: 'k', idCard: 'c', checkItems: [{ name: 'item', state: 'complete', pos: 1 }] }],
    };
    const result = readTrelloBoard(upload(JSON.stringify(json)));
    const card = result.lanes[0]!.cards[0]!;
    expect(card.title).toHaveLength(500);
    expect(card.description).toHaveLength(20_000);
    expect(card.checklist[0]!.title).toHaveLength(500);
    expect(result.counts.cut).toBe(3);
  });

  it.each([
    ['[1, 2]', 'Not a Trello board export: the file holds an array, not a board object'],
    ['42', 'Not a Trello board export: the file holds a number, not a board object'],
    ['null', 'Not a Trello board export: the file holds null, not a board object'],
    ['{"name": "B", "cards": []}', 'Not a Trello board export: no lists'],
    ['{"name": "B", "lists": []}', 'Not a Trello board export: no cards'],
  ])('refuses %s with a message naming the problem', (json, message) => {
    expect(() => readTrelloBoard(upload(json))).toThrow(new ImportFormatError(message));
  });

  it('refuses text that is not JSON', () => {
    expect(() => readTrelloBoard(upload('{"name": "B", "lists": ['))).toThrow(/^Not valid JSON: /);
  });
});
