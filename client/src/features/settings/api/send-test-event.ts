import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_PATHS, webhookDelivery, type WebhookDelivery } from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks/{id}/test: queues a `webhook.test` event for the endpoint, whatever it subscribed to. */
export async function sendTestEvent(webhookId: string): Promise<WebhookDelivery> {
  return webhookDelivery.parse(await api<unknown>(WEBHOOK_PATHS.test(webhookId), { method: 'POST' }));
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_delivery, webhookId) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
