import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_PASSWORD_HINT, STRONG_PASSWORD_HINT } from '@shared/api/auth';
import { ALREADY_VERIFIED } from '@shared/api/verification';
import { FN, PASSWORD, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { createTestClock, DAY } from '../helpers/clock';
import { currentWorkspaceId } from '../helpers/documents';
import { createHttpClient, type HttpClient } from '../helpers/http';
import { latestLink } from '../helpers/mailbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createToken } from '../helpers/tokens';

const NEW_PASSWORD = 'Fresh-Password-7';
const clock = createTestClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

const browser = useBrowser();

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Opens a reset link made for the account `client` is signed in to, as if from the e-mail. */
async function openResetLink(page: Page, client: HttpClient) {
  const userId = (await client.get(`${FN}/me`)).body.user.sub as string;
  const token = await app.app.repos.passwordResets.create(userId, clock.now(), DAY);
  await page.goto(`${app.url}/reset-password?token=${token}`);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save New Password' }).click();
}

describe('password rules stated before anyone types', () => {
  it('shows the sign-up rule once, and the reset form the set-password rule until it is broken', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/register`);
    await page.getByRole('heading', { name: 'Free 3-Day Trial' }).waitFor();
    expect(await page.getByText(REGISTER_PASSWORD_HINT, { exact: true }).count()).toBe(1);

    await openResetLink(page, await signUpVerified(app.url));
    const hint = page.getByText(STRONG_PASSWORD_HINT, { exact: true });
    expect(await hint.count()).toBe(1);
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('aria-describedby')).toBe(
      await hint.getAttribute('id'),
    );
    await chooseNewPassword(page, 'alllowercase1');
    await page.getByText('Password must include upper, lower and a number.').waitFor();
    expect(await hint.count()).toBe(0);
  });
});

describe('API tokens a password reset ended', () => {
  it('are named on the reset page and on the profile until dismissed', async () => {
    const user = await signUpVerified(app.url);
    const workspaceId = await currentWorkspaceId(user);
    await createToken(user, { workspaceId, name: 'Nightly export' });
    await createToken(user, { workspaceId, name: 'CI sync', scope: 'read' });
    const page = await browser.newPage();
    await openResetLink(page, user);
    await chooseNewPassword(page, NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    const ended = page.getByRole('list', { name: 'API tokens ended by a password reset' });
    await ended.getByText('Nightly export').waitFor();
    await ended.getByText('CI sync').waitFor();
    await expectAccessible(page, 'the reset page naming ended tokens');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login$/);

    await logIn(page, user.email, NEW_PASSWORD);
    await page.goto(`${app.url}/profile`);
    const notice = page.getByRole('status').filter({ hasText: 'A password reset ended API tokens' });
    await notice.getByText('Nightly export').waitFor();
    await notice.getByText('CI sync').waitFor();
    await expectAccessible(page, 'the profile with its ended-tokens notice');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();
    expect(await page.getByText('A password reset ended').count()).toBe(0);
  });

  it('a reset of an account without tokens goes to /login as before', async () => {
    const page = await browser.newPage();
    await openResetLink(page, await signUpVerified(app.url));
    await chooseNewPassword(page, NEW_PASSWORD);
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been changed. Please log in.').waitFor();
  });
});

describe('the admin Users page', () => {
  it('names itself once and shows each last sign-in, "Never" for none', async () => {
    const adminEmail = uniqueEmail('admin');
    const admin = createHttpClient(app.url);
    expect((await admin.post(`${FN}/register`, { email: adminEmail, password: PASSWORD })).status).toBe(201);
    await app.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', adminEmail)
      .execute();
    await app.app.accessVersion.sync();
    const neverEmail = uniqueEmail('unseen');
    await createHttpClient(app.url).post(`${FN}/register`, { email: neverEmail, password: PASSWORD });

    for (const options of [{ width: 1440 }, { width: 375, height: 800, mobile: true }]) {
      const page = await browser.newPage(options);
      await logIn(page, adminEmail);
      await page.goto(`${app.url}/admin/users`);
      const main = page.getByRole('main');
      const table = main.getByRole('table', { name: 'Users' });
      const never = table.getByRole('row').filter({ hasText: neverEmail });
      await expect.poll(() => never.locator('td').nth(3).textContent()).toMatch(/(^|: )Never$/);
      const signedIn = table.getByRole('row').filter({ hasText: adminEmail });
      await expect.poll(() => signedIn.locator('td').nth(3).locator('time').count()).toBe(1);
      // The page's name shows once: as the admin nav's current tab, not also as a heading above it.
      const visible = await main.getByText('Users', { exact: true }).evaluateAll(
        (nodes) =>
          nodes.filter((node) => {
            const box = node.getBoundingClientRect();
            return box.width > 1 && box.height > 1;
          }).length,
      );
      expect(visible).toBe(1);
      expect(
        await main
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Users' })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await page.title()).toBe('Users · Admin · Mindlane');
      await expectAccessible(page, `the admin Users page at ${options.width} px`);
    }
  });
});

describe('/verify-email for an address already verified', () => {
  it('says so and offers the Dashboard', async () => {
    const user = await signUpVerified(app.url);
    const link = new URL((await latestLink(app.url, user.email, '/verify-email?token='))!);
    const page = await browser.newPage();
    await logIn(page, user.email);
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await page.getByText(ALREADY_VERIFIED).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${app.url}/verify-email`);
    await page.getByText(ALREADY_VERIFIED).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
  });
});
