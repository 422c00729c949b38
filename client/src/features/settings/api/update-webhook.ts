import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_PATHS, webhook, type UpdateWebhookBody, type Webhook } from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

export interface UpdateWebhookInput {
  id: string;
  changes: UpdateWebhookBody;
}

/** PATCH /api/webhooks/{id}: its address, events or description, or `enabled` to turn it off or back on. */
export async function updateWebhook({ id, changes }: UpdateWebhookInput): Promise<Webhook> {
  return webhook.parse(await api<unknown>(WEBHOOK_PATHS.one(id), { method: 'PATCH', body: changes }));
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (updated) => {
      queryClient.setQueryData<Webhook[]>(webhookKeys.list, (list) =>
        list?.map((existing) => (existing.id === updated.id ? updated : existing)),
      );
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    },
  });
}
