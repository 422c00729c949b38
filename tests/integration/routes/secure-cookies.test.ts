import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const ORIGIN = 'https://mindlane.example.com';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: ORIGIN, BILLING_MODE: 'test' } });
});
afterAll(() => app?.close());

/** A browser of the https site holding only `name`=`value`. */
function holding(name: string, value: string): HttpClient {
  const browser = createHttpClient(app.url, { origin: ORIGIN });
  browser.cookies.set(name, value);
  return browser;
}

describe('cookies on an https site', () => {
  it('sign in with the __Host- session cookie only, never with the unprefixed name', async () => {
    const browser = createHttpClient(app.url, { origin: ORIGIN });
    const email = uniqueEmail();
    expect((await browser.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
    expect((await browser.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
    expect([...browser.cookies.keys()]).toEqual(['__Host-mindlane_session']);
    const token = browser.cookies.get('__Host-mindlane_session')!;

    expect((await holding('__Host-mindlane_session', token).get(`${FN}/me`)).body.user).toMatchObject({
      email,
    });
    // The same token under the name any host of the domain, or plain http, could have set.
    const planted = holding('mindlane_session', token);
    expect((await planted.get(`${FN}/me`)).body).toEqual({ user: null });
    expect((await planted.get(`${FN}/mindmaps`)).status).toBe(401);
  });

  it('act on the purchase path with the __Host- purchase cookie only', async () => {
    const buyer = createHttpClient(app.url, { origin: ORIGIN });
    const email = uniqueEmail('buyer');
    expect((await buyer.post(`${FN}/purchase-register`, { email, password: PASSWORD })).status).toBe(201);
    expect([...buyer.cookies.keys()]).toEqual(['__Host-mindlane_purchase']);
    const token = buyer.cookies.get('__Host-mindlane_purchase')!;

    const stranger = await createHttpClient(app.url, { origin: ORIGIN }).post(
      `${FN}/createCheckoutSession`,
      {},
    );
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    const planted = await holding('mindlane_purchase', token).post(`${FN}/createCheckoutSession`, {});
    expect(planted).toMatchObject({ status: stranger.status, body: stranger.body });
    expect(
      (await holding('__Host-mindlane_purchase', token).post(`${FN}/createCheckoutSession`, {})).status,
    ).toBe(200);
  });
});
