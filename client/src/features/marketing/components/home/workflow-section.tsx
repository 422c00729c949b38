import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MarketingSection } from '../marketing-section';
import './workflow-section.css';

const STEPS = [
  {
    number: '01',
    title: 'Map it',
    text: 'Start with a root idea and branch out. Or let the AI draft the first map from one sentence.',
    to: '/mindmap-demo',
    link: 'See the mind map demo',
  },
  {
    number: '02',
    title: 'Plan it',
    text: 'Turn branches into to-do lists, assign each task and keep it tied to the node it came from.',
    to: '/todo-demo',
    link: 'See the to-do demo',
  },
  {
    number: '03',
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
      <ol className="card-grid workflow">
        {STEPS.map((step) => (
          <li key={step.number} className="workflow__step">
            <span className="workflow__number" aria-hidden="true">
              {step.number}
            </span>
            <h3 className="workflow__title">{step.title}</h3>
            <p className="workflow__text">{step.text}</p>
            <Link to={step.to} className="workflow__link">
              {step.link}
              <ArrowRight aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
