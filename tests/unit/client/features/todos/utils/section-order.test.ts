import { describe, expect, it } from 'vitest';
import { dropIndex, rankForSectionMove } from '@client/features/todos/utils/section-order';

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

describe('dropIndex', () => {
  const even = Array.from({ length: 10 }, () => 48);

  it('moves past a row once the dragged edge crosses its middle, and stays within the list', () => {
    expect(dropIndex(even, 3, 20)).toBe(3);
    expect(dropIndex(even, 3, 30)).toBe(4);
    expect(dropIndex(even, 3, -100)).toBe(1);
    expect(dropIndex(even, 3, -1000)).toBe(0);
    expect(dropIndex(even, 3, 1000)).toBe(9);
  });

  it('measures each row by its own height when titles wrap', () => {
    // Row 1 is a wrapped title of 120 px: a 48 px row at 0 must travel past its middle (60 px) to land after it.
    const mixed = [48, 120, 48];
    expect(dropIndex(mixed, 0, 40)).toBe(0);
    expect(dropIndex(mixed, 0, 70)).toBe(1);
    expect(dropIndex(mixed, 0, 150)).toBe(2);
    expect(dropIndex(mixed, 2, -50)).toBe(2);
    expect(dropIndex(mixed, 2, -70)).toBe(1);
  });
});
