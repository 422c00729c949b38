import { DOT_RADIUS, LABEL_BUDGET, NODE_RADIUS } from './theme';

/**
 * How the map is drawn at a zoom (docs/decisions.md, "Nodes and labels when zoomed out"). From 100% up a
 * node keeps the contract's screen size, a 20 px circle with a 14 px label. Below 100% the circle shrinks
 * with the map, 20 × zoom px, down to the 5 px dot it stays from 25% on; labels keep 14 px and are drawn
 * level by level from the root: a level is labelled only when all of its labels in view are clear of one
 * another and of the shallower levels' labels, so the deeper levels give way first, and a level is never
 * labelled in part.
 */

/** The zoom at and below which nodes are drawn as dots. */
export const DOT_SCALE = DOT_RADIUS / NODE_RADIUS;

/** The radius of a node's circle on screen at `scale`, in CSS pixels. */
export function nodeRadiusAt(scale: number): number {
  return Math.max(DOT_RADIUS, NODE_RADIUS * Math.min(1, scale));
}

export function isDotScale(scale: number): boolean {
  return scale <= DOT_SCALE;
}

/** A label's place on screen, in CSS pixels, with its node's depth in the tree. */
export interface LabelSlot {
  depth: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Side of the buckets the collision test files label boxes under. */
const BUCKET = 64;
/** Labels closer than this (their halos touching) count as colliding. */
const LABEL_CLEARANCE = 2;

/**
 * The deepest level whose labels are drawn, of `slots` given shallow levels first (-1 for none): the
 * levels from the root down while each level's labels collide neither with one another nor with those of
 * the levels above, and all of them together stay within `budget` labels. The root's label always shows.
 */
export function labelledDepth(slots: Iterable<LabelSlot>, budget = LABEL_BUDGET): number {
  const buckets = new Map<number, LabelSlot[]>();
  const key = (column: number, row: number) => column * 131_071 + row;
  const spanOf = (slot: LabelSlot) => ({
    c0: Math.floor(slot.left / BUCKET),
    c1: Math.floor(slot.right / BUCKET),
    r0: Math.floor(slot.top / BUCKET),
    r1: Math.floor(slot.bottom / BUCKET),
  });
  const collides = (slot: LabelSlot): boolean => {
    const { c0, c1, r0, r1 } = spanOf(slot);
    for (let column = c0; column <= c1; column += 1) {
      for (let row = r0; row <= r1; row += 1) {
        for (const other of buckets.get(key(column, row)) ?? []) {
          if (
            slot.left < other.right + LABEL_CLEARANCE &&
            other.left < slot.right + LABEL_CLEARANCE &&
            slot.top < other.bottom + LABEL_CLEARANCE &&
            other.top < slot.bottom + LABEL_CLEARANCE
          )
            return true;
        }
      }
    }
    return false;
  };
  const file = (slot: LabelSlot): void => {
    const { c0, c1, r0, r1 } = spanOf(slot);
    for (let column = c0; column <= c1; column += 1) {
      for (let row = r0; row <= r1; row += 1) {
        const bucket = buckets.get(key(column, row));
        if (bucket) bucket.push(slot);
        else buckets.set(key(column, row), [slot]);
      }
    }
  };

  let deepest = -1;
  let level = -1;
  let count = 0;
  for (const slot of slots) {
    if (slot.depth !== level) {
      // The previous level went in whole.
      deepest = level;
      level = slot.depth;
    }
    count += 1;
    if (level > 0 && (count > budget || collides(slot))) return deepest;
    file(slot);
  }
  return level;
}
