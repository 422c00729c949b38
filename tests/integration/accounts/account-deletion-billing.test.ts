import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, sameSessionAt } from '../../helpers/http';
import {
  postStripeEvent,
  startStripeApi,
  stripeEvent,
  stripeModeEnv,
  type StripeApi,
} from '../../helpers/stripe-api';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { leftovers } from '../workspaces/deletion-world';

/**
 * Deleting an account at once (ACCOUNT_DELETION_GRACE_DAYS=0) ends every way in and leaves nothing that
 * names the person; with Stripe billing, scheduling sets the subscription to end with its period and
 * carrying it out cancels it, after which Stripe's events about it are acknowledged and ignored.
 */

const userIdOf = async (client: { get: (path: string) => Promise<{ body: any }> }) =>
  (await client.get(`${FN}/me`)).body.user.sub as string;

describe('deleting an account at once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
  });
  afterAll(() => app?.close());

  it('answers 204, and every session and API token of the account is refused afterwards', async () => {
    const user = await signUp(app.url);
    const id = await userIdOf(user);
    const workspaceId = await currentWorkspaceId(user);
    const { secret } = await createToken(user, { workspaceId });
    const bearer = createBearerClient(app.url, secret);
    expect((await bearer.get('/api/mindmaps')).status).toBe(200);
    const second = createHttpClient(app.url);
    expect((await second.post(`${FN}/login`, { email: user.email, password: PASSWORD })).status).toBe(200);
    const sameSession = sameSessionAt(app.url, user);
    expect((await second.get(`${FN}/mindmaps`)).status).toBe(200);

    const deleted = await user.request('DELETE', '/api/me', { password: PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(user.cookies.size).toBe(0);
    for (const client of [second, sameSession]) {
      expect((await client.get(`${FN}/mindmaps`)).status).toBe(401);
      expect((await client.get('/api/me/deletion')).status).toBe(401);
    }
    expect((await bearer.get('/api/mindmaps')).status).toBe(401);
    await app.app.jobs.runDue();
    // Nothing names the account any more: no row holds its id or its address, and no job is left.
    expect(await leftovers(app, [id, user.email, workspaceId])).toEqual([]);
  });
});

describe('deleting an account with Stripe billing', () => {
  const SECRET = 'whsec_test_mindlane_0123456789';
  const clock = createTestClock(new Date());
  let stripe: StripeApi;
  let app: TestApp;
  beforeAll(async () => {
    stripe = await startStripeApi();
    app = await startTestApp({
      clock,
      env: stripeModeEnv(stripe, SECRET),
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  const post = (event: Record<string, unknown>) =>
    postStripeEvent(app.url, event, { secret: SECRET, timestamp: Math.floor(clock.now().getTime() / 1000) });

  it('ends the plan with its period when scheduled, cancels it when carried out, then ignores its events', async () => {
    const user = await signUp(app.url);
    const id = await userIdOf(user);
    const started = await user.post(`${FN}/createCheckoutSession`, {});
    const session = stripe.sessions.get(started.body.url.split('/').pop() as string)!;
    const { subscription, invoice } = stripe.completeCheckout(session.id);
    expect((await post(stripeEvent('checkout.session.completed', session))).status).toBe(200);
    expect((await post(stripeEvent('invoice.paid', invoice))).status).toBe(200);
    const payments = () =>
      app.database.db
        .selectFrom('payments')
        .select(['user_id', 'invoice_url'])
        .where('provider_invoice_id', '=', invoice.id)
        .execute();
    expect(await payments()).toEqual([{ user_id: id, invoice_url: expect.any(String) }]);

    const scheduled = await user.request('DELETE', '/api/me', { password: PASSWORD });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(202);
    const update = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect(stripe.requests.some((request) => request.method === 'DELETE')).toBe(false);

    clock.advance(7 * DAY + 1);
    await app.app.jobs.runDue();
    const cancelled = stripe.requests.filter(
      (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(cancelled).toHaveLength(1);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    const users = await app.database.db.selectFrom('users').select('id').where('id', '=', id).execute();
    expect(users).toEqual([]);
    // The payment stays for the books, naming no one: no account, no link to Stripe's invoice page.
    expect(await payments()).toEqual([{ user_id: null, invoice_url: null }]);

    // Stripe's later events about the customer are acknowledged and change nothing.
    const later = stripe.subscriptions.get(subscription.id)!;
    expect((await post(stripeEvent('customer.subscription.deleted', later))).status).toBe(200);
    expect((await post(stripeEvent('invoice.paid', stripe.addInvoice(subscription.id, 0)))).status).toBe(200);
    const subscriptions = await app.database.db.selectFrom('subscriptions').select('user_id').execute();
    expect(subscriptions.map((row) => row.user_id)).not.toContain(id);
    expect(await payments()).toHaveLength(1);
    const all = await app.database.db.selectFrom('payments').select('user_id').execute();
    expect(all.filter((row) => row.user_id === id)).toEqual([]);
  });
});
