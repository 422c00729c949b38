import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { createTestClock, HOUR } from '../../helpers/clock';
import { createHttpClient, eventually } from '../../helpers/http';
import { startSmtpServer } from '../../helpers/smtp';
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
  const before = smtp.received.length;
  const response = await createHttpClient(app.url).post(`${FN}/forgot-password`, { email });
  expect(response).toMatchObject({ status: 200, body: { success: true } });
  await eventually(() => smtp.received.length > before);
  const link = smtp.linkTo(email, '/reset-password?token=');
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('POST {fn}/forgot-password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await createHttpClient(app.url).post(`${FN}/forgot-password`, {
      email: uniqueEmail('nobody'),
    });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
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
    expect((await signedIn.get(`${FN}/me`)).status).toBe(401);
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
