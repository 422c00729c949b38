import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { TRIAL_DAYS } from '@shared/constants';
import { safeNextPath } from '@client/lib/safe-next';
import { trialLimitsText } from '@client/lib/trial-limits';
import type { NoticeState } from '../hooks/use-notice';
import { AuthCard } from './auth-card';
import { InvitationSignUp } from './invitation-sign-up';
import { RegisterForm } from './register-form';

/**
 * /register: the free trial sign-up; ?email= fills in the address. Success goes to /login (keeping ?next=)
 * with a notice naming where the verification e-mail went. ?invitation=<token> is an invitee's sign-up
 * instead (InvitationSignUp).
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const invitedEmail = params.get('email')?.trim() ?? '';
  const nextQuery = next ? `?next=${encodeURIComponent(safeNextPath(next))}` : '';
  const invitation = params.get('invitation');
  if (invitation) return <InvitationSignUp token={invitation} />;

  return (
    <AuthCard
      title="Free 3-Day Trial"
      subtitle={`Try Mindlane free for ${TRIAL_DAYS} days. No card needed.`}
      footer={
        <span>
          Already have an account? <Link to={`/login${nextQuery}`}>Log in</Link>
        </span>
      }
    >
      <p className="auth-trial-limits">{trialLimitsText()}</p>
      <RegisterForm
        submitLabel="Start Free Trial"
        fallbackError={MESSAGES.registerFailed}
        initialEmail={invitedEmail}
        onRegistered={(email) =>
          navigate(`/login${nextQuery}`, {
            state: {
              notice: `Your account is ready. We sent an e-mail to ${email}: open its link to confirm your address. Please log in.`,
              email,
            } satisfies NoticeState,
          })
        }
      />
    </AuthCard>
  );
}
