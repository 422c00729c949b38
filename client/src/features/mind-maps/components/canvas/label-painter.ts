import type { SceneModel } from './scene-model';
import { type LabelSlot, labelledDepth } from './level-of-detail';
import { labelBox, portOf } from '@shared/layout/label-place';
import {
  CANVAS_COLOURS,
  FONT_FAMILY,
  LABEL_BUDGET,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_MAX_CHARS,
} from './theme';

const LABEL_FONT = `500 ${LABEL_FONT_SIZE}px ${FONT_FAMILY}`;

export function shortLabel(label: string): string {
  const text = label.trim() || 'Untitled';
  return text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
}

/** Labels measured at most, before the measure forgets what it measured. */
const MEASURED_LABELS = 20_000;

/** A label's width as `paintLabels` draws it on `context` (remembered by text), for Fit to agree with it. */
export function labelMeasure(context: CanvasRenderingContext2D): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (widths.size >= MEASURED_LABELS) widths.clear();
      context.font = LABEL_FONT;
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}

/** What a paint labelled: how many labels, the deepest level labelled and the deepest level in view. */
export interface LabelStats {
  labels: number;
  labelledDepth: number;
  deepestInView: number;
}

interface Slot extends LabelSlot {
  index: number;
  text: string;
}

/** The labels a paint draws (of the levels the level rule labels), and where edges leave their nodes. */
export interface PlacedLabels extends LabelStats {
  slots: readonly Slot[];
  /** For a node whose label is drawn, the screen x its edges to its children leave from (portOf). */
  ports: ReadonlyMap<number, number>;
}

/**
 * Places the labels of the visible nodes by their circles (of `radius` on screen; under them or beside
 * them, label-place.ts), shallow levels first, as the level rule of level-of-detail.ts allows: whole
 * levels from the root down while they stay clear of one another. `screen` gives a node's position in the
 * context's CSS pixels.
 */
export function placeLabels(
  context: CanvasRenderingContext2D,
  model: SceneModel,
  visible: Uint8Array,
  screen: (index: number) => [number, number],
  size: { width: number; height: number; radius: number },
  skip: number,
): PlacedLabels {
  const { width, height, radius } = size;
  const slots: Slot[] = [];
  let deepestInView = -1;
  // Measured, not estimated: a label wider than the estimate would touch its neighbour.
  context.font = LABEL_FONT;
  for (const index of model.byDepth) {
    if (!visible[index] || index === skip) continue;
    // Past the budget no level can be labelled any more: only the depth in view is still wanted.
    if (slots.length > LABEL_BUDGET) {
      deepestInView = Math.max(deepestInView, model.depth[index] ?? 0);
      continue;
    }
    const [x, y] = screen(index);
    const text = shortLabel(model.nodes[index]?.label ?? '');
    const box = labelBox(model.labelSide[index] ?? 'below', x, y, radius, context.measureText(text).width);
    if (box.left > width || box.right < 0 || box.top > height || box.bottom < 0) continue;
    const depth = model.depth[index] ?? 0;
    deepestInView = Math.max(deepestInView, depth);
    slots.push({ index, text, depth, ...box });
  }
  const deepest = labelledDepth(slots);
  const drawn = slots.filter((slot) => slot.depth <= deepest);
  const ports = new Map<number, number>();
  for (const slot of drawn) {
    const [x] = screen(slot.index);
    ports.set(slot.index, portOf(model.labelSide[slot.index] ?? 'below', x, slot));
  }
  return { slots: drawn, ports, labels: drawn.length, labelledDepth: deepest, deepestInView };
}

/** Draws the labels `placeLabels` placed, with the "+N" of a collapsed node (of `radius` on screen). */
export function paintLabels(
  context: CanvasRenderingContext2D,
  model: SceneModel,
  placed: PlacedLabels,
  screen: (index: number) => [number, number],
  radius: number,
): LabelStats {
  context.font = LABEL_FONT;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 4;
  context.strokeStyle = CANVAS_COLOURS.labelHalo;
  context.fillStyle = CANVAS_COLOURS.label;
  for (const slot of placed.slots) {
    const baseline = slot.top + LABEL_LINE_HEIGHT / 2;
    context.strokeText(slot.text, slot.left, baseline);
    context.fillText(slot.text, slot.left, baseline);
  }
  for (const slot of placed.slots) {
    const hiddenCount = model.hiddenBelow[slot.index] ?? 0;
    if (hiddenCount === 0) continue;
    const [x, y] = screen(slot.index);
    paintHiddenBadge(context, x + radius + 4, y - radius, hiddenCount);
  }
  const { labels, labelledDepth: deepest, deepestInView } = placed;
  return { labels, labelledDepth: deepest, deepestInView };
}

/** The "+N" at the top right of a collapsed node, telling how many nodes it hides. */
function paintHiddenBadge(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  hidden: number,
): void {
  const text = `+${hidden}`;
  const width = text.length * 7 + 10;
  const x = left + width / 2;
  context.save();
  context.fillStyle = CANVAS_COLOURS.badge;
  context.beginPath();
  context.roundRect(left, top, width, 16, 8);
  context.fill();
  context.font = `600 11px ${FONT_FAMILY}`;
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.fillText(text, x, top + 8.5);
  context.restore();
}
