import clsx from 'clsx';
import { CalendarClock } from 'lucide-react';
import { KANBAN_LANES, type KanbanLane, type SampleCard } from '../data/sample-board';
import { PersonAvatar } from './person-avatar';
import './kanban-board-demo.css';

export interface KanbanBoardDemoProps {
  cards: SampleCard[];
  /** The card that was just moved; it gets a highlight. */
  highlightId?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

function CardView({ card, highlighted }: { card: SampleCard; highlighted: boolean }) {
  return (
    <li className={clsx('kb-card', highlighted && 'is-moving')}>
      <span className="kb-card__tag">{card.tag}</span>
      <p className="kb-card__title">{card.title}</p>
      <div className="kb-card__footer">
        {card.due ? (
          <span className={clsx('kb-card__due', card.pastDue && card.lane !== 'Done' && 'is-past-due')}>
            <CalendarClock aria-hidden="true" />
            {card.pastDue && card.lane !== 'Done' ? `Past due · ${card.due}` : card.due}
          </span>
        ) : (
          <span />
        )}
        <PersonAvatar person={card.assignee} />
      </div>
    </li>
  );
}

/** A four-lane sample board: Planning, Creation, Review, Done. */
export function KanbanBoardDemo({ cards, highlightId, headingLevel = 3, className }: KanbanBoardDemoProps) {
  const Heading = `h${headingLevel}` as const;
  const laneCards = (lane: KanbanLane) => cards.filter((card) => card.lane === lane);
  return (
    <div className={clsx('kb-board', className)}>
      {KANBAN_LANES.map((lane) => {
        const inLane = laneCards(lane);
        return (
          <section key={lane} className={clsx('kb-lane', `kb-lane--${lane.toLowerCase()}`)}>
            <header className="kb-lane__header">
              <Heading className="kb-lane__title">{lane}</Heading>
              <span className="kb-lane__count">
                {inLane.length}
                <span className="visually-hidden"> cards</span>
              </span>
            </header>
            <ul className="kb-lane__cards">
              {inLane.map((card) => (
                <CardView key={`${card.id}-${card.lane}`} card={card} highlighted={card.id === highlightId} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
