import type { SceneModel } from './scene-model';
import { DOT_RADIUS, DOT_SCALE, NODE_RADIUS } from './theme';
import { type ViewTransform, toMap } from './viewport';

/** The visible node under screen point (sx, sy) — the nearest one within its drawn radius — or null. */
export function nodeAt(model: SceneModel, view: ViewTransform, sx: number, sy: number): string | null {
  const point = toMap(view, sx, sy);
  const radius = (view.scale < DOT_SCALE ? DOT_RADIUS + 4 : NODE_RADIUS + 2) / view.scale;
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
