export interface LaneCount {
  /** What the lane's header shows: "8", "8 / 5", "2 of 8" or "2 of 8 / 5". */
  text: string;
  /** What a screen reader hears instead, when the text alone would not say it; null when it does. */
  label: string | null;
}

/**
 * A lane's count. Without a filter: its cards, and "/ limit" with a WIP limit. With a filter (`shown` not
 * null): the cards shown of the lane's cards, the limit still after "/", since the limit counts every
 * card of the lane, shown or not.
 */
export function laneCount(total: number, shown: number | null, wipLimit: number | null): LaneCount {
  const limit = wipLimit === null ? '' : ` / ${wipLimit}`;
  if (shown === null) return { text: `${total}${limit}`, label: null };
  return {
    text: `${shown} of ${total}${limit}`,
    label: `${shown} of ${total} cards shown${wipLimit === null ? '' : `, limit ${wipLimit}`}`,
  };
}
