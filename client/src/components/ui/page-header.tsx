import clsx from 'clsx';
import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right (stacked under the title on phones). */
  actions?: ReactNode;
  className?: string;
  /** The document's title before "· Mindlane" when it is not `title` (a tab of the area names the page). */
  documentTitle?: string;
}

/** The heading block of an app page; also sets the document title. */
export function PageHeader({ title, description, actions, className, documentTitle }: PageHeaderProps) {
  return (
    <header className={clsx('ui-page-header', className)}>
      <title>{`${documentTitle ?? title} · Mindlane`}</title>
      <div className="ui-page-header__text">
        <h1 className="ui-page-header__title">{title}</h1>
        {description && <p className="ui-page-header__description">{description}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}
