import { describe, expect, it } from 'vitest';
import { commentCountText, todoDue } from '@client/features/todos/utils/todo-due';
import { formatShortDay } from '@client/lib/format-date';

const TODAY = '2026-03-10';
const short = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const medium = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

describe('todoDue', () => {
  it('marks an open to-do overdue from the day after its due day', () => {
    expect(todoDue({ dueDate: '2026-03-09', completed: false }, TODAY)).toEqual({
      text: short.format(new Date(2026, 2, 9)),
      overdue: true,
    });
    expect(todoDue({ dueDate: TODAY, completed: false }, TODAY)?.overdue).toBe(false);
    expect(todoDue({ dueDate: '2026-04-01', completed: false }, TODAY)?.overdue).toBe(false);
  });

  it('never calls a done to-do overdue, and says nothing without a due day', () => {
    expect(todoDue({ dueDate: '2026-01-02', completed: true }, TODAY)?.overdue).toBe(false);
    expect(todoDue({ dueDate: null, completed: false }, TODAY)).toBeNull();
  });
});

describe('formatShortDay', () => {
  it('leaves out the year of a day in this year and keeps it for another year', () => {
    expect(formatShortDay('2026-12-31', TODAY)).toBe(short.format(new Date(2026, 11, 31)));
    expect(formatShortDay('2027-01-02', TODAY)).toBe(medium.format(new Date(2027, 0, 2)));
    expect(formatShortDay('soon', TODAY)).toBe('soon');
  });
});

describe('commentCountText', () => {
  it('counts one comment and many', () => {
    expect(commentCountText(1)).toBe('1 comment');
    expect(commentCountText(3)).toBe('3 comments');
  });
});
