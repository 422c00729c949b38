import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { PLAN_PRICE_USD } from '@shared/constants';
import type { CheckoutRow } from './billing-repository';
import type { DB } from '../../../db/schema';
import { badRequest, conflict, HttpError } from '../../../http-errors';
import { publicBaseUrl } from '../mail/links';
import type { UserRow } from '../users/users-repository';
import { idOf, invoiceSubscriptionId, mapStripeSubscription } from './stripe-state';

const WEBHOOK_TOLERANCE_SECONDS = 300;
export const PLAN_PRICE_CENTS = Math.round(PLAN_PRICE_USD * 100);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_succeeded', 'invoice.payment_failed']);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What a Stripe event changes, read from Stripe before any database transaction opens. */
interface StripeEffect {
  userId: string | null;
  subscription: Stripe.Subscription | null;
  invoice: Stripe.Invoice | null;
  checkoutId: string | null;
}

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
export function createBillingService(app: FastifyInstance, stripe: Stripe | null) {
  const { config } = app;
  const repo = () => app.billingRepo;
  const db = () => app.database.db;

  function requireStripe(): Stripe {
    if (!stripe) throw new HttpError(404, 'Not available in local test mode');
    return stripe;
  }

  /** Writes what Stripe says about a subscription onto its account, inside the caller's transaction. */
  async function applySubscription(userId: string, subscription: Stripe.Subscription, trx: Kysely<DB>) {
    const mapped = mapStripeSubscription(subscription);
    if (!mapped) return;
    const stored = await repo().lockSubscription(userId, trx);
    const storedId = stored?.stripe_subscription_id ?? null;
    // An old subscription ending must not overwrite a newer one that the account bought since.
    if (storedId && storedId !== subscription.id && mapped.status !== 'active') return;
    await repo().saveSubscription(
      userId,
      {
        status: mapped.status,
        paidThru: mapped.paidThru,
        providerStatus: mapped.providerStatus,
        stripeCustomerId: idOf(subscription.customer),
        stripeSubscriptionId: subscription.id,
      },
      app.clock.now(),
      trx,
    );
  }

  async function readEffect(event: Stripe.Event): Promise<StripeEffect> {
    const api = requireStripe();
    const effect: StripeEffect = { userId: null, subscription: null, invoice: null, checkoutId: null };
    let subscriptionId: string | null;
    if (CHECKOUT_EVENTS.has(event.type)) {
      const sent = event.data.object as Stripe.Checkout.Session;
      const session = await api.checkout.sessions.retrieve(sent.id);
      effect.checkoutId = session.id;
      effect.userId = session.client_reference_id;
      subscriptionId = idOf(session.subscription);
    } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
      subscriptionId = (event.data.object as Stripe.Subscription).id;
    } else if (INVOICE_EVENTS.has(event.type)) {
      const sent = event.data.object as Stripe.Invoice;
      if (!sent.id) return effect;
      effect.invoice = await api.invoices.retrieve(sent.id);
      subscriptionId = invoiceSubscriptionId(effect.invoice);
    } else {
      return effect;
    }
    if (subscriptionId) {
      effect.subscription = await api.subscriptions.retrieve(subscriptionId);
      effect.userId ??= effect.subscription.metadata?.user_id ?? null;
    }
    effect.userId ??=
      (await repo().userOfStripe(
        idOf(effect.subscription?.customer ?? effect.invoice?.customer ?? null),
        subscriptionId,
      )) ?? null;
    return effect;
  }

  return {
    mode: config.BILLING_MODE,

    /**
     * A webhook's event, once its signature over the raw body checks out with STRIPE_WEBHOOK_SECRET and
     * it is at most five minutes old (by the app's clock); anything else is a 400.
     */
    verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      const api = requireStripe();
      if (!signature) throw badRequest('Missing Stripe-Signature header');
      try {
        return api.webhooks.constructEvent(
          rawBody,
          signature,
          config.STRIPE_WEBHOOK_SECRET,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          app.clock.now().getTime(),
        );
      } catch {
        throw badRequest('Invalid or stale Stripe signature');
      }
    },

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
      const api = requireStripe();
      const session = await api.checkout.sessions.retrieve(checkout.id);
      const subscriptionId = idOf(session.subscription);
      if (session.status !== 'complete' || !subscriptionId) return false;
      const subscription = await api.subscriptions.retrieve(subscriptionId);
      await db()
        .transaction()
        .execute(async (trx) => {
          await applySubscription(checkout.user_id, subscription, trx);
          await repo().completeCheckout(checkout.id, app.clock.now(), trx);
        });
      app.accessEvents.emit('changed', { userId: checkout.user_id });
      return true;
    },

    /**
     * Processes a verified Stripe event once. The subscription (and invoice) are read from Stripe first,
     * outside any transaction, since events arrive out of order and carry stale copies; then the event id
     * and its effect are written in one transaction, so a duplicate does nothing and a failed attempt
     * leaves nothing behind for the retry to trip over.
     */
    async processEvent(event: Stripe.Event): Promise<'processed' | 'duplicate'> {
      if (await repo().eventRecorded(event.id)) return 'duplicate';
      const effect = await readEffect(event);
      const now = app.clock.now();
      const outcome = await db()
        .transaction()
        .execute(async (trx) => {
          if (!(await repo().recordEvent(event.id, event.type, now, trx))) return 'duplicate' as const;
          const user = effect.userId ? await app.repos.users.findById(effect.userId, trx) : null;
          if (!user) return 'processed' as const;
          if (effect.subscription) await applySubscription(user.id, effect.subscription, trx);
          if (effect.checkoutId) await repo().completeCheckout(effect.checkoutId, now, trx);
          const invoice = effect.invoice;
          if (invoice?.status === 'paid' && invoice.id) {
            const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
            await repo().addPayment(
              {
                userId: user.id,
                amountCents: invoice.amount_paid,
                currency: invoice.currency,
                status: 'paid',
                provider: 'stripe',
                providerInvoiceId: invoice.id,
                invoiceUrl: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? null,
                periodEnd: new Date(invoice.period_end * 1000),
                createdAt: new Date(paidAt * 1000),
              },
              trx,
            );
          }
          return 'processed' as const;
        });
      if (effect.userId) app.accessEvents.emit('changed', { userId: effect.userId });
      return outcome;
    },

    /** Cancels the account's plan at the end of its paid period; access runs until paid_thru_date. */
    async cancel(userId: string) {
      const now = app.clock.now();
      const subscription = await app.repos.subscriptions.find(userId);
      if (subscription?.status !== 'active' || !subscription.paid_thru_date) {
        throw conflict('There is no active subscription to cancel.');
      }
      if (stripe && subscription.stripe_subscription_id) {
        const updated = await stripe.subscriptions.update(subscription.stripe_subscription_id, {
          cancel_at_period_end: true,
        });
        await db()
          .transaction()
          .execute((trx) => applySubscription(userId, updated, trx));
      } else {
        await repo().saveSubscription(
          userId,
          { status: 'canceled', paidThru: subscription.paid_thru_date },
          now,
        );
      }
      app.accessEvents.emit('changed', { userId });
      return app.repos.subscriptions.find(userId);
    },

    /** Stripe mode: a Billing Portal session where the account updates its payment method. */
    async portalUrl(userId: string): Promise<string> {
      const api = requireStripe();
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
