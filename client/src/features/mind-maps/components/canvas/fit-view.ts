import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { shownLabelLength } from '@shared/layout/node-footprint';
import type { SceneModel } from './scene-model';
import { DOT_SCALE, LABEL_CHAR_WIDTH, LABEL_GAP, LABEL_LINE_HEIGHT, NODE_RADIUS } from './theme';
import { type Bounds, type Size, type ViewTransform, centreOn, clampScale, MIN_SCALE } from './viewport';

/**
 * The least zoom Fit uses for the root's neighbourhood on a small screen, when the whole map would only
 * show as unlabelled dots there.
 */
export const SMALL_SCREEN_FIT_SCALE = 0.5;
/** Room left between the outermost circle or label and the canvas edge, in CSS pixels. */
const FIT_MARGIN = 16;

/** A node to fit: its map position and the half width its circle or label takes on screen. */
interface Footprint {
  x: number;
  y: number;
  half: number;
}

const TOP_ROOM = NODE_RADIUS + FIT_MARGIN;
const BOTTOM_ROOM = NODE_RADIUS + LABEL_GAP + LABEL_LINE_HEIGHT + FIT_MARGIN;

function footprintOf(model: SceneModel, index: number): Footprint {
  const half = Math.max(
    NODE_RADIUS,
    (shownLabelLength(model.nodes[index]?.label ?? '') * LABEL_CHAR_WIDTH) / 2,
  );
  return { x: model.xs[index] ?? 0, y: model.ys[index] ?? 0, half: half + FIT_MARGIN };
}

/** The screen span of the nodes at `scale`, circles and labels included (they keep their size at any zoom). */
function spanAt(nodes: readonly Footprint[], scale: number): Bounds {
  const span = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const node of nodes) {
    span.minX = Math.min(span.minX, node.x * scale - node.half);
    span.maxX = Math.max(span.maxX, node.x * scale + node.half);
    span.minY = Math.min(span.minY, node.y * scale - TOP_ROOM);
    span.maxY = Math.max(span.maxY, node.y * scale + BOTTOM_ROOM);
  }
  return span;
}

const fits = (span: Bounds, size: Size) =>
  span.maxX - span.minX <= size.width && span.maxY - span.minY <= size.height;

/**
 * The view showing every node of `nodes` with its circle and label on the canvas, at the largest zoom up
 * to 100% that allows it (found by bisection: the span grows with the zoom), centred.
 */
function fitWithFootprint(nodes: readonly Footprint[], size: Size): ViewTransform {
  let scale = 1;
  if (!fits(spanAt(nodes, 1), size)) {
    let low = MIN_SCALE;
    let high = 1;
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (fits(spanAt(nodes, middle), size)) low = middle;
      else high = middle;
    }
    scale = clampScale(low);
  }
  const span = spanAt(nodes, scale);
  return {
    scale,
    x: (size.width - span.minX - span.maxX) / 2,
    y: (size.height - span.minY - span.maxY) / 2,
  };
}

/**
 * Fit to screen: the whole map with its labels, unless on a small screen that would shrink it to
 * unlabelled dots; then the root's neighbourhood, the shallowest nodes first, as many as fit readably.
 */
export function fitModel(model: SceneModel, size: Size): ViewTransform {
  const nodes = Array.from(model.byDepth, (index) => footprintOf(model, index));
  const whole = fitWithFootprint(nodes, size);
  if (size.width > MOBILE_BREAKPOINT_PX || whole.scale >= DOT_SCALE) return whole;
  // byDepth is breadth-first: the longest prefix that still fits readably is the root's neighbourhood
  // (a longer prefix never fits at a larger zoom, so it is found by bisection).
  let shown = 1;
  let tooMany = nodes.length;
  while (tooMany - shown > 1) {
    const count = Math.floor((shown + tooMany) / 2);
    if (fitWithFootprint(nodes.slice(0, count), size).scale >= SMALL_SCREEN_FIT_SCALE) shown = count;
    else tooMany = count;
  }
  if (shown === 1) {
    const root = nodes[0] ?? { x: 0, y: 0 };
    return centreOn(root.x, root.y, size, SMALL_SCREEN_FIT_SCALE);
  }
  return fitWithFootprint(nodes.slice(0, shown), size);
}

/** The view showing the nodes `ids` of the model (the ones it shows), as Fit shows a whole map. */
export function fitNodes(model: SceneModel, ids: readonly string[], size: Size): ViewTransform | null {
  const nodes: Footprint[] = [];
  for (const id of ids) {
    const index = model.indexOf.get(id);
    if (index !== undefined && !model.hidden[index]) nodes.push(footprintOf(model, index));
  }
  return nodes.length > 0 ? fitWithFootprint(nodes, size) : null;
}
