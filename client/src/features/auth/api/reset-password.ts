import { useMutation } from '@tanstack/react-query';
import { resetPasswordResponse } from '@shared/api/auth';
import { api, FN } from '@client/lib/api-client';

/** POST {fn}/reset-password with the token of the e-mailed link; the answer names the API tokens it ended. */
export async function resetPassword(body: { token: string; password: string }) {
  return resetPasswordResponse.parse(
    await api(`${FN}/reset-password`, { method: 'POST', body, allowUnauthorized: true }),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
