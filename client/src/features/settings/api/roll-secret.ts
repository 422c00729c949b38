import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_PATHS, rolledSecret } from '@shared/api/webhooks';
import { api } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks/{id}/roll-secret: a new signing secret; the old one still signs for 24 hours. */
export async function rollSecret(webhookId: string): Promise<string> {
  const path = WEBHOOK_PATHS.rollSecret(webhookId);
  return rolledSecret.parse(await api<unknown>(path, { method: 'POST' })).secret;
}

export function useRollSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollSecret,
    // The list says until when the previous secret signs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
