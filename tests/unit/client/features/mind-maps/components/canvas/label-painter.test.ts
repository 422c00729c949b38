import { describe, expect, it } from 'vitest';
import { placeLabels, shortLabel } from '@client/features/mind-maps/components/canvas/label-painter';
import { nodeRadiusAt } from '@client/features/mind-maps/components/canvas/level-of-detail';
import { buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { LABEL_MAX_CHARS } from '@client/features/mind-maps/components/canvas/theme';
import { mapNode, mapView } from '../../map-fixtures';

describe('shortLabel', () => {
  it('keeps a label that fits, trimmed', () => {
    expect(shortLabel('  Launch plan ')).toBe('Launch plan');
    const exact = 'x'.repeat(LABEL_MAX_CHARS);
    expect(shortLabel(exact)).toBe(exact);
  });

  it('cuts a long label to 28 characters ending in an ellipsis', () => {
    const text = shortLabel('A very long node label that goes on and on');
    expect(text).toHaveLength(LABEL_MAX_CHARS);
    expect(text).toBe('A very long node label that…');
  });

  it('shows "Untitled" for a blank label', () => {
    expect(shortLabel('')).toBe('Untitled');
    expect(shortLabel('   ')).toBe('Untitled');
  });
});

describe('placeLabels', () => {
  /** A context that measures every character 7 px wide (node has no canvas). */
  const context = { font: '', measureText: (text: string) => ({ width: text.length * 7 }) };

  it('sets a balanced map’s column of branches beside their circles, labelled zoomed out, edges from their ends', () => {
    const nodes = [mapNode('root', null, { label: 'Community garden' })];
    for (let branch = 0; branch < 3; branch += 1) {
      nodes.push(mapNode(`b${branch}`, 'root', { label: `Branch ${branch}`, x: 240, y: (branch - 1) * 80 }));
    }
    const model = buildSceneModel(mapView(nodes), 'balanced');
    // At 30% the middle branch is 72 px from the root on its row: a label under it would reach the root’s.
    const scale = 0.3;
    const screen = (index: number): [number, number] => [
      200 + (model.xs[index] ?? 0) * scale,
      200 + (model.ys[index] ?? 0) * scale,
    ];
    const placed = placeLabels(
      context as unknown as CanvasRenderingContext2D,
      model,
      new Uint8Array(model.count).fill(1),
      screen,
      { width: 400, height: 400, radius: nodeRadiusAt(scale) },
      -1,
    );
    expect(placed.labelledDepth).toBe(1);
    expect(placed.labels).toBe(4);
    const branch = placed.slots.find((slot) => slot.index === model.indexOf.get('b1'))!;
    const [x, y] = screen(branch.index);
    expect(branch.left).toBeGreaterThan(x);
    expect((branch.top + branch.bottom) / 2).toBe(y);
    expect(placed.ports.get(branch.index)).toBeGreaterThan(branch.right);
  });
});
