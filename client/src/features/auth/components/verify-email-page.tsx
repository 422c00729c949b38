import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ALREADY_VERIFIED,
  ANOTHER_ACCOUNTS_LINK,
  INVALID_VERIFICATION_LINK,
  LOG_IN_TO_VERIFY,
} from '@shared/api/verification';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/api-errors';
import { loginPathFor } from '@client/lib/safe-next';
import { useSession } from '@client/lib/session';
import { startSignOut, useSignOutState } from '@client/lib/sign-out';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** A link made for another account: log out here, then log in to that account and come back to it. */
function LogOutFirst({ here }: { here: string }) {
  const signingOut = useSignOutState().step === 'sending';
  return (
    <Button fullWidth loading={signingOut} onClick={() => void startSignOut({ returnTo: here })}>
      Log out
    </Button>
  );
}

/**
 * /verify-email?token=: the e-mailed link confirming an address. It confirms only for a signed-in session of
 * the account it was made for (in the app's shell): signed out, the page asks to log in and comes back
 * here; signed in as someone else, it offers to log out. Opened again (or without a link by a verified
 * account), it says the address is already verified and offers the Dashboard.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const here = `/verify-email?token=${encodeURIComponent(token ?? '')}`;
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

  const refusal = verify.error instanceof ApiError ? verify.error.status : undefined;
  // Nothing left to do here for a verified address: say so, and offer the way on.
  const alreadyVerified = verify.data?.alreadyVerified || (!token && user?.email_verified);
  let body;
  let action = user ? (
    <ButtonLink to="/profile" fullWidth>
      Go to your profile
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" fullWidth>
      Log in
    </ButtonLink>
  );
  if (alreadyVerified) {
    body = <Alert tone="success">{ALREADY_VERIFIED}</Alert>;
    if (user) {
      action = (
        <ButtonLink to="/dashboard" fullWidth>
          Go to Dashboard
        </ButtonLink>
      );
    }
  } else if (!token && sessionLoading) body = <Spinner label="Loading..." showLabel />;
  else if (!token) body = <Alert tone="error">{INVALID_VERIFICATION_LINK}</Alert>;
  else if (verify.isSuccess) body = <Alert tone="success">Your e-mail address is confirmed.</Alert>;
  else if (refusal === 401) {
    body = <Alert tone="info">{LOG_IN_TO_VERIFY}</Alert>;
    action = (
      <ButtonLink to={loginPathFor(here)} fullWidth>
        Log in
      </ButtonLink>
    );
  } else if (refusal === 403) {
    body = <Alert tone="warning">{errorText(verify.error, ANOTHER_ACCOUNTS_LINK)}</Alert>;
    action = <LogOutFirst here={here} />;
  } else if (verify.isError) {
    body = <Alert tone="error">{errorText(verify.error, INVALID_VERIFICATION_LINK)}</Alert>;
  } else body = <Spinner label="Confirming your e-mail address..." showLabel />;

  return (
    <AuthCard title="Confirm your e-mail address">
      <div className="auth-form">
        {body}
        {(verify.isSuccess || verify.isError || (!token && !sessionLoading)) && action}
      </div>
    </AuthCard>
  );
}
