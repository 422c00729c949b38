import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@client/components/ui/button-link';
import { CardGrid, type Card } from './card-grid';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import './demo-page-layout.css';

export interface DemoPageLayoutProps {
  eyebrow: ReactNode;
  title: string;
  lead: string;
  /** The animated sample, shown under the intro. */
  demo: ReactNode;
  highlights: Card[];
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
          <CardGrid cards={highlights} marks="icons" card="demo-highlight" className="demo-page__list" />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
