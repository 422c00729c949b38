import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readTodoistCsv } from '../../../server/src/imports/formats/todoist';
import { fixture, upload } from './fixtures';

const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

describe('readTodoistCsv', () => {
  const list = readTodoistCsv(fixture('todoist-project.csv'), 'Party');

  it('makes each task row a to-do in file order, open, with its description', () => {
    expect(list.kind).toBe('todolist');
    expect(list.title).toBe('Party');
    expect(list.todos.map((todo) => todo.title)).toEqual([
      'Book the venue',
      'Send invitations',
      'Print the guest list',
      'Order the cake @party',
    ]);
    expect(list.todos.every((todo) => !todo.completed)).toBe(true);
    expect(list.todos[3]!.description).toBe('Chocolate, three tiers');
  });

  it("appends a task's notes to its description after a blank line", () => {
    expect(list.todos[0]!.description).toBe(
      'Call before Friday\n\nThey asked for a deposit, 20%\n\nSecond comment',
    );
  });

  it('sets the due date from an ISO date or date-time and drops any other DATE', () => {
    expect(list.todos.map((todo) => todo.dueDate)).toEqual(['2026-04-02', null, null, '2026-04-05']);
  });

  it('counts priorities, sub-tasks and dropped dates as cut; sections, project notes and empty tasks as skipped', () => {
    // Cut: p1 and p2, one sub-task, one recurring date. Skipped: the project note, the section, the empty task.
    expect(list.counts).toEqual({ cut: 4, skipped: 3 });
  });

  it('cuts a description grown past 20,000 characters by its notes once', () => {
    const note = `note,${'n'.repeat(15_000)}`;
    const result = readTodoistCsv(upload(`${HEADER}\ntask,A,,4,1\n${note}\n${note}\n`));
    expect(result.todos[0]!.description).toHaveLength(20_000);
    expect(result.counts.cut).toBe(1);
  });

  it('keeps a cell starting with = as written (Todoist writes no formula guard)', () => {
    expect(readTodoistCsv(upload(`${HEADER}\ntask,'=1+1,,4,1\n`)).todos[0]!.title).toBe("'=1+1");
  });

  it('refuses a CSV that is not a Todoist export, naming the missing column', () => {
    expect(() => readTodoistCsv(upload('Title,Lane\nA,B\n'))).toThrow(
      new ImportFormatError('Not a Todoist CSV export: the header row (row 1) has no TYPE column'),
    );
  });
});
