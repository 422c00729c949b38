import type { LabelHit } from './hit-test';
import type { SceneModel } from './scene-model';
import { type PaintInput, type PaintStats, paintScene } from './scene-painter';
import { CANVAS_COLOURS } from './theme';
import type { Size, ViewTransform } from './viewport';

/** Largest snapshot, in device pixels: four screens of a 1440 × 900 display at pixel ratio 1.5. */
const MAX_PIXELS = 16_000_000;
/** Zoom ratios beyond which a scaled snapshot looks too coarse (or too small) to keep showing. */
const MIN_RATIO = 0.5;
const MAX_RATIO = 2;

/**
 * The painted map, with a margin around the screen, as a bitmap. Panning and zooming draw this bitmap
 * moved and scaled (one drawImage, whatever the number of nodes); the map is painted again when the
 * gesture rests, when the bitmap no longer covers the screen, or when the document changed.
 */
export class SceneSnapshot {
  private readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private painted: {
    view: ViewTransform;
    margin: number;
    size: Size;
    pixelRatio: number;
    margined: boolean;
  } | null = null;
  /** The model the last paint drew: its label hits name that model's nodes. */
  private paintedModel: SceneModel | null = null;
  /** Milliseconds the last paint took on the main thread. */
  lastCost = 0;
  lastStats: PaintStats = {
    nodes: 0,
    edges: 0,
    labels: 0,
    labelledDepth: -1,
    deepestInView: -1,
    labelHits: [],
  };

  constructor() {
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    this.context = context;
  }

  get view(): ViewTransform | null {
    return this.painted?.view ?? null;
  }

  /** Whether the last paint had its margin (false before any paint, and after a paint of the screen alone). */
  get margined(): boolean {
    return this.painted?.margined ?? false;
  }

  /**
   * Paints the map for `input.view` into the bitmap: the screen and a margin around it, or, `margined`
   * false, the screen alone (a smaller bitmap, sooner on screen; panning paints again at once).
   */
  paint(input: PaintInput, size: Size, pixelRatio: number, margined = true): PaintStats {
    const started = performance.now();
    let margin = margined ? Math.round(Math.min(512, Math.max(size.width, size.height) * 0.4)) : 0;
    while (
      margin > 0 &&
      (size.width + 2 * margin) * (size.height + 2 * margin) * pixelRatio ** 2 > MAX_PIXELS
    ) {
      margin = Math.floor(margin / 2);
    }
    const width = size.width + 2 * margin;
    const height = size.height + 2 * margin;
    const deviceWidth = Math.ceil(width * pixelRatio);
    const deviceHeight = Math.ceil(height * pixelRatio);
    if (this.canvas.width !== deviceWidth || this.canvas.height !== deviceHeight) {
      this.canvas.width = deviceWidth;
      this.canvas.height = deviceHeight;
    }
    this.lastStats = paintScene(
      { context: this.context, pixelRatio, originX: -margin, originY: -margin, width, height },
      input,
    );
    this.painted = { view: { ...input.view }, margin, size: { ...size }, pixelRatio, margined };
    this.paintedModel = input.model;
    this.lastCost = performance.now() - started;
    return this.lastStats;
  }

  /** The labels the bitmap shows, in map units, when it was painted from `model` (else none). */
  labelsOf(model: SceneModel): readonly LabelHit[] {
    return this.paintedModel === model ? this.lastStats.labelHits : [];
  }

  /** Whether the bitmap, moved to `view`, still covers a screen of `size` at an acceptable scale. */
  covers(view: ViewTransform, size: Size, pixelRatio: number): boolean {
    const placed = this.placement(view);
    if (!placed || !this.painted || this.painted.pixelRatio !== pixelRatio) return false;
    const ratio = view.scale / this.painted.view.scale;
    return (
      ratio >= MIN_RATIO &&
      ratio <= MAX_RATIO &&
      placed.x <= 0.5 &&
      placed.y <= 0.5 &&
      placed.x + placed.width >= size.width - 0.5 &&
      placed.y + placed.height >= size.height - 0.5
    );
  }

  /** Whether the bitmap was painted at exactly this view and size (nothing to sharpen). */
  matches(view: ViewTransform, size: Size): boolean {
    const painted = this.painted;
    if (!painted) return false;
    return (
      painted.size.width === size.width &&
      painted.size.height === size.height &&
      Math.abs(painted.view.scale - view.scale) < 1e-9 &&
      Math.abs(painted.view.x - view.x) < 1e-6 &&
      Math.abs(painted.view.y - view.y) < 1e-6
    );
  }

  /** Draws the bitmap for `view` onto `context` (whose canvas is `size` × pixelRatio). */
  blit(context: CanvasRenderingContext2D, view: ViewTransform, size: Size, pixelRatio: number): void {
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    context.fillStyle = CANVAS_COLOURS.outside;
    const placed = this.placement(view);
    if (!placed || !this.painted) {
      context.fillRect(0, 0, size.width, size.height);
      return;
    }
    const { margin } = this.painted;
    const ratio = view.scale / this.painted.view.scale;
    if (Math.abs(ratio - 1) < 1e-9) {
      // Unscaled: copy the visible window pixel for pixel.
      context.setTransform(1, 0, 0, 1, 0, 0);
      const sx = Math.round((margin - (view.x - this.painted.view.x)) * pixelRatio);
      const sy = Math.round((margin - (view.y - this.painted.view.y)) * pixelRatio);
      context.drawImage(this.canvas, -sx, -sy);
      return;
    }
    if (
      placed.x > 0 ||
      placed.y > 0 ||
      placed.x + placed.width < size.width ||
      placed.y + placed.height < size.height
    ) {
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingEnabled = true;
    context.drawImage(this.canvas, placed.x, placed.y, placed.width, placed.height);
  }

  /** Where the bitmap lands on screen, in CSS pixels, for `view`. */
  private placement(view: ViewTransform): { x: number; y: number; width: number; height: number } | null {
    const painted = this.painted;
    if (!painted) return null;
    const ratio = view.scale / painted.view.scale;
    const { margin, size } = painted;
    return {
      x: ratio * (-margin - painted.view.x) + view.x,
      y: ratio * (-margin - painted.view.y) + view.y,
      width: ratio * (size.width + 2 * margin),
      height: ratio * (size.height + 2 * margin),
    };
  }
}
