import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { DEFAULT_AI_LIMIT, PAID_LIMITS, PLAN_NAME, PLAN_PRICE_LABEL, TRIAL_DAYS } from '@shared/constants';
import { Badge } from '@client/components/ui/badge';
import './pricing-card.css';

/** What the Vision Plan includes, in the order of the product contract. */
export const PLAN_FEATURES: { name: string; detail: string }[] = [
  { name: 'Mind maps', detail: `Up to ${PAID_LIMITS.mindmaps} maps on an endless, shared canvas` },
  { name: 'Todos', detail: `Up to ${PAID_LIMITS.todoLists} to-do lists, linked to the ideas they came from` },
  { name: 'Kanban', detail: `Up to ${PAID_LIMITS.boards} boards with due dates and past-due counts` },
  { name: 'AI assistance', detail: `${DEFAULT_AI_LIMIT} AI automations per month` },
  { name: 'Support and training', detail: 'Email support from the team and guided onboarding' },
];

export interface PricingCardProps {
  /** The button or link under the features. */
  action: ReactNode;
  footnote?: ReactNode;
  headingLevel?: 2 | 3;
}

/** The single plan: name, price per month, what it includes and a call to action. */
export function PricingCard({ action, footnote, headingLevel = 3 }: PricingCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pricing-card">
      <div className="pricing-card__top">
        <Heading className="pricing-card__name">{PLAN_NAME}</Heading>
        <Badge tone="primary">{TRIAL_DAYS}-day free trial</Badge>
      </div>
      <p className="pricing-card__price">
        <span className="pricing-card__amount">{PLAN_PRICE_LABEL}</span>
        <span className="pricing-card__period"> per month</span>
      </p>
      <p className="pricing-card__summary">Everything in Mindlane for one person. Cancel any time.</p>
      <ul className="pricing-card__features">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature.name}>
            <span className="pricing-card__check" aria-hidden="true">
              <Check />
            </span>
            <span>
              <strong>{feature.name}</strong>
              <span className="pricing-card__detail">{feature.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="pricing-card__action">{action}</div>
      {footnote && <p className="pricing-card__footnote">{footnote}</p>}
    </article>
  );
}
