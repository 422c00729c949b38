import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import './not-found.css';

export interface NotFoundPanelProps {
  /** The heading: 'Page not found', or the contract's text for a map, list or board. */
  title: string;
  text: string;
  /** The way on: buttons or links. */
  actions: ReactNode;
  /** Announces the heading at once (a screen that was loading, then found nothing). */
  announce?: boolean;
}

/** The 404 look: the large code, what was not found, why it may be, and the way on. */
export function NotFoundPanel({ title, text, actions, announce = false }: NotFoundPanelProps) {
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div role={announce ? 'alert' : undefined}>
          <h1 className="not-found__title">{title}</h1>
        </div>
        <p className="not-found__text">{text}</p>
        <div className="centered-actions">{actions}</div>
      </div>
    </div>
  );
}

/** A map, list or board that is not there (or not in this workspace), with the way back to its list. */
export function ItemNotFound({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <>
      <title>{`${title} · Mindlane`}</title>
      <NotFoundPanel
        announce
        title={title}
        text="It may have been deleted, or it belongs to a workspace you are not a member of. Check the link, or go back to the list."
        actions={
          <ButtonLink to={backTo} size="lg">
            {backLabel}
          </ButtonLink>
        }
      />
    </>
  );
}
