import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { testCheckoutResponse } from '@shared/api/billing';
import { CHECKOUT_PLACEHOLDER_DELAY_MS, PLAN_NAME, PLAN_PRICE_LABEL } from '@shared/constants';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { api } from '@client/lib/api-client';
import { checkoutErrorText, startCheckout } from '@client/lib/billing';
import { useFormFields } from '@client/lib/use-form-fields';
import { useSession } from '@client/lib/session';
import { cardForm } from '../utils/card-form';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';

/**
 * /checkout. With a session id it is the local test-mode checkout: the spec's placeholder form (Name,
 * Card Number, 'Processing...' for one second), which then activates the plan without charging anything.
 * Without one, a signed-in user (Upgrade, Purchase, a lapsed plan) starts a checkout for their own account.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return sessionId ? <TestCheckoutForm sessionId={sessionId} /> : <StartCheckout />;
}

function PlanLine() {
  return (
    <p className="auth-plan">
      <span className="auth-plan__name">{PLAN_NAME}</span>
      <span className="auth-plan__price">{PLAN_PRICE_LABEL} / month</span>
    </p>
  );
}

function StartCheckout() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (isLoading || started.current) return;
    started.current = true;
    if (!user) {
      navigate('/purchase', { replace: true });
      return;
    }
    startCheckout().catch((failure: unknown) => setError(checkoutErrorText(failure)));
  }, [isLoading, user, navigate]);

  return (
    <AuthCard title="Checkout" subtitle={`Subscribe to the ${PLAN_NAME}.`}>
      <PlanLine />
      {error ? (
        <>
          <Alert tone="error">{error}</Alert>
          <Button variant="secondary" fullWidth onClick={() => navigate('/billing')}>
            Back to Billing
          </Button>
        </>
      ) : (
        <Alert tone="info">Starting checkout…</Alert>
      )}
    </AuthCard>
  );
}

function TestCheckoutForm({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  // Step 1 is the purchase sign-up: someone signed in already (Billing's Purchase) has no steps to count.
  const { user } = useSession();
  const form = useFormFields({ name: '', cardNumber: '' });
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!form.check(cardForm)) return;
    setProcessing(true);
    timer.current = window.setTimeout(() => {
      api('/api/billing/test-checkout', { method: 'POST', body: { session_id: sessionId } })
        .then((body) => navigate(testCheckoutResponse.parse(body).url))
        .catch((failure: unknown) => {
          setProcessing(false);
          setError(checkoutErrorText(failure));
        });
    }, CHECKOUT_PLACEHOLDER_DELAY_MS);
  }

  return (
    <AuthCard title="Checkout" subtitle={user ? 'Payment details.' : 'Step 2: Payment details.'}>
      <PlanLine />
      <p className="auth-test-mode">
        <Badge tone="warning">Test mode</Badge> No card is charged: this checkout activates the plan locally.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Checkout">
        <TextField
          label="Name"
          name="name"
          autoComplete="cc-name"
          {...form.bind('name')}
          disabled={processing}
        />
        <TextField
          label="Card Number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          {...form.bind('cardNumber')}
          hint="Any valid card number works here, e.g. 4242 4242 4242 4242."
          disabled={processing}
        />
        <AuthSubmit loading={processing} loadingLabel="Processing...">
          Pay {PLAN_PRICE_LABEL}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
