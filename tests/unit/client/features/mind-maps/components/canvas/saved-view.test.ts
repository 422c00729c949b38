import { describe, expect, it } from 'vitest';
import {
  adaptSavedView,
  showsAnyNode,
  toSavedView,
} from '@client/features/mind-maps/components/canvas/saved-view';
import { centreOf, centreOn, toScreen } from '@client/features/mind-maps/components/canvas/viewport';

const desktop = { width: 1440, height: 900 };
const phone = { width: 375, height: 667 };

/** Map points at the four corners of what a view shows on a canvas of `size`. */
function corners(view: { x: number; y: number; scale: number }, size: { width: number; height: number }) {
  return [
    [0, 0],
    [size.width, 0],
    [0, size.height],
    [size.width, size.height],
  ].map(([sx, sy]) => ({ x: (sx! - view.x) / view.scale, y: (sy! - view.y) / view.scale }));
}

describe('saving the view', () => {
  it('keeps the pan offset and zoom as x, y and k, with the size of the canvas', () => {
    expect(toSavedView({ x: -120, y: 40, scale: 1.5 }, desktop)).toEqual({
      x: -120,
      y: 40,
      k: 1.5,
      width: 1440,
      height: 900,
    });
  });
});

describe('a saved view on another screen', () => {
  // A view of the area around map point (2000, 1200) at zoom 1.2, saved on a 1440 × 900 desktop.
  const desktopView = centreOn(2000, 1200, desktop, 1.2);
  const saved = toSavedView(desktopView, desktop);

  it('is the saved view itself on a canvas of the saved size', () => {
    expect(adaptSavedView(saved, desktop)).toEqual(desktopView);
  });

  it('centres a 375 px phone on the map point that was in the middle of the desktop', () => {
    const view = adaptSavedView(saved, phone);
    const centre = centreOf(view, phone);
    expect(centre.x).toBeCloseTo(2000, 9);
    expect(centre.y).toBeCloseTo(1200, 9);
    // Taken as it was saved, the same x and y would put that point far off the phone's screen.
    const unadapted = toScreen({ x: saved.x, y: saved.y, scale: saved.k }, 2000, 1200);
    expect(unadapted.x).toBeGreaterThan(phone.width);
  });

  it('shows all of the saved area, zoomed by the ratio of the narrower side', () => {
    const view = adaptSavedView(saved, phone);
    expect(view.scale).toBeCloseTo(1.2 * (375 / 1440), 12);
    const shown = corners(view, phone);
    for (const corner of corners(desktopView, desktop)) {
      expect(corner.x).toBeGreaterThanOrEqual(Math.min(...shown.map((point) => point.x)) - 1e-9);
      expect(corner.x).toBeLessThanOrEqual(Math.max(...shown.map((point) => point.x)) + 1e-9);
      expect(corner.y).toBeGreaterThanOrEqual(Math.min(...shown.map((point) => point.y)) - 1e-9);
      expect(corner.y).toBeLessThanOrEqual(Math.max(...shown.map((point) => point.y)) + 1e-9);
    }
  });

  it('goes back to the saved view on the way from the phone to the desktop', () => {
    const onPhone = adaptSavedView(saved, phone);
    const back = adaptSavedView(toSavedView(onPhone, phone), desktop);
    // The phone showed more than the desktop's height: the round trip keeps the centre, not the zoom.
    const centre = centreOf(back, desktop);
    expect(centre.x).toBeCloseTo(2000, 9);
    expect(centre.y).toBeCloseTo(1200, 9);
  });

  it('keeps the zoom between the editor’s limits', () => {
    const tiny = toSavedView(centreOn(0, 0, desktop, 0.06), desktop);
    expect(adaptSavedView(tiny, { width: 200, height: 200 }).scale).toBe(0.05);
  });

  it('takes a view saved without its canvas size as it is', () => {
    expect(adaptSavedView({ x: 12, y: -8, k: 0.75 }, phone)).toEqual({ x: 12, y: -8, scale: 0.75 });
  });
});

describe('showsAnyNode', () => {
  const model = {
    count: 3,
    xs: new Float64Array([400, 5000, 100]),
    ys: new Float64Array([300, 5000, 100]),
    hidden: new Uint8Array([0, 0, 1]),
  };

  it('is true when a node is on the canvas', () => {
    expect(showsAnyNode(centreOn(400, 300, phone, 1), phone, model)).toBe(true);
    expect(showsAnyNode(centreOn(5000, 5000, phone, 1), phone, model)).toBe(true);
  });

  it('is false on an empty part of the map, and for a node hidden in a collapsed branch', () => {
    expect(showsAnyNode(centreOn(2500, 2500, phone, 1), phone, model)).toBe(false);
    expect(
      showsAnyNode(centreOn(100, 100, { width: 10, height: 10 }, 1), { width: 10, height: 10 }, model),
    ).toBe(false);
  });
});
