import { portalResponse } from '@shared/api/billing';
import { api } from '@client/lib/api-client';

/** POST /api/billing/portal (Stripe mode): Stripe's page for updating the payment method. */
export async function openBillingPortal() {
  const { url } = portalResponse.parse(await api('/api/billing/portal', { method: 'POST' }));
  window.location.assign(url);
}
