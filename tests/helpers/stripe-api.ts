import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * The test suite's own Stripe API on a loopback port: it answers the Checkout Session, subscription,
 * invoice and billing-portal calls the app makes, in the shapes of the pinned API version, and lets a
 * test move subscriptions between states. The app talks to it with the real stripe SDK.
 */

type Json = Record<string, any>;
const DAY_S = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export interface StripeApiRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  version: string | undefined;
}

export async function startStripeApi() {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const requests: StripeApiRequest[] = [];
  /** Paths (prefixes) answered with a 500 until cleared, to make the app's calls fail. */
  const failing = new Set<string>();

  function list(data: Json[], url: string) {
    return { object: 'list', data, has_more: false, url };
  }

  function subscriptionObject(input: {
    customer: string;
    userId: string;
    start: number;
    end: number;
    status?: string;
  }): Json {
    const subId = id('sub');
    return {
      id: subId,
      object: 'subscription',
      status: input.status ?? 'active',
      customer: input.customer,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: input.start,
      currency: 'usd',
      livemode: false,
      metadata: { user_id: input.userId },
      items: list(
        [
          {
            id: id('si'),
            object: 'subscription_item',
            subscription: subId,
            current_period_start: input.start,
            current_period_end: input.end,
            quantity: 1,
            price: { id: 'price_vision', object: 'price', unit_amount: 795, currency: 'usd' },
          },
        ],
        `/v1/subscription_items?subscription=${subId}`,
      ),
    };
  }

  function answer(response: http.ServerResponse, status: number, body: Json) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  }

  function notFound(response: http.ServerResponse, what: string) {
    answer(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const form = new URLSearchParams(raw);
      const method = request.method ?? 'GET';
      const version = request.headers['stripe-version'] as string | undefined;
      requests.push({ method, path: url.pathname, form, version });
      if ([...failing].some((prefix) => url.pathname.startsWith(prefix))) {
        return answer(response, 500, { error: { type: 'api_error', message: 'Stripe is down (test)' } });
      }
      const [, , resource, first, second] = url.pathname.split('/');
      const now = Math.floor(Date.now() / 1000);

      if (resource === 'checkout' && first === 'sessions') {
        if (method === 'POST' && !second) {
          const sessionId = id('cs_test');
          const session = {
            id: sessionId,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.test/c/pay/${sessionId}`,
            client_reference_id: form.get('client_reference_id'),
            customer: form.get('customer'),
            customer_email: form.get('customer_email'),
            subscription: null,
            metadata: { user_id: form.get('metadata[user_id]') },
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
            line_items_price: form.get('line_items[0][price]'),
            created: now,
            livemode: false,
          };
          sessions.set(sessionId, session);
          return answer(response, 200, session);
        }
        const session = second ? sessions.get(second) : undefined;
        return session ? answer(response, 200, session) : notFound(response, 'checkout.session');
      }
      if (resource === 'subscriptions' && first) {
        const subscription = subscriptions.get(first);
        if (!subscription) return notFound(response, 'subscription');
        if (method === 'POST') {
          if (form.has('cancel_at_period_end')) {
            subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          }
        }
        // Cancelling ends the subscription now (an account's deletion).
        if (method === 'DELETE') {
          Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
        }
        return answer(response, 200, subscription);
      }
      if (resource === 'invoices' && first) {
        const invoice = invoices.get(first);
        return invoice ? answer(response, 200, invoice) : notFound(response, 'invoice');
      }
      if (resource === 'billing_portal' && first === 'sessions' && method === 'POST') {
        return answer(response, 200, {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/p/session/${id('live')}`,
        });
      }
      return notFound(response, url.pathname);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failing,
    sessions,
    subscriptions,
    invoices,

    /** The buyer paid: the session completes with a new customer, an active subscription and a paid invoice. */
    completeCheckout(sessionId: string, periodStart = Math.floor(Date.now() / 1000), days = 30) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No checkout session ${sessionId}`);
      const customer = session.customer ?? id('cus');
      const subscription = subscriptionObject({
        customer,
        userId: session.client_reference_id,
        start: periodStart,
        end: periodStart + days * DAY_S,
      });
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subscription.id,
      });
      const invoice = this.addInvoice(subscription.id, periodStart);
      return { session, subscription, invoice };
    },

    /** A paid invoice of the subscription for the period starting at `periodStart`. */
    addInvoice(subscriptionId: string, periodStart: number, amount = 795) {
      const subscription = subscriptions.get(subscriptionId)!;
      const invoiceId = id('in');
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        status: 'paid',
        amount_due: amount,
        amount_paid: amount,
        currency: 'usd',
        customer: subscription.customer,
        created: periodStart,
        period_start: periodStart,
        period_end: periodStart + 30 * DAY_S,
        hosted_invoice_url: `https://invoice.stripe.test/i/${invoiceId}`,
        invoice_pdf: `https://pay.stripe.test/invoice/${invoiceId}/pdf`,
        status_transitions: { finalized_at: periodStart, paid_at: periodStart + 5 },
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
        },
        livemode: false,
      };
      invoices.set(invoiceId, invoice);
      return invoice;
    },

    /** Moves a subscription's billing period (both item dates). */
    setPeriod(subscriptionId: string, start: number, end: number) {
      const item = subscriptions.get(subscriptionId)!.items.data[0];
      item.current_period_start = start;
      item.current_period_end = end;
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeApi = Awaited<ReturnType<typeof startStripeApi>>;

/** The environment of a test app in Stripe mode whose client talks to `stripe` and verifies with `secret`. */
export function stripeModeEnv(stripe: Pick<StripeApi, 'url'>, secret: string): Record<string, string> {
  return {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_mindlane',
    STRIPE_PRICE_ID: 'price_vision',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: stripe.url,
  };
}

/** A Stripe event around `object`, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: Json, eventId = id('evt')): Json {
  return {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  };
}

/**
 * Posts an event to the app's webhook as Stripe does: the exact JSON bytes, signed with `secret` by the
 * stripe SDK's own signing helper, at `timestamp` (seconds; default now).
 */
export async function postStripeEvent(
  appUrl: string,
  event: Json,
  options: { secret: string; timestamp?: number; signature?: string },
) {
  const payload = JSON.stringify(event);
  const header =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
  const response = await fetch(new URL('/api/stripe/webhook', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body };
}
