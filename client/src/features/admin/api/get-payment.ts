import { useQuery } from '@tanstack/react-query';
import { paymentDetailResponse } from '@shared/api/billing';
import { api, FN } from '@client/lib/api-client';

/** GET /api/payments/{id}: one payment (admins only). */
export function usePayment(id: string) {
  return useQuery({
    queryKey: ['admin', 'payment', id],
    queryFn: async () =>
      paymentDetailResponse.parse(await api(`${FN}/payments/${encodeURIComponent(id)}`)).payment,
    retry: false,
  });
}
