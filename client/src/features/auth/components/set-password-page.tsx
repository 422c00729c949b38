import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { strongPassword } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import type { FieldErrors } from '@client/lib/form-errors';
import { useNewPassword } from '../hooks/use-new-password';
import { PURCHASE_EMAIL_KEY, purchaseEmail } from '../utils/purchase-email';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { NewPasswordFields } from './new-password-fields';

type Field = 'password' | 'confirmPassword';
const passwordForm = z.object({ password: strongPassword });

/**
 * /set-password: the return point after checkout. The e-mail comes from ?email=, else the one stored at
 * /purchase-register. Until billing lands, valid input only confirms that the account is ready.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const [email] = useState(() => purchaseEmail(params.get('email')));
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthCard title="Your account is ready" subtitle="Log in with your e-mail address and password.">
        <Alert tone="success">Your account {email} is ready.</Alert>
        <div className="auth-form__actions">
          <ButtonLink to="/login" size="lg" fullWidth>
            Go to Login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = newPassword.check(passwordForm);
    setErrors(result.errors);
    if (!email || !result.data) return;
    localStorage.removeItem(PURCHASE_EMAIL_KEY);
    setDone(true);
  }

  return (
    <AuthCard title="Set your password" subtitle="Choose the password you will log in with.">
      {email ? (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Set your password">
          <p className="auth-email">
            Account: <strong>{email}</strong>
          </p>
          <NewPasswordFields value={newPassword.fields} errors={errors} />
          <AuthSubmit>Set Password</AuthSubmit>
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
