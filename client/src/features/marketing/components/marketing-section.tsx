import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import './marketing.css';

export interface MarketingSectionProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** center: centred intro; start: left-aligned. */
  align?: 'center' | 'start';
  tone?: 'default' | 'muted';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A page band with an h2 intro (eyebrow, title, lead) and its content. */
export function MarketingSection({
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'default',
  id,
  className,
  children,
}: MarketingSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('mk-section', tone === 'muted' && 'mk-section--muted', className)}
    >
      <div className="container">
        <div className={clsx('mk-section__intro', align === 'center' && 'mk-section__intro--center')}>
          {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="mk-title">
            {title}
          </h2>
          {lead && <p className="mk-lead">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
