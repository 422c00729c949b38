import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, eventually } from '../../helpers/http';
import { startSmtpServer } from '../../helpers/smtp';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const ADMIN_PASSWORD = 'Admin-pass-42';
const ADMIN = uniqueEmail('boss');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN.toUpperCase(), SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('GET /api/users', () => {
  it('lists accounts for an admin (an ADMIN_EMAILS address, once its owner set the password)', async () => {
    const registered = await signUp(app.url, ADMIN);
    const other = await signUp(app.url);
    expect((await registered.get(`${FN}/me`)).body.user.role).toBe('user');
    await createHttpClient(app.url).post(`${FN}/forgot-password`, { email: ADMIN });
    const link = await eventually(() => smtp.linkTo(ADMIN, '/reset-password?token='));
    const token = new URL(link).searchParams.get('token');
    const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
      token,
      password: ADMIN_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const admin = createHttpClient(app.url);
    expect((await admin.post(`${FN}/login`, { email: ADMIN, password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await admin.get(`${FN}/me`)).body.user.role).toBe('admin');
    const { status, body } = await admin.get('/api/users?skip=0&limit=100');
    expect(status).toBe(200);
    const emails = body.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, other.email]));
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'last_sign_in_at',
      'role',
    ]);
  });

  it("shows each user's last sign-in: set by a sign-in, untouched by a failed one, null for never", async () => {
    const admin = createHttpClient(app.url);
    await admin.post(`${FN}/login`, { email: ADMIN, password: ADMIN_PASSWORD });
    const email = uniqueEmail('returning');
    const lastSignIn = async () => {
      const { body } = await admin.get('/api/users?skip=0&limit=100');
      return body.data.find((row: { email: string }) => row.email === email)?.last_sign_in_at;
    };
    const visitor = createHttpClient(app.url);
    expect((await visitor.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
    expect(await lastSignIn()).toBeNull();

    const before = Date.now();
    expect((await visitor.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
    const first = await lastSignIn();
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now() + 1000);

    const failed = await createHttpClient(app.url).post(`${FN}/login`, { email, password: 'Wrong-pass-1' });
    expect(failed.status).toBe(401);
    expect(await lastSignIn()).toBe(first);

    expect((await createHttpClient(app.url).post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(
      200,
    );
    expect(Date.parse(await lastSignIn())).toBeGreaterThan(Date.parse(first));
  });

  it('answers 403 Forbidden to everyone else and 401 to visitors', async () => {
    const user = await signUp(app.url);
    expect(await user.get('/api/users')).toMatchObject({ status: 403, body: { error: 'Forbidden' } });
    expect((await createHttpClient(app.url).get('/api/users')).status).toBe(401);
  });

  it('refuses a limit above 100 or a negative skip with a 400', async () => {
    const admin = createHttpClient(app.url);
    await admin.post(`${FN}/login`, { email: ADMIN, password: ADMIN_PASSWORD });
    expect((await admin.get('/api/users?limit=101')).status).toBe(400);
    expect((await admin.get('/api/users?skip=-1')).status).toBe(400);
  });

  it('lets an admin in whatever their subscription', async () => {
    const admin = createHttpClient(app.url);
    await admin.post(`${FN}/login`, { email: ADMIN, password: ADMIN_PASSWORD });
    expect((await admin.get(`${FN}/user-status`)).body.data).toMatchObject({ access: true, role: 'admin' });
  });
});

describe('npm run admin:create', () => {
  it('promotes an existing account and marks its address verified, and says so when there is none', async () => {
    const own = await startTestApp();
    try {
      const user = await signUp(own.url);
      // PGlite admits one process per data directory, so the server steps aside while the command runs.
      await own.stop();
      const run = (email: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-create.ts', '--email', email], {
          env: { ...process.env, ...own.env, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        });
      const promoted = run(user.email);
      expect(promoted.status, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain('is now an admin');
      const missing = run(uniqueEmail('ghost'));
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/No account/);
      const restarted = await own.restart();
      const again = createHttpClient(restarted.url);
      await again.post(`${FN}/login`, { email: user.email, password: PASSWORD });
      expect((await again.get('/api/users')).status).toBe(200);
      expect((await again.get(`${FN}/me`)).body.user).toMatchObject({ role: 'admin', email_verified: true });
      await restarted.close();
    } catch (error) {
      await own.close().catch(() => undefined);
      throw error;
    }
  });
});
