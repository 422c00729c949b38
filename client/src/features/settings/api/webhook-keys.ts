/** Query keys of the settings feature: every webhook answer sits under `all`. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
};
