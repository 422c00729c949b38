import type { Box } from '@shared/layout/node-footprint';
import type { SceneModel } from './scene-model';
import { nodeRadiusAt } from './level-of-detail';
import { type ViewTransform, toMap } from './viewport';

/** Reach around a drawn circle that still hits it, in CSS pixels (a fingertip's reach for small discs). */
const HIT_SLACK = 2;
const MIN_HIT_RADIUS = 9;

/** The visible node under screen point (sx, sy) — the nearest one within its drawn radius — or null. */
export function nodeAt(model: SceneModel, view: ViewTransform, sx: number, sy: number): string | null {
  const point = toMap(view, sx, sy);
  const radius = Math.max(MIN_HIT_RADIUS, nodeRadiusAt(view.scale) + HIT_SLACK) / view.scale;
  let best: string | null = null;
  let bestDistance = radius * radius;
  model.grid.query(
    { minX: point.x - radius, minY: point.y - radius, maxX: point.x + radius, maxY: point.y + radius },
    (index) => {
      const dx = (model.xs[index] ?? 0) - point.x;
      const dy = (model.ys[index] ?? 0) - point.y;
      const distance = dx * dx + dy * dy;
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = model.ids[index] ?? null;
      }
    },
  );
  return best;
}

/** A label the canvas drew, in map units (the painted bitmap moves and scales with the map). */
export interface LabelHit extends Box {
  index: number;
}

/** The node whose drawn label covers map point (x, y), or -1: a label is part of its node. */
export function labelAt(labels: readonly LabelHit[], x: number, y: number): number {
  const hit = labels.find(
    (label) => x >= label.left && x <= label.right && y >= label.top && y <= label.bottom,
  );
  return hit?.index ?? -1;
}

/**
 * The node under screen point (sx, sy): the nearest circle there, else the node of a label of `labels`
 * drawn there, or null.
 */
export function nodeOrLabelAt(
  model: SceneModel,
  view: ViewTransform,
  labels: readonly LabelHit[],
  sx: number,
  sy: number,
): string | null {
  const circle = nodeAt(model, view, sx, sy);
  if (circle) return circle;
  const point = toMap(view, sx, sy);
  const index = labelAt(labels, point.x, point.y);
  return index >= 0 ? (model.ids[index] ?? null) : null;
}
