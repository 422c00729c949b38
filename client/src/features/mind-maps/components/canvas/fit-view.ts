import { shortLabel } from './label-painter';
import { labelledDepth, nodeRadiusAt } from './level-of-detail';
import type { SceneModel } from './scene-model';
import { type LabelSide, labelBox } from '@shared/layout/label-place';
import type { Box } from '@shared/layout/node-footprint';
import { LABEL_BUDGET, LABEL_CHAR_WIDTH } from './theme';
import { type Bounds, type Size, type ViewTransform, clampScale, MIN_SCALE } from './viewport';

/** Room left between the outermost circle or label and the canvas edge, in CSS pixels. */
const FIT_MARGIN = 16;

/** A label's width on screen, in CSS pixels, as the painter draws it. */
export type LabelMeasure = (text: string) => number;

/** A label's width estimated from its length, where no canvas can measure it (the painter measures). */
export const estimateLabel: LabelMeasure = (text) => text.length * LABEL_CHAR_WIDTH;

/** A node to fit: its map position, its depth, and its label's side and width on screen. */
interface Footprint {
  x: number;
  y: number;
  depth: number;
  side: LabelSide;
  labelWidth: number;
}

function footprintOf(model: SceneModel, index: number, measure: LabelMeasure): Footprint {
  return {
    x: model.xs[index] ?? 0,
    y: model.ys[index] ?? 0,
    depth: model.depth[index] ?? 0,
    side: model.labelSide[index] ?? 'below',
    labelWidth: measure(shortLabel(model.nodes[index]?.label ?? '')),
  };
}

/**
 * The footprints of `indices` (shallow levels first). The level rule looks at no more than the first
 * LABEL_BUDGET + 1 labels (level-of-detail.ts), so only theirs are measured: measuring every label of a
 * 5,000-node map took longer than the rest of Fit.
 */
function footprintsOf(model: SceneModel, indices: readonly number[], measure: LabelMeasure): Footprint[] {
  return indices.map((index, order) =>
    footprintOf(model, index, order <= LABEL_BUDGET ? measure : estimateLabel),
  );
}

/** Where a node's label sits on screen at `scale`, by its circle of `radius` (with the view at 0, 0). */
const labelAt = (node: Footprint, scale: number, radius: number): Box =>
  labelBox(node.side, node.x * scale, node.y * scale, radius, node.labelWidth);

/** What a node covers on screen at `scale`: its circle, and its label when `labelled`, with the margin. */
function coverAt(node: Footprint, scale: number, radius: number, labelled: boolean): Box {
  const x = node.x * scale;
  const y = node.y * scale;
  const circle = { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius };
  const label = labelled ? labelAt(node, scale, radius) : circle;
  return {
    left: Math.min(circle.left, label.left) - FIT_MARGIN,
    top: Math.min(circle.top, label.top) - FIT_MARGIN,
    right: Math.max(circle.right, label.right) + FIT_MARGIN,
    bottom: Math.max(circle.bottom, label.bottom) + FIT_MARGIN,
  };
}

/**
 * The screen span of `nodes` (shallow levels first) at `scale`: their circles as drawn at that zoom, and
 * the labels of the levels the level rule labels there (level-of-detail.ts), which keep their size.
 */
export function spanAt(nodes: readonly Footprint[], scale: number): Bounds {
  const radius = nodeRadiusAt(scale);
  const deepest = labelledDepth(
    nodes.map((node) => ({ depth: node.depth, ...labelAt(node, scale, radius) })),
  );
  const span = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const node of nodes) {
    const cover = coverAt(node, scale, radius, node.depth <= deepest);
    span.minX = Math.min(span.minX, cover.left);
    span.maxX = Math.max(span.maxX, cover.right);
    span.minY = Math.min(span.minY, cover.top);
    span.maxY = Math.max(span.maxY, cover.bottom);
  }
  return span;
}

const fits = (span: Bounds, size: Size) =>
  span.maxX - span.minX <= size.width && span.maxY - span.minY <= size.height;

/**
 * The view showing every node of `nodes` with its circle, and its label where the level rule draws one,
 * inside `area` (from the canvas's top left), at the largest zoom up to 100% that allows it (found by
 * bisection), centred in the area.
 */
function fitInto(nodes: readonly Footprint[], area: Size): ViewTransform {
  let scale = 1;
  if (!fits(spanAt(nodes, 1), area)) {
    let low = MIN_SCALE;
    let high = 1;
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (fits(spanAt(nodes, middle), area)) low = middle;
      else high = middle;
    }
    scale = clampScale(low);
  }
  const span = spanAt(nodes, scale);
  return {
    scale,
    x: (area.width - span.minX - span.maxX) / 2,
    y: (area.height - span.minY - span.maxY) / 2,
  };
}

/** Whether no node's circle or label comes near `corner`, the bottom right of a canvas of `size`. */
function clearOf(nodes: readonly Footprint[], view: ViewTransform, size: Size, corner: Size): boolean {
  const radius = nodeRadiusAt(view.scale);
  return nodes.every((node) => {
    const cover = coverAt(node, view.scale, radius, true);
    return (
      cover.right + view.x <= size.width - corner.width ||
      cover.bottom + view.y <= size.height - corner.height
    );
  });
}

/**
 * Fits `nodes` to a canvas of `size` whose bottom right corner `corner` covers (the minimap): over the
 * whole canvas when that leaves the corner clear, else beside it or above it, whichever shows the map
 * larger.
 */
function fitBeside(nodes: readonly Footprint[], size: Size, corner: Size | null): ViewTransform {
  const whole = fitInto(nodes, size);
  if (!corner || corner.width <= 0 || corner.height <= 0 || clearOf(nodes, whole, size, corner)) return whole;
  const beside = fitInto(nodes, { width: Math.max(1, size.width - corner.width), height: size.height });
  const above = fitInto(nodes, { width: size.width, height: Math.max(1, size.height - corner.height) });
  return beside.scale >= above.scale ? beside : above;
}

/**
 * Fit to screen: the whole map at the largest zoom (up to 100%) at which every node shows on the canvas
 * with its circle, and with its label where the level rule labels its level, clear of `corner`. Labels
 * are `measure`d as the painter measures them, so Fit and the painter label the same levels: a label
 * Fit took for hidden would be drawn past the canvas's edge.
 */
export function fitModel(
  model: SceneModel,
  size: Size,
  corner: Size | null = null,
  measure: LabelMeasure = estimateLabel,
): ViewTransform {
  return fitBeside(footprintsOf(model, Array.from(model.byDepth), measure), size, corner);
}

/** The view showing the nodes `ids` of the model (the ones it shows), as Fit shows a whole map. */
export function fitNodes(
  model: SceneModel,
  ids: readonly string[],
  size: Size,
  corner: Size | null = null,
  measure: LabelMeasure = estimateLabel,
): ViewTransform | null {
  const indices: number[] = [];
  for (const id of ids) {
    const index = model.indexOf.get(id);
    if (index !== undefined && !model.hidden[index]) indices.push(index);
  }
  if (indices.length === 0) return null;
  indices.sort((a, b) => (model.depth[a] ?? 0) - (model.depth[b] ?? 0));
  return fitBeside(footprintsOf(model, indices, measure), size, corner);
}
