import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_PLACEHOLDER_DELAY_MS, PLAN_NAME, PLAN_PRICE_LABEL } from '@shared/constants';
import { TextField } from '@client/components/ui/text-field';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';

/**
 * /checkout: the spec's placeholder payment form. It makes no call: 'Processing...' for one second, then
 * /set-password. Real payment wiring comes with billing.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    timer.current = window.setTimeout(() => navigate('/set-password'), CHECKOUT_PLACEHOLDER_DELAY_MS);
  }

  return (
    <AuthCard title="Checkout" subtitle="Step 2: Payment details.">
      <p className="auth-plan">
        <span className="auth-plan__name">{PLAN_NAME}</span>
        <span className="auth-plan__price">{PLAN_PRICE_LABEL} / month</span>
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Checkout">
        <TextField
          label="Name"
          name="name"
          autoComplete="cc-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={processing}
        />
        <TextField
          label="Card Number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          disabled={processing}
        />
        <AuthSubmit loading={processing} loadingLabel="Processing...">
          Pay {PLAN_PRICE_LABEL}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
