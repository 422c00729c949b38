import type { SceneModel } from './scene-model';
import { type LabelSlot, labelledDepth } from './level-of-detail';
import {
  CANVAS_COLOURS,
  FONT_FAMILY,
  LABEL_BUDGET,
  LABEL_FONT_SIZE,
  LABEL_GAP,
  LABEL_LINE_HEIGHT,
  LABEL_MAX_CHARS,
} from './theme';

export function shortLabel(label: string): string {
  const text = label.trim() || 'Untitled';
  return text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
}

/** What a paint labelled: how many labels, the deepest level labelled and the deepest level in view. */
export interface LabelStats {
  labels: number;
  labelledDepth: number;
  deepestInView: number;
}

/**
 * Labels of the visible nodes, centred under their circles (of `radius` on screen), shallow levels first,
 * as the level rule of level-of-detail.ts allows: whole levels from the root down while they stay clear
 * of one another. `screen` gives a node's position in the context's CSS pixels.
 */
export function paintLabels(
  context: CanvasRenderingContext2D,
  model: SceneModel,
  visible: Uint8Array,
  screen: (index: number) => [number, number],
  size: { width: number; height: number; radius: number },
  skip: number,
): LabelStats {
  const { width, height, radius } = size;
  const slots: Array<LabelSlot & { index: number; x: number; y: number; text: string }> = [];
  let deepestInView = -1;
  // Measured, not estimated: a label wider than the estimate would touch its neighbour.
  context.font = `500 ${LABEL_FONT_SIZE}px ${FONT_FAMILY}`;
  for (const index of model.byDepth) {
    if (!visible[index] || index === skip) continue;
    // Past the budget no level can be labelled any more: only the depth in view is still wanted.
    if (slots.length > LABEL_BUDGET) {
      deepestInView = Math.max(deepestInView, model.depth[index] ?? 0);
      continue;
    }
    const [x, y] = screen(index);
    const text = shortLabel(model.nodes[index]?.label ?? '');
    const textWidth = context.measureText(text).width;
    const left = x - textWidth / 2;
    const top = y + radius + LABEL_GAP;
    if (left > width || left + textWidth < 0 || top > height || top + LABEL_LINE_HEIGHT < 0) continue;
    const depth = model.depth[index] ?? 0;
    deepestInView = Math.max(deepestInView, depth);
    slots.push({
      index,
      x,
      y,
      text,
      depth,
      left,
      top,
      right: left + textWidth,
      bottom: top + LABEL_LINE_HEIGHT,
    });
  }
  const deepest = labelledDepth(slots);

  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 4;
  context.strokeStyle = CANVAS_COLOURS.labelHalo;
  context.fillStyle = CANVAS_COLOURS.label;
  let drawn = 0;
  for (const slot of slots) {
    if (slot.depth > deepest) break;
    const baseline = slot.top + LABEL_LINE_HEIGHT / 2;
    context.strokeText(slot.text, slot.x, baseline);
    context.fillText(slot.text, slot.x, baseline);
    drawn += 1;
    const hiddenCount = model.hiddenBelow[slot.index] ?? 0;
    if (hiddenCount > 0) paintHiddenBadge(context, slot.x + radius + 4, slot.y - radius, hiddenCount);
  }
  return { labels: drawn, labelledDepth: deepest, deepestInView };
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
