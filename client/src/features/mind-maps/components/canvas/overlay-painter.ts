import { type TodoMark, discIndex, nodeSprites } from './node-sprites';
import { BRANCH_COLOURS, type SceneModel } from './scene-model';
import { paintEdges } from './scene-painter';
import { nodeRadiusAt } from './level-of-detail';
import { CANVAS_COLOURS, FONT_FAMILY } from './theme';
import type { Point, ViewTransform } from './viewport';

/** Another editor as the canvas shows them: their colour, name, cursor and selected nodes. */
export interface PeerMark {
  key: string;
  name: string;
  colour: string;
  cursor: Point | null;
  selection: readonly string[];
}

export interface OverlayState {
  model: SceneModel | null;
  view: ViewTransform;
  selection: string | null;
  /** The node being dragged and where it is now (map units). */
  drag: { index: number; x: number; y: number } | null;
  peers: readonly PeerMark[];
  mark: (index: number) => TodoMark;
}

function ring(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  colour: string,
  width: number,
) {
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.lineWidth = width;
  context.strokeStyle = colour;
  context.stroke();
}

/** A pointer arrow with a name tag, as Figma and Miro show other people's cursors. */
function paintCursor(context: CanvasRenderingContext2D, x: number, y: number, peer: PeerMark) {
  context.beginPath();
  context.moveTo(x, y);
  context.lineTo(x, y + 16);
  context.lineTo(x + 4.5, y + 12);
  context.lineTo(x + 11, y + 12);
  context.closePath();
  context.fillStyle = peer.colour;
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.font = `600 11px ${FONT_FAMILY}`;
  const name = peer.name.length > 24 ? `${peer.name.slice(0, 23)}…` : peer.name;
  const width = context.measureText(name).width + 12;
  context.beginPath();
  context.roundRect(x + 10, y + 16, width, 18, 9);
  context.fill();
  context.fillStyle = '#ffffff';
  context.textBaseline = 'middle';
  context.fillText(name, x + 16, y + 25.5);
}

/** Paints what changes between snapshots: the dragged node, selections and other people's cursors. */
export function paintOverlay(
  context: CanvasRenderingContext2D,
  pixelRatio: number,
  state: OverlayState,
): void {
  const { model, view, drag } = state;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  if (!model) return;
  const positionOf = (index: number): Point => {
    if (drag && drag.index === index) return { x: drag.x, y: drag.y };
    return { x: model.xs[index] ?? 0, y: model.ys[index] ?? 0 };
  };
  const toX = (index: number) => positionOf(index).x * view.scale + view.x;
  const toY = (index: number) => positionOf(index).y * view.scale + view.y;
  const radius = nodeRadiusAt(view.scale);

  if (drag) {
    const incident = [...(model.children[drag.index] ?? []).filter((child) => model.hidden[child] === 0)];
    if ((model.parent[drag.index] ?? -1) >= 0) incident.push(drag.index);
    paintEdges(context, model, incident, { toX, toY, port: toX }, false);
    const colour = drag.index === model.rootIndex ? BRANCH_COLOURS : (model.branch[drag.index] ?? 0);
    const sprites = nodeSprites(pixelRatio, radius);
    const linked = model.linked[drag.index] === 1;
    const sprite = sprites.disc(discIndex(colour, state.mark(drag.index), linked));
    const { half } = sprites;
    if (sprite) context.drawImage(sprite, toX(drag.index) - half, toY(drag.index) - half, half * 2, half * 2);
  }

  for (const peer of state.peers) {
    for (const id of peer.selection) {
      const index = model.indexOf.get(id);
      if (index === undefined || model.hidden[index]) continue;
      ring(context, toX(index), toY(index), radius + 7, peer.colour, 2.5);
    }
  }
  const selected = state.selection === null ? undefined : model.indexOf.get(state.selection);
  if (selected !== undefined && !model.hidden[selected]) {
    ring(context, toX(selected), toY(selected), radius + 5, CANVAS_COLOURS.selection, 3);
    ring(context, toX(selected), toY(selected), radius + 9, 'rgba(79, 70, 229, 0.18)', 5);
  }
  for (const peer of state.peers) {
    if (!peer.cursor) continue;
    paintCursor(context, peer.cursor.x * view.scale + view.x, peer.cursor.y * view.scale + view.y, peer);
  }
}
