import { describe, expect, it } from 'vitest';
import { edgeStart, labelBox, labelSideOf, portOf, SIDE_GAP } from '@shared/layout/label-place';
import { boxesOverlap } from '@shared/layout/node-footprint';
import { LABEL_GAP, LABEL_LINE_HEIGHT } from '@shared/layout/node-metrics';

describe('labelSideOf', () => {
  it('puts a label beside its circle, away from the root, in the maps that grow sideways', () => {
    expect(labelSideOf('balanced', false, 240)).toBe('right');
    expect(labelSideOf('balanced', false, -240)).toBe('left');
    expect(labelSideOf('logical', false, 480)).toBe('right');
  });

  it('keeps the root’s label, an org chart’s and a free map’s under the circle', () => {
    expect(labelSideOf('balanced', true, 0)).toBe('below');
    expect(labelSideOf('logical', true, 0)).toBe('below');
    expect(labelSideOf('org', false, 240)).toBe('below');
    expect(labelSideOf('free', false, -240)).toBe('below');
  });
});

describe('labelBox', () => {
  it('centres a label under its circle, and sets one beside it, centred on its row', () => {
    expect(labelBox('below', 100, 50, 20, 80)).toEqual({
      left: 60,
      top: 50 + 20 + LABEL_GAP,
      right: 140,
      bottom: 50 + 20 + LABEL_GAP + LABEL_LINE_HEIGHT,
    });
    expect(labelBox('right', 100, 50, 20, 80)).toEqual({
      left: 100 + 20 + SIDE_GAP,
      top: 50 - LABEL_LINE_HEIGHT / 2,
      right: 100 + 20 + SIDE_GAP + 80,
      bottom: 50 + LABEL_LINE_HEIGHT / 2,
    });
    expect(labelBox('left', 100, 50, 20, 80, 2)).toEqual({
      left: 100 - 20 - SIDE_GAP - 80,
      top: 50 - LABEL_LINE_HEIGHT,
      right: 100 - 20 - SIDE_GAP,
      bottom: 50 + LABEL_LINE_HEIGHT,
    });
  });

  it('keeps the root’s label clear of a label beside a dot on the root’s row', () => {
    // Zoomed far out a circle is a 5 px dot: a branch on the root's row, 30 px away, labelled beside it.
    const root = labelBox('below', 0, 0, 5, 140);
    const branch = labelBox('right', 30, 0, 5, 90);
    expect(boxesOverlap(root, branch, 2)).toBe(false);
  });
});

describe('edges leaving a node whose label is beside it', () => {
  it('leave from the label’s end, on the label’s side', () => {
    const right = labelBox('right', 0, 0, 20, 80);
    const left = labelBox('left', 0, 0, 20, 80);
    expect(portOf('right', 0, right)).toBeGreaterThan(right.right);
    expect(portOf('left', 0, left)).toBeLessThan(left.left);
    expect(portOf('below', 7, labelBox('below', 7, 0, 20, 80))).toBe(7);
    expect(edgeStart(0, 130, 300)).toBe(130);
    expect(edgeStart(0, -130, -300)).toBe(-130);
  });

  it('leave from the centre when the child is nearer than the label’s end (zoomed out)', () => {
    expect(edgeStart(0, 130, 90)).toBe(0);
    expect(edgeStart(0, -130, -90)).toBe(0);
    expect(edgeStart(0, 0, 300)).toBe(0);
  });
});
