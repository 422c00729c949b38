import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, signUpVerified, uniqueEmail, verifyEmail } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const clock = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

/** Step 1 of the purchase path in a fresh browser: the account and its purchase cookie. */
async function purchaseRegister(email = uniqueEmail('buyer')) {
  const browser = createHttpClient(app.url);
  const response = await browser.post(`${FN}/purchase-register`, { email, password: PASSWORD });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return Object.assign(browser, { email });
}

/** Starts a checkout and pays on the local test-mode checkout; returns where the app sends the buyer next. */
async function payInTestMode(browser: HttpClient) {
  const started = await browser.post(`${FN}/createCheckoutSession`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id')!;
  expect(started.body.url).toBe(`/checkout?session_id=${sessionId}`);
  const paid = await browser.post('/api/billing/test-checkout', { session_id: sessionId });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { sessionId, next: paid.body.url as string };
}

async function signIn(email: string, password: string) {
  const browser = createHttpClient(app.url);
  const response = await browser.post(`${FN}/login`, { email, password });
  return Object.assign(browser, { email, status: response.status });
}

describe('the purchase path in local test mode', () => {
  it('makes the account with its password, activates the plan on checkout and signs that browser in on the return', async () => {
    expect((await createHttpClient(app.url).get(`${FN}/billing/mode`)).body).toEqual({ mode: 'test' });
    const buyer = await purchaseRegister();
    expect([...buyer.cookies.keys()]).toContain('mindlane_purchase');

    const { sessionId, next } = await payInTestMode(buyer);
    expect(next).toBe(`/set-password?session_id=${sessionId}`);
    const lookup = await buyer.get(`${FN}/getCheckoutSession?session_id=${sessionId}`);
    expect(lookup.body).toEqual({ email: buyer.email, complete: true });

    const back = await buyer.post(`${FN}/purchase-sign-in`, { session_id: sessionId });
    expect(back).toMatchObject({ status: 200, body: { success: true, email: buyer.email } });
    expect(buyer.cookies.has('mindlane_purchase')).toBe(false);
    // Signed in, and nothing says the mailbox's owner chose the password: only a mailed link proves that.
    expect((await buyer.get(`${FN}/me`)).body.user).toMatchObject({
      email: buyer.email,
      email_verified: false,
    });
    const status = await buyer.get(`${FN}/user-status`);
    expect(status.body.data).toMatchObject({ subscription_status: 'active', access: true });
    expect(new Date(status.body.data.paid_thru_date).getTime()).toBeGreaterThan(
      clock.now().getTime() + 27 * DAY,
    );
    const billing = await buyer.get('/api/billing');
    expect(billing.body).toMatchObject({ mode: 'test', status: 'active', lastAmount: 7.95, canCancel: true });

    // One purchase, one password: the one chosen at step 1 signs in anywhere.
    expect((await signIn(buyer.email, PASSWORD)).status).toBe(200);
  });

  it('signs in on the return only once, even with the cookie kept', async () => {
    const buyer = await purchaseRegister();
    const kept = new Map(buyer.cookies);
    const { sessionId } = await payInTestMode(buyer);
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: sessionId })).status).toBe(200);
    const replay = createHttpClient(app.url);
    for (const [name, value] of kept) replay.cookies.set(name, value);
    const again = await replay.post(`${FN}/purchase-sign-in`, { session_id: sessionId });
    expect(again).toMatchObject({
      status: 403,
      body: { error: expect.stringMatching(/expired or was already used/) },
    });
    expect((await replay.get(`${FN}/me`)).body.user).toBeNull();
  });

  it("signs nobody in without the purchase cookie of the checkout's own account", async () => {
    const victim = await signUp(app.url);
    const { sessionId: victimCheckout } = await payInTestMode(victim);
    const buyer = await purchaseRegister();
    const { sessionId } = await payInTestMode(buyer);
    const stranger = createHttpClient(app.url);
    for (const id of [sessionId, victimCheckout]) {
      const response = await stranger.post(`${FN}/purchase-sign-in`, { session_id: id });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/start your purchase again/);
    }
    // The buyer's cookie cannot reach another account's checkout either, and stays usable for its own.
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: victimCheckout })).status).toBe(403);
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: '../etc' })).status).toBe(400);
    expect((await buyer.post(`${FN}/purchase-sign-in`, {})).status).toBe(400);
    expect((await stranger.get(`${FN}/me`)).body.user).toBeNull();
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: sessionId })).status).toBe(200);
    expect((await buyer.get(`${FN}/me`)).body.user.email).toBe(buyer.email);
  });

  it('ties a checkout to its own account: no checkout without one, nobody else completes or reads it', async () => {
    const visitor = createHttpClient(app.url);
    const refused = await visitor.post(`${FN}/createCheckoutSession`, { email: uniqueEmail() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Create your account first/);

    const buyer = await purchaseRegister();
    const mismatch = await buyer.post(`${FN}/createCheckoutSession`, { email: uniqueEmail() });
    expect(mismatch.status).toBe(400);
    const started = await buyer.post(`${FN}/createCheckoutSession`, { email: buyer.email });
    const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id')!;
    const other = await signUp(app.url);
    for (const client of [visitor, other]) {
      expect((await client.get(`${FN}/getCheckoutSession?session_id=${sessionId}`)).status).toBe(404);
      expect((await client.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(404);
    }
    expect((await visitor.get(`${FN}/getCheckoutSession?session_id=../etc`)).status).toBe(400);
    expect((await visitor.get(`${FN}/getCheckoutSession`)).status).toBe(400);
    expect((await other.get(`${FN}/user-status`)).body.data.subscription_status).toBe('trialing');
  });
});

describe('signed-in checkout', () => {
  it('upgrades a trial user on their own account and comes back to /billing', async () => {
    const user = await signUp(app.url);
    expect((await user.get(`${FN}/user-status`)).body.data.subscription_status).toBe('trialing');
    const { next } = await payInTestMode(user);
    expect(next).toBe('/billing');
    expect((await user.get(`${FN}/user-status`)).body.data).toMatchObject({
      subscription_status: 'active',
      access: true,
    });
    const again = await user.post(`${FN}/createCheckoutSession`, {});
    expect(again).toMatchObject({ status: 409, body: { error: 'Your Vision Plan is already active.' } });
  });

  it('keeps access after a cancel until paid_thru_date, then lets the user resubscribe', async () => {
    const user = await signUp(app.url);
    await payInTestMode(user);
    const paidThru = new Date((await user.get('/api/billing')).body.paidThruDate).getTime();

    const canceled = await user.post(`${FN}/cancelSubscription`);
    expect(canceled.body).toMatchObject({
      success: true,
      status: 'canceled',
      paidThruDate: new Date(paidThru).toISOString(),
    });
    expect((await user.post('/api/billing/cancel')).status).toBe(409);
    expect((await user.get('/api/billing')).body).toMatchObject({
      status: 'canceled',
      canCancel: false,
      canResume: true,
    });
    // Resumed, the plan renews again; cancelled once more, it runs to the same date.
    expect(await user.post('/api/billing/resume')).toMatchObject({ status: 200, body: { status: 'active' } });
    expect((await user.post('/api/billing/resume')).status).toBe(409);
    expect((await user.get('/api/billing')).body).toMatchObject({ canCancel: true, canResume: false });
    expect((await user.post('/api/billing/cancel')).body.status).toBe('canceled');

    try {
      // Sessions last 14 days: sign in again at each moment.
      clock.set(new Date(paidThru - DAY));
      const dayBefore = await signIn(user.email, PASSWORD);
      expect((await dayBefore.get(`${FN}/user-status`)).body.data).toMatchObject({
        subscription_status: 'canceled',
        access: true,
      });
      expect((await dayBefore.get(`${FN}/mindmaps`)).status).toBe(200);

      clock.set(new Date(paidThru + 1000));
      const after = await signIn(user.email, PASSWORD);
      expect((await after.get(`${FN}/user-status`)).body.data.access).toBe(false);
      expect((await after.get(`${FN}/mindmaps`)).status).toBe(402);
      // The paid period is over: there is nothing left to resume, only a new purchase.
      expect((await after.post('/api/billing/resume')).status).toBe(409);
      expect((await after.get('/api/billing')).body.canResume).toBe(false);

      const { next } = await payInTestMode(after);
      expect(next).toBe('/billing');
      const status = (await after.get(`${FN}/user-status`)).body.data;
      expect(status).toMatchObject({ subscription_status: 'active', access: true });
      expect(new Date(status.paid_thru_date).getTime()).toBeGreaterThan(clock.now().getTime() + 27 * DAY);
      expect((await after.get('/api/billing/invoices?limit=12')).body.invoices).toHaveLength(2);
    } finally {
      clock.set(new Date('2026-03-02T10:00:00Z'));
    }
  });
});

describe('billing pages data', () => {
  it("lists invoices as downloads of the user's own payments, amounts in dollars", async () => {
    const user = await signUp(app.url);
    await payInTestMode(user);
    const { body } = await user.get('/api/billing/invoices?limit=12');
    expect(body.invoices).toEqual([
      expect.objectContaining({
        amount: 7.95,
        currency: 'usd',
        url: expect.stringMatching(/^\/api\/billing\/invoices\/.+\/download$/),
      }),
    ]);
    const download = await user.get(body.invoices[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mindlane-invoice-\d{4}-\d{2}-\d{2}-[\w-]+\.html"$/,
    );
    const invoice = String(download.body);
    expect(invoice).toMatch(/^<!doctype html>/);
    for (const part of [
      'Invoice number',
      body.invoices[0].id,
      'Seller',
      'Mindlane',
      'Billed to',
      user.email,
    ]) {
      expect(invoice).toContain(part);
    }
    expect(invoice).toContain('Vision Plan: one month');
    expect(invoice).toContain('Total (USD)');
    expect(invoice).toContain('7.95 USD');
    expect(invoice).toContain('Test mode: no card was charged');
    expect(invoice).toContain('@media print');
    const other = await signUp(app.url);
    expect((await other.get(body.invoices[0].url)).status).toBe(404);
    expect((await other.get('/api/billing/invoices?limit=13')).status).toBe(400);
    expect((await other.get('/api/billing/invoices/not-a-uuid/download')).status).toBe(400);
    expect((await other.get('/api/billing/invoices?limit=12')).body).toEqual({ invoices: [] });
    expect((await other.get('/api/billing')).body).toMatchObject({
      status: 'trialing',
      lastAmount: null,
      lastInvoiceDate: null,
      canCancel: false,
      canResume: false,
    });
  });

  it('shows a member whose plan they work under, and lets them cancel only their own', async () => {
    const owner = await signUpVerified(app.url);
    await payInTestMode(owner);
    const member = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    const token = new URL(invite.body.inviteUrl).searchParams.get('token');
    await verifyEmail(member);
    expect((await member.post(`${FN}/invitations/accept`, { token })).status).toBe(200);
    const billing = await member.get('/api/billing');
    expect(billing.body).toMatchObject({ status: 'trialing', workspaceOwner: { email: owner.email } });
    expect((await member.post(`${FN}/cancelSubscription`)).status).toBe(409);
    expect((await owner.get('/api/billing')).body).toMatchObject({ status: 'active', workspaceOwner: null });
  });

  it('answers usage with aiUsage and aiLimit (10 in all on a trial)', async () => {
    const user = await signUp(app.url);
    const { body } = await user.get(`${FN}/usage`);
    expect(body).toMatchObject({ aiUsage: 0, aiLimit: 10 });
  });

  it('needs a session for billing data and for cancelling', async () => {
    const visitor = createHttpClient(app.url);
    expect((await visitor.get('/api/billing')).status).toBe(401);
    expect((await visitor.post('/api/billing/cancel')).status).toBe(401);
    expect((await visitor.post(`${FN}/cancelSubscription`)).status).toBe(401);
  });

  it('has no Stripe webhook or portal in test mode', async () => {
    const user = await signUp(app.url);
    expect((await user.post('/api/billing/portal')).status).toBe(404);
    const webhook = await fetch(new URL('/api/stripe/webhook', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });
});

describe('a purchase account', () => {
  it('is a normal account: the e-mail is taken for a second purchase', async () => {
    const buyer = await purchaseRegister();
    const second = await createHttpClient(app.url).post(`${FN}/purchase-register`, {
      email: buyer.email,
      password: PASSWORD,
    });
    expect(second).toMatchObject({ status: 409, body: { error: 'Account already exists. Please log in.' } });
    expect((await signIn(buyer.email, PASSWORD)).status).toBe(200);
  });
});
