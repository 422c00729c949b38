import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { writeBoardCsv } from '../../../server/src/exports/formats/board-csv-writer';
import { readBoardCsv } from '../../../server/src/imports/formats/board-csv';
import { lanesOf, sampleBoard } from './board-sample';
import { collect, upload } from './fixtures';

describe('readBoardCsv', () => {
  it('reads cards into lanes in order of first appearance, New and Done as the reserved lanes', () => {
    const csv = [
      'title,LANE,Priority,Due Date,Description,Owner',
      'Draft,Doing,HIGH,2026-02-03,"Two\nlines",Ada',
      'Idea,,,,,',
      'Ship,  done ,low,2026-02-04T10:00:00Z,,',
      'Review,Doing,,,,',
      'Plan,NEW,,,,',
    ].join('\r\n');
    const board = readBoardCsv(upload(csv), 'Sprint');
    expect(board).toEqual({
      kind: 'board',
      title: 'Sprint',
      description: '',
      counts: { skipped: 0, cut: 0 },
      lanes: [
        {
          role: 'lane',
          title: 'Doing',
          cards: [
            {
              title: 'Draft',
              description: 'Two\nlines',
              priority: 'high',
              dueDate: '2026-02-03',
              checklist: [],
            },
            { title: 'Review', description: '', priority: null, dueDate: null, checklist: [] },
          ],
        },
        {
          role: 'new',
          title: 'New',
          cards: [expect.objectContaining({ title: 'Idea' }), expect.objectContaining({ title: 'Plan' })],
        },
        {
          role: 'done',
          title: 'Done',
          cards: [expect.objectContaining({ title: 'Ship', dueDate: '2026-02-04' })],
        },
      ],
    });
  });

  it('needs only a Title column', () => {
    const board = readBoardCsv(upload('Title\nOne\nTwo\n'));
    expect(board.lanes).toEqual([
      { role: 'new', title: 'New', cards: [expect.anything(), expect.anything()] },
    ]);
  });

  it('reads semicolon-separated files as spreadsheets in many locales save them', () => {
    const board = readBoardCsv(upload('Lane;Title;Priority\nDoing;"Draft; v2";medium\n'));
    expect(board.lanes[0]!.cards[0]).toMatchObject({ title: 'Draft; v2', priority: 'medium' });
  });

  it('drops a priority or due date it cannot read, counting each as cut', () => {
    const board = readBoardCsv(upload('Title,Priority,Due date\nA,urgent,next week\nB,low,2026-02-30\n'));
    expect(board.lanes[0]!.cards.map((card) => [card.priority, card.dueDate])).toEqual([
      [null, null],
      ['low', null],
    ]);
    expect(board.counts.cut).toBe(3);
  });

  it('cuts titles over 500 and descriptions over 20,000 characters, counting each', () => {
    const board = readBoardCsv(upload(`Title,Description\n${'t'.repeat(501)},${'d'.repeat(20_001)}\n`));
    expect(board.lanes[0]!.cards[0]!.title).toHaveLength(500);
    expect(board.lanes[0]!.cards[0]!.description).toHaveLength(20_000);
    expect(board.counts.cut).toBe(2);
  });

  it('cuts a long lane name once however many cards it holds', () => {
    const lane = 'L'.repeat(600);
    const board = readBoardCsv(upload(`Lane,Title\n${lane},A\n${lane},B\n`));
    expect(board.lanes).toHaveLength(1);
    expect(board.lanes[0]!.title).toHaveLength(500);
    expect(board.counts.cut).toBe(1);
  });

  it('refuses a row with content but no title, naming the row as a spreadsheet numbers it', () => {
    const csv = 'Lane,Title,Description\nDoing,A,\n\nDoing,B,"two\nlines"\nDoing,,orphan description\n';
    expect(() => readBoardCsv(upload(csv))).toThrow(
      new ImportFormatError('Row 4: the Title column is empty'),
    );
  });

  it('refuses a file without a Title column, and an empty file', () => {
    expect(() => readBoardCsv(upload('Lane,Name\nDoing,A\n'))).toThrow(
      new ImportFormatError('Not a board CSV: the header row (row 1) has no Title column'),
    );
    expect(() => readBoardCsv(upload(' \n'))).toThrow(new ImportFormatError('The file is empty'));
  });

  it.each([
    ['Title\nA\n"B\nC\n', 'Row 3 (line 4): a quoted cell is never closed'],
    ['Title,Lane\nA,x\n"B"x,y\n', 'Row 3: a quoted cell has text after its closing quote'],
    [
      'Title,Lane\nA,x\nB "b",y\n',
      'Row 3: a quote inside an unquoted cell (quote the whole cell and double the quotes in it)',
    ],
  ])('refuses malformed CSV with the row: %j', (csv, message) => {
    expect(() => readBoardCsv(upload(csv))).toThrow(new ImportFormatError(message));
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => readBoardCsv(Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xff, 0xfe, 0x0a]))).toThrow(
      new ImportFormatError('The file is not UTF-8 text'),
    );
  });
});

describe('writeBoardCsv', () => {
  it('writes the header and then one chunk a card, an empty lane as a row of its own', () => {
    const view = sampleBoard();
    const { text, count } = collect(writeBoardCsv(view));
    const cards = view.columns.reduce((sum, lane) => sum + lane.cards.length, 0);
    expect(count).toBe(1 + cards + 1);
    expect(text.startsWith('\uFEFFLane,Title,Description,Priority,Due date\r\n')).toBe(true);
    expect(text).toContain('\r\nReview,,,,\r\n');
  });

  it('quotes cells and puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    const rows = parse(collect(writeBoardCsv(sampleBoard())).text, { bom: true }) as string[][];
    const titles = rows.map((row) => row[1]);
    expect(titles).toContain('Comma, "quotes" and ; semicolon');
    expect(titles).toContain("'=SUM(A1:A9)");
    expect(titles).toContain("'-5 degrees");
    expect(titles).toContain("''=already guarded");
    expect(titles).toContain("'''+two apostrophes");
    expect(titles).toContain("'@mention");
    expect(rows.map((row) => row[2])).toContain(
      'Line one\nLine two, "quoted"\r\n+ a line starting with plus',
    );
    expect(rows.every((row) => row.length === 5)).toBe(true);
  });

  it('round-trips: a board written as CSV reads back with the same lanes and cards', () => {
    const view = sampleBoard();
    const board = readBoardCsv(upload(collect(writeBoardCsv(view)).text), view.meta.title);
    expect(board.lanes).toEqual(lanesOf(view));
    expect(board.counts).toEqual({ skipped: 0, cut: 0 });
  });
});
