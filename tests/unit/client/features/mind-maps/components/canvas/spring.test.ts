import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewSpring } from '@client/features/mind-maps/components/canvas/spring';
import {
  MAX_SCALE,
  type ViewTransform,
  centreOf,
} from '@client/features/mind-maps/components/canvas/viewport';

const size = { width: 800, height: 600 };

/** Drives requestAnimationFrame by hand at 60 frames a second. */
function fakeFrames() {
  let pending: FrameRequestCallback | null = null;
  let now = 0;
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = null;
  });
  return {
    /** Runs frames until the spring stops asking for one; returns how many seconds that took. */
    run(limit = 10): number {
      const start = now;
      while (pending && now - start < limit * 1000) {
        const callback: FrameRequestCallback = pending;
        pending = null;
        now += 1000 / 60;
        callback(now);
      }
      return (now - start) / 1000;
    },
    get pending() {
      return pending !== null;
    },
  };
}

describe('ViewSpring', () => {
  let frames: ReturnType<typeof fakeFrames>;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('glides to the target without overshooting, is nearly there after 0.6 s, and then rests exactly on it', () => {
    const applied: ViewTransform[] = [];
    const onRest = vi.fn();
    const spring = new ViewSpring(
      () => size,
      (view) => applied.push(view),
      onRest,
    );
    const from = { x: 0, y: 0, scale: 1 };
    const to = { x: -1000, y: 0, scale: 1 };
    spring.animate(from, to);
    expect(spring.running).toBe(true);
    frames.run(0.6);
    const target = centreOf(to, size).x;
    const start = centreOf(from, size).x;
    const early = centreOf(applied.at(-1) ?? from, size).x;
    expect(Math.abs(target - early)).toBeLessThan(Math.abs(target - start) * 0.025);
    expect(onRest).not.toHaveBeenCalled();
    expect(frames.run()).toBeLessThan(2);
    expect(onRest).toHaveBeenCalledTimes(1);
    expect(spring.running).toBe(false);
    expect(applied.at(-1)).toEqual(to);
    const xs = applied.map((view) => centreOf(view, size).x);
    for (let index = 1; index < xs.length; index += 1) {
      expect(xs[index] ?? 0).toBeGreaterThanOrEqual((xs[index - 1] ?? 0) - 1e-9);
      expect(xs[index] ?? 0).toBeLessThanOrEqual(target + 1e-9);
    }
  });

  it('clamps a target zoom beyond the maximum', () => {
    const applied: ViewTransform[] = [];
    const spring = new ViewSpring(
      () => size,
      (view) => applied.push(view),
      () => undefined,
    );
    spring.animate({ x: 0, y: 0, scale: 1 }, { x: 0, y: 0, scale: 50 });
    frames.run();
    expect(applied.at(-1)?.scale).toBe(MAX_SCALE);
  });

  it('stops without resting when cancelled', () => {
    const onRest = vi.fn();
    const spring = new ViewSpring(
      () => size,
      () => undefined,
      onRest,
    );
    spring.animate({ x: 0, y: 0, scale: 1 }, { x: 500, y: 500, scale: 1 });
    spring.stop();
    expect(spring.running).toBe(false);
    frames.run();
    expect(onRest).not.toHaveBeenCalled();
  });

  it('jumps to the target at once, without a frame, when the system asks for less motion', () => {
    const applied: ViewTransform[] = [];
    const onRest = vi.fn();
    const spring = new ViewSpring(
      () => size,
      (view) => applied.push(view),
      onRest,
      () => true,
    );
    const to = { x: -1000, y: 240, scale: 2 };
    spring.animate({ x: 0, y: 0, scale: 1 }, to, { x: 900, y: 0 });
    expect(applied).toEqual([to]);
    expect(onRest).toHaveBeenCalledTimes(1);
    expect(spring.running).toBe(false);
    expect(frames.pending).toBe(false);
  });
});
