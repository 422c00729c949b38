import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, ImportFormatError, ImportTooLargeError } from '@shared/formats/model';
import { readBoardCsv } from '../../../server/src/imports/formats/board-csv';
import { readTaskMarkdown } from '../../../server/src/imports/formats/task-markdown';
import { readTodoistCsv } from '../../../server/src/imports/formats/todoist';
import { readTrelloBoard } from '../../../server/src/imports/formats/trello';
import { upload } from './fixtures';

/** How long `work` takes, in milliseconds, and what it threw. */
function timed(work: () => unknown): { ms: number; error: unknown } {
  const start = performance.now();
  try {
    work();
    return { ms: performance.now() - start, error: undefined };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

/** A file just under the upload limit: `head`, then `fill` repeated, then `tail`. */
function nearLimit(head: string, fill: string, tail: string): Buffer {
  const room = IMPORT_LIMITS.uploadBytes - Buffer.byteLength(head) - Buffer.byteLength(tail);
  return upload(head + fill.repeat(Math.floor(room / Buffer.byteLength(fill))) + tail);
}

// Bounds with room for a busy 2-core machine: a quadratic reader would take minutes on these files.
describe('hostile board and to-do list files', () => {
  it('refuses JSON nested 100,000 levels deep fast, before parsing it', () => {
    const depth = 100_000;
    const { ms, error } = timed(() =>
      readTrelloBoard(upload(`{"lists":${'['.repeat(depth)}${']'.repeat(depth)}}`)),
    );
    expect(error).toEqual(
      new ImportFormatError('Not a Trello board export: the JSON nests deeper than 100 levels'),
    );
    expect(ms).toBeLessThan(1_000);
  });

  it('does not count brackets inside strings as nesting', () => {
    const name = '['.repeat(1_000);
    expect(readTrelloBoard(upload(JSON.stringify({ name, lists: [], cards: [] }))).title).toBe(
      name.slice(0, 500),
    );
  });

  it('reads a 20 MiB CSV of one huge quoted cell with bounded work, cutting the cell', () => {
    const file = nearLimit('Title,Description\nHuge,"', 'x""y,\n', '"\n');
    const { ms, error } = timed(() => {
      const board = readBoardCsv(file);
      expect(board.lanes[0]!.cards[0]!.description).toHaveLength(IMPORT_LIMITS.note);
      expect(board.counts.cut).toBe(1);
    });
    expect(error).toBeUndefined();
    expect(ms).toBeLessThan(10_000);
  });

  it('refuses a 20 MiB CSV whose huge quoted cell never closes, naming the row', () => {
    const { ms, error } = timed(() => readTodoistCsv(nearLimit('TYPE,CONTENT\ntask,"', 'x', '')));
    expect(error).toEqual(new ImportFormatError('Row 2: a quoted cell is never closed'));
    expect(ms).toBeLessThan(10_000);
  });

  it('reads a CSV of many blocks whole, quoted line breaks across block ends, rows numbered across blocks', () => {
    const row = (index: number) =>
      `Doing,Card ${index},"Quote "" and, comma\n${'x'.repeat(index % 200)}\nend"\r\n`;
    const rows = Array.from({ length: 30_000 }, (_, index) => row(index)).join('');
    expect(rows.length).toBeGreaterThan(3 * 1024 * 1024);
    const board = readBoardCsv(upload(`Lane,Title,Description\r\n${rows}`));
    const cards = board.lanes[0]!.cards;
    expect(cards).toHaveLength(30_000);
    expect(cards[29_999]).toMatchObject({
      title: 'Card 29999',
      description: `Quote " and, comma\n${'x'.repeat(199)}\nend`,
    });
    expect(() => readBoardCsv(upload(`Lane,Title,Description\r\n${rows}Doing,,text\r\n`))).toThrow(
      new ImportFormatError('Row 30002: the Title column is empty'),
    );
    expect(() => readBoardCsv(upload(`Lane,Title,Description\r\n${rows}Doing,"open\r\n`))).toThrow(
      new ImportFormatError('Row 30002 (line 90003): a quoted cell is never closed'),
    );
  });

  it('refuses 20 MiB of one-letter rows as too many cards once past 50,000, without reading the rest', () => {
    const { ms, error } = timed(() => readBoardCsv(nearLimit('Title\n', 'a\n', '')));
    expect(error).toEqual(new ImportTooLargeError('The file holds more than 50,000 cards'));
    // Reading all 10 million rows first takes several times longer.
    expect(ms).toBeLessThan(3_000);
  });

  it('refuses more than 50,000 to-dos or Trello cards as too large', () => {
    expect(() => readTaskMarkdown(upload('- [ ] a\n'.repeat(50_001)))).toThrow(
      new ImportTooLargeError('The file holds more than 50,000 to-dos'),
    );
    expect(() => readTodoistCsv(upload(`TYPE,CONTENT\n${'task,a\n'.repeat(50_001)}`))).toThrow(
      ImportTooLargeError,
    );
    const cards = Array.from({ length: 50_001 }, (_, index) => ({ id: `c${index}`, name: 'a', idList: 'l' }));
    const board = JSON.stringify({ name: 'B', lists: [{ id: 'l', name: 'L' }], cards });
    expect(() => readTrelloBoard(upload(board))).toThrow(
      new ImportTooLargeError('The file holds more than 50,000 cards and checklist items'),
    );
    expect(readTaskMarkdown(upload('- [ ] a\n'.repeat(50_000))).todos).toHaveLength(50_000);
  });

  it('refuses a file over the upload limit as too large', () => {
    const file = Buffer.alloc(IMPORT_LIMITS.uploadBytes + 1, 0x61);
    expect(() => readBoardCsv(file)).toThrow(ImportTooLargeError);
    expect(() => readTrelloBoard(file)).toThrow(ImportTooLargeError);
    expect(() => readTaskMarkdown(file)).toThrow(ImportTooLargeError);
  });

  it.each([
    ['a task item of 20 MiB of spaces', '- [ ] a', ' ', '\u2028b'],
    ['a heading of 20 MiB of spaces', '# a', ' ', 'b #'],
    ['a title of spaces before a false due date', '- [ ] a', ' ', '📅 x'],
  ])('reads Markdown with %s in linear time', (_, head, fill, tail) => {
    const { ms, error } = timed(() => readTaskMarkdown(nearLimit(head, fill, tail)));
    expect(error).toBeUndefined();
    expect(ms).toBeLessThan(5_000);
  });
});
