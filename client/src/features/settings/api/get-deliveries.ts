import { useQuery } from '@tanstack/react-query';
import {
  WEBHOOK_PATHS,
  deliveriesAnswer,
  type DeliveryStatus,
  type WebhookDelivery,
} from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

const IN_FLIGHT: ReadonlySet<DeliveryStatus> = new Set(['pending', 'retrying']);
const IN_FLIGHT_REFRESH_MS = 3_000;

/** How many deliveries the log shows, newest first. */
export const DELIVERIES_SHOWN = 50;

/** GET /api/webhooks/{id}/deliveries: the endpoint's latest deliveries, newest first. */
export async function getDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const path = `${WEBHOOK_PATHS.deliveries(webhookId)}?limit=${DELIVERIES_SHOWN}`;
  return deliveriesAnswer.parse(await api<unknown>(path)).deliveries;
}

/** The log of one endpoint, asked for while it is open. */
export function useDeliveries(webhookId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: () => getDeliveries(webhookId),
    enabled,
    staleTime: 0,
    // While a delivery is on its way, the log follows it until it succeeds or fails.
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => IN_FLIGHT.has(delivery.status)) ? IN_FLIGHT_REFRESH_MS : false,
  });
}
