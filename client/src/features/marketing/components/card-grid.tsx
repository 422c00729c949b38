import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface Card {
  /** An icon, or a step's number. */
  mark: ReactNode;
  title: string;
  text: string;
  /** What follows the text, such as a link. */
  footer?: ReactNode;
  className?: string;
}

interface CardGridProps {
  cards: readonly Card[];
  /** Icons are set in a tinted badge on an unordered list; steps are numbered items of an ordered one. */
  marks: 'icons' | 'steps';
  /** The class of each card, whose parts are named `__mark`, `__title` and `__text` after it. */
  card: string;
  className: string;
}

/** Cards of a marketing page laid out as equal columns: each a mark, a title and a line of text. */
export function CardGrid({ cards, marks, card, className }: CardGridProps) {
  const List = marks === 'steps' ? 'ol' : 'ul';
  return (
    <List className={clsx('card-grid', className)}>
      {cards.map((item) => (
        <li key={item.title} className={clsx(card, item.className)}>
          <span className={clsx(marks === 'icons' && 'icon-badge', `${card}__mark`)} aria-hidden="true">
            {item.mark}
          </span>
          <h3 className={`${card}__title`}>{item.title}</h3>
          <p className={`${card}__text`}>{item.text}</p>
          {item.footer}
        </li>
      ))}
    </List>
  );
}
