import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '@server/plugins/app/users/passwords';
import { FN, PASSWORD, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startSmtpServer } from '../../helpers/smtp';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const OWNER_PASSWORD = 'Owner-takes-back-7';
const ADMIN = uniqueEmail('boss');
const BUYING_ADMIN = uniqueEmail('buying-boss');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: `${ADMIN},${BUYING_ADMIN}` } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A stranger registers `email` on the purchase path and keeps the browser holding its purchase cookie. */
async function squatPurchase(email: string): Promise<HttpClient> {
  const stranger = createHttpClient(app.url);
  const registered = await stranger.post(`${FN}/purchase-register`, { email, password: PASSWORD });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return stranger;
}

/** Starts and pays a test-mode checkout with the purchase cookie; returns its session id. */
async function paidCheckout(buyer: HttpClient): Promise<string> {
  const started = await buyer.post(`${FN}/createCheckoutSession`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id')!;
  expect((await buyer.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
  return sessionId;
}

/** The address's owner asks for a reset link and chooses a password with it. */
async function ownerResets(email: string, password = OWNER_PASSWORD) {
  const before = smtp.linkTo(email, '/reset-password?token=');
  expect((await createHttpClient(app.url).post(`${FN}/forgot-password`, { email })).status).toBe(200);
  const link = await eventually(() => {
    const latest = smtp.linkTo(email, '/reset-password?token=');
    return latest !== before ? latest : undefined;
  });
  const token = new URL(link!).searchParams.get('token');
  const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, { token, password });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
}

async function signIn(email: string, password: string) {
  const client = createHttpClient(app.url);
  const { status } = await client.post(`${FN}/login`, { email, password });
  return Object.assign(client, { status });
}

/** A token shaped like the real ones (43 base64url characters) that the server never made. */
const madeUp = (round: number) => `made-up-${round}-`.padEnd(43, 'x');

describe('a purchase cookie after the owner recovers the account', () => {
  it('no longer signs in or acts for the account', async () => {
    const email = uniqueEmail('victim');
    const stranger = await squatPurchase(email);
    const sessionId = await paidCheckout(stranger);
    await ownerResets(email);

    const taken = await stranger.post(`${FN}/purchase-sign-in`, { session_id: sessionId });
    expect(taken).toMatchObject({ status: 403, body: { error: expect.stringMatching(/expired/) } });
    expect((await stranger.get(`${FN}/me`)).body.user).toBeNull();
    expect((await stranger.post(`${FN}/createCheckoutSession`, {})).status).toBe(403);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('still signs in a buyer who opened the confirmation link before coming back from checkout', async () => {
    const email = uniqueEmail('buyer');
    const buyer = await squatPurchase(email);
    const sessionId = await paidCheckout(buyer);
    const link = await eventually(() => smtp.linkTo(email, '/verify-email?token='));
    const token = new URL(link!).searchParams.get('token');
    // Not signed in yet (the purchase cookie is no session): the link asks to log in and stays usable.
    expect((await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).status).toBe(401);
    const back = await buyer.post(`${FN}/purchase-sign-in`, { session_id: sessionId });
    expect(back).toMatchObject({ status: 200, body: { email } });
    expect((await buyer.post(`${FN}/verify-email`, { token })).status).toBe(200);
    expect((await buyer.get(`${FN}/me`)).body.user).toMatchObject({ email, email_verified: true });
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes an account admin only once the mailbox owner has set its password', async () => {
    const squatter = createHttpClient(app.url);
    await squatter.post(`${FN}/register`, { email: ADMIN, password: PASSWORD });
    const link = await eventually(() => smtp.linkTo(ADMIN, '/verify-email?token='));
    const token = new URL(link!).searchParams.get('token');
    // The owner clicks the welcome link: it confirms nothing without a session of the account, whose
    // password the stranger holds.
    expect((await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).status).toBe(401);
    const stranger = await signIn(ADMIN, PASSWORD);
    expect((await stranger.get(`${FN}/me`)).body.user).toMatchObject({ role: 'user', email_verified: false });
    expect((await stranger.get('/api/users')).status).toBe(403);
    // Nor does a start-up with ADMIN_EMAILS promote it.
    app = await app.restart();
    const again = await signIn(ADMIN, PASSWORD);
    expect((await again.get(`${FN}/me`)).body.user.role).toBe('user');

    await ownerResets(ADMIN);
    expect((await signIn(ADMIN, PASSWORD)).status).toBe(401);
    const owner = await signIn(ADMIN, OWNER_PASSWORD);
    expect((await owner.get(`${FN}/me`)).body.user.role).toBe('admin');
    expect((await owner.get('/api/users')).status).toBe(200);
  });

  it('does not make an account admin for signing in on the return from checkout', async () => {
    const buyer = await squatPurchase(BUYING_ADMIN);
    const sessionId = await paidCheckout(buyer);
    expect((await buyer.post(`${FN}/purchase-sign-in`, { session_id: sessionId })).status).toBe(200);
    expect((await buyer.get(`${FN}/me`)).body.user).toMatchObject({ role: 'user', email_verified: false });
    app = await app.restart();
    const again = await signIn(BUYING_ADMIN, PASSWORD);
    expect((await again.get(`${FN}/me`)).body.user.role).toBe('user');
    expect((await again.get('/api/users')).status).toBe(403);
  });
});

describe('choosing a password', () => {
  it('refuses a made-up reset token before hashing anything', async () => {
    // Counts the server's calls (this process runs it) and still hashes: nothing stands in for argon2.
    const hashing = vi.spyOn(passwords, 'hashPassword');
    try {
      for (let round = 0; round < 3; round += 1) {
        const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
          token: madeUp(round),
          password: 'Some-password-1',
        });
        expect(reset.status).toBe(400);
      }
      expect(hashing).not.toHaveBeenCalled();
      // The same count sees a real choice of password.
      const email = uniqueEmail('counted');
      await squatPurchase(email);
      await ownerResets(email);
      expect(hashing).toHaveBeenCalled();
    } finally {
      hashing.mockRestore();
    }
  });

  it('limits reset password choices per address', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_PASSWORD_PER_ADDRESS: '2' } });
    try {
      const client = createHttpClient(limited.url);
      const body = { token: madeUp(0), password: 'Some-password-1' };
      expect((await client.post(`${FN}/reset-password`, body)).status).toBe(400);
      expect((await client.post(`${FN}/reset-password`, body)).status).toBe(400);
      const refused = await client.post(`${FN}/reset-password`, body);
      expect(refused).toMatchObject({
        status: 429,
        body: { error: expect.stringMatching(/Too many attempts/) },
      });
    } finally {
      await limited.close();
    }
  });
});
