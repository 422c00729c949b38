import { ListTodo, Network, ShieldCheck, Sparkles, SquareKanban, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { MarketingSection } from '../marketing-section';
import '../tones.css';
import './features-section.css';

const FEATURES: { icon: ReactNode; title: string; text: string; tone: string }[] = [
  {
    icon: <Network />,
    title: 'Mind maps',
    text: 'Branch out on an endless canvas. Drag nodes, regroup ideas and zoom from the big picture to a detail.',
    tone: 'indigo',
  },
  {
    icon: <ListTodo />,
    title: 'To-do lists',
    text: 'Turn any node into a checklist. Every list remembers the idea it came from, so context is one click away.',
    tone: 'teal',
  },
  {
    icon: <SquareKanban />,
    title: 'Kanban boards',
    text: 'Move cards through your lanes, set due dates and see at a glance what is done and what is past due.',
    tone: 'amber',
  },
  {
    icon: <Sparkles />,
    title: 'AI assistance',
    text: 'Describe the goal in a sentence. Get a first draft of a map, list or board, then make it yours.',
    tone: 'violet',
  },
  {
    icon: <Users />,
    title: 'Real-time collaboration',
    text: 'Edit together and watch each other’s cursors. Go offline and your changes sync when you reconnect.',
    tone: 'pink',
  },
  {
    icon: <ShieldCheck />,
    title: 'Encrypted cloud storage',
    text: 'Your work is saved as you type, sent over encrypted connections and shared only with your workspace.',
    tone: 'teal',
  },
];

export function FeaturesSection() {
  return (
    <MarketingSection
      eyebrow="Everything in one lane"
      title="Three tools that finally talk to each other"
      lead="Most teams keep ideas in one app, tasks in another and progress in a third. Mindlane keeps them connected, so nothing gets lost between thinking and doing."
      tone="muted"
    >
      <ul className="card-grid features-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className={`feature-card mm-tone--${feature.tone}`}>
            <span className="icon-badge feature-card__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className="feature-card__title">{feature.title}</h3>
            <p className="feature-card__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
