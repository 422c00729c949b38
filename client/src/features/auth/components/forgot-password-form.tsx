import { useState, type FormEvent } from 'react';
import { forgotPasswordBody } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { validate } from '@client/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';

/**
 * Sends the reset link. Whatever the server says, the answer is the same sentence, so nobody can learn
 * which e-mail addresses have an account.
 */
export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(forgotPasswordBody, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    setSent(false);
    forgotPassword.mutate(result.data, { onSettled: () => setSent(true) });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
      {sent && <Alert tone="info">{MESSAGES.resetAlert}</Alert>}
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
      <AuthSubmit loading={forgotPassword.isPending} loadingLabel="Sending...">
        Send Reset Link
      </AuthSubmit>
    </form>
  );
}
