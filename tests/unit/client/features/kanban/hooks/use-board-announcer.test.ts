import { describe, expect, it } from 'vitest';
import { filterMessage, limitsReached } from '@client/features/kanban/hooks/use-board-announcer';

const lane = (id: string, title: string, cards: number, wipLimit: number | null) => ({
  id,
  title,
  wipLimit,
  cards: Array.from({ length: cards }, () => ({}) as never),
});

describe('the board announcer', () => {
  it('says a lane reached its WIP limit only when it comes from below', () => {
    const before = new Map([
      ['a', 2],
      ['b', 3],
      ['c', 1],
    ]);
    expect(limitsReached(before, [lane('a', 'Doing', 3, 3)])).toBe('Doing is at its WIP limit of 3');
    expect(limitsReached(before, [lane('a', 'Doing', 4, 3)])).toBe('Doing is over its WIP limit of 3');
    // Already at the limit, below it, without a limit, or a lane not there before: nothing to say.
    expect(limitsReached(before, [lane('b', 'Review', 4, 3)])).toBeNull();
    expect(limitsReached(before, [lane('c', 'Test', 1, 3)])).toBeNull();
    expect(limitsReached(before, [lane('c', 'Test', 5, null)])).toBeNull();
    expect(limitsReached(before, [lane('d', 'New lane', 5, 1)])).toBeNull();
  });

  it('says how many cards the filters show, or that all show again', () => {
    expect(filterMessage(true, 4, 12)).toBe('Showing 4 of 12 cards');
    expect(filterMessage(false, 12, 12)).toBe('Filters cleared, showing all 12 cards');
  });
});
