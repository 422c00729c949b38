/**
 * The view transform of the map canvas: a map point (mx, my) shows at screen (mx·scale + x, my·scale + y),
 * in CSS pixels relative to the canvas. Saved as the map's `transform` {x, y, k} (see saved-view.ts).
 */
export interface ViewTransform {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 4;
/** Room left around the map when fitting it to the screen, in CSS pixels. */
export const FIT_PADDING = 60;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

export function toMap(view: ViewTransform, sx: number, sy: number): Point {
  return { x: (sx - view.x) / view.scale, y: (sy - view.y) / view.scale };
}

export function toScreen(view: ViewTransform, mx: number, my: number): Point {
  return { x: mx * view.scale + view.x, y: my * view.scale + view.y };
}

/** Zooms by `factor` keeping the map point under screen (sx, sy) where it is. */
export function zoomAt(view: ViewTransform, sx: number, sy: number, factor: number): ViewTransform {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: sx - (sx - view.x) * ratio, y: sy - (sy - view.y) * ratio };
}

/** The view that shows map point (mx, my) in the middle of a canvas of `size` at `scale`. */
export function centreOn(mx: number, my: number, size: Size, scale: number): ViewTransform {
  return { scale, x: size.width / 2 - mx * scale, y: size.height / 2 - my * scale };
}

/** The view showing all of `bounds`, never zoomed in past 1. */
export function fitBounds(bounds: Bounds, size: Size, padding = FIT_PADDING): ViewTransform {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const scale = clampScale(
    Math.min(
      1,
      (size.width - 2 * padding) / Math.max(width, 1),
      (size.height - 2 * padding) / Math.max(height, 1),
    ),
  );
  return centreOn((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2, size, scale);
}

/** The map point at the middle of the canvas. */
export function centreOf(view: ViewTransform, size: Size): Point {
  return toMap(view, size.width / 2, size.height / 2);
}

export function sameView(a: ViewTransform, b: ViewTransform): boolean {
  return Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01 && Math.abs(a.scale - b.scale) < 1e-6;
}
