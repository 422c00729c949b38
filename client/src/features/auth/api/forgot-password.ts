import { useMutation } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';

/** POST {fn}/forgot-password: always answers success, whether or not the account exists. */
export function forgotPassword(body: { email: string }) {
  return api<{ success: true }>(`${FN}/forgot-password`, { method: 'POST', body, allowUnauthorized: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
