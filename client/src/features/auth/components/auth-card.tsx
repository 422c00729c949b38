import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import './auth.css';

export interface AuthCardProps {
  /** The page's heading and document title. */
  title: string;
  subtitle?: ReactNode;
  /** Links under the form (e.g. "Forgot password?"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in, sign-up and password screen sits in. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <title>{`${title} · Mindlane`}</title>
      <Card as="section" padding="lg" className="auth-card" aria-labelledby="auth-card-title">
        <header className="auth-card__header">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className="auth-card__footer">{footer}</footer>}
      </Card>
    </div>
  );
}
