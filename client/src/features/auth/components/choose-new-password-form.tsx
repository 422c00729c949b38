import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { strongPassword } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { validate, type FieldErrors } from '@client/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import type { NoticeState } from '../hooks/use-notice';

type Field = 'password' | 'confirmPassword';
const passwordForm = z.object({ password: strongPassword });

/** The new password for a reset link; success goes to /login with a notice. */
export function ChooseNewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(passwordForm, { password });
    const nextErrors: FieldErrors<Field> = { ...result.errors };
    if (confirmPassword !== password) nextErrors.confirmPassword = MESSAGES.passwordsDoNotMatch;
    setErrors(nextErrors);
    if (!result.data || nextErrors.confirmPassword) return;
    resetPassword.mutate(
      { token, password: result.data.password },
      {
        onSuccess: () =>
          navigate('/login', {
            replace: true,
            state: { notice: 'Your password has been changed. Please log in.' } satisfies NoticeState,
          }),
        onError: (error) => setFormError(errorText(error, 'Failed to reset password.')),
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper case, lower case and a number."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <div className="auth-form__actions">
        <Button type="submit" size="lg" fullWidth loading={resetPassword.isPending} loadingLabel="Saving...">
          Save New Password
        </Button>
      </div>
    </form>
  );
}
