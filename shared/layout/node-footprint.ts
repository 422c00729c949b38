import type { MindmapNode } from '@shared/schema/mindmap-model';
import { type LabelSide, labelBox } from './label-place';
import { LABEL_CHAR_WIDTH, LABEL_MAX_CHARS, NODE_RADIUS } from './node-metrics';

/** An axis-aligned rectangle in map units. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The characters a label shows (the canvas cuts longer ones short with an ellipsis). */
export function shownLabelLength(label: string): number {
  return Math.min(LABEL_MAX_CHARS, (label.trim() || 'Untitled').length);
}

/**
 * What a node covers on the map at zoom 1: its circle and its label, under it or beside it (`side`,
 * label-place.ts). `labelChars` replaces the label's own length (a node not yet named is given room for a
 * typical name).
 */
export function nodeBox(
  x: number,
  y: number,
  label: string,
  labelChars = shownLabelLength(label),
  side: LabelSide = 'below',
): Box {
  const text = labelBox(side, x, y, NODE_RADIUS, labelChars * LABEL_CHAR_WIDTH);
  return {
    left: Math.min(x - NODE_RADIUS, text.left),
    top: Math.min(y - NODE_RADIUS, text.top),
    right: Math.max(x + NODE_RADIUS, text.right),
    bottom: Math.max(y + NODE_RADIUS, text.bottom),
  };
}

export function boxesOverlap(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left - margin < b.right &&
    b.left - margin < a.right &&
    a.top - margin < b.bottom &&
    b.top - margin < a.bottom
  );
}

const EDGE_SAMPLES = 8;

/**
 * The edge from `from` to `to` as the canvas draws it (an S-curve with horizontal tangents), as a
 * polyline of a few points: close enough to tell whether a node would sit on it.
 */
export function edgePolyline(from: Point, to: Point): Point[] {
  const middle = (from.x + to.x) / 2;
  const points: Point[] = [];
  for (let step = 0; step <= EDGE_SAMPLES; step += 1) {
    const t = step / EDGE_SAMPLES;
    const u = 1 - t;
    // Cubic Bézier with control points (middle, from.y) and (middle, to.y).
    const x = u * u * u * from.x + 3 * u * u * t * middle + 3 * u * t * t * middle + t * t * t * to.x;
    const y = u * u * u * from.y + 3 * u * u * t * from.y + 3 * u * t * t * to.y + t * t * t * to.y;
    points.push({ x, y });
  }
  return points;
}

function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  // Liang–Barsky clipping: does any part of the segment lie inside the box?
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: Array<[number, number]> = [
    [-dx, a.x - box.left],
    [dx, box.right - a.x],
    [-dy, a.y - box.top],
    [dy, box.bottom - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

export function polylineHitsBox(points: readonly Point[], box: Box): boolean {
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1];
    const b = points[index];
    if (a && b && segmentHitsBox(a, b, box)) return true;
  }
  return false;
}

/** Node boxes and edge polylines of a map near a point, to test candidate spots against. */
export interface Obstacles {
  boxes: Array<{ id: string; box: Box }>;
  edges: Array<{ from: string; to: string; points: Point[]; bounds: Box }>;
}

function boundsOf(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** The obstacles within `reach` of `centre` (the whole map would be wasted work on a big one). */
export function obstaclesNear(nodes: readonly MindmapNode[], centre: Point, reach: number): Obstacles {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const near = (node: Point) => Math.abs(node.x - centre.x) < reach && Math.abs(node.y - centre.y) < reach;
  const boxes: Obstacles['boxes'] = [];
  const edges: Obstacles['edges'] = [];
  for (const node of nodes) {
    if (near(node)) boxes.push({ id: node.id, box: nodeBox(node.x, node.y, node.label) });
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && (near(node) || near(parent))) {
      const points = edgePolyline(parent, node);
      edges.push({ from: parent.id, to: node.id, points, bounds: boundsOf(points) });
    }
  }
  return { boxes, edges };
}

/** Room left between a node's box and anything else. */
export const CLEARANCE = 8;

/**
 * Whether node `id` (a child of `parent`) can stand at `spot` with box `box`: clear of every other node
 * and edge and, with `ownEdge`, its own edge from the parent crossing no other node.
 */
export function isFree(
  obstacles: Obstacles,
  id: string | null,
  parent: Point & { id: string },
  spot: Point,
  box: Box,
  ownEdge = true,
): boolean {
  for (const other of obstacles.boxes) {
    if (other.id !== id && boxesOverlap(box, other.box, CLEARANCE)) return false;
  }
  const padded = {
    left: box.left - CLEARANCE / 2,
    top: box.top - CLEARANCE / 2,
    right: box.right + CLEARANCE / 2,
    bottom: box.bottom + CLEARANCE / 2,
  };
  for (const edge of obstacles.edges) {
    if (edge.to === id || edge.from === id || !boxesOverlap(edge.bounds, padded)) continue;
    if (polylineHitsBox(edge.points, padded)) return false;
  }
  if (!ownEdge) return true;
  const own = edgePolyline(parent, spot);
  const ownBounds = boundsOf(own);
  for (const other of obstacles.boxes) {
    if (other.id === id || other.id === parent.id || !boxesOverlap(ownBounds, other.box)) continue;
    if (polylineHitsBox(own, other.box)) return false;
  }
  for (const edge of obstacles.edges) {
    const touches = [edge.from, edge.to].some((end) => end === id || end === parent.id);
    if (touches || !boxesOverlap(edge.bounds, ownBounds)) continue;
    if (polylinesCross(own, edge.points)) return false;
  }
  return true;
}

function orientation(a: Point, b: Point, c: Point): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

/** Whether segments ab and cd cross (touching at an end point does not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const abc = orientation(a, b, c);
  const abd = orientation(a, b, d);
  const cda = orientation(c, d, a);
  const cdb = orientation(c, d, b);
  return abc * abd < 0 && cda * cdb < 0;
}

/** Whether two edges, as polylines, cross each other anywhere. */
export function polylinesCross(first: readonly Point[], second: readonly Point[]): boolean {
  for (let i = 1; i < first.length; i += 1) {
    for (let j = 1; j < second.length; j += 1) {
      const a = first[i - 1];
      const b = first[i];
      const c = second[j - 1];
      const d = second[j];
      if (a && b && c && d && segmentsCross(a, b, c, d)) return true;
    }
  }
  return false;
}
