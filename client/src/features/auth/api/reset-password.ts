import { useMutation } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';

/** POST {fn}/reset-password with the token of the e-mailed link. */
export function resetPassword(body: { token: string; password: string }) {
  return api<{ success: true }>(`${FN}/reset-password`, { method: 'POST', body, allowUnauthorized: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
