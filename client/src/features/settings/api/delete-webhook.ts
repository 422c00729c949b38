import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_PATHS, type Webhook } from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** DELETE /api/webhooks/{id}: the endpoint and its delivery log go; nothing more is sent to it. */
export async function deleteWebhook(id: string): Promise<void> {
  await api<unknown>(WEBHOOK_PATHS.one(id), { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Webhook[]>(webhookKeys.list, (list) => list?.filter((item) => item.id !== id));
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    },
  });
}
