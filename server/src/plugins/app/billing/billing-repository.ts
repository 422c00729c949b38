import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SubscriptionStatus } from '../../../db/schema';
import { createSingleUseTokens } from '../sessions/single-use-tokens';

export type PaymentRow = Selectable<DB['payments']>;
export type CheckoutRow = Selectable<DB['checkouts']>;

export interface NewPayment {
  userId: string;
  amountCents: number;
  currency: string;
  status: string;
  provider: 'test' | 'stripe';
  providerInvoiceId?: string | null;
  invoiceUrl?: string | null;
  periodEnd?: Date | null;
  createdAt: Date;
}

export interface SubscriptionChange {
  status: SubscriptionStatus;
  paidThru: Date | null;
  providerStatus?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export function createBillingRepository(db: Kysely<DB>) {
  // A password change (its owner's reset) ends the purchase: a cookie kept by whoever registered the
  // address cannot choose a password after the owner has taken the account back.
  const purchases = createSingleUseTokens(db, 'purchases', { endsWithPasswordChange: true });
  return {
    /** Starts a purchase for a new account; returns the token for the purchase cookie (only its hash is kept). */
    createPurchase: purchases.create,
    /** The account of a live purchase cookie whose password has not been chosen yet. */
    purchaseUser: purchases.peek,
    /** Uses the purchase up (once): returns its account, or null when it is unknown, expired or used. */
    consumePurchase: purchases.consume,
    /** Ends every pending purchase of the account: their cookies no longer act for it. */
    endPurchases: purchases.endAllForUser,

    async createCheckout(
      input: Pick<CheckoutRow, 'id' | 'user_id' | 'mode' | 'return_to'> & { now: Date },
      trx: Kysely<DB> = db,
    ) {
      await trx
        .insertInto('checkouts')
        .values({
          id: input.id,
          user_id: input.user_id,
          mode: input.mode,
          return_to: input.return_to,
          created_at: input.now,
        })
        .execute();
    },

    async findCheckout(id: string, trx: Kysely<DB> = db): Promise<CheckoutRow | null> {
      return (await trx.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Marks a checkout complete; false when it already was (a second completion does nothing). */
    async completeCheckout(id: string, now: Date, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .updateTable('checkouts')
        .set({ completed_at: now })
        .where('id', '=', id)
        .where('completed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Locks and returns the account's subscription row (callers run in a transaction). */
    async lockSubscription(userId: string, trx: Kysely<DB>) {
      return (
        (await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()) ?? null
      );
    },

    /** Writes the account's plan, creating the row when the account has none. */
    async saveSubscription(userId: string, change: SubscriptionChange, now: Date, trx: Kysely<DB> = db) {
      const values = {
        status: change.status,
        paid_thru_date: change.paidThru,
        updated_at: now,
        ...(change.providerStatus !== undefined && { provider_status: change.providerStatus }),
        ...(change.stripeCustomerId !== undefined && { stripe_customer_id: change.stripeCustomerId }),
        ...(change.stripeSubscriptionId !== undefined && {
          stripe_subscription_id: change.stripeSubscriptionId,
        }),
      };
      await trx
        .insertInto('subscriptions')
        .values({ user_id: userId, trial_start_date: null, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** The account a Stripe customer or subscription belongs to, for events that carry no user id. */
    async userOfStripe(customerId: string | null, subscriptionId: string | null, trx: Kysely<DB> = db) {
      if (!customerId && !subscriptionId) return null;
      const row = await trx
        .selectFrom('subscriptions')
        .select('user_id')
        .where((eb) =>
          eb.or([
            ...(subscriptionId ? [eb('stripe_subscription_id', '=', subscriptionId)] : []),
            ...(customerId ? [eb('stripe_customer_id', '=', customerId)] : []),
          ]),
        )
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Records a payment; a Stripe invoice already recorded is left alone (returns false). */
    async addPayment(payment: NewPayment, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .insertInto('payments')
        .values({
          id: randomUUID(),
          user_id: payment.userId,
          amount_cents: payment.amountCents,
          currency: payment.currency,
          status: payment.status,
          provider: payment.provider,
          provider_invoice_id: payment.providerInvoiceId ?? null,
          invoice_url: payment.invoiceUrl ?? null,
          period_end: payment.periodEnd ?? null,
          created_at: payment.createdAt,
        })
        .onConflict((oc) => oc.column('provider_invoice_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** The account's most recent payments, newest first. */
    async paymentsOf(userId: string, limit: number, trx: Kysely<DB> = db): Promise<PaymentRow[]> {
      return trx
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async findPayment(id: string, trx: Kysely<DB> = db) {
      return (
        (await trx
          .selectFrom('payments')
          .leftJoin('users', 'users.id', 'payments.user_id')
          .selectAll('payments')
          .select('users.email as user_email')
          .where('payments.id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    /** One page of every payment, newest first; one row more than asked tells whether a next page exists. */
    async listPayments(page: number, limit: number, trx: Kysely<DB> = db) {
      const rows = await trx
        .selectFrom('payments')
        .leftJoin('users', 'users.id', 'payments.user_id')
        .selectAll('payments')
        .select('users.email as user_email')
        .orderBy('payments.created_at', 'desc')
        .orderBy('payments.id')
        .offset((page - 1) * limit)
        .limit(limit + 1)
        .execute();
      return { rows: rows.slice(0, limit), hasNext: rows.length > limit };
    },

    async eventRecorded(eventId: string, trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('stripe_events')
        .select('id')
        .where('id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a Stripe event as processed; false when it already was (a concurrent delivery won). */
    async recordEvent(eventId: string, type: string, now: Date, trx: Kysely<DB>): Promise<boolean> {
      const result = await sql<{ id: string }>`
        insert into stripe_events (id, type, processed_at) values (${eventId}, ${type}, ${now})
        on conflict (id) do nothing returning id`.execute(trx);
      return result.rows.length > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
