import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBody, successResponse } from '@shared/api/auth';
import {
  billingModeResponse,
  createCheckoutBody,
  createCheckoutResponse,
  getCheckoutQuery,
  getCheckoutResponse,
  purchaseSignInBody,
  purchaseSignInResponse,
  testCheckoutBody,
  testCheckoutResponse,
} from '@shared/api/billing';
import { PURCHASE_TTL_MS } from '../../plugins/app/billing/billing';
import { registerAccount, startSession } from '../../plugins/app/users/accounts-service';
import { badRequest, forbidden, notFound } from '../../http-errors';
import * as example from '../example-samples';
import { answering } from '../shared-facts';

const tags = ['billing'];
const CHECKOUT_NOT_FOUND = 'Checkout session not found';
const START_PURCHASE_FIRST = 'Create your account first: start your purchase again.';
export const PURCHASE_USED =
  'This purchase link has expired or was already used. Log in with the password you chose, or start your purchase again.';

/**
 * The purchase path: an account made with a purchase cookie, a checkout tied to an account, the
 * checkout's return lookup, local test-mode checkout, and the buyer's sign-in on the return.
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

  app.get(
    '/billing/mode',
    {
      config: {
        access: 'public',
        operation: answering('getBillingMode', 'Whether billing runs on Stripe or in local test mode', {
          mode: 'stripe',
        }),
      },
      schema: { tags, response: { 200: billingModeResponse } },
    },
    async () => ({
      mode: billing.mode,
    }),
  );

  /** Step 1 of the purchase path: the account (with its trial) and the cookie that ties the path to it. */
  app.post(
    '/purchase-register',
    {
      config: {
        access: 'public',
        operation: {
          id: 'registerForPurchase',
          summary: 'Start the purchase path with a new account',
          description:
            'Creates the account with its trial and sets the cookie that ties the purchase path to it.',
          errors: { 409: 'An account with this e-mail address exists.' },
          examples: { body: example.signIn, answers: { 201: example.SUCCESS } },
        },
      },
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
    {
      config: {
        access: 'public',
        operation: {
          id: 'createCheckoutSession',
          summary: 'Start a checkout for the signed-in or purchasing account',
          errors: { 409: 'The plan is already active.' },
          examples: {
            body: { email: example.EMAIL },
            answers: {
              200: {
                url: `https://checkout.stripe.com/c/pay/${example.CHECKOUT_SESSION}`,
                message: 'Redirecting to Stripe Checkout…',
              },
            },
          },
        },
      },
      schema: { tags, body: createCheckoutBody, response: { 200: createCheckoutResponse } },
    },
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
    {
      config: {
        access: 'public',
        operation: {
          id: 'getCheckoutSession',
          summary: "Whether the caller's checkout is complete",
          errors: { 404: CHECKOUT_NOT_FOUND },
          examples: { answers: { 200: { email: example.EMAIL, complete: true } } },
        },
      },
      schema: { tags, querystring: getCheckoutQuery, response: { 200: getCheckoutResponse } },
    },
    async (request) => {
      const { checkout, user } = await ownCheckout(request, request.query.session_id);
      return { email: user.email, complete: await billing.syncCheckout(checkout) };
    },
  );

  app.post(
    '/billing/test-checkout',
    {
      config: {
        access: 'public',
        operation: {
          id: 'completeTestCheckout',
          summary: 'Complete a checkout in local test mode',
          description: 'Activates the plan without payment; only in local test mode.',
          errors: { 404: CHECKOUT_NOT_FOUND },
          examples: {
            body: { session_id: 'test_5f2c9a1e7b3d' },
            answers: { 200: { url: '/set-password?session_id=test_5f2c9a1e7b3d' } },
          },
        },
      },
      schema: { tags, body: testCheckoutBody, response: { 200: testCheckoutResponse } },
    },
    async (request) => {
      const { checkout } = await ownCheckout(request, request.body.session_id);
      await billing.completeTestCheckout(checkout);
      return {
        url: checkout.return_to === 'billing' ? '/billing' : `/set-password?session_id=${checkout.id}`,
      };
    },
  );

  /**
   * The return from checkout signs the buyer in: the purchase cookie proves that this browser made the
   * account (and chose its password) at step 1. It works once, for the checkout of its own account, and
   * only while the account's password is the one chosen then (a reset by the mailbox's owner ends it). It
   * changes neither the password nor its provenance: only a mailed link proves the address.
   */
  app.post(
    '/purchase-sign-in',
    {
      config: {
        access: 'public',
        operation: {
          id: 'signInAfterPurchase',
          summary: 'Sign the buyer in on the return from checkout',
          description:
            'Only with the purchase cookie of the account made on /purchase-register, for the checkout of that account, once, and while its password is still the one chosen there.',
          examples: {
            body: { session_id: example.CHECKOUT_SESSION },
            answers: { 200: { success: true, email: example.EMAIL } },
          },
        },
      },
      schema: { tags, body: purchaseSignInBody, response: { 200: purchaseSignInResponse } },
    },
    async (request, reply) => {
      const token = purchaseCookie.read(request);
      const now = app.clock.now();
      const buyerId = token ? await billingRepo.purchaseUser(token, now) : null;
      const checkout = buyerId ? await billingRepo.findCheckout(request.body.session_id) : null;
      if (!token || !checkout || checkout.user_id !== buyerId) throw forbidden(PURCHASE_USED);
      const session = await app.database.db.transaction().execute(async (trx) => {
        const userId = await billingRepo.consumePurchase(token, now, trx);
        const user = userId === checkout.user_id ? await repos.users.findById(userId, trx) : null;
        if (!user) throw forbidden(PURCHASE_USED);
        // A fresh session id, as at every sign-in; an earlier session of this browser ends.
        if (request.session) await repos.sessions.delete(request.session.token, trx);
        return { user, token: await startSession(app, user, trx) };
      });
      app.setSessionCookie(request, reply, session.token);
      purchaseCookie.clear(request, reply);
      return { success: true as const, email: session.user.email };
    },
  );
};

export default checkoutRoutes;
