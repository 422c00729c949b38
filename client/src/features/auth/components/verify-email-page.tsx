import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALREADY_VERIFIED, INVALID_VERIFICATION_LINK } from '@shared/api/verification';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api-errors';
import { useSession } from '@client/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/**
 * /verify-email?token=: the e-mailed link confirming an address. It works once, signed in or not (in the
 * app's shell when signed in); opened again, it says the address is already verified.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, isLoading: sessionLoading } = useSession();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a second call would find the link used. After the session is known, so that the
    // refetch of the user that success triggers cannot be overtaken by the first, older answer.
    if (!token || sessionLoading || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, sessionLoading, mutate]);

  const next = user ? { to: '/profile', label: 'Go to your profile' } : { to: '/login', label: 'Log in' };
  let body;
  if (!token) body = <Alert tone="error">{INVALID_VERIFICATION_LINK}</Alert>;
  else if (verify.isSuccess) {
    body = (
      <Alert tone="success">
        {verify.data.alreadyVerified ? ALREADY_VERIFIED : 'Your e-mail address is confirmed.'}
      </Alert>
    );
  } else if (verify.isError) {
    body = <Alert tone="error">{errorText(verify.error, INVALID_VERIFICATION_LINK)}</Alert>;
  } else body = <Spinner label="Confirming your e-mail address..." showLabel />;

  return (
    <AuthCard title="Confirm your e-mail address">
      <div className="auth-form">
        {body}
        {(verify.isSuccess || verify.isError || !token) && (
          <ButtonLink to={next.to} fullWidth>
            {next.label}
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
