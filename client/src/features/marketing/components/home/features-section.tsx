import { ListTodo, Network, ShieldCheck, Sparkles, SquareKanban, Users } from 'lucide-react';
import { CardGrid, type Card } from '../card-grid';
import { MarketingSection } from '../marketing-section';
import '../tones.css';
import './features-section.css';

const FEATURES: Card[] = [
  {
    mark: <Network />,
    title: 'Mind maps',
    text: 'Branch out on an endless canvas. Drag nodes, regroup ideas and zoom from the big picture to a detail.',
    className: 'mm-tone--indigo',
  },
  {
    mark: <ListTodo />,
    title: 'To-do lists',
    text: 'Turn any node into a checklist. Every list remembers the idea it came from, so context is one click away.',
    className: 'mm-tone--teal',
  },
  {
    mark: <SquareKanban />,
    title: 'Kanban boards',
    text: 'Move cards through your lanes, set due dates and see at a glance what is done and what is past due.',
    className: 'mm-tone--amber',
  },
  {
    mark: <Sparkles />,
    title: 'AI assistance',
    text: 'Describe the goal in a sentence. Get a first draft of a map, list or board, then make it yours.',
    className: 'mm-tone--violet',
  },
  {
    mark: <Users />,
    title: 'Real-time collaboration',
    text: 'Edit together and watch each other’s cursors. Go offline and your changes sync when you reconnect.',
    className: 'mm-tone--pink',
  },
  {
    mark: <ShieldCheck />,
    title: 'Encrypted cloud storage',
    text: 'Your work is saved as you type, sent over encrypted connections and shared only with your workspace.',
    className: 'mm-tone--teal',
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
      <CardGrid cards={FEATURES} marks="icons" card="feature-card" className="features-grid" />
    </MarketingSection>
  );
}
