import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintGrid } from '@client/features/mind-maps/components/canvas/grid-painter';
import { CANVAS_COLOURS } from '@client/features/mind-maps/components/canvas/theme';

/** A path that keeps its segments as text (node has no canvas). */
class RecordedPath {
  segments: string[] = [];
  moveTo(x: number, y: number) {
    this.segments.push(`M${x},${y}`);
  }
  lineTo(x: number, y: number) {
    this.segments.push(`L${x},${y}`);
  }
}

/** Paints the grid and answers the paths stroked, by colour. */
function strokedPaths(view: { x: number; y: number; scale: number }, width: number, height: number) {
  const stroked = new Map<string, string[]>();
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    fillRect: () => undefined,
    stroke(path: RecordedPath) {
      stroked.set(context.strokeStyle, path.segments);
    },
  };
  paintGrid(context as unknown as CanvasRenderingContext2D, view, 0, 0, width, height);
  return stroked;
}

describe('paintGrid', () => {
  beforeEach(() => vi.stubGlobal('Path2D', RecordedPath));
  afterEach(() => vi.unstubAllGlobals());

  it('draws a vertical and a horizontal line every 50 map units, every fifth a major one', () => {
    const paths = strokedPaths({ x: 0, y: 0, scale: 1 }, 120, 60);
    expect(paths.get(CANVAS_COLOURS.gridMajor)).toEqual(['M0.5,0', 'L0.5,60', 'M0,0.5', 'L120,0.5']);
    expect(paths.get(CANVAS_COLOURS.gridMinor)).toEqual([
      'M50.5,0',
      'L50.5,60',
      'M100.5,0',
      'L100.5,60',
      'M0,50.5',
      'L120,50.5',
    ]);
  });

  it('places the lines by the pan and thins them out when zoomed far out', () => {
    // At 10% a 50-unit gap would be 5 px: every fifth line is drawn (250 units, 25 px), every 25th major.
    const paths = strokedPaths({ x: 30, y: 10, scale: 0.1 }, 60, 40);
    expect(paths.get(CANVAS_COLOURS.gridMajor)).toEqual(['M30.5,0', 'L30.5,40', 'M0,10.5', 'L60,10.5']);
    expect(paths.get(CANVAS_COLOURS.gridMinor)).toEqual([
      'M5.5,0',
      'L5.5,40',
      'M55.5,0',
      'L55.5,40',
      'M0,35.5',
      'L60,35.5',
    ]);
  });
});
