import { BRANCH_COLOURS } from './scene-model';
import { CANVAS_COLOURS, DOT_RADIUS, NODE_RADIUS, branchColour } from './theme';

/** The to-do state drawn on a node: none, a linked list ('has-todo'), or all its to-dos done. */
export type TodoMark = 'none' | 'has-todo' | 'todo-complete';
const MARKS: readonly TodoMark[] = ['none', 'has-todo', 'todo-complete'];

/** The mark of a node linking to `listId` (none without a list), by its list's state; 'has-todo' until known. */
export function todoMarkOf(
  listId: string | null | undefined,
  marks: ReadonlyMap<string, TodoMark>,
): TodoMark {
  if (!listId) return 'none';
  return marks.get(listId) ?? 'has-todo';
}

/** Half the side of a node sprite in CSS pixels: the disc plus its to-do marker. */
export const SPRITE_HALF = NODE_RADIUS + 8;

export interface SpriteSet {
  pixelRatio: number;
  /** The full-size disc of a colour (branch, root last) and mark, by discIndex. */
  disc: (index: number) => HTMLCanvasElement | undefined;
  /** The small dot of a colour, for zoomed-out views. */
  dot: (colour: number) => HTMLCanvasElement | undefined;
}

function canvas(sideCss: number, pixelRatio: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = element.height = Math.ceil(sideCss * pixelRatio);
  const context = element.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.scale(pixelRatio, pixelRatio);
  return [element, context];
}

function drawMark(context: CanvasRenderingContext2D, mark: TodoMark): void {
  if (mark === 'none') return;
  const x = SPRITE_HALF + 14;
  const y = SPRITE_HALF - 14;
  context.beginPath();
  context.arc(x, y, 7, 0, Math.PI * 2);
  context.fillStyle = mark === 'todo-complete' ? CANVAS_COLOURS.done : CANVAS_COLOURS.todo;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  if (mark === 'todo-complete') {
    context.beginPath();
    context.moveTo(x - 3.5, y);
    context.lineTo(x - 1, y + 2.5);
    context.lineTo(x + 3.5, y - 2.5);
    context.lineWidth = 1.8;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.stroke();
  } else {
    context.beginPath();
    context.arc(x, y, 2, 0, Math.PI * 2);
    context.fillStyle = '#ffffff';
    context.fill();
  }
}

function disc(colour: string, isRoot: boolean, mark: TodoMark, pixelRatio: number): HTMLCanvasElement {
  const [element, context] = canvas(SPRITE_HALF * 2, pixelRatio);
  context.beginPath();
  context.arc(SPRITE_HALF, SPRITE_HALF, NODE_RADIUS - 1.5, 0, Math.PI * 2);
  context.fillStyle = isRoot ? colour : CANVAS_COLOURS.nodeFill;
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = isRoot ? '#ffffff' : colour;
  context.stroke();
  if (!isRoot) {
    context.beginPath();
    context.arc(SPRITE_HALF, SPRITE_HALF, 5, 0, Math.PI * 2);
    context.fillStyle = colour;
    context.fill();
  }
  drawMark(context, mark);
  return element;
}

function dot(colour: string, pixelRatio: number): HTMLCanvasElement {
  const [element, context] = canvas(DOT_RADIUS * 2 + 2, pixelRatio);
  context.beginPath();
  context.arc(DOT_RADIUS + 1, DOT_RADIUS + 1, DOT_RADIUS, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
  return element;
}

let cached: SpriteSet | null = null;

const fillOf = (colour: number) => (colour === BRANCH_COLOURS ? CANVAS_COLOURS.root : branchColour(colour));

/**
 * Pre-drawn node images: blitting a bitmap costs a fraction of filling and stroking an arc, which is what
 * lets thousands of nodes draw within a frame. Each is drawn the first time it is asked for: a map fitted
 * far out needs only dots, and making all forty images took tens of milliseconds of an opening.
 */
export function nodeSprites(pixelRatio: number): SpriteSet {
  if (cached?.pixelRatio === pixelRatio) return cached;
  const discs = new Map<number, HTMLCanvasElement>();
  const dots = new Map<number, HTMLCanvasElement>();
  const colours = BRANCH_COLOURS + 1;
  cached = {
    pixelRatio,
    disc: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= colours * MARKS.length) return undefined;
      let sprite = discs.get(index);
      if (!sprite) {
        const colour = Math.floor(index / MARKS.length);
        const mark = MARKS[index % MARKS.length] ?? 'none';
        sprite = disc(fillOf(colour), colour === BRANCH_COLOURS, mark, pixelRatio);
        discs.set(index, sprite);
      }
      return sprite;
    },
    dot: (colour) => {
      if (!Number.isInteger(colour) || colour < 0 || colour >= colours) return undefined;
      let sprite = dots.get(colour);
      if (!sprite) {
        sprite = dot(fillOf(colour), pixelRatio);
        dots.set(colour, sprite);
      }
      return sprite;
    },
  };
  return cached;
}

export function discIndex(colour: number, mark: TodoMark): number {
  return colour * MARKS.length + MARKS.indexOf(mark);
}
