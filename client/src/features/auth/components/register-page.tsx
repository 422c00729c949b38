import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { TRIAL_DAYS } from '@shared/constants';
import { safeNextPath } from '@client/lib/safe-next';
import type { NoticeState } from '../hooks/use-notice';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** /register: the free trial sign-up; success goes to /login with a notice (keeping ?next=). */
export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const nextQuery = next ? `?next=${encodeURIComponent(safeNextPath(next))}` : '';

  return (
    <AuthCard
      title="Free 3-Day Trial"
      subtitle={`Try every feature free for ${TRIAL_DAYS} days. No card needed.`}
      footer={
        <span>
          Already have an account? <Link to={`/login${nextQuery}`}>Log in</Link>
        </span>
      }
    >
      <RegisterForm
        submitLabel="Start Free Trial"
        fallbackError={MESSAGES.registerFailed}
        onRegistered={() =>
          navigate(`/login${nextQuery}`, {
            state: { notice: 'Your account is ready. Please log in.' } satisfies NoticeState,
          })
        }
      />
    </AuthCard>
  );
}
