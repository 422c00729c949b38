import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_PATHS, webhookList, type Webhook } from '@shared/api/webhooks';
import { api, ApiError } from '@client/lib/api-client';
import { webhookKeys } from './webhook-keys';

/** GET /api/webhooks: the current workspace's endpoints, never their secrets (owner only). */
export async function getWebhooks(): Promise<Webhook[]> {
  return webhookList.parse(await api<unknown>(WEBHOOK_PATHS.list));
}

export function useWebhooks(enabled = true) {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: getWebhooks,
    enabled,
    // A refusal (403) will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
