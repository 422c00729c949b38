import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopback } from '../../../config';
import { START_NOTICE } from '../../../logger';
import { createBillingRepository, type BillingRepository } from './billing-repository';
import { createBillingService, type BillingService } from './billing-service';
import { createStripeClient } from './stripe-client';
import { usesSecureCookies } from '../authentication/credentials';

const PURCHASE_COOKIE = 'mindlane_purchase';
const SECURE_PURCHASE_COOKIE = '__Host-mindlane_purchase';
/** How long the browser that made an account on the purchase path may choose its password. */
export const PURCHASE_TTL_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
    billingRepo: BillingRepository;
    /** The purchase cookie: held only by the browser that made its account on the purchase path. */
    purchaseCookie: {
      read(request: FastifyRequest): string | null;
      set(request: FastifyRequest, reply: FastifyReply, token: string): void;
      clear(request: FastifyRequest, reply: FastifyReply): void;
    };
  }
}

/** Billing in the mode BILLING_MODE names: local test mode, or Stripe (keys checked at start-up). */
export default fp(async function billing(app: FastifyInstance) {
  const stripe = app.config.BILLING_MODE === 'stripe' ? createStripeClient(app.config) : null;
  app.decorate('billingRepo', createBillingRepository(app.database.db));
  app.decorate('billing', createBillingService(app, stripe));
  if (!stripe) {
    // Expected on a local install (its default there); a warning where others can reach the server.
    const level = isLoopback(app.config.HOST) ? 'info' : 'warn';
    app.log[level](
      { [START_NOTICE]: 'billing-test-mode' },
      'Billing runs in local test mode: checkout activates the plan without any payment',
    );
  }

  const options = (request: FastifyRequest) => {
    const secure = usesSecureCookies(app.config.PUBLIC_URL, request.protocol);
    return {
      name: secure ? SECURE_PURCHASE_COOKIE : PURCHASE_COOKIE,
      settings: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure },
    };
  };
  app.decorate('purchaseCookie', {
    read(request: FastifyRequest) {
      const token = request.cookies[options(request).name];
      return token && token.length <= 200 ? token : null;
    },
    set(request: FastifyRequest, reply: FastifyReply, token: string) {
      const { name, settings } = options(request);
      reply.setCookie(name, token, { ...settings, maxAge: PURCHASE_TTL_MS / 1000 });
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      const { name, settings } = options(request);
      reply.clearCookie(name, settings);
    },
  });
});
