import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@client/components/ui/button-link';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import './demo-page-layout.css';

export interface DemoHighlight {
  icon: ReactNode;
  title: string;
  text: string;
}

export interface DemoPageLayoutProps {
  eyebrow: ReactNode;
  title: string;
  lead: string;
  /** The animated sample, shown under the intro. */
  demo: ReactNode;
  highlights: DemoHighlight[];
  highlightsTitle: string;
}

/** The shared shape of the three demo pages: intro with Get Started, the live sample, three highlights. */
export function DemoPageLayout({
  eyebrow,
  title,
  lead,
  demo,
  highlights,
  highlightsTitle,
}: DemoPageLayoutProps) {
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        actions={
          <>
            <ButtonLink to="/purchase" size="lg" trailingIcon={<ArrowRight />}>
              Get Started
            </ButtonLink>
            <ButtonLink to="/demo" size="lg" variant="secondary">
              Open the demo workspace
            </ButtonLink>
          </>
        }
        visual={<div className="demo-page__stage">{demo}</div>}
      />
      <section className="demo-page__highlights" aria-labelledby="demo-highlights-title">
        <div className="container">
          <h2 id="demo-highlights-title" className="visually-hidden">
            {highlightsTitle}
          </h2>
          <ul className="card-grid demo-page__list">
            {highlights.map((highlight) => (
              <li key={highlight.title} className="demo-page__item">
                <span className="icon-badge demo-page__icon" aria-hidden="true">
                  {highlight.icon}
                </span>
                <h3 className="demo-page__item-title">{highlight.title}</h3>
                <p className="demo-page__item-text">{highlight.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
