import clsx from 'clsx';
import type { ReactNode } from 'react';
import './marketing.css';
import './page-hero.css';

export interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A note under the actions, e.g. the free-trial link. */
  note?: ReactNode;
  /** A picture or live demo shown under the text (or beside it with `layout="split"`). */
  visual?: ReactNode;
  layout?: 'stacked' | 'split';
  className?: string;
}

/** The top band of a marketing page, holding its only h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  note,
  visual,
  layout = 'stacked',
  className,
}: PageHeroProps) {
  return (
    <section className={clsx('page-hero', `page-hero--${layout}`, className)}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
          <h1 className="mk-display">{title}</h1>
          {lead && <p className="mk-lead">{lead}</p>}
          {actions && <div className="mk-actions">{actions}</div>}
          {note && <p className="mk-note">{note}</p>}
        </div>
        {visual && <div className="page-hero__visual">{visual}</div>}
      </div>
    </section>
  );
}
