import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import type { SceneModel } from './scene-model';
import { DOT_SCALE } from './theme';
import { type Bounds, type Size, type ViewTransform, centreOn, FIT_PADDING, fitBounds } from './viewport';

/**
 * The least zoom Fit uses on a small screen: labels are drawn above DOT_SCALE, but only here do they stop
 * crowding each other out on a map of ordinary spacing.
 */
export const SMALL_SCREEN_FIT_SCALE = 0.5;

function grow(bounds: Bounds, x: number, y: number): Bounds {
  return {
    minX: Math.min(bounds.minX, x),
    minY: Math.min(bounds.minY, y),
    maxX: Math.max(bounds.maxX, x),
    maxY: Math.max(bounds.maxY, y),
  };
}

function fitsAt(bounds: Bounds, size: Size, scale: number): boolean {
  return (
    (bounds.maxX - bounds.minX) * scale <= size.width - 2 * FIT_PADDING &&
    (bounds.maxY - bounds.minY) * scale <= size.height - 2 * FIT_PADDING
  );
}

/**
 * Fit to screen: the whole map, unless on a small screen that would shrink it to unlabelled dots; then
 * the root's neighbourhood, the shallowest nodes first, as many as fit with their labels readable.
 */
export function fitModel(model: SceneModel, size: Size): ViewTransform {
  const whole = fitBounds(model.bounds, size);
  if (size.width > MOBILE_BREAKPOINT_PX || whole.scale >= Math.max(DOT_SCALE, SMALL_SCREEN_FIT_SCALE))
    return whole;
  const root = model.rootIndex >= 0 ? model.rootIndex : (model.byDepth[0] ?? 0);
  const rootX = model.xs[root] ?? 0;
  const rootY = model.ys[root] ?? 0;
  let area: Bounds = { minX: rootX, minY: rootY, maxX: rootX, maxY: rootY };
  for (const index of model.byDepth) {
    const next = grow(area, model.xs[index] ?? 0, model.ys[index] ?? 0);
    if (!fitsAt(next, size, SMALL_SCREEN_FIT_SCALE)) break;
    area = next;
  }
  if (area.minX === area.maxX && area.minY === area.maxY)
    return centreOn(rootX, rootY, size, SMALL_SCREEN_FIT_SCALE);
  return fitBounds(area, size);
}
