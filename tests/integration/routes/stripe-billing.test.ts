import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '@server/plugins/app/billing/stripe-client';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import {
  postStripeEvent,
  startStripeApi,
  stripeEvent,
  stripeModeEnv,
  type StripeApi,
} from '../../helpers/stripe-api';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SECRET = 'whsec_test_mindlane_0123456789';
const DAY_S = 24 * 60 * 60;
let stripe: StripeApi;
let app: TestApp;
beforeAll(async () => {
  stripe = await startStripeApi();
  app = await startTestApp({
    env: stripeModeEnv(stripe, SECRET),
  });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const post = (event: Record<string, unknown>, options: { timestamp?: number; signature?: string } = {}) =>
  postStripeEvent(app.url, event, { secret: SECRET, ...options });

async function startCheckout(client: HttpClient) {
  const response = await client.post(`${FN}/createCheckoutSession`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const sessionId = response.body.url.split('/').pop() as string;
  return { url: response.body.url as string, session: stripe.sessions.get(sessionId)! };
}

async function status(client: HttpClient) {
  return (await client.get(`${FN}/user-status`)).body.data;
}

/** A signed-in account whose Stripe checkout completed and whose events were delivered. */
async function subscriber() {
  const user = await signUp(app.url);
  const { session } = await startCheckout(user);
  const { subscription, invoice } = stripe.completeCheckout(session.id);
  expect((await post(stripeEvent('checkout.session.completed', session))).status).toBe(200);
  return { user, subscription, invoice, session };
}

describe('Stripe Checkout', () => {
  it('creates a subscription Checkout Session for the purchase account with the pinned API version', async () => {
    const email = uniqueEmail('buyer');
    const buyer = createHttpClient(app.url);
    expect((await buyer.get(`${FN}/billing/mode`)).body).toEqual({ mode: 'stripe' });
    expect((await buyer.post(`${FN}/purchase-register`, { email, password: PASSWORD })).status).toBe(201);
    const { url, session } = await startCheckout(buyer);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer_email: email,
      line_items_price: 'price_vision',
      success_url: expect.stringMatching(/\/set-password\?session_id=\{CHECKOUT_SESSION_ID\}$/),
    });
    const created = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(created?.version).toBe(STRIPE_API_VERSION);

    // Back from Stripe before the webhook: the lookup asks Stripe and activates the plan.
    expect((await buyer.get(`${FN}/getCheckoutSession?session_id=${session.id}`)).body).toEqual({
      email,
      complete: false,
    });
    stripe.completeCheckout(session.id);
    expect((await buyer.get(`${FN}/getCheckoutSession?session_id=${session.id}`)).body).toEqual({
      email,
      complete: true,
    });
    // The return signs the buyer in; the password chosen at step 1 is the account's.
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: session.id })).status).toBe(200);
    expect(await status(buyer)).toMatchObject({ subscription_status: 'active', access: true });
    const signedIn = createHttpClient(app.url);
    expect((await signedIn.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it('sends a signed-in upgrade back to /billing and refuses a second checkout on an active plan', async () => {
    const { user } = await subscriber();
    expect((await user.post(`${FN}/createCheckoutSession`, {})).status).toBe(409);
    const { session } = await startCheckout(await signUp(app.url));
    expect(session.success_url).toMatch(/\/billing\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('activates the plan from checkout.session.completed with paid_thru_date from the subscription items', async () => {
    const { user, subscription } = await subscriber();
    const data = await status(user);
    expect(data.subscription_status).toBe('active');
    expect(new Date(data.paid_thru_date).getTime()).toBe(
      subscription.items.data[0].current_period_end * 1000,
    );
  });

  it('records invoice.paid as one payment, however often it is delivered', async () => {
    const { user, invoice } = await subscriber();
    const event = stripeEvent('invoice.paid', invoice);
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: true } });
    // Another event about the same invoice is processed but adds no second payment.
    expect((await post(stripeEvent('invoice.payment_succeeded', invoice))).body.duplicate).toBe(false);
    const { body } = await user.get('/api/billing/invoices?limit=12');
    expect(body.invoices).toEqual([
      expect.objectContaining({
        amount: 7.95,
        url: invoice.invoice_pdf,
        date: new Date((invoice.status_transitions.paid_at as number) * 1000).toISOString(),
      }),
    ]);
    expect((await user.get('/api/billing')).body).toMatchObject({ lastAmount: 7.95, status: 'active' });
  });

  it('applies the state Stripe has now, whatever order the events arrive in', async () => {
    const { user, subscription } = await subscriber();
    const stale = stripeEvent('customer.subscription.created', subscription);
    subscription.cancel_at_period_end = true;
    await post(stripeEvent('customer.subscription.updated', subscription));
    expect((await status(user)).subscription_status).toBe('canceled');
    // The older event arrives last, carrying an active copy: Stripe says canceled, so canceled it stays.
    expect((await post(stale)).status).toBe(200);
    const data = await status(user);
    expect(data).toMatchObject({ subscription_status: 'canceled', access: true });
    expect(new Date(data.paid_thru_date).getTime()).toBe(
      subscription.items.data[0].current_period_end * 1000,
    );
  });

  it('processes an event whose first delivery failed when Stripe retries it', async () => {
    const { user, subscription } = await subscriber();
    subscription.status = 'canceled';
    subscription.ended_at = Math.floor(Date.now() / 1000);
    const event = stripeEvent('customer.subscription.deleted', subscription);
    stripe.failing.add(`/v1/subscriptions/${subscription.id}`);
    const failed = await post(event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await status(user)).subscription_status).toBe('active');
    stripe.failing.clear();
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await status(user)).toMatchObject({ subscription_status: 'canceled', access: false });
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: true } });
  });

  it('maps past_due to access until the end of the last paid period, with a notice on Billing', async () => {
    const { user, subscription } = await subscriber();
    const now = Math.floor(Date.now() / 1000);
    subscription.status = 'past_due';
    stripe.setPeriod(subscription.id, now + DAY_S, now + 31 * DAY_S);
    const unpaid = Object.assign(stripe.addInvoice(subscription.id, now + DAY_S), {
      status: 'open',
      amount_paid: 0,
    });
    await post(stripeEvent('invoice.payment_failed', unpaid));
    const billing = (await user.get('/api/billing')).body;
    expect(billing).toMatchObject({
      status: 'active',
      pastDue: true,
      paidThruDate: new Date((now + DAY_S) * 1000).toISOString(),
    });
    subscription.status = 'unpaid';
    await post(stripeEvent('customer.subscription.updated', subscription));
    expect((await status(user)).subscription_status).toBe('canceled');
  });

  it('refuses a bad signature, a stale one and none with a 400, and changes nothing', async () => {
    const { user, subscription } = await subscriber();
    subscription.cancel_at_period_end = true;
    const event = stripeEvent('customer.subscription.updated', subscription);
    const bad = await postStripeEvent(app.url, event, { secret: 'whsec_someone_else' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid or stale Stripe signature' } });
    const stale = await post(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale).toMatchObject({ status: 400, body: { error: 'Invalid or stale Stripe signature' } });
    const tampered = await postStripeEvent(
      app.url,
      { ...event, id: 'evt_other' },
      {
        secret: SECRET,
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: SECRET,
        }),
      },
    );
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(new URL('/api/stripe/webhook', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await status(user)).subscription_status).toBe('active');
    expect((await post(event)).status).toBe(200);
    expect((await status(user)).subscription_status).toBe('canceled');
  });

  it('ignores events it has no use for, and answers them once', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await post(event)).toMatchObject({ status: 200, body: { duplicate: true } });
  });
});

describe('cancel and payment method in Stripe mode', () => {
  it('cancels at the end of the period on Stripe and keeps access until then', async () => {
    const { user, subscription } = await subscriber();
    const canceled = await user.post('/api/billing/cancel');
    expect(canceled.body).toMatchObject({ success: true, status: 'canceled' });
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect(await status(user)).toMatchObject({ subscription_status: 'canceled', access: true });

    // Resumed before the period ends, Stripe renews it again.
    expect((await user.get('/api/billing')).body.canResume).toBe(true);
    const resumed = await user.post('/api/billing/resume');
    expect(resumed.body).toMatchObject({ success: true, status: 'active' });
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
    expect((await user.get('/api/billing')).body).toMatchObject({ canCancel: true, canResume: false });
  });

  it('opens the billing portal for the customer', async () => {
    const { user, subscription } = await subscriber();
    const portal = await user.post('/api/billing/portal');
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const request = stripe.requests.findLast((entry) => entry.path === '/v1/billing_portal/sessions');
    expect(request?.form.get('customer')).toBe(subscription.customer);
  });
});
