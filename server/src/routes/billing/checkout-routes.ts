import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBody, successResponse } from '@shared/api/auth';
import {
  billingModeResponse,
  createCheckoutBody,
  createCheckoutResponse,
  getCheckoutQuery,
  getCheckoutResponse,
  setPasswordBody,
  setPasswordResponse,
  testCheckoutBody,
  testCheckoutResponse,
} from '@shared/api/billing';
import { PURCHASE_TTL_MS } from '../../plugins/app/billing/billing';
import { registerAccount } from '../../plugins/app/users/accounts-service';
import { hashPassword } from '../../plugins/app/users/passwords';
import { badRequest, forbidden, notFound } from '../../http-errors';

const tags = ['billing'];
const CHECKOUT_NOT_FOUND = 'Checkout session not found';
const START_PURCHASE_FIRST = 'Create your account first: start your purchase again.';
export const PURCHASE_USED =
  'This purchase has expired or its password was already chosen. Log in, or start your purchase again.';

/**
 * The purchase path: an account made with a purchase cookie, a checkout tied to an account, the
 * checkout's return lookup, local test-mode checkout, and the one password choice of that account.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos, billingRepo, billing, purchaseCookie } = app;

  /** The account the request may act for on the purchase path: its session's, else its purchase cookie's. */
  async function buyer(request: FastifyRequest) {
    if (request.session) return { user: request.session.user, signedIn: true };
    const token = purchaseCookie.read(request);
    const userId = token ? await billingRepo.purchaseUser(token, app.clock.now()) : null;
    const user = userId ? await repos.users.findById(userId) : null;
    return user ? { user, signedIn: false } : null;
  }

  /** A checkout of the requesting account; anyone else's (or none) is a 404. */
  async function ownCheckout(request: FastifyRequest, id: string) {
    const [checkout, who] = await Promise.all([billingRepo.findCheckout(id), buyer(request)]);
    if (!checkout || !who || checkout.user_id !== who.user.id) throw notFound(CHECKOUT_NOT_FOUND);
    return { checkout, user: who.user };
  }

  app.get('/billing/mode', { schema: { tags, response: { 200: billingModeResponse } } }, async () => ({
    mode: billing.mode,
  }));

  /** Step 1 of the purchase path: the account (with its trial) and the cookie that ties the path to it. */
  app.post(
    '/purchase-register',
    {
      schema: { tags, body: registerBody, response: { 201: successResponse } },
      preHandler: app.limit('registerPerAddress'),
    },
    async (request, reply) => {
      const user = await registerAccount(app, request.body);
      const token = await billingRepo.createPurchase(user.id, app.clock.now(), PURCHASE_TTL_MS);
      purchaseCookie.set(request, reply, token);
      return reply.code(201).send({ success: true as const });
    },
  );

  app.post(
    '/createCheckoutSession',
    { schema: { tags, body: createCheckoutBody, response: { 200: createCheckoutResponse } } },
    async (request) => {
      const who = await buyer(request);
      if (!who) throw forbidden(START_PURCHASE_FIRST);
      const email = request.body.email;
      if (email && email.toLowerCase() !== who.user.email.toLowerCase()) {
        throw badRequest(`This checkout is for ${who.user.email}.`);
      }
      return billing.startCheckout(who.user, who.signedIn ? 'billing' : 'set-password');
    },
  );

  app.get(
    '/getCheckoutSession',
    { schema: { tags, querystring: getCheckoutQuery, response: { 200: getCheckoutResponse } } },
    async (request) => {
      const { checkout, user } = await ownCheckout(request, request.query.session_id);
      return { email: user.email, complete: await billing.syncCheckout(checkout) };
    },
  );

  app.post(
    '/billing/test-checkout',
    { schema: { tags, body: testCheckoutBody, response: { 200: testCheckoutResponse } } },
    async (request) => {
      const { checkout } = await ownCheckout(request, request.body.session_id);
      await billing.completeTestCheckout(checkout);
      return {
        url: checkout.return_to === 'billing' ? '/billing' : `/set-password?session_id=${checkout.id}`,
      };
    },
  );

  /**
   * Chooses the password of the account made on this purchase path: only with its purchase cookie, and
   * once. Every session of the account ends; the buyer signs in with the new password.
   */
  app.post(
    '/set-password',
    {
      schema: { tags, body: setPasswordBody, response: { 200: setPasswordResponse } },
      preHandler: app.limit('passwordChoicePerAddress'),
    },
    async (request, reply) => {
      const token = purchaseCookie.read(request);
      // The purchase is checked before the password is hashed: a made-up cookie costs no hashing.
      if (!token || !(await billingRepo.purchaseUser(token, app.clock.now()))) throw forbidden(PURCHASE_USED);
      const passwordHash = await hashPassword(request.body.password);
      const now = app.clock.now();
      const user = await app.database.db.transaction().execute(async (trx) => {
        const userId = await billingRepo.consumePurchase(token, now, trx);
        const account = userId ? await repos.users.findById(userId, trx) : null;
        if (!account) throw forbidden(PURCHASE_USED);
        const email = request.body.email;
        if (email && email.toLowerCase() !== account.email.toLowerCase()) {
          throw badRequest(`This purchase is for ${account.email}.`);
        }
        await repos.users.setPassword(account.id, { passwordHash, byOwner: false, now }, trx);
        await repos.sessions.deleteAllForUser(account.id, trx);
        return account;
      });
      app.accessEvents.emit('changed', { userId: user.id });
      purchaseCookie.clear(request, reply);
      return { success: true as const, email: user.email };
    },
  );
};

export default checkoutRoutes;
