import { paintGrid } from './grid-painter';
import type { LabelHit } from './hit-test';
import { type LabelStats, paintLabels, placeLabels } from './label-painter';
import { isDotScale, nodeRadiusAt } from './level-of-detail';
import { unhiddenDiscs } from './occlusion';
import { type TodoMark, SPRITE_HALF, discIndex, nodeSprites } from './node-sprites';
import { BRANCH_COLOURS, type SceneModel } from './scene-model';
import { CELL_SIZE } from './spatial-grid';
import { SIDE_GAP, edgeStart } from '@shared/layout/label-place';
import {
  DOT_RADIUS,
  EDGE_DETAIL_LIMIT,
  LABEL_CHAR_WIDTH,
  LABEL_MAX_CHARS,
  NODE_RADIUS,
  branchColour,
} from './theme';
import type { Bounds, ViewTransform } from './viewport';

/** Where to paint: a canvas area showing screen pixels (originX, originY) to (+width, +height). */
export interface PaintTarget {
  context: CanvasRenderingContext2D;
  pixelRatio: number;
  originX: number;
  originY: number;
  width: number;
  height: number;
}

export interface PaintInput {
  model: SceneModel;
  view: ViewTransform;
  /** A node left out with its edges (the one being dragged, drawn live on the overlay); -1 for none. */
  skip: number;
  mark: (index: number) => TodoMark;
}

export interface PaintStats extends LabelStats {
  nodes: number;
  edges: number;
  /** The labels drawn, in map units, for hit testing. */
  labelHits: readonly LabelHit[];
}

/**
 * Screen pixels beside a circle a label may reach: one beside it, at most LABEL_MAX_CHARS wide (measured
 * glyphs run a little wider than the estimate).
 */
const LABEL_REACH = NODE_RADIUS + SIDE_GAP + LABEL_MAX_CHARS * LABEL_CHAR_WIDTH * 1.25;

/** Map units beyond the painted area in which a node still shows part of itself or its label. */
function margins(scale: number): { x: number; y: number } {
  return { x: LABEL_REACH / scale, y: (NODE_RADIUS + 26) / scale };
}

function intersects(a: Bounds, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return maxX >= a.minX && minX <= a.maxX && maxY >= a.minY && minY <= a.maxY;
}

/**
 * Paints grid, edges, nodes and labels of the part of the map inside the target area, culled through the
 * model's spatial grid, so the cost follows what is on screen rather than the size of the map.
 */
export function paintScene(target: PaintTarget, input: PaintInput): PaintStats {
  const { context, pixelRatio, originX, originY, width, height } = target;
  const { model, view, skip, mark } = input;
  const { scale } = view;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  paintGrid(context, view, originX, originY, width, height);

  const area: Bounds = {
    minX: (originX - view.x) / scale,
    minY: (originY - view.y) / scale,
    maxX: (originX + width - view.x) / scale,
    maxY: (originY + height - view.y) / scale,
  };
  const margin = margins(scale);
  const nodeArea: Bounds = {
    minX: area.minX - margin.x,
    minY: area.minY - margin.y,
    maxX: area.maxX + margin.x,
    maxY: area.maxY + margin.y,
  };
  const edgeArea: Bounds = {
    minX: nodeArea.minX - CELL_SIZE,
    minY: nodeArea.minY - CELL_SIZE,
    maxX: nodeArea.maxX + CELL_SIZE,
    maxY: nodeArea.maxY + CELL_SIZE,
  };
  const { xs, ys, parent, branch, hidden, linked } = model;
  const visible = new Uint8Array(model.count);
  const seen = new Uint8Array(model.count);
  const edges: number[] = [];
  let nodeCount = 0;
  const edgeVisible = (index: number): boolean => {
    const up = parent[index] ?? -1;
    if (up < 0 || index === skip || up === skip) return false;
    const x0 = xs[index] ?? 0;
    const y0 = ys[index] ?? 0;
    const x1 = xs[up] ?? 0;
    const y1 = ys[up] ?? 0;
    return intersects(area, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1));
  };
  model.grid.query(edgeArea, (index) => {
    seen[index] = 1;
    const x = xs[index] ?? 0;
    const y = ys[index] ?? 0;
    if (x >= nodeArea.minX && x <= nodeArea.maxX && y >= nodeArea.minY && y <= nodeArea.maxY) {
      visible[index] = 1;
      nodeCount += 1;
    }
    if (edgeVisible(index)) edges.push(index);
  });
  for (const index of model.longEdges) {
    if (!seen[index] && hidden[index] === 0 && edgeVisible(index)) edges.push(index);
  }

  const toX = (index: number) => (xs[index] ?? 0) * scale + view.x - originX;
  const toY = (index: number) => (ys[index] ?? 0) * scale + view.y - originY;
  const dots = isDotScale(scale);
  const screen = (index: number): [number, number] => [toX(index), toY(index)];
  const radius = nodeRadiusAt(scale);
  const labels = placeLabels(context, model, visible, screen, { width, height, radius }, skip);
  const port = (index: number) => labels.ports.get(index) ?? toX(index);
  paintEdges(context, model, edges, { toX, toY, port }, edges.length > EDGE_DETAIL_LIMIT || dots);

  // Discs shrink with the map below 100% (level-of-detail.ts): sprites of that size.
  const sprites = nodeSprites(pixelRatio, radius);
  const shrink = sprites.half / SPRITE_HALF;
  const half = dots ? DOT_RADIUS + 1 : sprites.half;
  // byDepth runs from the root down, so a parent is drawn over the children that crowd it: discs that
  // the ones above them hide entirely are found topmost first, and the rest drawn deepest first.
  const { byDepth } = model;
  const opaque = dots ? DOT_RADIUS - 1 : (NODE_RADIUS - 2) * shrink;
  // A disc's sprite, by its number in the sprite set, and where its top left corner lands on the pixels.
  const imageOf = (index: number): number => {
    const colour = index === model.rootIndex ? BRANCH_COLOURS : (branch[index] ?? 0);
    return dots ? colour : discIndex(colour, mark(index), linked[index] === 1);
  };
  const corner = (at: number) => Math.round((at - half) * pixelRatio) / pixelRatio;
  const shown = unhiddenDiscs(
    byDepth.length,
    (position) => {
      const index = byDepth[position] ?? 0;
      if (!visible[index] || index === skip) return null;
      const image = imageOf(index);
      const footprint = dots
        ? DOT_RADIUS + 1
        : mark(index) === 'none' && linked[index] === 0
          ? (NODE_RADIUS + 1) * shrink
          : SPRITE_HALF * shrink;
      return { x: corner(toX(index)) + half, y: corner(toY(index)) + half, footprint, opaque, image };
    },
    width,
    height,
  );
  const spriteOf = dots ? sprites.dot : sprites.disc;
  for (let kept = shown.length - 1; kept >= 0; kept -= 1) {
    const index = byDepth[shown[kept] ?? 0] ?? 0;
    const sprite = spriteOf(imageOf(index));
    if (sprite) context.drawImage(sprite, corner(toX(index)), corner(toY(index)), half * 2, half * 2);
  }

  const stats = paintLabels(context, model, labels, screen, radius);
  const toMapX = (x: number) => (x + originX - view.x) / scale;
  const toMapY = (y: number) => (y + originY - view.y) / scale;
  const labelHits = labels.slots.map((slot) => ({
    index: slot.index,
    left: toMapX(slot.left),
    top: toMapY(slot.top),
    right: toMapX(slot.right),
    bottom: toMapY(slot.bottom),
  }));
  return { nodes: nodeCount, edges: edges.length, labelHits, ...stats };
}

/**
 * Where edges are drawn on screen: a node's centre, and the x its edges to its children leave from (the
 * end of a label drawn beside it, else its centre).
 */
export interface EdgeEnds {
  toX: (index: number) => number;
  toY: (index: number) => number;
  port: (index: number) => number;
}

/**
 * Edges as one path per branch colour: S-curves from parent to child, or straight lines when there are
 * many; an edge leaves its parent from the end of the label beside it (edgeStart).
 */
export function paintEdges(
  context: CanvasRenderingContext2D,
  model: SceneModel,
  edges: readonly number[],
  { toX, toY, port }: EdgeEnds,
  simple: boolean,
): void {
  const paths = new Map<number, Path2D>();
  for (const index of edges) {
    const up = model.parent[index] ?? -1;
    if (up < 0) continue;
    const colour = model.branch[index] ?? 0;
    let path = paths.get(colour);
    if (!path) {
      path = new Path2D();
      paths.set(colour, path);
    }
    const y0 = toY(up);
    const x1 = toX(index);
    const y1 = toY(index);
    const x0 = edgeStart(toX(up), port(up), x1);
    path.moveTo(x0, y0);
    if (simple) {
      path.lineTo(x1, y1);
    } else {
      const middle = (x0 + x1) / 2;
      path.bezierCurveTo(middle, y0, middle, y1, x1, y1);
    }
  }
  context.lineCap = 'round';
  context.lineWidth = simple ? 1 : 2.5;
  context.globalAlpha = 0.6;
  for (const [colour, path] of paths) {
    context.strokeStyle = branchColour(colour);
    context.stroke(path);
  }
  context.globalAlpha = 1;
}
