import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CardGrid } from '../card-grid';
import { MarketingSection } from '../marketing-section';
import './workflow-section.css';

const STEPS = [
  {
    mark: '01',
    title: 'Map it',
    text: 'Start with a root idea and branch out. Or let the AI draft the first map from one sentence.',
    to: '/mindmap-demo',
    link: 'See the mind map demo',
  },
  {
    mark: '02',
    title: 'Plan it',
    text: 'Turn branches into to-do lists, assign each task and keep it tied to the node it came from.',
    to: '/todo-demo',
    link: 'See the to-do demo',
  },
  {
    mark: '03',
    title: 'Ship it',
    text: 'Drag cards from Planning to Done on a Kanban board, with past-due work flagged before it slips.',
    to: '/kanban-demo',
    link: 'See the Kanban demo',
  },
];

export function WorkflowSection() {
  return (
    <MarketingSection
      eyebrow="How it flows"
      title="From a blank canvas to done in three moves"
      lead="Each step feeds the next, so your plan always reflects the latest thinking."
    >
      <CardGrid
        cards={STEPS.map(({ to, link, ...step }) => ({
          ...step,
          footer: (
            <Link to={to} className="workflow-step__link">
              {link}
              <ArrowRight aria-hidden="true" />
            </Link>
          ),
        }))}
        marks="steps"
        card="workflow-step"
        className="workflow"
      />
    </MarketingSection>
  );
}
