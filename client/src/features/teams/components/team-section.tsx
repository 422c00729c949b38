import type { ReactNode } from 'react';

export interface TeamSectionProps {
  /** The id of the heading, which names the section. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A titled list of the team page: its error, loading, empty or filled state comes as children. */
export function TeamSection({ titleId, title, children }: TeamSectionProps) {
  return (
    <section className="team-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="team-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
