import { describe, expect, it } from 'vitest';
import { MINIMAP_SIZE, viewportFrame } from '@client/features/mind-maps/components/canvas/minimap';

const projection = { scale: 0.1, x: 75, y: 75 };

describe('the minimap’s outline of the visible area', () => {
  it('outlines the visible area where it lies in the map', () => {
    // 800 × 600 px at 100%, map origin in the middle of the screen: map -400..400 × -300..300.
    expect(viewportFrame({ x: 400, y: 300, scale: 1 }, { width: 800, height: 600 }, projection)).toEqual({
      left: 35,
      top: 45,
      width: 80,
      height: 60,
    });
  });

  it('stays inside the minimap when the view shows more than the map', () => {
    const frame = viewportFrame({ x: 700, y: 500, scale: 0.1 }, { width: 1400, height: 1000 }, projection);
    expect(frame).not.toBeNull();
    expect(frame!.left).toBeGreaterThanOrEqual(0);
    expect(frame!.top).toBeGreaterThanOrEqual(0);
    expect(frame!.left + frame!.width).toBeLessThanOrEqual(MINIMAP_SIZE);
    expect(frame!.top + frame!.height).toBeLessThanOrEqual(MINIMAP_SIZE);
  });

  it('draws nothing when the view is beyond the minimap', () => {
    expect(viewportFrame({ x: -50_000, y: 0, scale: 1 }, { width: 800, height: 600 }, projection)).toBeNull();
  });
});
