import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeListCsv } from '../../../server/src/exports/formats/list-csv-writer';
import { writeListMarkdown } from '../../../server/src/exports/formats/list-markdown-writer';
import { readListCsv } from '../../../server/src/imports/formats/list-csv';
import { readTaskMarkdown } from '../../../server/src/imports/formats/task-markdown';
import { collect, upload } from './fixtures';
import { importedOf, sampleTodos } from './list-sample';

describe('writeListMarkdown', () => {
  it('writes the title heading, then one chunk a to-do with its box, due date and indented description', () => {
    const todos = sampleTodos();
    const { text, count } = collect(writeListMarkdown('Release', todos));
    expect(count).toBe(1 + todos.length);
    expect(text).toMatch(
      /^# Release\n\n- \[ \] Tag the release 📅 2026-05-04\n {2}Run the script\n\n {4}indented code\n {2}\tand a tab\n- \[x\] Update the changelog\n/,
    );
    expect(text).toContain(
      '  \\- [ ] not a task\n    \\* [x] nor this\n  \\\\- [ ] escaped already\n  \\1. [ ] numbered',
    );
  });

  it('round-trips: a list written as Markdown reads back with the same to-dos', () => {
    const todos = sampleTodos();
    const list = readTaskMarkdown(upload(collect(writeListMarkdown('Release "2026"', todos)).text));
    expect(list.title).toBe('Release "2026"');
    expect(list.todos).toEqual(
      importedOf(todos).map((todo) => ({ ...todo, description: todo.description.replaceAll('\r\n', '\n') })),
    );
    expect(list.counts).toEqual({ skipped: 0, cut: 0 });
  });

  it('writes a title of several lines on one line', () => {
    expect(collect(writeListMarkdown('Two\nlines', [])).text).toBe('# Two lines\n\n');
  });
});

describe('writeListCsv', () => {
  it('writes the header, then one quoted and formula-guarded row a to-do', () => {
    const todos = sampleTodos();
    const { text, count } = collect(writeListCsv(todos));
    expect(count).toBe(1 + todos.length);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Title', 'Description', 'Completed', 'Due date']);
    expect(rows[1]).toEqual([
      'Tag the release',
      'Run the script\n\n  indented code\n\tand a tab',
      'no',
      '2026-05-04',
    ]);
    expect(rows[4]).toEqual(['\'=SUM(A1), "quoted", -1', "'@cell\r\nsecond line", 'no', '']);
  });

  it('round-trips: a list written as CSV reads back with the same to-dos', () => {
    const todos = sampleTodos();
    const list = readListCsv(upload(collect(writeListCsv(todos)).text), 'Release');
    expect(list.todos).toEqual(importedOf(todos));
    expect(list.counts).toEqual({ skipped: 0, cut: 0 });
  });
});
