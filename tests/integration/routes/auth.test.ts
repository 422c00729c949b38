import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, DAY, HOUR } from '../../helpers/clock';
import { createHttpClient } from '../../helpers/http';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';

const clock = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { SESSION_TTL_HOURS: '48' } });
});
afterAll(() => app?.close());

describe('POST {fn}/register', () => {
  it('creates an account (201) that can sign in, and refuses the same e-mail in any case (409)', async () => {
    const client = createHttpClient(app.url);
    const email = uniqueEmail('Reg');
    expect(await client.post(`${FN}/register`, { email, password: PASSWORD })).toMatchObject({
      status: 201,
      body: { success: true },
    });
    const again = await client.post(`${FN}/register`, { email: email.toUpperCase(), password: PASSWORD });
    expect(again).toMatchObject({ status: 409, body: { error: 'Account already exists. Please log in.' } });
    expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Valid email required.'],
    [{ password: PASSWORD }, 'Valid email required.'],
    [{ email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ email: 'a@b.co' }, 'Password must be at least 8 characters long.'],
    [{ email: 42, password: PASSWORD }, 'Valid email required.'],
  ])('answers 400 with the rule that failed for %j', async (body, message) => {
    const response = await createHttpClient(app.url).post(`${FN}/register`, body);
    expect(response).toMatchObject({ status: 400, body: { error: message } });
  });

  it('limits sign-ups per address with a 429', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_REGISTER_PER_ADDRESS: '2' } });
    try {
      const client = createHttpClient(limited.url);
      for (let i = 0; i < 2; i += 1)
        expect(
          (await client.post(`${FN}/register`, { email: uniqueEmail(), password: PASSWORD })).status,
        ).toBe(201);
      const third = await client.post(`${FN}/register`, { email: uniqueEmail(), password: PASSWORD });
      expect(third).toMatchObject({
        status: 429,
        body: { error: expect.stringMatching(/^Too many attempts/) },
      });
    } finally {
      await limited.close();
    }
  });

  it('answers malformed JSON with a 400 and creates nothing', async () => {
    const response = await createHttpClient(app.url).post(`${FN}/register`, '{"email": "x@y.z", "password":');
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('error');
  });
});

describe('POST {fn}/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and a new session id at every sign-in', async () => {
    const email = uniqueEmail();
    const client = await signUp(app.url, email);
    const first = [...client.cookies.values()][0];
    const again = await client.post(`${FN}/login`, { email, password: PASSWORD });
    const cookie = again.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mindlane_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect([...client.cookies.values()][0]).not.toBe(first);
    const stale = createHttpClient(app.url);
    stale.cookies.set('mindlane_session', first!);
    expect(await stale.get(`${FN}/me`)).toMatchObject({ status: 200, body: { user: null } });
  });

  it('gives an unknown e-mail and a wrong password the same 401', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    const client = createHttpClient(app.url);
    const wrong = await client.post(`${FN}/login`, { email, password: 'wrong-password' });
    const unknown = await client.post(`${FN}/login`, {
      email: uniqueEmail('ghost'),
      password: 'wrong-password',
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'Unable to login. Username or password was not found' },
    });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  it.each([
    [{ password: PASSWORD }, 'Email is required'],
    [{ email: '', password: PASSWORD }, 'Email is required'],
    [{ email: 'nope', password: PASSWORD }, 'Invalid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
  ])('answers 400 with the login rule that failed for %j', async (body, message) => {
    expect(await createHttpClient(app.url).post(`${FN}/login`, body)).toMatchObject({
      status: 400,
      body: { error: message },
    });
  });

  it('refuses an address after ten failed sign-ins on an account, counting failures only, with Retry-After', async () => {
    const email = uniqueEmail();
    await signUp(app.url, email);
    const client = createHttpClient(app.url);
    // Successful sign-ins (signUp's and these) are not failures.
    for (let i = 0; i < 4; i += 1)
      expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await client.post(`${FN}/login`, { email, password: 'wrong-password' })).status).toBe(401);
    const limited = await client.post(`${FN}/login`, { email, password: PASSWORD });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Please try again in 15 minutes.' },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const other = await signUp(app.url);
    expect((await other.post(`${FN}/login`, { email: other.email, password: PASSWORD })).status).toBe(200);
    clock.advance(retryAfter * 1000);
    expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses guesses at an unknown account the same way', async () => {
    const client = createHttpClient(app.url);
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 10; i += 1)
      expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(401);
    expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(429);
  });

  it('counts attempts per address whatever X-Forwarded-For says while TRUST_PROXY is off', async () => {
    // NODE_ENV=production is what `npm start` runs with; it must not make forwarded headers trusted.
    const limited = await startTestApp({
      env: { NODE_ENV: 'production', RATE_LIMIT_LOGIN_PER_ADDRESS: '3' },
    });
    try {
      const attempt = (n: number) =>
        fetch(`${limited.url}${FN}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}` },
          body: JSON.stringify({ email: uniqueEmail('xff'), password: PASSWORD }),
        });
      for (let n = 1; n <= 3; n += 1) expect((await attempt(n)).status).toBe(401);
      const fourth = await attempt(4);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('counts the forwarded client address when TRUST_PROXY names the proxy', async () => {
    const proxied = await startTestApp({
      env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_LOGIN_PER_ADDRESS: '1' },
    });
    try {
      const attempt = (address: string) =>
        fetch(`${proxied.url}${FN}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: uniqueEmail('proxied'), password: PASSWORD }),
        });
      expect((await attempt('198.51.100.1')).status).toBe(401);
      expect((await attempt('198.51.100.2')).status).toBe(401);
      expect((await attempt('198.51.100.1')).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('is refused when another site posts it', async () => {
    const foreign = createHttpClient(app.url, { origin: 'https://attacker.example' });
    expect((await foreign.post(`${FN}/login`, { email: 'a@b.co', password: PASSWORD })).status).toBe(403);
  });
});

describe('sessions', () => {
  it('end at logout: the old cookie no longer works', async () => {
    const client = await signUp(app.url);
    const token = [...client.cookies.values()][0]!;
    expect((await client.post(`${FN}/logout`)).body).toEqual({ success: true });
    const replay = createHttpClient(app.url);
    replay.cookies.set('mindlane_session', token);
    expect(await replay.get(`${FN}/me`)).toMatchObject({ status: 200, body: { user: null } });
    expect((await replay.get(`${FN}/mindmaps`)).status).toBe(401);
  });

  it('expire after SESSION_TTL_HOURS', async () => {
    const client = await signUp(app.url);
    clock.advance(47 * HOUR);
    expect((await client.get(`${FN}/me`)).status).toBe(200);
    clock.advance(2 * HOUR);
    expect(await client.get(`${FN}/me`)).toMatchObject({ status: 200, body: { user: null } });
  });
});

describe('GET and PATCH {fn}/me', () => {
  it('returns the user with the contract fields under every prefix', async () => {
    const email = uniqueEmail();
    const client = await signUp(app.url, email);
    for (const prefix of ['/.netlify/functions', '/api', '/.netlify/functions/api']) {
      const { status, body } = await client.get(`${prefix}/me`);
      expect(status).toBe(200);
      expect(Object.keys(body.user).sort()).toEqual(
        [
          'email',
          'email_verified',
          'family_name',
          'given_name',
          'name',
          'nickname',
          'picture',
          'role',
          'sub',
          'updated_at',
        ].sort(),
      );
      expect(body.user).toMatchObject({ email, role: 'user', email_verified: false });
    }
  });

  it('tells a visitor that nobody is signed in (200, user null), and refuses their PATCH with 401', async () => {
    const visitor = createHttpClient(app.url);
    expect(await visitor.get(`${FN}/me`)).toMatchObject({ status: 200, body: { user: null } });
    expect(await visitor.patch(`${FN}/me`, { name: 'Nobody' })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
  });

  it('updates only the profile fields, never the role or e-mail', async () => {
    const client = await signUp(app.url);
    const response = await client.patch(`${FN}/me`, {
      given_name: 'Ada',
      family_name: 'Lovelace',
      role: 'admin',
      email: 'x@y.z',
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      role: 'user',
      email: client.email,
    });
  });

  it('refuses a profile field of the wrong type with a 400 naming it', async () => {
    const client = await signUp(app.url);
    expect(await client.patch(`${FN}/me`, { name: 7 })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^name: /) },
    });
  });
});

describe('registration', () => {
  it('starts a trial that grants access for three days', async () => {
    const client = await signUp(app.url);
    // Sessions here last 48 hours, so the account signs in again as the days pass.
    const signIn = () => client.post(`${FN}/login`, { email: client.email, password: PASSWORD });
    const day1 = await client.get(`${FN}/user-status`);
    expect(day1.body.data).toMatchObject({
      subscription_status: 'trialing',
      trial_day: 1,
      access: true,
      paid_thru_date: null,
    });
    clock.advance(2 * DAY + HOUR);
    await signIn();
    expect((await client.get('/api/user-status')).body.data).toMatchObject({ trial_day: 3, access: true });
    clock.advance(DAY);
    await signIn();
    const lapsed = (await client.get(`${FN}/user-status`)).body.data;
    expect(lapsed).toMatchObject({ subscription_status: 'trialing', trial_day: null, access: false });
    clock.advance(-3 * DAY - HOUR);
  });
});

const sharedServices = process.env.REDIS_URL && process.env.TEST_DATABASE_URL;

describe.skipIf(!sharedServices)('rate limits on several instances sharing Redis', () => {
  it('holds the per-address sign-in limit across instances', async () => {
    const first = await startTestApp({
      env: { REDIS_URL: process.env.REDIS_URL!, RATE_LIMIT_LOGIN_PER_ADDRESS: '2' },
    });
    const second = await startAnotherInstance(first);
    try {
      const attempt = (url: string) =>
        createHttpClient(url).post(`${FN}/login`, { email: uniqueEmail('shared'), password: PASSWORD });
      expect((await attempt(first.url)).status).toBe(401);
      expect((await attempt(second.url)).status).toBe(401);
      expect((await attempt(first.url)).status).toBe(429);
      expect((await attempt(second.url)).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
