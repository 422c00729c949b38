import { describe, expect, it } from 'vitest';
import { laneRank, slotIndex } from '@client/features/kanban/utils/drop-rank';

const SLOT = 124;

describe('slotIndex', () => {
  it('rounds the dragged card top to the nearest gap between the cards shown', () => {
    expect(slotIndex(0, SLOT, 5)).toBe(0);
    expect(slotIndex(61, SLOT, 5)).toBe(0);
    expect(slotIndex(63, SLOT, 5)).toBe(1);
    expect(slotIndex(3 * SLOT, SLOT, 5)).toBe(3);
  });

  it('keeps the drop inside the lane: above the first card is 0, past the last is the end', () => {
    expect(slotIndex(-500, SLOT, 5)).toBe(0);
    expect(slotIndex(50 * SLOT, SLOT, 5)).toBe(5);
    expect(slotIndex(Number.NaN, SLOT, 5)).toBe(5);
    expect(slotIndex(200, SLOT, 0)).toBe(0);
  });
});

describe('laneRank', () => {
  const lane = ['a', 'b', 'c', 'd', 'e'];

  it('is the index itself when every card is shown and the card comes from another lane', () => {
    expect(laneRank(lane, lane, 0, 'x')).toBe(0);
    expect(laneRank(lane, lane, 3, 'x')).toBe(3);
    expect(laneRank(lane, lane, 5, 'x')).toBe(5);
  });

  it('counts ranks without the moved card when it is dragged within its own lane', () => {
    // Dragging b to the slot before d: the siblings are a c d e, so d is at rank 2.
    expect(laneRank(lane, lane, 2, 'b')).toBe(2);
    expect(laneRank(lane, lane, 4, 'a')).toBe(4);
    expect(laneRank(lane, lane, 0, 'e')).toBe(0);
  });

  it('places a drop among filtered cards just before the shown card that was there, or after the last one', () => {
    const shown = ['b', 'd'];
    expect(laneRank(lane, shown, 0, 'x')).toBe(1); // before b
    expect(laneRank(lane, shown, 1, 'x')).toBe(3); // before d
    expect(laneRank(lane, shown, 2, 'x')).toBe(4); // after d, before the hidden e
    expect(laneRank(lane, [], 0, 'x')).toBe(5); // nothing shown: the end
  });

  it('goes to the end when a shown card is no longer in the lane (changed by someone else meanwhile)', () => {
    expect(laneRank(['a', 'c'], ['a', 'b', 'c'], 1, 'x')).toBe(2);
    expect(laneRank(['a', 'c'], ['a', 'b'], 2, 'x')).toBe(2);
  });
});
