import type { MindmapLayout } from '@shared/schema/mindmap-model';
import { LABEL_GAP, LABEL_LINE_HEIGHT } from './node-metrics';
import type { Box } from './node-footprint';

/**
 * Where a node's label sits: under its circle, or beside it on the right or the left. The maps that grow
 * sideways (balanced, logical) write a label beside its circle on the side away from the root, as
 * MindMeister and XMind do, so a column of siblings takes a line each instead of a circle and a line, and
 * stays labelled when zoomed out; the root's label, an org chart's and a free map's sit under the circle.
 */
export type LabelSide = 'below' | 'right' | 'left';

/** Room between a circle and the label beside it. */
export const SIDE_GAP = 4;

/** The side of its circle a node's label takes in `layout`: `dx` is how far right of the root it is. */
export function labelSideOf(layout: MindmapLayout, isRoot: boolean, dx: number): LabelSide {
  if (isRoot || layout === 'org' || layout === 'free') return 'below';
  return dx < 0 ? 'left' : 'right';
}

/**
 * The box of a label `width` wide and `lines` lines tall at `side` of a circle of `radius` centred at
 * (x, y). A label under a circle starts at least half a line below the centre, so it never touches the
 * labels beside the circles of its row however small the circle is drawn.
 */
export function labelBox(
  side: LabelSide,
  x: number,
  y: number,
  radius: number,
  width: number,
  lines = 1,
): Box {
  const height = lines * LABEL_LINE_HEIGHT;
  if (side === 'below') {
    const top = y + Math.max(radius, LABEL_LINE_HEIGHT / 2) + LABEL_GAP;
    return { left: x - width / 2, top, right: x + width / 2, bottom: top + height };
  }
  const top = y - height / 2;
  const left = side === 'right' ? x + radius + SIDE_GAP : x - radius - SIDE_GAP - width;
  return { left, top, right: left + width, bottom: top + height };
}

/** Room between a label beside its circle and the edges that leave from its end. */
export const PORT_GAP = 4;

/**
 * Where an edge to a child at `childX` leaves its parent, centred at `x`, whose label beside it ends at
 * `port` (+ PORT_GAP; `port` is `x` when it has none there): from the label's end, as MindMeister draws
 * it, unless the child is nearer than that (zoomed out, a label keeps its size while columns close up).
 */
export function edgeStart(x: number, port: number, childX: number): number {
  return (port - x) * (childX - port) > 0 ? port : x;
}

/** The x from which a node's edges to its children leave, for its label's box at `side` (see edgeStart). */
export function portOf(side: LabelSide, x: number, label: Box): number {
  if (side === 'right') return label.right + PORT_GAP;
  return side === 'left' ? label.left - PORT_GAP : x;
}
