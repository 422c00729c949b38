import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@shared/constants';
import { ButtonLink } from '@client/components/ui/button-link';
import './cta-band.css';

export interface CtaBandProps {
  title?: string;
  text?: string;
}

/** The closing call to action of a marketing page: Get Started goes to /purchase. */
export function CtaBand({
  title = 'Your next big idea deserves a clear lane.',
  text = 'Map it, plan it and ship it in one place. Set up takes a minute.',
}: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <div className="container">
        <div className="cta-band__panel">
          <div>
            <h2 id="cta-band-title" className="cta-band__title">
              {title}
            </h2>
            <p className="cta-band__text">{text}</p>
          </div>
          <div className="cta-band__actions">
            <ButtonLink to="/purchase" size="lg" className="cta-band__primary" trailingIcon={<ArrowRight />}>
              Get Started
            </ButtonLink>
            <Link to="/register" className="cta-band__trial">
              or try it free for {TRIAL_DAYS} days
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
