import { Link } from 'react-router-dom';
import { PLAN_PRICE_LABEL, TRIAL_DAYS } from '@shared/constants';
import { ButtonLink } from '@client/components/ui/button-link';
import { MarketingSection } from '../marketing-section';
import { PricingCard } from '../pricing-card';
import './pricing-section.css';

export function PricingSection() {
  return (
    <MarketingSection
      id="pricing"
      eyebrow="Pricing"
      title="One plan. Everything included."
      lead={`No seats to count and no tiers to compare. Try every feature free, then keep going for ${PLAN_PRICE_LABEL} a month.`}
      tone="muted"
    >
      <div className="pricing-section__card">
        <PricingCard
          action={
            <ButtonLink to="/purchase" size="lg" fullWidth>
              Get Started
            </ButtonLink>
          }
          footnote={
            <>
              Not sure yet? <Link to="/register">Start the free {TRIAL_DAYS}-day trial</Link>.
            </>
          }
        />
      </div>
    </MarketingSection>
  );
}
