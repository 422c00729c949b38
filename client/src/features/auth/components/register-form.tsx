import { useState, type FormEvent } from 'react';
import { registerBody } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { validate, type FieldErrors } from '@client/lib/form-errors';
import { registerErrorText, useRegister } from '../api/register';

type Field = 'email' | 'password' | 'confirmPassword';

export interface RegisterFormProps {
  submitLabel: string;
  /** The text when the server gives no reason ('Failed to register.' or 'Failed to create account.'). */
  fallbackError: string;
  /** Called after the server created the account (201). */
  onRegistered: (email: string) => void;
}

/** Email, password and confirmation, checked with the register rules before POST {fn}/register. */
export function RegisterForm({ submitLabel, fallbackError, onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(registerBody, { email, password });
    const nextErrors: FieldErrors<Field> = { ...result.errors };
    if (confirmPassword !== password) nextErrors.confirmPassword = MESSAGES.passwordsDoNotMatch;
    setErrors(nextErrors);
    if (!result.data || nextErrors.confirmPassword) return;
    const body = result.data;
    register.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (error) => setFormError(registerErrorText(error, fallbackError)),
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <div className="auth-form__actions">
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={register.isPending}
          loadingLabel="Creating account..."
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
