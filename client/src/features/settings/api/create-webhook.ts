import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_PATHS,
  createdWebhook,
  type CreateWebhookBody,
  type CreatedWebhook,
} from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks: the answer holds the endpoint's signing secret, shown this once. */
export async function createWebhook(body: CreateWebhookBody): Promise<CreatedWebhook> {
  return createdWebhook.parse(await api<unknown>(WEBHOOK_PATHS.list, { method: 'POST', body }));
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
