import type { ReactNode } from 'react';
import './legal-page.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable legal document: title, date, a table of contents and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <div className="legal">
      <div className="container">
        <header className="legal__header">
          <h1 className="legal__title">{title}</h1>
          <p className="legal__updated">Last updated: {updated}</p>
        </header>
        <div className="legal__layout">
          <nav className="legal__toc" aria-label="On this page">
            <p className="legal__toc-title">On this page</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal__body">
            <div className="legal__intro">{intro}</div>
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                className="legal__section"
                aria-labelledby={`${section.id}-h`}
              >
                <h2 id={`${section.id}-h`}>
                  <span className="legal__number">{index + 1}.</span> {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
