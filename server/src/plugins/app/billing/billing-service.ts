import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { PLAN_PRICE_USD } from '@shared/constants';
import type { CheckoutRow } from './billing-repository';
import { conflict, HttpError } from '../../../http-errors';
import { publicBaseUrl } from '../mail/links';
import type { SubscriptionRow } from '../access/subscriptions-repository';
import type { UserRow } from '../users/users-repository';
import { requireStripe } from './stripe-client';
import { applyStripeSubscription, idOf } from './stripe-state';
import { createStripeWebhooks, type BillingDeps } from './stripe-webhooks';

export const PLAN_PRICE_CENTS = Math.round(PLAN_PRICE_USD * 100);

/** One calendar month later (the 31st becomes the month's last day). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Whether an account's plan is active and not set to end: a second checkout would bill it twice. */
function isRunning(subscription: { status: string; paid_thru_date: Date | null } | null, now: Date) {
  return (
    subscription?.status === 'active' &&
    subscription.paid_thru_date !== null &&
    subscription.paid_thru_date.getTime() >= now.getTime()
  );
}

export const PLAN_ALREADY_ACTIVE = 'Your Vision Plan is already active.';

/** Billing in the configured mode: local test mode, or Stripe through its SDK. */
export function createBillingService(app: BillingDeps, stripe: Stripe | null) {
  const { config } = app;
  const repo = () => app.billingRepo;
  const db = () => app.database.db;

  /**
   * Sets whether the plan ends with its paid period (cancel) or renews then (resume): on Stripe for a Stripe
   * plan, whose answer is stored, else on the stored plan. Access follows at once.
   */
  async function setCancelAtPeriodEnd(userId: string, subscription: SubscriptionRow, cancel: boolean) {
    if (stripe && subscription.stripe_subscription_id) {
      const updated = await stripe.subscriptions.update(subscription.stripe_subscription_id, {
        cancel_at_period_end: cancel,
      });
      await db()
        .transaction()
        .execute((trx) => applyStripeSubscription(app, userId, updated, trx));
    } else {
      await repo().saveSubscription(
        userId,
        { status: cancel ? 'canceled' : 'active', paidThru: subscription.paid_thru_date },
        app.clock.now(),
      );
    }
    app.accessEvents.emit('changed', { userId });
    return app.repos.subscriptions.find(userId);
  }

  return {
    mode: config.BILLING_MODE,
    /** What POST /api/stripe/webhook calls (stripe-webhooks.ts). */
    webhooks: createStripeWebhooks(app, stripe),

    /**
     * Starts a checkout of the Vision Plan for `user`. Test mode answers the local placeholder checkout;
     * Stripe mode a subscription Checkout Session whose success URL comes back to /set-password (the
     * purchase path) or to /billing (a signed-in upgrade).
     */
    async startCheckout(user: UserRow, returnTo: CheckoutRow['return_to']) {
      const now = app.clock.now();
      const subscription = await app.repos.subscriptions.find(user.id);
      if (isRunning(subscription, now)) throw conflict(PLAN_ALREADY_ACTIVE);
      if (!stripe) {
        const id = `cs_local_${randomBytes(18).toString('base64url')}`;
        await repo().createCheckout({ id, user_id: user.id, mode: 'test', return_to: returnTo, now });
        return {
          url: `/checkout?session_id=${id}`,
          message: 'Test mode: no card is charged; the checkout activates the plan locally.',
        };
      }
      const base = publicBaseUrl(app);
      const success =
        returnTo === 'billing'
          ? `${base}/billing?session_id={CHECKOUT_SESSION_ID}`
          : `${base}/set-password?session_id={CHECKOUT_SESSION_ID}`;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.STRIPE_PRICE_ID, quantity: 1 }],
        client_reference_id: user.id,
        ...(subscription?.stripe_customer_id
          ? { customer: subscription.stripe_customer_id }
          : { customer_email: user.email }),
        metadata: { user_id: user.id },
        subscription_data: { metadata: { user_id: user.id } },
        success_url: success,
        cancel_url: `${base}${returnTo === 'billing' ? '/billing' : '/purchase'}`,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      await repo().createCheckout({
        id: session.id,
        user_id: user.id,
        mode: 'stripe',
        return_to: returnTo,
        now,
      });
      return { url: session.url, message: 'Redirecting to Stripe Checkout…' };
    },

    /** Test mode: the placeholder checkout succeeded; one month of the plan, a payment and its invoice. */
    async completeTestCheckout(checkout: CheckoutRow) {
      if (checkout.mode !== 'test') throw new HttpError(404, 'Checkout session not found');
      const now = app.clock.now();
      await db()
        .transaction()
        .execute(async (trx) => {
          if (!(await repo().completeCheckout(checkout.id, now, trx))) return;
          const stored = await repo().lockSubscription(checkout.user_id, trx);
          const from =
            stored?.paid_thru_date && stored.paid_thru_date > now && stored.status !== 'trialing'
              ? stored.paid_thru_date
              : now;
          const paidThru = addMonth(from);
          await repo().saveSubscription(
            checkout.user_id,
            { status: 'active', paidThru, providerStatus: null },
            now,
            trx,
          );
          await repo().addPayment(
            {
              userId: checkout.user_id,
              amountCents: PLAN_PRICE_CENTS,
              currency: 'usd',
              status: 'paid',
              provider: 'test',
              periodEnd: paidThru,
              createdAt: now,
            },
            trx,
          );
        });
      app.accessEvents.emit('changed', { userId: checkout.user_id });
    },

    /**
     * Stripe mode: asks Stripe whether a checkout was paid and, if so, applies its subscription at once
     * (the webhook may come later, or earlier; either way the state read from Stripe wins).
     */
    async syncCheckout(checkout: CheckoutRow): Promise<boolean> {
      if (checkout.completed_at) return true;
      if (checkout.mode !== 'stripe') return false;
      const api = requireStripe(stripe);
      const session = await api.checkout.sessions.retrieve(checkout.id);
      const subscriptionId = idOf(session.subscription);
      if (session.status !== 'complete' || !subscriptionId) return false;
      const subscription = await api.subscriptions.retrieve(subscriptionId);
      await db()
        .transaction()
        .execute(async (trx) => {
          await applyStripeSubscription(app, checkout.user_id, subscription, trx);
          await repo().completeCheckout(checkout.id, app.clock.now(), trx);
        });
      app.accessEvents.emit('changed', { userId: checkout.user_id });
      return true;
    },

    /** Cancels the account's plan at the end of its paid period; access runs until paid_thru_date. */
    async cancel(userId: string) {
      const subscription = await app.repos.subscriptions.find(userId);
      if (subscription?.status !== 'active' || !subscription.paid_thru_date) {
        throw conflict('There is no active subscription to cancel.');
      }
      return setCancelAtPeriodEnd(userId, subscription, true);
    },

    /**
     * Undoes a cancellation while the paid period runs: the plan renews again at its end. Stripe resumes
     * only a subscription still set to end at the period's close (not one that has already ended).
     */
    async resume(userId: string) {
      const subscription = await app.repos.subscriptions.find(userId);
      if (!subscription || !canResume(subscription, app.clock.now())) {
        throw conflict('There is no cancelled subscription to resume.');
      }
      return setCancelAtPeriodEnd(userId, subscription, false);
    },

    /**
     * The account's deletion was scheduled: a plan that is paid and set to renew now ends with its paid
     * period instead (on Stripe, cancel_at_period_end). Resolves to whether it did, so that cancelling the
     * deletion renews it again.
     */
    async endForAccountDeletion(userId: string): Promise<boolean> {
      const subscription = await app.repos.subscriptions.find(userId);
      if (!subscription || !isRunning(subscription, app.clock.now())) return false;
      await setCancelAtPeriodEnd(userId, subscription, true);
      return true;
    },

    /** The account's deletion was cancelled: the plan its scheduling set to end renews again, if it still can. */
    async resumeAfterAccountDeletion(userId: string): Promise<void> {
      const subscription = await app.repos.subscriptions.find(userId);
      if (subscription && canResume(subscription, app.clock.now())) {
        await setCancelAtPeriodEnd(userId, subscription, false);
      }
    },

    /**
     * The account's deletion is carried out: its Stripe subscription is cancelled now (one Stripe no longer
     * has, or ended already, is left as it is). In local test mode the stored plan goes with the account.
     */
    async cancelForAccountDeletion(userId: string): Promise<void> {
      const subscription = await app.repos.subscriptions.find(userId);
      const subscriptionId = subscription?.stripe_subscription_id;
      if (!stripe || !subscriptionId || subscription.provider_status === 'canceled') return;
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },

    /** Stripe mode: a Billing Portal session where the account updates its payment method. */
    async portalUrl(userId: string): Promise<string> {
      const api = requireStripe(stripe);
      const subscription = await app.repos.subscriptions.find(userId);
      if (!subscription?.stripe_customer_id) throw conflict('There is no payment method on file yet.');
      const session = await api.billingPortal.sessions.create({
        customer: subscription.stripe_customer_id,
        return_url: `${publicBaseUrl(app)}/billing`,
      });
      return session.url;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Whether a cancelled plan can be resumed: its paid period still runs, and (with Stripe) the subscription
 * is only set to end then (still active there), not ended already.
 */
export function canResume(
  subscription: Pick<
    SubscriptionRow,
    'status' | 'paid_thru_date' | 'stripe_subscription_id' | 'provider_status'
  >,
  now: Date,
): boolean {
  if (subscription.status !== 'canceled' || !subscription.paid_thru_date) return false;
  if (subscription.paid_thru_date.getTime() < now.getTime()) return false;
  return !subscription.stripe_subscription_id || subscription.provider_status === 'active';
}
