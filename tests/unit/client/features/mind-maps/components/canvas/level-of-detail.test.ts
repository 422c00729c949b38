import { describe, expect, it } from 'vitest';
import {
  DOT_SCALE,
  type LabelSlot,
  labelledDepth,
  nodeRadiusAt,
} from '@client/features/mind-maps/components/canvas/level-of-detail';
import { DOT_RADIUS, NODE_RADIUS } from '@client/features/mind-maps/components/canvas/theme';

/** A 100 × 18 label with its left top corner at (left, top). */
const slot = (depth: number, left: number, top: number): LabelSlot => ({
  depth,
  left,
  top,
  right: left + 100,
  bottom: top + 18,
});

describe('nodeRadiusAt', () => {
  it('keeps the contract’s 20 px from 100% up and shrinks with the map below, down to the dot', () => {
    expect(nodeRadiusAt(1)).toBe(NODE_RADIUS);
    expect(nodeRadiusAt(2)).toBe(NODE_RADIUS);
    expect(nodeRadiusAt(0.5)).toBe(NODE_RADIUS / 2);
    expect(nodeRadiusAt(DOT_SCALE)).toBe(DOT_RADIUS);
    expect(nodeRadiusAt(0.05)).toBe(DOT_RADIUS);
  });
});

describe('labelledDepth', () => {
  it('labels every level when no label touches another', () => {
    expect(labelledDepth([slot(0, 0, 0), slot(1, 200, 0), slot(1, 200, 100), slot(2, 400, 0)])).toBe(2);
  });

  it('drops a whole level, and every deeper one, when one of its labels collides', () => {
    const slots = [
      slot(0, 0, 0),
      slot(1, 200, 0),
      slot(1, 200, 100),
      slot(2, 400, 0),
      // Collides with its sibling only: the whole of level 2 gives way, not this label alone.
      slot(2, 450, 5),
      slot(3, 800, 0),
    ];
    expect(labelledDepth(slots)).toBe(1);
  });

  it('drops a level whose label collides with a shallower one, keeping the root’s label', () => {
    expect(labelledDepth([slot(0, 0, 0), slot(1, 50, 10), slot(2, 400, 0)])).toBe(0);
  });

  it('drops the level that would go past the label budget', () => {
    const slots = [slot(0, 0, 0), slot(1, 0, 100), slot(1, 0, 200), slot(2, 0, 300), slot(2, 0, 400)];
    expect(labelledDepth(slots, 4)).toBe(1);
    expect(labelledDepth(slots, 5)).toBe(2);
  });

  it('says -1 when nothing is in view', () => {
    expect(labelledDepth([])).toBe(-1);
  });
});
