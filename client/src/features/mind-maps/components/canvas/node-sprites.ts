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

/** Half the side of a node sprite in CSS pixels: the disc plus its to-do and link marks. */
export const SPRITE_HALF = NODE_RADIUS + 8;

export interface SpriteSet {
  pixelRatio: number;
  /** Half the side of a disc's sprite in CSS pixels: a whole number of device pixels. */
  half: number;
  /** The full-size disc of a colour (branch, root last), to-do mark and link mark, by discIndex. */
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

/** A node with a link: a small slate badge holding a chain, below the to-do mark's corner. */
function drawLinkMark(context: CanvasRenderingContext2D): void {
  const x = SPRITE_HALF + 14;
  const y = SPRITE_HALF + 14;
  context.beginPath();
  context.arc(x, y, 7, 0, Math.PI * 2);
  context.fillStyle = CANVAS_COLOURS.badge;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.save();
  context.translate(x, y);
  context.rotate(-Math.PI / 4);
  context.lineWidth = 1.4;
  for (const offset of [-2, 2]) {
    context.beginPath();
    context.roundRect(offset - 2.75, -1.6, 5.5, 3.2, 1.6);
    context.stroke();
  }
  context.restore();
}

function disc(
  colour: string,
  isRoot: boolean,
  mark: TodoMark,
  linked: boolean,
  pixelRatio: number,
  half: number,
): HTMLCanvasElement {
  const [element, context] = canvas(half * 2, pixelRatio);
  // Drawn at the size it is shown: the full-size disc's drawing, scaled.
  context.scale(half / SPRITE_HALF, half / SPRITE_HALF);
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
  if (linked) drawLinkMark(context);
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

const fillOf = (colour: number) => (colour === BRANCH_COLOURS ? CANVAS_COLOURS.root : branchColour(colour));

function spriteSet(pixelRatio: number, half: number): SpriteSet {
  const discs = new Map<number, HTMLCanvasElement>();
  const dots = new Map<number, HTMLCanvasElement>();
  const colours = BRANCH_COLOURS + 1;
  return {
    pixelRatio,
    half,
    disc: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= colours * MARKS.length * 2) return undefined;
      let sprite = discs.get(index);
      if (!sprite) {
        const colour = Math.floor(index / (MARKS.length * 2));
        const mark = MARKS[Math.floor(index / 2) % MARKS.length] ?? 'none';
        const linked = index % 2 === 1;
        sprite = disc(fillOf(colour), colour === BRANCH_COLOURS, mark, linked, pixelRatio, half);
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
}

/** Sprite sets kept, the last used last: a zoom gesture passes through a few sizes and back. */
const KEPT_SETS = 8;
const sets = new Map<string, SpriteSet>();

/**
 * Pre-drawn node images for discs of `radius` CSS pixels on screen: blitting a bitmap costs a fraction of
 * filling and stroking an arc, which is what lets thousands of nodes draw within a frame. They are drawn
 * at the size they are shown (rounded to whole device pixels), so a blit copies pixels one to one: scaling
 * the full-size sprite down as it was drawn cost about twice as much. Each image is drawn the first time it
 * is asked for: a map fitted far out needs only dots.
 */
export function nodeSprites(pixelRatio: number, radius: number = NODE_RADIUS): SpriteSet {
  const half = Math.max(1, Math.round(((SPRITE_HALF * radius) / NODE_RADIUS) * pixelRatio)) / pixelRatio;
  const key = `${pixelRatio}:${half}`;
  let set = sets.get(key);
  if (set) {
    sets.delete(key);
  } else {
    set = spriteSet(pixelRatio, half);
    if (sets.size >= KEPT_SETS) sets.delete(sets.keys().next().value ?? key);
  }
  sets.set(key, set);
  return set;
}

/** The number of a disc's sprite in a set: its colour, its to-do mark and whether it carries a link. */
export function discIndex(colour: number, mark: TodoMark, linked: boolean): number {
  return (colour * MARKS.length + MARKS.indexOf(mark)) * 2 + (linked ? 1 : 0);
}
