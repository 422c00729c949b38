import clsx from 'clsx';
import type { ReactNode } from 'react';
import './tile.css';

export interface TileProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  icon?: ReactNode;
  /** Controls at the top right (e.g. a menu). */
  actions?: ReactNode;
  /** The bottom row (e.g. Open button and Delete link). */
  footer?: ReactNode;
  /** dashed: a "create" tile; ghost: a decorative placeholder, hidden from screen readers. */
  variant?: 'default' | 'dashed' | 'ghost';
  as?: 'div' | 'li' | 'article' | 'section';
  className?: string;
  children?: ReactNode;
}

/** A grid cell of the dashboard and list pages: heading, optional icon and actions, body and footer. */
export function Tile({
  title,
  subtitle,
  headingLevel = 3,
  icon,
  actions,
  footer,
  variant = 'default',
  as: Element = 'div',
  className,
  children,
}: TileProps) {
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || icon || actions);
  return (
    <Element
      className={clsx('ui-tile', variant !== 'default' && `ui-tile--${variant}`, className)}
      aria-hidden={variant === 'ghost' || undefined}
    >
      {hasHeader && (
        <div className="ui-tile__header">
          {icon && (
            <span className="ui-tile__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <div className="ui-tile__heading">
            {title && (
              <Heading className="ui-tile__title" title={typeof title === 'string' ? title : undefined}>
                {title}
              </Heading>
            )}
            {subtitle && <p className="ui-tile__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="ui-tile__actions">{actions}</div>}
        </div>
      )}
      {children && <div className="ui-tile__body">{children}</div>}
      {footer && <div className="ui-tile__footer">{footer}</div>}
    </Element>
  );
}
