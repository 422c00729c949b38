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

/** One step of zoom: a notch of the mouse wheel with Ctrl (or ⌘) held, 10%. */
export const ZOOM_STEP = 1.1;
/** A wheel's notch scrolls about this many pixels; a trackpad pinch sends much smaller deltas. */
const NOTCH_PIXELS = 100;
const SMALLEST_NOTCH = 40;

/**
 * The zoom factor of a Ctrl+wheel event of `deltaY` (in pixels; `lines` when the wheel counts in lines or
 * pages): a wheel zooms by whole steps of ZOOM_STEP, one a notch (several when the browser merged
 * notches into one event); a trackpad pinch's small deltas zoom continuously.
 */
export function wheelZoomFactor(deltaY: number, lines = false): number {
  if (deltaY === 0) return 1;
  if (!lines && Math.abs(deltaY) < SMALLEST_NOTCH) return Math.exp(-deltaY * 0.01);
  const notches = lines ? 1 : Math.max(1, Math.round(Math.abs(deltaY) / NOTCH_PIXELS));
  return ZOOM_STEP ** (deltaY < 0 ? notches : -notches);
}

/**
 * The view during a two-finger pinch that started at `start` with the fingers at `from` and has them now
 * at `to`: zoomed by the change of their distance, with the map point that was between them at the start
 * between them now (so the map follows the fingers, pan included).
 */
export function pinchView(
  start: ViewTransform,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
): ViewTransform {
  const distance = (points: readonly [Point, Point]) =>
    Math.max(1, Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y));
  const middle = (points: readonly [Point, Point]) => ({
    x: (points[0].x + points[1].x) / 2,
    y: (points[0].y + points[1].y) / 2,
  });
  const anchor = toMap(start, middle(from).x, middle(from).y);
  const scale = clampScale((start.scale * distance(to)) / distance(from));
  const centre = middle(to);
  return { scale, x: centre.x - anchor.x * scale, y: centre.y - anchor.y * scale };
}
