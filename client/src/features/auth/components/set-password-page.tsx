import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { strongPassword } from '@shared/api/auth';
import { getCheckoutResponse, setPasswordResponse } from '@shared/api/billing';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { api, FN } from '@client/lib/api-client';
import { errorText } from '@client/lib/api-errors';
import type { FieldErrors } from '@client/lib/form-errors';
import { useNewPassword } from '../hooks/use-new-password';
import { PURCHASE_EMAIL_KEY, purchaseEmail } from '../utils/purchase-email';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { NewPasswordFields } from './new-password-fields';

type Field = 'password' | 'confirmPassword';
const passwordForm = z.object({ password: strongPassword });

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
 * /set-password: the return point after checkout. The e-mail comes from the checkout session lookup,
 * the query, or the one stored at /purchase-register. The server sets the password only for the account
 * this browser made on the purchase path (its purchase cookie), once.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const checkout = useCheckoutEmail(sessionId);
  const [fallbackEmail] = useState(() => purchaseEmail(params.get('email')));
  const email = checkout.data?.email ?? fallbackEmail;
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthCard title="Your account is ready" subtitle="Log in with your e-mail address and new password.">
        <Alert tone="success">Your account {email} is ready.</Alert>
        <div className="auth-form__actions">
          <ButtonLink to="/login" size="lg" fullWidth>
            Go to Login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (sessionId && checkout.isPending) return <Spinner size="lg" label="Looking up your checkout" />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = newPassword.check(passwordForm);
    setErrors(result.errors);
    if (!email || !result.data) return;
    setSaving(true);
    api(`${FN}/set-password`, {
      method: 'POST',
      body: { password: result.data.password, email },
      allowUnauthorized: true,
    })
      .then((body) => {
        setPasswordResponse.parse(body);
        localStorage.removeItem(PURCHASE_EMAIL_KEY);
        setDone(true);
      })
      .catch((error: unknown) => setFormError(errorText(error, MESSAGES.unexpectedError)))
      .finally(() => setSaving(false));
  }

  return (
    <AuthCard title="Set your password" subtitle="Choose the password you will log in with.">
      {email ? (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Set your password">
          {checkout.data?.complete && (
            <Alert tone="success">Payment received: your Vision Plan is active.</Alert>
          )}
          {formError && <Alert tone="error">{formError}</Alert>}
          <p className="auth-email">
            Account: <strong>{email}</strong>
          </p>
          <NewPasswordFields value={newPassword.fields} errors={errors} />
          <AuthSubmit loading={saving} loadingLabel="Saving...">
            Set Password
          </AuthSubmit>
        </form>
      ) : (
        <div className="auth-form">
          <Alert tone="error">{MESSAGES.missingEmail}</Alert>
          <ButtonLink to="/purchase-register" variant="secondary" fullWidth>
            Start your purchase
          </ButtonLink>
          <p className="auth-email">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
