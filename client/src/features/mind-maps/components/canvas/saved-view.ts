import type { MapTransform } from '@shared/schema/mindmap-model';
import { type Size, type ViewTransform, centreOn, clampScale, toMap } from './viewport';

/** The view as it is saved: pan offset and zoom, with the size of the canvas they were on. */
export function toSavedView(view: ViewTransform, size: Size): MapTransform {
  return { x: view.x, y: view.y, k: view.scale, width: size.width, height: size.height };
}

/**
 * The view of a canvas of `size` that shows what a saved view showed: the map point that was in the middle
 * of the saved canvas is in the middle, and the zoom changes by the ratio of the sizes so that all of the
 * saved area is shown, as an SVG viewBox does with `meet` (on a canvas of the saved size, the saved view
 * itself). A view saved without its canvas size is taken as it is.
 */
export function adaptSavedView(saved: MapTransform, size: Size): ViewTransform {
  const view = { x: saved.x, y: saved.y, scale: saved.k };
  if (!saved.width || !saved.height || size.width <= 0 || size.height <= 0) return view;
  if (saved.width === size.width && saved.height === size.height) return view;
  const centre = toMap(view, saved.width / 2, saved.height / 2);
  const ratio = Math.min(size.width / saved.width, size.height / saved.height);
  return centreOn(centre.x, centre.y, size, clampScale(saved.k * ratio));
}

/** Whether a node of the model (not hidden in a collapsed branch) shows on a canvas of `size` in `view`. */
export function showsAnyNode(
  view: ViewTransform,
  size: Size,
  model: { count: number; xs: ArrayLike<number>; ys: ArrayLike<number>; hidden: ArrayLike<number> },
): boolean {
  for (let index = 0; index < model.count; index += 1) {
    if (model.hidden[index]) continue;
    const x = (model.xs[index] ?? 0) * view.scale + view.x;
    const y = (model.ys[index] ?? 0) * view.scale + view.y;
    if (x >= 0 && x <= size.width && y >= 0 && y <= size.height) return true;
  }
  return false;
}
