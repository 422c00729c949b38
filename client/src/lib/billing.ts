import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingInfoResponse,
  billingModeResponse,
  cancelResponse,
  createCheckoutResponse,
  invoicesResponse,
} from '@shared/api/billing';
import { INVOICES_LIMIT } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { api, FN } from './api-client';
import { serverErrorText } from './api-errors';
import { sessionKeys } from './session';

export const billingKeys = {
  mode: ['billing', 'mode'] as const,
  info: ['billing', 'info'] as const,
  invoices: ['billing', 'invoices'] as const,
};

/** GET {fn}/billing/mode: local test mode or Stripe. */
export function useBillingMode() {
  return useQuery({
    queryKey: billingKeys.mode,
    queryFn: async () =>
      billingModeResponse.parse(await api(`${FN}/billing/mode`, { allowUnauthorized: true })).mode,
    staleTime: Infinity,
  });
}

/**
 * POST {fn}/createCheckoutSession, then off to the checkout it names: the local test checkout, or
 * Stripe's. The account is the signed-in one, else the one this browser made on the purchase path.
 */
export async function startCheckout(email?: string) {
  const body = createCheckoutResponse.parse(
    await api(`${FN}/createCheckoutSession`, { method: 'POST', body: email ? { email } : {} }),
  );
  window.location.assign(body.url);
}

/** The checkout error of the contract: the server's message, else 'Failed to start checkout'. */
export function checkoutErrorText(error: unknown): string {
  return serverErrorText(error) ?? MESSAGES.checkoutFailed;
}

/** GET /api/billing: the signed-in user's own plan. */
export function useBillingInfo() {
  return useQuery({
    queryKey: billingKeys.info,
    queryFn: async () => billingInfoResponse.parse(await api(`${FN}/billing`)),
  });
}

/** GET /api/billing/invoices?limit=12 */
export function useInvoices() {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: async () =>
      invoicesResponse.parse(await api(`/api/billing/invoices?limit=${INVOICES_LIMIT}`)).invoices,
  });
}

/** Cancels the signed-in user's plan at the end of its paid period (Billing uses /api/billing/cancel, Account {fn}/cancelSubscription). */
/** POST /api/billing/resume: a cancelled plan renews again at the end of its paid period. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => cancelResponse.parse(await api('/api/billing/resume', { method: 'POST' })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.status }),
      ]),
  });
}

export function useCancelSubscription(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => cancelResponse.parse(await api(path, { method: 'POST' })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.status }),
      ]),
  });
}
