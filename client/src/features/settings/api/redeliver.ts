import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_PATHS, webhookDelivery, type WebhookDelivery } from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

export interface RedeliverInput {
  webhookId: string;
  deliveryId: string;
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends that event again, as a new delivery. */
export async function redeliver({ webhookId, deliveryId }: RedeliverInput): Promise<WebhookDelivery> {
  const path = WEBHOOK_PATHS.redeliver(webhookId, deliveryId);
  return webhookDelivery.parse(await api<unknown>(path, { method: 'POST' }));
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: (_delivery, { webhookId }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
