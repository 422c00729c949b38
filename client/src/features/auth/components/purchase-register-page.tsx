import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { PLAN_NAME, PLAN_PRICE_LABEL } from '@shared/constants';
import { Alert } from '@client/components/ui/alert';
import { FN } from '@client/lib/api-client';
import { checkoutErrorText, startCheckout } from '@client/lib/billing';
import { PURCHASE_EMAIL_KEY } from '../utils/purchase-email';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/**
 * /purchase-register: creates the account (this browser gets the purchase cookie that alone may choose
 * its password later), remembers its e-mail for the purchase path, then starts the checkout.
 */
export function PurchaseRegisterPage() {
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  function onRegistered(email: string) {
    localStorage.setItem(PURCHASE_EMAIL_KEY, email);
    setRedirecting(true);
    startCheckout(email).catch((error: unknown) => {
      setRedirecting(false);
      setCheckoutError(checkoutErrorText(error));
    });
  }

  return (
    <AuthCard
      title="Step 1: Create Account"
      subtitle="Create your account, then choose how to pay."
      footer={
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      }
    >
      <p className="auth-plan">
        <span className="auth-plan__name">{PLAN_NAME}</span>
        <span className="auth-plan__price">{PLAN_PRICE_LABEL} / month</span>
      </p>
      {checkoutError && <Alert tone="error">{checkoutError}</Alert>}
      {redirecting ? (
        <Alert tone="info">Account created. Starting checkout…</Alert>
      ) : (
        <RegisterForm
          path={`${FN}/purchase-register`}
          submitLabel="Continue to Checkout"
          fallbackError={MESSAGES.createAccountFailed}
          onRegistered={onRegistered}
        />
      )}
    </AuthCard>
  );
}
