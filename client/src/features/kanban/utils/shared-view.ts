import type { BoardColumnView, BoardView } from '@shared/schema/board';
import { structuralEqual } from '@client/lib/collab/structural-equal';

/**
 * The new board read with every lane and card that did not change replaced by the previous object, so
 * memoised lanes and cards skip rendering after an edit elsewhere.
 */
export function shareUnchanged(previous: BoardView | null, next: BoardView): BoardView {
  if (!previous) return next;
  const lanes = new Map(previous.columns.map((lane) => [lane.id, lane]));
  const cards = new Map(previous.columns.flatMap((lane) => lane.cards.map((card) => [card.id, card])));
  const columns = next.columns.map((lane): BoardColumnView => {
    const old = lanes.get(lane.id);
    const laneCards = lane.cards.map((card) => {
      const before = cards.get(card.id);
      return before && structuralEqual(before, card) ? before : card;
    });
    const same =
      old !== undefined &&
      old.title === lane.title &&
      old.position === lane.position &&
      old.wipLimit === lane.wipLimit &&
      old.cards.length === laneCards.length &&
      old.cards.every((card, index) => card === laneCards[index]);
    return same ? old : { ...lane, cards: laneCards };
  });
  const meta = structuralEqual(previous.meta, next.meta) ? previous.meta : next.meta;
  return { meta, columns };
}
