import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { getCheckoutResponse } from '@shared/api/billing';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { api, FN } from '@client/lib/api-client';
import { useSession } from '@client/lib/session';
import { usePurchaseSignIn } from '../api/purchase-sign-in';
import { PURCHASE_EMAIL_KEY, purchaseEmail } from '../utils/purchase-email';
import { AuthCard } from './auth-card';

/** GET {fn}/getCheckoutSession?session_id: the e-mail of the account the checkout was for. */
function useCheckoutEmail(sessionId: string | null) {
  return useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: async () =>
      getCheckoutResponse.parse(
        await api(`${FN}/getCheckoutSession?session_id=${encodeURIComponent(sessionId!)}`, {
          allowUnauthorized: true,
        }),
      ),
    enabled: sessionId !== null,
    retry: false,
  });
}

/**
 * /set-password: the return point after checkout. The account already has the password chosen at step 1
 * (/purchase-register), so nothing more is asked: the page confirms the purchase and signs the buyer in
 * with the purchase cookie step 1 gave this browser. Without it (another browser, a cookie used or expired)
 * the buyer logs in with that password. The e-mail comes from the checkout session lookup, the query, or
 * the one stored at /purchase-register.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const checkout = useCheckoutEmail(sessionId);
  const session = useSession();
  const signIn = usePurchaseSignIn();
  const { mutate } = signIn;
  const sent = useRef(false);
  const [fallbackEmail] = useState(() => purchaseEmail(params.get('email')));
  const email = checkout.data?.email ?? fallbackEmail;
  const signedIn = Boolean(email && session.user?.email.toLowerCase() === email.toLowerCase());

  useEffect(() => {
    // Once: the purchase cookie works a single time. After the session is known, so a buyer already signed
    // in (a reload of this page) keeps their session.
    if (!sessionId || !checkout.data || session.isLoading || signedIn || sent.current) return;
    sent.current = true;
    mutate(sessionId, { onSuccess: () => localStorage.removeItem(PURCHASE_EMAIL_KEY) });
  }, [sessionId, checkout.data, session.isLoading, signedIn, mutate]);

  if ((sessionId && (checkout.isPending || session.isLoading)) || signIn.isPending) {
    return <Spinner size="lg" label="Looking up your checkout" />;
  }
  if (!email) {
    return (
      <AuthCard title="Set your password">
        <div className="auth-form">
          <Alert tone="error">{MESSAGES.missingEmail}</Alert>
          <ButtonLink to="/purchase-register" variant="secondary" fullWidth>
            Start your purchase
          </ButtonLink>
          <p className="auth-email">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Your account is ready"
      subtitle={signedIn ? 'You are signed in.' : 'Log in with the password you chose when you created it.'}
    >
      <div className="auth-form">
        {checkout.data?.complete && (
          <Alert tone="success">Payment received: your Vision Plan is active.</Alert>
        )}
        <Alert tone={signedIn ? 'success' : 'info'}>Your account {email} is ready.</Alert>
        {signedIn ? (
          <ButtonLink to="/dashboard" size="lg" fullWidth>
            Go to Dashboard
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" size="lg" fullWidth>
            Go to Login
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
