import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { createTestClock, HOUR } from '../../helpers/clock';
import { createHttpClient, eventually } from '../../helpers/http';
import { startRejectingSmtpServer, startSmtpServer } from '../../helpers/smtp';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const NEW_PASSWORD = 'Brand-new-9';
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

async function requestLink(email: string): Promise<string> {
  const previous = smtp.linkTo(email, '/reset-password?token=');
  const response = await createHttpClient(app.url).post(`${FN}/forgot-password`, { email });
  expect(response).toMatchObject({ status: 200, body: { success: true } });
  const link = await eventually(() => {
    const latest = smtp.linkTo(email, '/reset-password?token=');
    return latest !== previous && latest;
  });
  return new URL(link).searchParams.get('token')!;
}

describe('POST {fn}/forgot-password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const known = uniqueEmail();
    await signUp(app.url, known);
    const nobody = uniqueEmail('nobody');
    const response = await createHttpClient(app.url).post(`${FN}/forgot-password`, { email: nobody });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    // The link for a known address, asked for afterwards, arrives only once the server is past the first.
    await requestLink(known);
    expect(smtp.received.filter((mail) => mail.to.includes(nobody))).toEqual([]);
  });

  it("sends the owner's link though strangers used up the limit of the owner's e-mail from their address", async () => {
    const proxied = await startTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' } });
    try {
      const { email } = await signUp(proxied.url);
      const resetMails = () =>
        smtp.received.filter((mail) => mail.to.includes(email) && mail.raw.includes('Reset your')).length;
      const askFrom = (address: string) => {
        const headers = { 'x-forwarded-for': address };
        return createHttpClient(proxied.url).request('POST', `${FN}/forgot-password`, { email }, headers);
      };
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await askFrom('198.51.100.1')).status);
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(5).fill(429)]);
      await eventually(() => resetMails() === 5);
      expect(await askFrom('198.51.100.2')).toMatchObject({ status: 200, body: { success: true } });
      await eventually(() => resetMails() === 6);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a malformed address with a 400', async () => {
    expect(await createHttpClient(app.url).post(`${FN}/forgot-password`, { email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'Valid email required.' },
    });
  });
});

describe('POST {fn}/reset-password', () => {
  it('sets the new password from the mailed link, once, and ends the other sessions', async () => {
    const email = uniqueEmail();
    const signedIn = await signUp(app.url, email);
    const token = await requestLink(email);
    const client = createHttpClient(app.url);
    expect(await client.post(`${FN}/reset-password`, { token, password: NEW_PASSWORD })).toMatchObject({
      status: 200,
    });
    expect((await signedIn.get(`${FN}/me`)).body).toEqual({ user: null });
    expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(401);
    expect((await client.post(`${FN}/login`, { email, password: NEW_PASSWORD })).status).toBe(200);
    expect(await client.post(`${FN}/reset-password`, { token, password: 'Another-one-1' })).toMatchObject({
      status: 400,
      body: { error: 'This reset link is invalid or has expired.' },
    });
  });

  it('refuses a link older than an hour', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    const token = await requestLink(email);
    clock.advance(HOUR + 1000);
    expect(
      await createHttpClient(app.url).post(`${FN}/reset-password`, { token, password: NEW_PASSWORD }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This reset link is invalid or has expired.' },
    });
  });

  it('requires upper case, lower case and a digit, and keeps the link usable after a refused password', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    const token = await requestLink(email);
    const client = createHttpClient(app.url);
    expect(await client.post(`${FN}/reset-password`, { token, password: 'alllowercase1' })).toMatchObject({
      status: 400,
      body: { error: 'Password must include upper, lower and a number.' },
    });
    expect((await client.post(`${FN}/reset-password`, { token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

/** POSTs JSON with headers fetch would not let through (Host), as a script rather than a browser can. */
function rawPost(url: string, body: unknown, headers: Record<string, string>) {
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('reset links', () => {
  it('ignore a hostile Host: without PUBLIC_URL they point at this server on localhost', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    const previous = smtp.linkTo(email, '/reset-password?token=');
    const status = await rawPost(`${app.url}${FN}/forgot-password`, { email }, { host: 'evil.example' });
    expect(status).toBe(200);
    const link = await eventually(() => {
      const latest = smtp.linkTo(email, '/reset-password?token=');
      return latest !== previous && latest;
    });
    expect(new URL(link).origin).toBe(`http://localhost:${new URL(app.url).port}`);
  });

  it('ignore X-Forwarded-Host even behind a trusted proxy: they point at PUBLIC_URL', async () => {
    const proxied = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://mindlane.example.com',
        BILLING_MODE: 'test',
      },
    });
    try {
      const email = uniqueEmail();
      const browser = createHttpClient(proxied.url, { origin: 'https://mindlane.example.com' });
      expect((await browser.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
      const status = await rawPost(
        `${proxied.url}${FN}/forgot-password`,
        { email },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      );
      expect(status).toBe(200);
      const link = await eventually(() => smtp.linkTo(email, '/reset-password?token='));
      expect(link).toMatch(/^https:\/\/mindlane\.example\.com\/reset-password\?token=[\w-]+$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('with a failing SMTP server', () => {
  it('answers forgot-password the same for known and unknown accounts, and keeps retrying the mail', async () => {
    const broken = await startRejectingSmtpServer();
    const failing = await startTestApp({ env: { SMTP_URL: broken.url } });
    try {
      const email = uniqueEmail();
      const visitor = createHttpClient(failing.url);
      expect((await visitor.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
      const known = await visitor.post(`${FN}/forgot-password`, { email });
      const unknown = await visitor.post(`${FN}/forgot-password`, { email: uniqueEmail('ghost') });
      expect(known).toMatchObject({ status: 200, body: { success: true } });
      expect(unknown).toMatchObject({ status: 200, body: known.body });
      // The verification mail and the reset mail are each tried, then tried again.
      await eventually(() => broken.attempts.filter((to) => to === email).length >= 4, 10_000);
      expect(broken.attempts.every((to) => to === email)).toBe(true);
    } finally {
      await failing.close();
      await broken.close();
    }
  });
});
