import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { DB, SubscriptionStatus } from '../../../db/schema';

export interface MappedSubscription {
  status: SubscriptionStatus;
  paidThru: Date | null;
  /** Stripe's own status, kept for the Billing page (past_due shows a notice). */
  providerStatus: Stripe.Subscription.Status;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * Maps a Stripe subscription onto the contract's states. In the pinned API version the billing period
 * sits on the subscription's items: the plan is paid through the latest item period end.
 * - active (or trialing): active, paid through the period end; set to cancel at period end (or at a
 *   date): canceled, with access until then.
 * - past_due: the renewal was not collected; access runs until the end of the last paid period (the
 *   current period's start), and Billing shows a notice.
 * - canceled, unpaid, paused, incomplete_expired: canceled; access until it ended (or until the last
 *   paid period's end).
 * - incomplete: the first payment is still pending; nothing changes (null).
 */
export function mapStripeSubscription(subscription: Stripe.Subscription): MappedSubscription | null {
  const items = subscription.items.data;
  if (items.length === 0) return null;
  const periodEnd = fromSeconds(Math.max(...items.map((item) => item.current_period_end)));
  const periodStart = fromSeconds(Math.min(...items.map((item) => item.current_period_start)));
  const providerStatus = subscription.status;
  switch (subscription.status) {
    case 'active':
    case 'trialing': {
      const cancelAt = subscription.cancel_at ? fromSeconds(subscription.cancel_at) : null;
      if (subscription.cancel_at_period_end || cancelAt) {
        const end = cancelAt && cancelAt < periodEnd ? cancelAt : periodEnd;
        return { status: 'canceled', paidThru: end, providerStatus };
      }
      return { status: 'active', paidThru: periodEnd, providerStatus };
    }
    case 'past_due':
      return { status: 'active', paidThru: periodStart, providerStatus };
    case 'canceled':
    case 'unpaid':
    case 'paused':
    case 'incomplete_expired': {
      const ended = subscription.ended_at ? fromSeconds(subscription.ended_at) : periodStart;
      return { status: 'canceled', paidThru: ended < periodEnd ? ended : periodEnd, providerStatus };
    }
    default:
      return null;
  }
}

/** The subscription an invoice bills, in the pinned API version's shape (under `parent`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/** The id of an expandable Stripe field (a string, or the expanded object). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Writes what Stripe says about a subscription onto its account, inside the caller's transaction. */
export async function applyStripeSubscription(
  app: Pick<FastifyInstance, 'billingRepo' | 'clock'>,
  userId: string,
  subscription: Stripe.Subscription,
  trx: Kysely<DB>,
): Promise<void> {
  const mapped = mapStripeSubscription(subscription);
  if (!mapped) return;
  const stored = await app.billingRepo.lockSubscription(userId, trx);
  const storedId = stored?.stripe_subscription_id ?? null;
  // An old subscription ending must not overwrite a newer one that the account bought since.
  if (storedId && storedId !== subscription.id && mapped.status !== 'active') return;
  await app.billingRepo.saveSubscription(
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
