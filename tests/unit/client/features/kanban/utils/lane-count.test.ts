import { describe, expect, it } from 'vitest';
import { laneCount } from '@client/features/kanban/utils/lane-count';

describe('laneCount', () => {
  it('shows the lane’s cards, and the WIP limit after "/", when nothing is filtered', () => {
    expect(laneCount(8, null, null)).toEqual({ text: '8', label: null });
    expect(laneCount(8, null, 5)).toEqual({ text: '8 / 5', label: null });
  });

  it('shows the cards a filter shows of the lane’s cards, the limit still counting every card', () => {
    expect(laneCount(8, 2, null)).toEqual({ text: '2 of 8', label: '2 of 8 cards shown' });
    expect(laneCount(8, 2, 5)).toEqual({ text: '2 of 8 / 5', label: '2 of 8 cards shown, limit 5' });
    expect(laneCount(3, 0, null)).toEqual({ text: '0 of 3', label: '0 of 3 cards shown' });
  });
});
