import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@server/plugins/app/sessions/tokens';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { createHttpClient, eventually } from '../../helpers/http';
import { startSmtpServer } from '../../helpers/smtp';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const clock = createTestClock();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ clock, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** The token of the latest verification link mailed to `email` that differs from `previous`. */
async function verificationToken(email: string, previous?: string): Promise<string> {
  const link = await eventually(() => {
    const latest = smtp.linkTo(email, '/verify-email?token=');
    return latest !== previous && latest;
  });
  return new URL(link).searchParams.get('token')!;
}

const verified = async (client: ReturnType<typeof createHttpClient>) =>
  (await client.get(`${FN}/me`)).body.user.email_verified as boolean;

describe('POST {fn}/verify-email', () => {
  it("verifies the address of a new account from the mailed link opened by the account's session, once", async () => {
    const user = await signUp(app.url);
    expect(await verified(user)).toBe(false);
    const link = await eventually(() => smtp.linkTo(user.email, '/verify-email?token='));
    // Without PUBLIC_URL, links point at this server on localhost.
    expect(new URL(link).origin).toBe(`http://localhost:${new URL(app.url).port}`);
    const token = new URL(link).searchParams.get('token')!;
    expect(await user.post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 200,
      body: { success: true, alreadyVerified: false },
    });
    expect(await verified(user)).toBe(true);
    // Opened again, by anyone: the link is used, and its account is verified; that is what it says.
    const visitor = createHttpClient(app.url);
    expect(await visitor.post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 200,
      body: { success: true, alreadyVerified: true },
    });
  });

  it('tells a link made for a verified account from one never made, and an expired one of an unverified account', async () => {
    const made = await signUp(app.url);
    const token = await verificationToken(made.email);
    const madeUp = `${token.slice(0, -4)}zzzz`;
    expect(await createHttpClient(app.url).post(`${FN}/verify-email`, { token: madeUp })).toMatchObject({
      status: 400,
      body: { error: 'This verification link is invalid or has expired.' },
    });
    clock.advance(7 * DAY + 1000);
    try {
      expect(await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).toMatchObject({
        status: 400,
        body: { error: 'This verification link is invalid or has expired.' },
      });
      // Verified meanwhile by a newer link, the old one says so even though it expired unused.
      const again = await login(made.email);
      const first = smtp.linkTo(made.email, '/verify-email?token=');
      expect(await again.post(`${FN}/resend-verification`)).toMatchObject({ status: 200 });
      const newToken = await verificationToken(made.email, first);
      expect((await again.post(`${FN}/verify-email`, { token: newToken })).body.alreadyVerified).toBe(false);
      expect(await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).toMatchObject({
        status: 200,
        body: { alreadyVerified: true },
      });
    } finally {
      clock.advance(-7 * DAY - 1000);
    }
  });

  it('stores only a hash of the token', async () => {
    const user = await signUp(app.url);
    const token = await verificationToken(user.email);
    const rows = await app.database.db.selectFrom('email_verifications').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    const leaked = await sql<{ n: number }>`
      select count(*)::int as n from email_verifications where token_hash = ${token}`.execute(
      app.database.db,
    );
    expect(leaked.rows[0]!.n).toBe(0);
  });

  it('refuses a link older than 7 days', async () => {
    const user = await signUp(app.url);
    const token = await verificationToken(user.email);
    clock.advance(7 * DAY + 1000);
    try {
      expect((await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).status).toBe(400);
      expect(await verified(await login(user.email))).toBe(false);
    } finally {
      clock.advance(-7 * DAY - 1000);
    }
  });

  it.each([
    [{}],
    [{ token: 'short' }],
    [{ token: 'x'.repeat(500) }],
    [{ token: 42 }],
    [{ token: 'a b'.repeat(10) }],
  ])('answers 400 to %j', async (body) => {
    expect(await createHttpClient(app.url).post(`${FN}/verify-email`, body)).toMatchObject({
      status: 400,
      body: { error: 'This verification link is invalid or has expired.' },
    });
  });
});

async function login(email: string, password = PASSWORD) {
  const client = createHttpClient(app.url);
  expect((await client.post(`${FN}/login`, { email, password })).status).toBe(200);
  return client;
}

describe('POST {fn}/resend-verification', () => {
  it('mails a new link to an unverified account, and refuses a verified one', async () => {
    const user = await signUp(app.url);
    const first = await eventually(() => smtp.linkTo(user.email, '/verify-email?token='));
    expect(await user.post(`${FN}/resend-verification`)).toMatchObject({ status: 200 });
    const token = await verificationToken(user.email, first);
    expect((await user.post(`${FN}/verify-email`, { token })).status).toBe(200);
    expect(await user.post(`${FN}/resend-verification`)).toMatchObject({
      status: 400,
      body: { error: 'Your e-mail address is already verified.' },
    });
  });
});

describe('password reset', () => {
  it('verifies the address too', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    await createHttpClient(app.url).post(`${FN}/forgot-password`, { email });
    const link = await eventually(() => smtp.linkTo(email, '/reset-password?token='));
    const token = new URL(link).searchParams.get('token')!;
    const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
      token,
      password: 'New-pass-42',
    });
    expect(reset.status).toBe(200);
    expect(await verified(await login(email, 'New-pass-42'))).toBe(true);
  });
});
