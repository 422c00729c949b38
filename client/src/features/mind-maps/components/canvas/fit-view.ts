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
 * What Fit looks at of the nodes `indices` (shallow levels first): the footprints of the first
 * LABEL_BUDGET + 1, with their labels measured, since the level rule looks at no more (level-of-detail.ts),
 * so no other node's label is ever drawn when the map is fitted; and the box of every node's centre, which
 * gives where all the circles reach at any zoom. Fit tries some thirty zooms, and going through every node
 * of a 5,000-node map at each took more of the main thread at opening than painting the map.
 */
interface FitNodes {
  head: Footprint[];
  centres: Bounds;
  /** Every node's centre, x and y in turn. */
  points: Float64Array;
}

function fitNodesOf(model: SceneModel, indices: readonly number[], measure: LabelMeasure): FitNodes {
  const head = indices.slice(0, LABEL_BUDGET + 1).map((index) => footprintOf(model, index, measure));
  const centres = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const points = new Float64Array(indices.length * 2);
  indices.forEach((index, order) => {
    const x = model.xs[index] ?? 0;
    const y = model.ys[index] ?? 0;
    points[order * 2] = x;
    points[order * 2 + 1] = y;
    centres.minX = Math.min(centres.minX, x);
    centres.maxX = Math.max(centres.maxX, x);
    centres.minY = Math.min(centres.minY, y);
    centres.maxY = Math.max(centres.maxY, y);
  });
  return { head, centres, points };
}

/** Where a node's label sits on screen at `scale`, by its circle of `radius` (with the view at 0, 0). */
const labelAt = (node: Footprint, scale: number, radius: number): Box =>
  labelBox(node.side, node.x * scale, node.y * scale, radius, node.labelWidth);

/** The labels the level rule draws at `scale`, where they sit on screen (with the view at 0, 0). */
function labelsAt({ head }: FitNodes, scale: number): Box[] {
  const radius = nodeRadiusAt(scale);
  const boxes = head.map((node) => labelAt(node, scale, radius));
  const deepest = labelledDepth(head.map((node, order) => ({ depth: node.depth, ...boxes[order]! })));
  return boxes.filter((_, order) => (head[order]?.depth ?? 0) <= deepest);
}

/**
 * The screen span of the nodes at `scale`: their circles as drawn at that zoom, and the labels of the
 * levels the level rule labels there (level-of-detail.ts), which keep their size, with the margin.
 */
export function spanAt(nodes: FitNodes, scale: number): Bounds {
  const { centres } = nodes;
  const reach = nodeRadiusAt(scale) + FIT_MARGIN;
  const span = {
    minX: centres.minX * scale - reach,
    minY: centres.minY * scale - reach,
    maxX: centres.maxX * scale + reach,
    maxY: centres.maxY * scale + reach,
  };
  for (const label of labelsAt(nodes, scale)) {
    span.minX = Math.min(span.minX, label.left - FIT_MARGIN);
    span.maxX = Math.max(span.maxX, label.right + FIT_MARGIN);
    span.minY = Math.min(span.minY, label.top - FIT_MARGIN);
    span.maxY = Math.max(span.maxY, label.bottom + FIT_MARGIN);
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
function fitInto(nodes: FitNodes, area: Size): ViewTransform {
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

/**
 * Whether no node's circle, nor a label the level rule draws, comes near `corner`, the bottom right of a
 * canvas of `size`, in `view`.
 */
function clearOf(nodes: FitNodes, view: ViewTransform, size: Size, corner: Size): boolean {
  const { scale } = view;
  const left = size.width - corner.width - view.x;
  const top = size.height - corner.height - view.y;
  const clear = (right: number, bottom: number) => right + FIT_MARGIN <= left || bottom + FIT_MARGIN <= top;
  const reach = nodeRadiusAt(scale);
  const { points } = nodes;
  for (let at = 0; at < points.length; at += 2) {
    if (!clear((points[at] ?? 0) * scale + reach, (points[at + 1] ?? 0) * scale + reach)) return false;
  }
  return labelsAt(nodes, scale).every((label) => clear(label.right, label.bottom));
}

/**
 * Fits `nodes` to a canvas of `size` whose bottom right corner `corner` covers (the minimap): over the
 * whole canvas when that leaves the corner clear, else beside it or above it, whichever shows the map
 * larger.
 */
function fitBeside(nodes: FitNodes, size: Size, corner: Size | null): ViewTransform {
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
  return fitBeside(fitNodesOf(model, Array.from(model.byDepth), measure), size, corner);
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
  return fitBeside(fitNodesOf(model, indices, measure), size, corner);
}
