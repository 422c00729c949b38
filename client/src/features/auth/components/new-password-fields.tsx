import { STRONG_PASSWORD_HINT } from '@shared/api/auth';
import { TextField } from '@client/components/ui/text-field';
import type { FieldErrors } from '@client/lib/form-errors';
import type { NewPassword } from '../hooks/use-new-password';

export interface NewPasswordFieldsProps {
  value: NewPassword;
  errors: FieldErrors<'password' | 'confirmPassword'>;
  label?: string;
  confirmLabel?: string;
  /** The rule the password must follow, shown until it is broken; the strong-password rule unless given. */
  hint?: string;
}

/** The new password and its confirmation, both filled in by the browser's password manager. */
export function NewPasswordFields({
  value,
  errors,
  label = 'Password',
  confirmLabel = 'Confirm password',
  hint = STRONG_PASSWORD_HINT,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={hint}
        value={value.password}
        onChange={(event) => value.setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label={confirmLabel}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(event) => value.setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}
