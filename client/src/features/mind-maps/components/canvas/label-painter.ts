import type { SceneModel } from './scene-model';
import {
  CANVAS_COLOURS,
  FONT_FAMILY,
  LABEL_BUDGET,
  LABEL_CHAR_WIDTH,
  LABEL_FONT_SIZE,
  LABEL_GAP,
  LABEL_LINE_HEIGHT,
  LABEL_MAX_CHARS,
  NODE_RADIUS,
} from './theme';

const CELL_W = 24;
const CELL_H = LABEL_LINE_HEIGHT;

export function shortLabel(label: string): string {
  const text = label.trim() || 'Untitled';
  return text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
}

/**
 * Labels of the visible nodes, centred under them, shallow levels first. A label that would overlap one
 * already drawn is skipped (labels keep their size at any zoom, so nodes close on screen would write over
 * each other) and drawing stops at the budget: the level of detail that keeps a zoomed-out view legible
 * and cheap. `screen` gives a node's position in the context's CSS pixels.
 */
export function paintLabels(
  context: CanvasRenderingContext2D,
  model: SceneModel,
  visible: Uint8Array,
  screen: (index: number) => [number, number],
  width: number,
  height: number,
  skip: number,
): number {
  const columns = Math.ceil(width / CELL_W) + 1;
  const taken = new Uint8Array(columns * (Math.ceil(height / CELL_H) + 1));
  const claim = (x0: number, y0: number, x1: number, y1: number): boolean => {
    const c0 = Math.max(0, Math.floor(x0 / CELL_W));
    const c1 = Math.min(columns - 1, Math.floor(x1 / CELL_W));
    const r0 = Math.max(0, Math.floor(y0 / CELL_H));
    const r1 = Math.floor(y1 / CELL_H);
    for (let row = r0; row <= r1; row += 1)
      for (let column = c0; column <= c1; column += 1) if (taken[row * columns + column]) return false;
    for (let row = r0; row <= r1; row += 1)
      for (let column = c0; column <= c1; column += 1) taken[row * columns + column] = 1;
    return true;
  };

  context.font = `500 ${LABEL_FONT_SIZE}px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 4;
  context.strokeStyle = CANVAS_COLOURS.labelHalo;
  context.fillStyle = CANVAS_COLOURS.label;
  let drawn = 0;
  for (const index of model.byDepth) {
    if (drawn >= LABEL_BUDGET) break;
    if (!visible[index] || index === skip) continue;
    const [x, y] = screen(index);
    const text = shortLabel(model.nodes[index]?.label ?? '');
    const textWidth = text.length * LABEL_CHAR_WIDTH;
    const left = x - textWidth / 2;
    const top = y + NODE_RADIUS + LABEL_GAP;
    if (left > width || left + textWidth < 0 || top > height || top + CELL_H < 0) continue;
    if (!claim(left, top, left + textWidth, top + CELL_H - 1)) continue;
    const baseline = top + CELL_H / 2;
    context.strokeText(text, x, baseline);
    context.fillText(text, x, baseline);
    drawn += 1;
    const hiddenCount = model.hiddenBelow[index] ?? 0;
    if (hiddenCount > 0) paintHiddenBadge(context, x + NODE_RADIUS + 4, y - NODE_RADIUS, hiddenCount);
  }
  return drawn;
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
