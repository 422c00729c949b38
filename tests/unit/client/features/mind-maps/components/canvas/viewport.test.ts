import { describe, expect, it } from 'vitest';
import {
  FIT_PADDING,
  MAX_SCALE,
  MIN_SCALE,
  ZOOM_STEP,
  centreOf,
  centreOn,
  clampScale,
  fitBounds,
  pinchView,
  sameView,
  toMap,
  toScreen,
  wheelZoomFactor,
  zoomAt,
} from '@client/features/mind-maps/components/canvas/viewport';

describe('viewport transforms', () => {
  it('maps screen to map and back', () => {
    const view = { x: 120, y: -40, scale: 2.5 };
    expect(toScreen(view, 10, 20)).toEqual({ x: 145, y: 10 });
    expect(toMap(view, 145, 10)).toEqual({ x: 10, y: 20 });
    const point = toMap(view, 333, 71);
    const back = toScreen(view, point.x, point.y);
    expect(back.x).toBeCloseTo(333, 9);
    expect(back.y).toBeCloseTo(71, 9);
  });

  it('clamps the zoom to 0.05–4', () => {
    expect(clampScale(0.001)).toBe(MIN_SCALE);
    expect(clampScale(100)).toBe(MAX_SCALE);
    expect(clampScale(1.5)).toBe(1.5);
  });

  it('zooms about the pointer: the map point under it stays put', () => {
    const view = { x: 30, y: 50, scale: 1 };
    const before = toMap(view, 400, 300);
    const zoomed = zoomAt(view, 400, 300, 1.7);
    expect(zoomed.scale).toBeCloseTo(1.7, 12);
    const after = toScreen(zoomed, before.x, before.y);
    expect(after.x).toBeCloseTo(400, 9);
    expect(after.y).toBeCloseTo(300, 9);
  });

  it('stops zooming at the limits and still keeps the pointer fixed', () => {
    const view = { x: 0, y: 0, scale: 3 };
    const zoomed = zoomAt(view, 200, 100, 10);
    expect(zoomed.scale).toBe(MAX_SCALE);
    const anchor = toMap(view, 200, 100);
    const point = toScreen(zoomed, anchor.x, anchor.y);
    expect(point.x).toBeCloseTo(200, 9);
    expect(point.y).toBeCloseTo(100, 9);
    expect(zoomAt({ x: 0, y: 0, scale: MIN_SCALE }, 0, 0, 0.5).scale).toBe(MIN_SCALE);
  });

  it('centres a map point on the canvas, and reads the centre back', () => {
    const size = { width: 800, height: 600 };
    const view = centreOn(100, -50, size, 2);
    expect(toScreen(view, 100, -50)).toEqual({ x: 400, y: 300 });
    expect(centreOf(view, size)).toEqual({ x: 100, y: -50 });
  });
});

describe('fitBounds', () => {
  const size = { width: 1000, height: 800 };

  it('shows the whole map inside the padding, centred', () => {
    const bounds = { minX: -2_000, minY: -500, maxX: 2_000, maxY: 500 };
    const view = fitBounds(bounds, size);
    expect(view.scale).toBeCloseTo((1000 - 2 * FIT_PADDING) / 4000, 12);
    const topLeft = toScreen(view, bounds.minX, bounds.minY);
    const bottomRight = toScreen(view, bounds.maxX, bounds.maxY);
    expect(topLeft.x).toBeCloseTo(FIT_PADDING, 9);
    expect(bottomRight.x).toBeCloseTo(1000 - FIT_PADDING, 9);
    expect(topLeft.y).toBeGreaterThanOrEqual(FIT_PADDING);
    expect(bottomRight.y).toBeLessThanOrEqual(800 - FIT_PADDING);
    expect(centreOf(view, size)).toEqual({ x: 0, y: 0 });
  });

  it('never zooms in past 1 for a small map or a single node', () => {
    expect(fitBounds({ minX: 0, minY: 0, maxX: 50, maxY: 20 }, size).scale).toBe(1);
    const single = fitBounds({ minX: 70, minY: 80, maxX: 70, maxY: 80 }, size);
    expect(single.scale).toBe(1);
    expect(toScreen(single, 70, 80)).toEqual({ x: 500, y: 400 });
  });

  it('does not zoom out beyond the minimum for a huge map', () => {
    expect(fitBounds({ minX: -1e7, minY: -1e7, maxX: 1e7, maxY: 1e7 }, size).scale).toBe(MIN_SCALE);
  });
});

describe('sameView', () => {
  it('treats views within a hundredth of a pixel as the same', () => {
    expect(sameView({ x: 1, y: 2, scale: 1 }, { x: 1.005, y: 1.995, scale: 1 })).toBe(true);
    expect(sameView({ x: 1, y: 2, scale: 1 }, { x: 1.02, y: 2, scale: 1 })).toBe(false);
    expect(sameView({ x: 1, y: 2, scale: 1 }, { x: 1, y: 2, scale: 1.001 })).toBe(false);
  });
});

describe('Ctrl+wheel and pinch zoom', () => {
  it('zooms by 10% a wheel notch, whatever the wheel’s delta, and by whole notches when merged', () => {
    expect(wheelZoomFactor(-100)).toBeCloseTo(ZOOM_STEP, 9);
    expect(wheelZoomFactor(120)).toBeCloseTo(1 / ZOOM_STEP, 9);
    expect(wheelZoomFactor(-3, true)).toBeCloseTo(ZOOM_STEP, 9);
    expect(wheelZoomFactor(-300)).toBeCloseTo(ZOOM_STEP ** 3, 9);
    expect(ZOOM_STEP).toBeCloseTo(1.1, 9);
  });

  it('zooms a trackpad pinch’s small deltas continuously', () => {
    expect(wheelZoomFactor(-2)).toBeCloseTo(Math.exp(0.02), 9);
    expect(wheelZoomFactor(5)).toBeLessThan(1);
    expect(wheelZoomFactor(5)).toBeGreaterThan(0.95);
    expect(wheelZoomFactor(0)).toBe(1);
  });

  it('keeps the map point that was between the fingers between them as they spread and move', () => {
    const start = { x: 40, y: -25, scale: 0.4 };
    const from = [
      { x: 100, y: 200 },
      { x: 200, y: 200 },
    ] as const;
    const anchor = toMap(start, 150, 200);
    const to = [
      { x: 60, y: 260 },
      { x: 260, y: 260 },
    ] as const;
    const view = pinchView(start, from, to);
    expect(view.scale).toBeCloseTo(0.8, 9);
    const shown = toScreen(view, anchor.x, anchor.y);
    expect(shown.x).toBeCloseTo(160, 9);
    expect(shown.y).toBeCloseTo(260, 9);
  });

  it('keeps the point between the fingers at the zoom limit too', () => {
    const start = { x: 0, y: 0, scale: MAX_SCALE };
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ] as const;
    const to = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
    ] as const;
    const view = pinchView(start, from, to);
    expect(view.scale).toBe(MAX_SCALE);
    expect(toScreen(view, toMap(start, 50, 0).x, 0).x).toBeCloseTo(150, 9);
  });
});
