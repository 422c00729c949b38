import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http-errors';

/**
 * POST /api/stripe/webhook: Stripe's events. The signature covers the exact bytes sent, so this route
 * keeps the raw body (JSON is parsed only after the signature checks out).
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON body');
      const signature = request.headers['stripe-signature'];
      const { webhooks } = app.billing;
      const event = webhooks.verifyEvent(request.body, typeof signature === 'string' ? signature : undefined);
      const outcome = await webhooks.processEvent(event);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
};

export default stripeWebhookRoutes;
