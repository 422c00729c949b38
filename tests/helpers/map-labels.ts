import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A label the map canvas wrote: its text, and its box on the bitmap it was painted on, which is the map's
 * canvas with a margin around it on every side (scene-snapshot.ts), in CSS pixels.
 */
export interface DrawnLabel {
  text: string;
  box: [number, number, number, number];
  /** The bitmap's size. */
  painted: [number, number];
}

/** Records where each label is written on the canvas (by its alignment), with the paint it belongs to. */
export async function recordLabels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {
      labels: Array<{ paint: number; text: string; box: number[]; painted: number[] }>;
    };
    record.labels = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
      const paint = Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints ?? 0);
      const matrix = this.getTransform();
      const ratio = window.devicePixelRatio;
      const width = this.measureText(text).width;
      const start =
        this.textAlign === 'center'
          ? x - width / 2
          : ['right', 'end'].includes(this.textAlign)
            ? x - width
            : x;
      const left = (matrix.a * start + matrix.e) / ratio;
      const top = (matrix.d * (y - 9) + matrix.f) / ratio;
      const box = [left, top, left + (matrix.a * width) / ratio, top + (matrix.d * 18) / ratio];
      const painted = [this.canvas.width / ratio, this.canvas.height / ratio];
      record.labels.push({ paint, text, box, painted });
      return fillText.call(this, text, x, y, ...rest);
    };
  });
}

/** The labels of the canvas's last paint (at least one). */
export async function drawnLabels(page: Page): Promise<DrawnLabel[]> {
  const labels = await page.evaluate(() => {
    const record = window as unknown as {
      labels: Array<{ paint: number; text: string; box: number[]; painted: number[] }>;
    };
    const last = Math.max(...record.labels.map((label) => label.paint));
    return record.labels
      .filter((label) => label.paint === last)
      .map(({ text, box, painted }) => ({ text, box, painted }));
  });
  expect(labels.length).toBeGreaterThan(0);
  return labels as DrawnLabel[];
}

/** The pairs of labels of the canvas's last paint written over each other, as their texts. */
export async function overlappingLabels(page: Page): Promise<string[]> {
  const labels = await drawnLabels(page);
  const overlaps: string[] = [];
  labels.forEach(({ text, box: [left, top, right, bottom] }, index) => {
    for (const other of labels.slice(index + 1)) {
      const [l, t, r, b] = other.box;
      if (left < r && l < right && top < b && t < bottom) overlaps.push(`${text} × ${other.text}`);
    }
  });
  return overlaps;
}

/** Where `label` is on the page, over a map canvas at `canvas` (the bitmap's margin taken off). */
export function onPage(
  label: DrawnLabel,
  canvas: { x: number; y: number; width: number; height: number },
): [number, number, number, number] {
  const dx = canvas.x - (label.painted[0] - canvas.width) / 2;
  const dy = canvas.y - (label.painted[1] - canvas.height) / 2;
  const [left, top, right, bottom] = label.box;
  return [left + dx, top + dy, right + dx, bottom + dy];
}

/** Whether `label` lies whole on a map canvas at `canvas`. */
export function onCanvas(
  label: DrawnLabel,
  canvas: { x: number; y: number; width: number; height: number },
): boolean {
  const [left, top, right, bottom] = onPage(label, canvas);
  return (
    left >= canvas.x &&
    top >= canvas.y &&
    right <= canvas.x + canvas.width &&
    bottom <= canvas.y + canvas.height
  );
}
