import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../../http-errors';
import { requireStripe } from './stripe-client';
import { applyStripeSubscription, idOf, invoiceSubscriptionId } from './stripe-state';

const WEBHOOK_TOLERANCE_SECONDS = 300;
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

/** What billing reads and writes: accounts, subscriptions and checkouts, the clock, the access events. */
export type BillingDeps = Pick<
  FastifyInstance,
  'config' | 'server' | 'billingRepo' | 'database' | 'clock' | 'repos' | 'accessEvents'
>;

/** Stripe's webhook events (POST /api/stripe/webhook): verified, then applied once each. */
export function createStripeWebhooks(app: BillingDeps, stripe: Stripe | null) {
  const { config } = app;
  const repo = () => app.billingRepo;
  const db = () => app.database.db;

  async function readEffect(event: Stripe.Event): Promise<StripeEffect> {
    const api = requireStripe(stripe);
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
    /**
     * A webhook's event, once its signature over the raw body checks out with STRIPE_WEBHOOK_SECRET and
     * it is at most five minutes old (by the app's clock); anything else is a 400.
     */
    verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      const api = requireStripe(stripe);
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
          if (effect.subscription) await applyStripeSubscription(app, user.id, effect.subscription, trx);
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
  };
}
