import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@shared/constants';
import { ButtonLink } from '@client/components/ui/button-link';
import { HERO_MAP } from '../../data/sample-maps';
import { PEOPLE } from '../../data/sample-people';
import { DemoWindow } from '../demo-window';
import { MindMapAnimation } from '../mind-map-animation';
import { PageHero } from '../page-hero';

export function HeroSection() {
  return (
    <PageHero
      layout="split"
      className="home-hero"
      eyebrow={
        <>
          <Sparkles aria-hidden="true" /> Mind maps, to-dos and Kanban, with AI
        </>
      }
      title={
        <>
          Map the idea. Ship the plan. <span className="mk-gradient-text">All in Mindlane.</span>
        </>
      }
      lead="Mindlane puts mind maps, to-do lists and Kanban boards in one live workspace. Sketch the idea, turn branches into tasks, and drag them to Done while your team edits alongside you."
      actions={
        <>
          <ButtonLink to="/purchase" size="lg" trailingIcon={<ArrowRight />}>
            Get Started
          </ButtonLink>
          <ButtonLink to="/demo" size="lg" variant="secondary">
            Explore the demo
          </ButtonLink>
        </>
      }
      note={
        <>
          New here? <Link to="/register">Start a free {TRIAL_DAYS}-day trial</Link>. No card needed.
        </>
      }
      visual={
        <DemoWindow title="Q3 launch · Mind map" people={[PEOPLE.ava, PEOPLE.marcus, PEOPLE.priya]} animated>
          <MindMapAnimation map={HERO_MAP} size="compact" />
        </DemoWindow>
      }
    />
  );
}
