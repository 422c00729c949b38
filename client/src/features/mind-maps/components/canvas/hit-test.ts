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
