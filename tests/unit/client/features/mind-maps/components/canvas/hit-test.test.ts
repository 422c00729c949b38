import { describe, expect, it } from 'vitest';
import { labelAt, nodeAt, nodeOrLabelAt } from '@client/features/mind-maps/components/canvas/hit-test';
import { buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { DOT_SCALE } from '@client/features/mind-maps/components/canvas/level-of-detail';
import { NODE_RADIUS } from '@client/features/mind-maps/components/canvas/theme';
import { mapNode, mapView } from '../../map-fixtures';

const model = buildSceneModel(
  mapView([
    mapNode('root', null, { x: 0, y: 0 }),
    mapNode('a', 'root', { x: 300, y: 0 }),
    mapNode('b', 'root', { x: 330, y: 0 }),
    mapNode('folded', 'root', { x: -300, y: 0, collapsed: true }),
    mapNode('hidden', 'folded', { x: -300, y: 200 }),
  ]),
);
const identity = { x: 0, y: 0, scale: 1 };

describe('nodeAt', () => {
  it('hits a node anywhere on its disc, with a couple of pixels to spare', () => {
    expect(nodeAt(model, identity, 0, 0)).toBe('root');
    expect(nodeAt(model, identity, NODE_RADIUS + 2, 0)).toBe('root');
    expect(nodeAt(model, identity, 0, -(NODE_RADIUS + 2))).toBe('root');
    expect(nodeAt(model, identity, NODE_RADIUS + 3, 0)).toBeNull();
  });

  it('returns null on empty canvas', () => {
    expect(nodeAt(model, identity, 150, 150)).toBeNull();
  });

  it('picks the nearest node where two discs overlap', () => {
    expect(nodeAt(model, identity, 312, 0)).toBe('a');
    expect(nodeAt(model, identity, 318, 0)).toBe('b');
  });

  it('keeps the hit area the same size on screen at any zoom and pan', () => {
    const view = { x: 500, y: 400, scale: 2 };
    // Map point (300, 0) shows at screen (1100, 400).
    expect(nodeAt(model, view, 1100, 400)).toBe('a');
    expect(nodeAt(model, view, 1100, 400 + NODE_RADIUS + 2)).toBe('a');
    expect(nodeAt(model, view, 1100, 400 + NODE_RADIUS + 3)).toBeNull();
  });

  it('shrinks the hit area with the circle below 100%, never under 9 px for a fingertip', () => {
    // At 50% the circle is drawn 10 px wide: it is hit within 12 px.
    expect(nodeAt(model, { x: 0, y: 0, scale: 0.5 }, 0, 12)).toBe('root');
    expect(nodeAt(model, { x: 0, y: 0, scale: 0.5 }, 0, 13)).toBeNull();
    const dots = { x: 0, y: 0, scale: DOT_SCALE / 2 };
    expect(nodeAt(model, dots, 0, 9)).toBe('root');
    expect(nodeAt(model, dots, 0, 10)).toBeNull();
  });

  it('ignores nodes inside a collapsed branch', () => {
    expect(nodeAt(model, identity, -300, 0)).toBe('folded');
    expect(nodeAt(model, identity, -300, 200)).toBeNull();
  });
});

describe('nodeOrLabelAt', () => {
  // The label "a" drew beside its circle (map units), as the last paint left it.
  const labels = [{ index: model.indexOf.get('a')!, left: 350, top: -9, right: 420, bottom: 9 }];

  it('hits a node by its drawn label as well as its circle', () => {
    expect(nodeOrLabelAt(model, identity, labels, 400, 0)).toBe('a');
    expect(nodeOrLabelAt(model, identity, labels, 300, 0)).toBe('a');
    expect(nodeOrLabelAt(model, identity, labels, 400, 12)).toBeNull();
  });

  it('follows the view, as the painted labels move and scale with it', () => {
    const view = { x: 100, y: 50, scale: 0.5 };
    // Map point (400, 0) shows at screen (300, 50).
    expect(nodeOrLabelAt(model, view, labels, 300, 50)).toBe('a');
    expect(nodeOrLabelAt(model, view, [], 300, 50)).toBeNull();
  });

  it('prefers a circle under the point to a label', () => {
    const over = [{ index: model.indexOf.get('root')!, left: 290, top: -9, right: 340, bottom: 9 }];
    expect(nodeOrLabelAt(model, identity, over, 312, 0)).toBe('a');
    expect(labelAt(over, 312, 0)).toBe(model.indexOf.get('root'));
  });
});
