import { useMutation } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';

/** POST {fn}/resend-verification: mails the signed-in account a new link confirming its address. */
export function resendVerification() {
  return api<{ success: true }>(`${FN}/resend-verification`, { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
