import { describe, expect, it } from 'vitest';
import { fitModel } from '@client/features/mind-maps/components/canvas/fit-view';
import { labelledDepth, nodeRadiusAt } from '@client/features/mind-maps/components/canvas/level-of-detail';
import { type SceneModel, buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { LABEL_CHAR_WIDTH } from '@client/features/mind-maps/components/canvas/theme';
import { labelBox } from '@shared/layout/label-place';
import { tidyPositions } from '@shared/layout/tidy-map';
import type { Size, ViewTransform } from '@client/features/mind-maps/components/canvas/viewport';
import { mapNode, mapView } from '../../map-fixtures';

/** A balanced map of 1 + 6 + 18 + 36 nodes, about 1,400 map units wide, as a tidy layout places them. */
function sixtyNodes() {
  const nodes = [mapNode('root', null, { x: 0, y: 0, label: 'Community garden' })];
  for (let branch = 0; branch < 6; branch += 1) {
    const side = branch < 3 ? 1 : -1;
    const y = ((branch % 3) - 1) * 384;
    nodes.push(mapNode(`b${branch}`, 'root', { x: side * 260, y, label: `Branch ${branch}` }));
    for (let step = 0; step < 3; step += 1) {
      const stepY = y + (step - 1) * 128;
      nodes.push(
        mapNode(`s${branch}${step}`, `b${branch}`, { x: side * 500, y: stepY, label: `Step ${step}` }),
      );
      for (let idea = 0; idea < 2; idea += 1) {
        nodes.push(
          mapNode(`i${branch}${step}${idea}`, `s${branch}${step}`, {
            x: side * 700,
            y: stepY + (idea - 0.5) * 64,
            label: `Idea ${branch}.${step}.${idea}`,
          }),
        );
      }
    }
  }
  return buildSceneModel(mapView(nodes));
}

function onScreen(model: ReturnType<typeof sixtyNodes>, view: ViewTransform, size: Size): boolean {
  return Array.from(model.byDepth).every((index) => {
    const x = (model.xs[index] ?? 0) * view.scale + view.x;
    const y = (model.ys[index] ?? 0) * view.scale + view.y;
    return x >= 0 && x <= size.width && y >= 0 && y <= size.height;
  });
}

describe('fitModel', () => {
  const model = sixtyNodes();

  it.each([
    { width: 1440, height: 840 },
    { width: 768, height: 930 },
    { width: 323, height: 570 },
  ])('shows every node of the map on a $width px canvas, never zoomed in past 100%', (size) => {
    const view = fitModel(model, size);
    expect(view.scale).toBeLessThanOrEqual(1);
    expect(onScreen(model, view, size)).toBe(true);
  });

  it('zooms no further in on a phone than the whole map allows (it used to show the root’s neighbourhood)', () => {
    const phone = { width: 323, height: 570 };
    const view = fitModel(model, phone);
    expect(view.scale).toBeLessThan(0.25);
    expect(onScreen(model, view, phone)).toBe(true);
  });

  it('keeps the map clear of the corner the minimap covers', () => {
    const size = { width: 1000, height: 700 };
    const corner = { width: 170, height: 170 };
    const inCorner = (view: ViewTransform) =>
      Array.from(model.byDepth).filter((index) => {
        const x = (model.xs[index] ?? 0) * view.scale + view.x;
        const y = (model.ys[index] ?? 0) * view.scale + view.y;
        return x > size.width - corner.width && y > size.height - corner.height;
      }).length;
    expect(inCorner(fitModel(model, size))).toBeGreaterThan(0);
    const view = fitModel(model, size, corner);
    expect(inCorner(view)).toBe(0);
    expect(onScreen(model, view, size)).toBe(true);
  });
});

describe('fitModel with a minimap', () => {
  it('centres a map on the whole canvas when it leaves the minimap’s corner clear', () => {
    const model = buildSceneModel(mapView([mapNode('root', null, { x: 400, y: 300, label: 'Layout' })]));
    const size = { width: 1240, height: 845 };
    const corner = { width: 166, height: 166 };
    expect(fitModel(model, size, corner)).toEqual(fitModel(model, size));
    expect(fitModel(model, size).scale).toBe(1);
  });
});

/** The labels the painter draws at `view` (level-of-detail.ts's rule over the labels in view). */
function drawnLabels(
  model: SceneModel,
  view: ViewTransform,
  measure = (text: string) => text.length * LABEL_CHAR_WIDTH,
) {
  const radius = nodeRadiusAt(view.scale);
  const slots = Array.from(model.byDepth, (index) => ({
    depth: model.depth[index] ?? 0,
    ...labelBox(
      model.labelSide[index] ?? 'below',
      (model.xs[index] ?? 0) * view.scale + view.x,
      (model.ys[index] ?? 0) * view.scale + view.y,
      radius,
      measure(model.nodes[index]?.label ?? ''),
    ),
  }));
  const deepest = labelledDepth(slots);
  return slots.filter((slot) => slot.depth <= deepest);
}

/** A root, six branches and eight ideas under each, laid out as a balanced map. */
function balancedMap() {
  const nodes = [mapNode('root', null, { label: 'Community garden' })];
  ['Vegetable beds', 'Compost', 'Volunteers', 'Funding', 'Open day', 'Tool shed'].forEach((label, branch) => {
    nodes.push(mapNode(`b${branch}`, 'root', { label }));
    for (let idea = 1; idea <= 8; idea += 1) {
      nodes.push(mapNode(`i${branch}${idea}`, `b${branch}`, { label: `Idea ${branch + 1}.${idea}` }));
    }
  });
  const at = new Map(tidyPositions(nodes, 'balanced').map((position) => [position.id, position]));
  return buildSceneModel(mapView(nodes.map((node) => ({ ...node, ...at.get(node.id) }))), 'balanced');
}

describe('fitModel on a balanced map', () => {
  it.each([
    { width: 323, height: 640 },
    { width: 1247, height: 848 },
  ])('labels the root and every branch on a $width px canvas, every node on it', (size) => {
    const model = balancedMap();
    const view = fitModel(model, size);
    expect(onScreen(model, view, size)).toBe(true);
    expect(drawnLabels(model, view).some((label) => label.depth >= 1)).toBe(true);
  });
});

describe('fitModel with labels measured as the painter measures them', () => {
  /** A balanced map as a new user builds one: long branch names, seven steps under each. */
  function launchMap() {
    const nodes = [mapNode('root', null, { label: 'Product launch' })];
    [
      'Research the market',
      'Build the website',
      'Plan the budget',
      'Hire a team',
      'Run the launch event',
    ].forEach((label, branch) => {
      nodes.push(mapNode(`b${branch}`, 'root', { label }));
      for (let step = 1; step <= 7; step += 1) {
        nodes.push(
          mapNode(`s${branch}${step}`, `b${branch}`, { label: `${label.split(' ')[0]} step ${step}` }),
        );
      }
    });
    const at = new Map(tidyPositions(nodes, 'balanced').map((position) => [position.id, position]));
    return buildSceneModel(mapView(nodes.map((node) => ({ ...node, ...at.get(node.id) }))), 'balanced');
  }

  it.each([0.8, 0.85, 0.9, 0.95])(
    'keeps every label the painter draws whole on a phone when the font is %s of the estimate',
    (ratio) => {
      const model = launchMap();
      const size = { width: 323, height: 645 };
      const measure = (text: string) => text.length * LABEL_CHAR_WIDTH * ratio;
      const view = fitModel(model, size, null, measure);
      const labels = drawnLabels(model, view, measure);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label.left).toBeGreaterThanOrEqual(0);
        expect(label.right).toBeLessThanOrEqual(size.width);
        expect(label.top).toBeGreaterThanOrEqual(0);
        expect(label.bottom).toBeLessThanOrEqual(size.height);
      }
    },
  );
});
