import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readListCsv } from '../../../server/src/imports/formats/list-csv';
import { upload } from './fixtures';

describe('readListCsv', () => {
  it('reads one to-do a row, Completed as yes or no in its common spellings', () => {
    const csv =
      'Completed,title,Due date,Description\nyes,A,2026-03-01,\n,B,,"multi\nline"\nX,C,,\nfalse,D,soon,\n';
    const list = readListCsv(upload(csv), 'Chores');
    expect(list).toEqual({
      kind: 'todolist',
      title: 'Chores',
      counts: { skipped: 0, cut: 1 },
      todos: [
        { title: 'A', description: '', completed: true, dueDate: '2026-03-01' },
        { title: 'B', description: 'multi\nline', completed: false, dueDate: null },
        { title: 'C', description: '', completed: true, dueDate: null },
        { title: 'D', description: '', completed: false, dueDate: null },
      ],
    });
  });

  it('refuses a row without a title or with a Completed cell it cannot read, by row number', () => {
    expect(() => readListCsv(upload('Title,Completed\nA,no\n,yes\n'))).toThrow(
      new ImportFormatError('Row 3: the Title column is empty'),
    );
    expect(() => readListCsv(upload('Title,Completed\nA,maybe\n'))).toThrow(
      new ImportFormatError('Row 2: the Completed column says neither yes nor no'),
    );
  });
});
