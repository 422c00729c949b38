import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsResponse } from '@shared/api/billing';
import { PAYMENTS_PAGE_SIZE } from '@shared/constants';
import { api, FN } from '@client/lib/api-client';

/** GET /api/payments?page={n}&limit=10 → {payments, hasNext}; the shape is validated on receipt. */
export async function getPayments(page: number) {
  const body = await api(`${FN}/payments?page=${page}&limit=${PAYMENTS_PAGE_SIZE}`);
  return paymentsResponse.parse(body);
}

export function usePayments(page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', page],
    queryFn: () => getPayments(page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
