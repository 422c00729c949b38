import { describe, expect, it } from 'vitest';
import { dropIndex, rankForSectionMove, visibleRange } from '@client/features/todos/utils/section-order';

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe('rankForSectionMove', () => {
  // All to-dos in order; b and d are done, so the open section is a, c, e.
  const all = ids('a', 'b', 'c', 'd', 'e');
  const open = ids('a', 'c', 'e');

  it('puts a to-do before the section neighbour it is dropped on, counted among all to-dos', () => {
    // Without e: a b c d; e before a is rank 0.
    expect(rankForSectionMove(all, open, 'e', 0)).toBe(0);
    // Without a: b c d e; a before e is rank 3.
    expect(rankForSectionMove(all, open, 'a', 1)).toBe(3);
  });

  it('puts a to-do dropped past the end just after the section last to-do', () => {
    // Without a: b c d e; after e is rank 4.
    expect(rankForSectionMove(all, open, 'a', 2)).toBe(4);
    expect(rankForSectionMove(all, open, 'a', 9)).toBe(4);
  });

  it('answers null when nothing would move', () => {
    expect(rankForSectionMove(all, open, 'c', 1)).toBeNull();
    expect(rankForSectionMove(all, open, 'zz', 0)).toBeNull();
    expect(rankForSectionMove(all, ids('a'), 'a', 3)).toBeNull();
  });
});

describe('visibleRange', () => {
  it('covers the rows in the viewport plus the overscan, clamped to the list', () => {
    expect(visibleRange(2000, 48, 0, 480, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(2000, 48, 4800, 480, 5)).toEqual({ start: 95, end: 115 });
    expect(visibleRange(10, 48, 4800, 480, 5)).toEqual({ start: 10, end: 10 });
    expect(visibleRange(2000, 48, -300, 480, 0)).toEqual({ start: 0, end: 4 });
  });
});

describe('dropIndex', () => {
  it('rounds the drag to whole rows and stays within the list', () => {
    expect(dropIndex(3, 20, 48, 10)).toBe(3);
    expect(dropIndex(3, 30, 48, 10)).toBe(4);
    expect(dropIndex(3, -100, 48, 10)).toBe(1);
    expect(dropIndex(3, -1000, 48, 10)).toBe(0);
    expect(dropIndex(3, 1000, 48, 10)).toBe(9);
  });
});
