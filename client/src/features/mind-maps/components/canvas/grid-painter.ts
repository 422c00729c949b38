import { CANVAS_COLOURS, GRID_EXTENT, GRID_SPACING } from './theme';
import type { ViewTransform } from './viewport';

/** Screen spacing under which grid lines are thinned out (every 5th, then every 25th...). */
const MIN_LINE_GAP = 10;

/**
 * Paints the background and the grid of the area (originX, originY, width, height) in screen pixels.
 * The context is in CSS pixels. Lines are batched into two paths (minor and major).
 */
export function paintGrid(
  context: CanvasRenderingContext2D,
  view: ViewTransform,
  originX: number,
  originY: number,
  width: number,
  height: number,
): void {
  const half = GRID_EXTENT / 2;
  context.fillStyle = CANVAS_COLOURS.outside;
  context.fillRect(0, 0, width, height);

  const left = Math.max(-half * view.scale + view.x - originX, 0);
  const top = Math.max(-half * view.scale + view.y - originY, 0);
  const right = Math.min(half * view.scale + view.x - originX, width);
  const bottom = Math.min(half * view.scale + view.y - originY, height);
  if (right <= left || bottom <= top) return;
  context.fillStyle = CANVAS_COLOURS.background;
  context.fillRect(left, top, right - left, bottom - top);

  let spacing = GRID_SPACING;
  while (spacing * view.scale < MIN_LINE_GAP) spacing *= 5;
  const major = spacing * 5;
  const step = spacing * view.scale;
  const minor = new Path2D();
  const majorPath = new Path2D();
  /** Adds the lines of one axis between the screen coordinates `from` and `to`; `shift` places map 0. */
  const addLines = (from: number, to: number, shift: number, line: (path: Path2D, pixel: number) => void) => {
    const first = Math.ceil((from - shift) / view.scale / spacing) * spacing;
    for (let mapAt = first, at = mapAt * view.scale + shift; at <= to; mapAt += spacing, at += step) {
      line(Math.abs(mapAt % major) < 1e-6 ? majorPath : minor, Math.round(at) + 0.5);
    }
  };
  addLines(left, right, view.x - originX, (path, x) => {
    path.moveTo(x, top);
    path.lineTo(x, bottom);
  });
  addLines(top, bottom, view.y - originY, (path, y) => {
    path.moveTo(left, y);
    path.lineTo(right, y);
  });
  context.lineWidth = 1;
  context.strokeStyle = CANVAS_COLOURS.gridMinor;
  context.stroke(minor);
  context.strokeStyle = CANVAS_COLOURS.gridMajor;
  context.stroke(majorPath);
}
