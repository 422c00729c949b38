import { ArrowRight, CreditCard, FolderLock, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_AI_LIMIT, PAID_LIMITS, PLAN_NAME, TRIAL_DAYS } from '@shared/constants';
import { ButtonLink } from '@client/components/ui/button-link';
import { useSession } from '@client/lib/session';
import { trialLimitsText } from '@client/lib/trial-limits';
import { PricingCard } from '../components/pricing-card';
import { useDocumentTitle } from '../hooks/use-document-title';
import '../components/marketing.css';
import './purchase-page.css';

const LIMITS = [
  { value: PAID_LIMITS.mindmaps, label: 'mindmaps' },
  { value: PAID_LIMITS.todoLists, label: 'todo lists' },
  { value: PAID_LIMITS.boards, label: 'Kanban boards' },
  { value: DEFAULT_AI_LIMIT, label: 'AI automations per month' },
];

const ASSURANCES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <RotateCcw />,
    title: 'Cancel any time',
    text: 'Keep access until the end of the month you paid for.',
  },
  {
    icon: <CreditCard />,
    title: 'Secure checkout',
    text: 'Card details go straight to our payment processor.',
  },
  {
    icon: <FolderLock />,
    title: 'Your work stays yours',
    text: 'Maps, lists and boards from your trial carry over.',
  },
];

/** Plan and pricing: the Vision Plan, its limits, and the way in (purchase or free trial). */
export function PurchasePage() {
  useDocumentTitle('Pricing');
  // A signed-in user pays for their own account; a visitor makes one first.
  const { user } = useSession();
  return (
    <div className="purchase">
      <div className="container purchase__grid">
        <div className="purchase__intro">
          <p className="mk-eyebrow">Plan and pricing</p>
          <h1 className="mk-display purchase__title">One simple plan for everything you plan.</h1>
          <p className="mk-lead">
            The {PLAN_NAME} unlocks mind maps, to-do lists, Kanban boards and AI assistance, with support and
            training included.
          </p>
        </div>
        <div className="purchase__details">
          <section className="purchase__limits" aria-labelledby="purchase-limits">
            <h2 id="purchase-limits" className="purchase__limits-title">
              Plan limits
            </h2>
            <ul className="purchase__limits-list">
              {LIMITS.map((limit) => (
                <li key={limit.label}>
                  <strong>{limit.value}</strong> {limit.label}
                </li>
              ))}
            </ul>
          </section>
          <ul className="purchase__assurances">
            {ASSURANCES.map((item) => (
              <li key={item.title}>
                <span className="purchase__assurance-icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span>
                  <strong>{item.title}.</strong> {item.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="purchase__card">
          <PricingCard
            headingLevel={2}
            action={
              <ButtonLink
                to={user ? '/checkout' : '/purchase-register'}
                size="lg"
                fullWidth
                trailingIcon={<ArrowRight />}
              >
                Purchase {PLAN_NAME}
              </ButtonLink>
            }
            footnote={
              user
                ? 'The plan goes on the account you are signed in with.'
                : 'You will create your account first, then pay securely.'
            }
          />
          <p className="purchase__trial">
            Want to try it first? <Link to="/register">Start a free {TRIAL_DAYS}-day trial</Link>, no card
            needed. {trialLimitsText()}
          </p>
        </div>
      </div>
    </div>
  );
}
