import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { strongPassword } from '@shared/api/auth';
import type { EndedToken } from '@shared/api/tokens';
import { Alert } from '@client/components/ui/alert';
import { errorText } from '@client/lib/api-errors';
import type { FieldErrors } from '@client/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { useNewPassword } from '../hooks/use-new-password';
import type { NoticeState } from '../hooks/use-notice';
import { AuthSubmit } from './auth-submit';
import { NewPasswordFields } from './new-password-fields';

type Field = 'password' | 'confirmPassword';
const passwordForm = z.object({ password: strongPassword });
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';

export interface ChooseNewPasswordFormProps {
  token: string;
  /** The reset ended API tokens: the page says which, instead of going to /login. */
  onTokensEnded: (tokens: EndedToken[]) => void;
}

/** The new password for a reset link; success goes to /login with a notice, unless it ended API tokens. */
export function ChooseNewPasswordForm({ token, onTokensEnded }: ChooseNewPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = newPassword.check(passwordForm);
    setErrors(result.errors);
    if (!result.data) return;
    resetPassword.mutate(
      { token, password: result.data.password },
      {
        onSuccess: ({ endedTokens }) => {
          if (endedTokens.length > 0) return onTokensEnded(endedTokens);
          navigate('/login', {
            replace: true,
            state: { notice: PASSWORD_CHANGED } satisfies NoticeState,
          });
        },
        onError: (error) => setFormError(errorText(error, 'Failed to reset password.')),
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {formError && <Alert tone="error">{formError}</Alert>}
      <NewPasswordFields
        value={newPassword.fields}
        errors={errors}
        label="New password"
        confirmLabel="Confirm new password"
      />
      <AuthSubmit loading={resetPassword.isPending} loadingLabel="Saving...">
        Save New Password
      </AuthSubmit>
    </form>
  );
}
