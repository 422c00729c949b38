import { useQuery } from '@tanstack/react-query';
import { getCheckoutResponse } from '@shared/api/billing';
import { api, FN } from '@client/lib/api-client';

/** Back from Stripe on /billing?session_id=: asks the server to read the checkout from Stripe at once. */
export function useCheckoutReturn(sessionId: string | null) {
  return useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: async () =>
      getCheckoutResponse.parse(
        await api(`${FN}/getCheckoutSession?session_id=${encodeURIComponent(sessionId!)}`),
      ),
    enabled: sessionId !== null,
    retry: false,
  });
}
