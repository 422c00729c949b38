import { useDroppable } from '@dnd-kit/core';
import { memo, useCallback, useMemo, useState } from 'react';
import type { BoardCard as Card } from '@shared/schema/board';
import type { PeerUser } from '@client/lib/collab/use-presence';
import { useArrivals } from '../../hooks/use-arrivals';
import { useLaneVirtualizer } from '../../hooks/use-lane-virtualizer';
import { useScrollEdges } from '../../hooks/use-scroll-edges';
import { BoardCard, CARD_SLOT, type CardActions, type MapLinkOf } from './board-card';

export interface LaneCardsProps {
  laneId: string;
  laneTitle: string;
  /** The cards shown (after the filter), in order. */
  cards: readonly Card[];
  /** The card being dragged, wherever it comes from. */
  draggingId: string | null;
  /** Where the dragged card would land in this lane (an index among the shown cards), or null. */
  gap: number | null;
  isPastDue(card: Card): boolean;
  memberName(id: string | null): string | null;
  mapLinkOf: MapLinkOf;
  editors: ReadonlyMap<string, PeerUser>;
  readOnly: boolean;
  actions: CardActions;
  isOwnChange(id: string): boolean;
  /** Tells the board where this lane's scrolling list is, for placing drops. */
  registerList(laneId: string, element: HTMLElement | null): void;
}

/** A short lane's list is as tall as its cards and this much more; a long one scrolls. */
const LIST_PADDING = 8;

/**
 * A lane's cards in a list that scrolls on its own and draws only the cards in view (cards have one
 * height). While a card is dragged over the lane, the cards from the drop point down make room for it.
 */
export const LaneCards = memo(function LaneCards(props: LaneCardsProps) {
  const { laneId, laneTitle, cards, draggingId, gap, registerList } = props;
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const { setNodeRef } = useDroppable({ id: `zone:${laneId}`, data: { type: 'zone', laneId } });
  const ref = useCallback(
    (element: HTMLUListElement | null) => {
      setList(element);
      setNodeRef(element);
      registerList(laneId, element);
    },
    [laneId, registerList, setNodeRef],
  );
  const ids = useMemo(() => cards.map((card) => card.id), [cards]);
  const arrived = useArrivals(ids, props.isOwnChange);

  const others = draggingId === null ? cards : cards.filter((card) => card.id !== draggingId);
  const dragged = draggingId === null ? undefined : cards.find((card) => card.id === draggingId);
  // The cards from the drop point down sit one slot lower and the list grows by that slot. The gap is no
  // item of the virtualizer: as one it would push the last card drawn out of the range, and a card
  // unmounted mid-drag leaves dnd-kit auto-scrolling the board with a lane's rect (bench/board's moves).
  const virtualizer = useLaneVirtualizer(list, others.length, CARD_SLOT, gap === null ? 0 : CARD_SLOT);
  const drawn = virtualizer.getVirtualItems().map(({ index, start }) => ({
    card: others[index] as Card,
    top: gap !== null && index >= gap ? start + CARD_SLOT : start,
  }));
  const height = virtualizer.getTotalSize();
  const edges = useScrollEdges(list, height);

  const cardProps = (card: Card, top: number, hidden = false) => ({
    card,
    laneId,
    top,
    hidden,
    pastDue: props.isPastDue(card),
    assignee: props.memberName(card.assigneeId),
    mapLinkOf: props.mapLinkOf,
    editor: props.editors.get(card.id) ?? null,
    readOnly: props.readOnly,
    arrived: arrived.has(card.id),
    actions: props.actions,
  });

  return (
    <ul
      ref={ref}
      className="board-lane__cards"
      aria-label={`${laneTitle} cards`}
      // Set here, not through an inherited custom property: changing one of those restyles every card below.
      style={{ maxHeight: height + LIST_PADDING }}
      // A list that scrolls fades at the edge it goes on past (board.css).
      data-more-above={edges.above || undefined}
      data-more-below={edges.below || undefined}
    >
      <li className="board-lane__spacer" aria-hidden="true" style={{ height }} />
      {drawn.map(({ card, top }) => (
        <BoardCard key={card.id} {...cardProps(card, top)} />
      ))}
      {dragged && <BoardCard key={dragged.id} {...cardProps(dragged, 0, true)} />}
    </ul>
  );
});
