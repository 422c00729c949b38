import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http-errors';
import { STRIPE_ONLY } from '../shared-facts';

/**
 * POST /api/stripe/webhook: Stripe's events. The signature covers the exact bytes sent, so this route
 * keeps the raw body (JSON is parsed only after the signature checks out).
 */
/** The largest Stripe event read, over the public routes' limit (route-access.ts). */
const STRIPE_EVENT_LIMIT = 1024 * 1024;

const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      config: {
        access: 'public',
        operation: {
          id: 'receiveStripeEvent',
          summary: 'Stripe events (signed)',
          description: 'Called by Stripe; the signature header is checked against STRIPE_WEBHOOK_SECRET.',
          errors: { 400: 'Invalid or stale Stripe signature', 404: STRIPE_ONLY },
          examples: { answers: { 200: { received: true, duplicate: false } } },
        },
      },
      // Stripe's events run to tens of kilobytes; nothing is parsed before the signature checks out.
      bodyLimit: STRIPE_EVENT_LIMIT,
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
