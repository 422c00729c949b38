import { useDraggable } from '@dnd-kit/core';
import clsx from 'clsx';
import { CalendarDays, GripVertical, ListTodo, MessageSquare, Network, Pencil } from 'lucide-react';
import { memo, type CSSProperties, type KeyboardEventHandler } from 'react';
import { Link } from 'react-router-dom';
import type { BoardCard as Card } from '@shared/schema/board';
import { initialsOf } from '@client/components/ui/avatar';
import type { PeerUser } from '@client/lib/collab/use-presence';
import { formatDay } from '@client/lib/format-date';
import type { MapLink } from '../../utils/map-link';

/** Every card has this height plus the gap below it, so a lane draws only the cards in view. */
export const CARD_HEIGHT = 116;
export const CARD_GAP = 8;
export const CARD_SLOT = CARD_HEIGHT + CARD_GAP;

export interface CardActions {
  edit(card: Card): void;
  comment(card: Card): void;
}

/** Where a card's mind map opens (at the card's node), null without one. */
export type MapLinkOf = (card: Pick<Card, 'mindmapId' | 'todoListId'>) => MapLink | null;

export interface BoardCardProps {
  card: Card;
  laneId: string;
  pastDue: boolean;
  assignee: string | null;
  mapLinkOf: MapLinkOf;
  /** Someone else with this card's edit dialog open. */
  editor: PeerUser | null;
  top: number;
  readOnly: boolean;
  /** The card being dragged: it stays mounted (dnd-kit measures it) but shows as the overlay instead. */
  hidden?: boolean;
  /** It just arrived by someone else's move. */
  arrived?: boolean;
  actions: CardActions;
}

/** The grip's icon: one element for every card, so a card's re-render does not build its SVG again. */
const GRIP_ICON = <GripVertical aria-hidden="true" />;

/**
 * What a card shows, shared by the card in its lane and the one following the pointer while dragging.
 * Memoised: while a card is dragged every card in view re-renders with the drag's context, and only the
 * card's wrapper needs to.
 */
export const CardFace = memo(function CardFace({
  card,
  pastDue,
  assignee,
  mapLinkOf,
  actions,
}: Pick<BoardCardProps, 'card' | 'pastDue' | 'assignee' | 'mapLinkOf'> & { actions?: CardActions }) {
  const priority = card.priority ?? 'low';
  return (
    <>
      <div className="board-card__top">
        <span className={`board-card__priority board-card__priority--${priority}`}>{priority}</span>
        {card.dueDate && (
          <span className={clsx('board-card__due', pastDue && 'board-card__due--overdue')}>
            <CalendarDays aria-hidden="true" />
            <span className="visually-hidden">{pastDue ? 'Overdue, due ' : 'Due '}</span>
            {formatDay(card.dueDate)}
          </span>
        )}
      </div>
      <p className="board-card__title">{card.title}</p>
      <div className="board-card__bottom">
        {assignee ? (
          <span className="board-card__assignee" title={assignee}>
            <span className="board-card__avatar" aria-hidden="true">
              {initialsOf(assignee)}
            </span>
            <span className="board-card__assignee-name">{assignee}</span>
          </span>
        ) : (
          <span className="board-card__assignee board-card__assignee--none">Unassigned</span>
        )}
        {actions && (
          <span className="board-card__actions">
            <button
              type="button"
              className="board-card__action"
              aria-label={`Edit ${card.title}`}
              title="Edit"
              onClick={() => actions.edit(card)}
            >
              <Pencil aria-hidden="true" />
            </button>
            <button
              type="button"
              className="board-card__action"
              aria-label={`Comments on ${card.title}`}
              title="Comments"
              onClick={() => actions.comment(card)}
            >
              <MessageSquare aria-hidden="true" />
              {card.commentCount > 0 && <span className="board-card__count">{card.commentCount}</span>}
            </button>
            {card.todoListId && (
              <Link
                className="board-card__action"
                to={`/todos/${card.todoListId}`}
                aria-label={`To-do list of ${card.title}`}
                title="To-do list"
              >
                <ListTodo aria-hidden="true" />
              </Link>
            )}
            <CardMapLink card={card} mapLinkOf={mapLinkOf} />
          </span>
        )}
      </div>
    </>
  );
});

/** The card's mind map, opened at the card's node: the map icon, the map's title on hover and to a screen reader. */
function CardMapLink({ card, mapLinkOf }: Pick<BoardCardProps, 'card' | 'mapLinkOf'>) {
  const map = mapLinkOf(card);
  if (!map) return null;
  return (
    <Link
      className="board-card__action board-card__map"
      to={map.to}
      aria-label={`Open mind map ${map.title}`}
      title={`Mind map: ${map.title}`}
    >
      <Network aria-hidden="true" />
    </Link>
  );
}

/** A card in its lane, placed at `top` in the lane's list; dragged by the mouse anywhere, by keys on its grip. */
export const BoardCard = memo(function BoardCard(props: BoardCardProps) {
  const { card, laneId, pastDue, editor, top, readOnly, hidden, arrived, actions } = props;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes } = useDraggable({
    id: `card:${card.id}`,
    data: { type: 'card', cardId: card.id, laneId },
    disabled: readOnly,
  });
  // Keys start a drag from the grip only, so Enter on the card's own buttons still presses them.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const onGripKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const style = {
    transform: `translateY(${top}px)`,
    '--editor-colour': editor?.colour,
  } as CSSProperties;
  return (
    <li
      ref={setNodeRef}
      className={clsx(
        'board-card',
        pastDue && 'board-card--past-due',
        hidden && 'board-card--dragging',
        arrived && 'board-card--arrived',
        editor && 'board-card--edited',
      )}
      style={style}
      aria-label={card.title}
      data-card-id={card.id}
      {...(readOnly ? {} : pointerListeners)}
    >
      {!readOnly && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="board-card__grip"
          {...attributes}
          aria-label={`Move ${card.title}`}
          onKeyDown={onGripKeyDown}
        >
          {GRIP_ICON}
        </button>
      )}
      <CardFace
        card={card}
        pastDue={pastDue}
        assignee={props.assignee}
        mapLinkOf={props.mapLinkOf}
        actions={actions}
      />
      {editor && <span className="board-card__editor">{editor.name} is editing</span>}
    </li>
  );
});
