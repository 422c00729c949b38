import { useState } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '@shared/messages';
import { validate, type FieldErrors } from '@client/lib/form-errors';

/** A password being chosen and its confirmation, as typed. */
export interface NewPassword {
  password: string;
  confirmPassword: string;
  setPassword: (password: string) => void;
  setConfirmPassword: (confirmPassword: string) => void;
}

/**
 * The password and confirmation of a form that sets a password. `check` validates the password with the
 * form's other values against `schema`, and the confirmation against the password; `data` is null while
 * either has an error.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  function check<S extends z.ZodType<object>>(schema: S, values: object = {}) {
    const result = validate(schema, { ...values, password });
    const errors: FieldErrors<string> = { ...result.errors };
    if (confirmPassword !== password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
    return { data: errors.confirmPassword ? null : result.data, errors };
  }

  const fields: NewPassword = { password, confirmPassword, setPassword, setConfirmPassword };
  return { fields, check };
}
