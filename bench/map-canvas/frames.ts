import type { Page } from 'playwright-core';

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Frames per second over the recording. */
  fps: number;
}

/** Installs a requestAnimationFrame loop recording frame intervals while `window.__recording` is set. */
export async function installFrameRecorder(page: Page): Promise<void> {
  // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
  await page.evaluate(`(() => {
    window.__recording = false;
    window.__frames = [];
    if (window.__recorder) return;
    window.__recorder = true;
    let last = 0;
    requestAnimationFrame(function tick(time) {
      if (window.__recording) {
        if (last) window.__frames.push(time - last);
        last = time;
      } else {
        last = 0;
      }
      requestAnimationFrame(tick);
    });
  })()`);
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** The median of `values`, in any order (the upper middle one of an even count). */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Records frame intervals while `drive` runs. */
export async function recordFrames(page: Page, drive: () => Promise<void>): Promise<FrameStats> {
  await page.evaluate(() => {
    const state = window as unknown as { __recording: boolean; __frames: number[] };
    state.__frames = [];
    state.__recording = true;
  });
  await drive();
  const frames = await page.evaluate(() => {
    const state = window as unknown as { __recording: boolean; __frames: number[] };
    state.__recording = false;
    return state.__frames;
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const total = frames.reduce((sum, value) => sum + value, 0);
  return {
    frames: frames.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    fps: total > 0 ? (frames.length * 1000) / total : 0,
  };
}

export function formatStats(stats: FrameStats): string {
  return (
    `p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, max ${stats.max.toFixed(1)} ms, ` +
    `${stats.fps.toFixed(1)} fps over ${stats.frames} frames`
  );
}
