import { ArrowRight, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '@client/lib/session';
import { useSignOutAndLeave } from '@client/components/layout/account-menu';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { SUPPORT_EMAIL } from '../data/company';
import './access-notice.css';

export interface AccessNoticeProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** Explains why the app is locked, with Purchase first and the way to the account or out. */
export function AccessNotice({ icon, title, children }: AccessNoticeProps) {
  const { user } = useSession();
  const { signOut, isPending } = useSignOutAndLeave();
  return (
    <div className="access-notice">
      <div className="container">
        <div className="access-notice__card">
          <span className="icon-badge access-notice__icon" aria-hidden="true">
            {icon}
          </span>
          <h1 className="access-notice__title">{title}</h1>
          <div className="access-notice__text">{children}</div>
          <div className="centered-actions">
            <ButtonLink to="/purchase" size="lg" trailingIcon={<ArrowRight />}>
              Purchase
            </ButtonLink>
            {user ? (
              <ButtonLink to="/account" size="lg" variant="secondary">
                Go to Account
              </ButtonLink>
            ) : (
              <ButtonLink to="/login" size="lg" variant="secondary">
                Login
              </ButtonLink>
            )}
          </div>
          {user && (
            <Button
              variant="ghost"
              size="sm"
              className="access-notice__signout"
              leadingIcon={<LogOut />}
              loading={isPending}
              onClick={signOut}
            >
              Sign Out
            </Button>
          )}
          <p className="access-notice__help">
            Something not right? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </div>
      </div>
    </div>
  );
}
