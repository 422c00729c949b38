/** Placement arithmetic of a card drag over a lane whose cards sit in slots of equal height. */

/**
 * The slot a dragged card of height `slot` falls into when its top edge is `top` px below the top of the
 * lane's list content (scroll included): the nearest gap between the `count` cards shown, 0 to count.
 */
export function slotIndex(top: number, slot: number, count: number): number {
  if (!Number.isFinite(top)) return count;
  return Math.min(Math.max(Math.round(top / slot), 0), count);
}

/**
 * The rank in the whole lane (as moveCard takes it: among the lane's cards other than the moved one) of a
 * drop at `index` among the cards shown, which a filter may have thinned: just before the shown card that
 * was there, or just after the last one shown.
 */
export function laneRank(
  laneIds: readonly string[],
  shownIds: readonly string[],
  index: number,
  movingId: string,
): number {
  const siblings = laneIds.filter((id) => id !== movingId);
  const shown = shownIds.filter((id) => id !== movingId);
  if (shown.length === 0) return siblings.length;
  if (index < shown.length) {
    const at = siblings.indexOf(shown[index] as string);
    return at < 0 ? siblings.length : at;
  }
  const last = siblings.indexOf(shown[shown.length - 1] as string);
  return last < 0 ? siblings.length : last + 1;
}
