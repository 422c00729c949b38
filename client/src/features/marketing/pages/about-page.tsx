import { Gauge, Layers, RefreshCcw, Target, Users, Zap } from 'lucide-react';
import { CardGrid, type Card } from '../components/card-grid';
import { CtaBand } from '../components/cta-band';
import { InsightsPreview } from '../components/about/insights-preview';
import { MarketingSection } from '../components/marketing-section';
import { PageHero } from '../components/page-hero';
import { useDocumentTitle } from '../hooks/use-document-title';
import './about-page.css';

const BENEFITS: Card[] = [
  {
    mark: <Layers />,
    title: 'One place for the whole idea',
    text: 'Maps, lists and boards live side by side, so you stop copying tasks between apps and losing the why behind them.',
  },
  {
    mark: <Zap />,
    title: 'A first draft in seconds',
    text: 'The AI turns a title and a sentence into a map, a list or a board. Editing a draft beats staring at a blank page.',
  },
  {
    mark: <Users />,
    title: 'Built for working together',
    text: 'Live cursors, instant updates and offline edits that sync later keep everyone on the same version.',
  },
  {
    mark: <Target />,
    title: 'Focus on what is due',
    text: 'Boards count what is not done and what is past due, so the work that needs you today is always on top.',
  },
];

const PRINCIPLES: Card[] = [
  {
    mark: 1,
    title: 'We ship small and often',
    text: 'Improvements reach you every week, not in a yearly big bang.',
  },
  {
    mark: 2,
    title: 'We listen first',
    text: 'Every support conversation is read by the people who build the product.',
  },
  {
    mark: 3,
    title: 'We measure what matters',
    text: 'Speed, reliability and whether you finish what you planned.',
  },
];

/** About: Our Mission, Key Benefits, Performance Insights, Continuous Improvement. */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <PageHero
        eyebrow="About Mindlane"
        title="Built for people who think in pictures and finish in lists"
        lead="Mindlane started with a simple frustration: the best ideas lived on whiteboards and the work lived somewhere else. We built one calm place for both."
      />
      <MarketingSection eyebrow="Why we exist" title="Our Mission" align="start" tone="muted">
        <div className="about-mission">
          <p className="about-mission__statement">
            Help every person and small team turn a tangle of ideas into a plan they can see, share and
            finish.
          </p>
          <div className="about-mission__text">
            <p>
              Thinking is messy and that is fine. A mind map lets you get everything out of your head and see
              how it connects. But ideas only matter when they become work, so in Mindlane every branch can
              become a to-do list and every to-do can become a card on a board.
            </p>
            <p>
              We keep the product focused: three tools, one subscription, no feature maze. If something does
              not help you move from idea to done, it does not belong in Mindlane.
            </p>
          </div>
        </div>
      </MarketingSection>
      <MarketingSection eyebrow="What you get" title="Key Benefits" align="start">
        <CardGrid cards={BENEFITS} marks="icons" card="about-benefit" className="about-benefits" />
      </MarketingSection>
      <MarketingSection
        eyebrow={
          <>
            <Gauge aria-hidden="true" /> Measure progress
          </>
        }
        title="Performance Insights"
        lead="Your dashboard shows how much you created and finished today and this week, with a 14-day trend for mind maps, to-do lists and boards. Spot a slow week early and see momentum when it builds."
        align="start"
        tone="muted"
      >
        <InsightsPreview />
      </MarketingSection>
      <MarketingSection
        eyebrow={
          <>
            <RefreshCcw aria-hidden="true" /> Always getting better
          </>
        }
        title="Continuous Improvement"
        lead="Mindlane is never finished. We improve it in the open, guided by how people actually use it."
        align="start"
      >
        <CardGrid cards={PRINCIPLES} marks="steps" card="about-principle" className="about-principles" />
      </MarketingSection>
      <CtaBand title="See how it feels in your own work." />
    </>
  );
}
