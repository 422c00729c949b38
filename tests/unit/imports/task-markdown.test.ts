import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readTaskMarkdown } from '../../../server/src/imports/formats/task-markdown';
import { fixture, upload } from './fixtures';

describe('readTaskMarkdown', () => {
  const list = readTaskMarkdown(fixture('tasks.md'));

  it('takes the first heading as the title and every item as a to-do, in order', () => {
    expect(list.title).toBe('Release checklist');
    expect(list.todos.map((todo) => [todo.title, todo.completed])).toEqual([
      ['Tag the release', false],
      ['Update the changelog', true],
      ['Bump the version', true],
      ['Nested: package.json', false],
      ['Nested: lock file', true],
      ['Announce', false],
      ['Numbered item', false],
      ['Other numbered item', true],
      ['Plain top-level item', false],
      ['Retrospective', false],
    ]);
  });

  it('reads indented lines under an item as its description, and a trailing 📅 date as its due date', () => {
    expect(list.todos[0]).toMatchObject({
      dueDate: '2026-05-04',
      description: 'Run the tag script\nfrom the main branch.\n\nThen push the tag.',
    });
    expect(list.todos[5]!.description).toBe('- a plain bullet under it is description');
  });

  it('flattens nested items, counting them as cut, and counts text outside items as skipped', () => {
    // Skipped: the introduction and the second heading.
    expect(list.counts).toEqual({ cut: 2, skipped: 2 });
  });

  it('uses the fallback title without a heading and reads CRLF and tab-indented files', () => {
    const result = readTaskMarkdown(upload('- [ ] A\r\n\tdescribed\r\n- [x] B\r\n'), 'Inbox');
    expect(result.title).toBe('Inbox');
    expect(result.todos).toEqual([
      { title: 'A', description: 'described', completed: false, dueDate: null },
      { title: 'B', description: '', completed: true, dueDate: null },
    ]);
  });

  it('keeps a 📅 that is not a date in the title, and a # that closes no heading', () => {
    const result = readTaskMarkdown(
      upload('# C# notes ##\n- [ ] Pay 📅 someday\n- [ ] Renew 📅 2026-02-30\n'),
    );
    expect(result.title).toBe('C# notes');
    expect(result.todos.map((todo) => [todo.title, todo.dueDate])).toEqual([
      ['Pay 📅 someday', null],
      ['Renew 📅 2026-02-30', null],
    ]);
  });

  it('cuts long titles and descriptions, counting each', () => {
    const result = readTaskMarkdown(upload(`- [ ] ${'t'.repeat(501)}\n  ${'d'.repeat(20_001)}\n`));
    expect(result.todos[0]!.title).toHaveLength(500);
    expect(result.todos[0]!.description).toHaveLength(20_000);
    expect(result.counts.cut).toBe(2);
  });

  it('skips and counts an item with no title', () => {
    const result = readTaskMarkdown(upload('- [ ]\n- [x] Real\n'));
    expect(result.todos.map((todo) => todo.title)).toEqual(['Real']);
    expect(result.counts.skipped).toBe(1);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => readTaskMarkdown(Buffer.from([0x2d, 0x20, 0xc3]))).toThrow(ImportFormatError);
  });
});
