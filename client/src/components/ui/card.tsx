import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover; use when the whole card leads somewhere. */
  interactive?: boolean;
  tone?: 'default' | 'muted';
  children?: ReactNode;
}

/** A bordered surface that groups related content. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  tone = 'default',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={clsx(
        'ui-card',
        padding !== 'none' && `ui-card--pad-${padding}`,
        interactive && 'ui-card--interactive',
        tone === 'muted' && 'ui-card--muted',
        className,
      )}
    >
      {children}
    </Element>
  );
}
