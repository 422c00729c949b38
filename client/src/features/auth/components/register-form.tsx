import { useState, type FormEvent } from 'react';
import { REGISTER_PASSWORD_HINT, registerBody } from '@shared/api/auth';
import { Alert } from '@client/components/ui/alert';
import type { FieldErrors } from '@client/lib/form-errors';
import { registerErrorText, useRegister } from '../api/register';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';

type Field = 'email' | 'password' | 'confirmPassword';

export interface RegisterFormProps {
  submitLabel: string;
  /** The text when the server gives no reason ('Failed to register.' or 'Failed to create account.'). */
  fallbackError: string;
  /** Called after the server created the account (201). */
  onRegistered: (email: string) => void;
  /** Where the account is created (default {fn}/register). */
  path?: string;
  /** The address to start with (an invitation's). */
  initialEmail?: string;
  /** The token of the invitation the sign-up comes from (sent with it: see POST {fn}/register). */
  invitationToken?: string;
}

/** Email, password and confirmation, checked with the register rules before POST {fn}/register. */
export function RegisterForm({
  submitLabel,
  fallbackError,
  onRegistered,
  path,
  initialEmail = '',
  invitationToken,
}: RegisterFormProps) {
  const register = useRegister();
  const newPassword = useNewPassword();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = newPassword.check(registerBody, { email });
    setErrors(result.errors);
    if (!result.data) return;
    const body = result.data;
    register.mutate(
      { ...body, invitationToken, path },
      {
        onSuccess: () => onRegistered(body.email),
        onError: (error) => setFormError(registerErrorText(error, fallbackError)),
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
      <NewPasswordFields value={newPassword.fields} errors={errors} hint={REGISTER_PASSWORD_HINT} />
      <AuthSubmit loading={register.isPending} loadingLabel="Creating account...">
        {submitLabel}
      </AuthSubmit>
    </form>
  );
}
