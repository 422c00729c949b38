import { describe, expect, it } from 'vitest';
import { FN, PASSWORD, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { accountPages } from '../helpers/account-pages';
import { useBrowser } from '../helpers/browser';
import { createTestClock, DAY } from '../helpers/clock';
import { createHttpClient, eventually } from '../helpers/http';
import { useMailedApp } from '../helpers/mailed-app';

const ADMIN_PASSWORD = 'Admin-Pass-42';
const clock = createTestClock(new Date());
const mailed = useMailedApp({
  clock,
  env: { ADMIN_EMAILS: 'admin@example.com' },
});

const browser = useBrowser();

const { createAccount, logIn, signedInPage, openVerificationLink } = accountPages(
  () => mailed.app,
  browser,
  () => mailed.smtp,
);

describe('signing up and signing in', () => {
  it('sends a visitor who opens a gated page to /login, and back there after signing in', async () => {
    const email = await createAccount();
    const page = await browser.newPage();
    await page.goto(`${mailed.app.url}/profile`);
    await page.waitForURL(/\/login\?next=%2Fprofile$/);
    expect(await page.getByRole('heading', { name: 'Profile' }).count()).toBe(0);
    await logIn(page, email, /\/profile$/);
    await page.getByText(email).first().waitFor();
  });

  it('shows the login validation messages in order', async () => {
    const page = await browser.newPage();
    await page.goto(`${mailed.app.url}/login`);
    const submit = page.getByRole('button', { name: 'Log in' });
    await submit.click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('abc');
    await submit.click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await submit.click();
    await page.getByText('Unable to login. Username or password was not found').waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('shows the sign-up validation messages and refuses an existing account', async () => {
    const existing = await createAccount();
    const page = await browser.newPage();
    await page.goto(`${mailed.app.url}/register`);
    await page.getByRole('heading', { name: 'Free 3-Day Trial' }).waitFor();
    await page.getByText('At least 8 characters.').waitFor();
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText('Valid email required.').waitFor();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await page.getByText('Passwords do not match.').waitFor();
    // The rule shows before anyone types; once broken, the error says it, once.
    expect(await page.getByText('At least 8 characters.').count()).toBe(0);

    await page.getByLabel('Email').fill(existing);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText('Account already exists. Please log in.').waitFor();
  });

  it('signs up for the trial, logs in, reaches the dashboard and signs out', async () => {
    const email = uniqueEmail('trial');
    const page = await browser.newPage();
    await page.goto(mailed.app.url);
    await page.goto(`${mailed.app.url}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText(`Your account is ready. We sent an e-mail to ${email}`).waitFor();
    await expectAccessible(page, 'login after signing up');
    // The address just registered is filled in.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await logIn(page, email);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // A first visit is greeted as one; the next is a return.
    await page.getByText(/^Welcome to Mindlane, /).waitFor();
    await page.reload();
    await page.getByText(/^Welcome back, /).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByText('Trial Day 1').waitFor();
    await sidebar.getByRole('link', { name: 'Upgrade' }).waitFor();
    for (const name of [
      'Dashboard',
      'Mindmaps',
      'Todos',
      'Kanban',
      'Team Members',
      'Profile',
      'Billing',
      'Account',
    ]) {
      await sidebar.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(
      await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await sidebar.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Usage Limits' }).waitFor();
    await page.getByRole('row', { name: /Mind maps 0 \/ 2/ }).waitFor();

    await sidebar.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${mailed.app.url}/dashboard`);
    await page.waitForURL(/\/login\?next=/);
  });

  it('remembers a collapsed sidebar', async () => {
    const page = await signedInPage(await createAccount());
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });

  it('edits the name fields of the profile', async () => {
    const email = await createAccount();
    const page = await signedInPage(email);
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByText('Email verified').waitFor();
    await page.getByLabel('Given name').fill('Ada');
    await page.getByLabel('Family name').fill('Lovelace');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved.').waitFor();
    // Another browser, which holds nothing of this one's, finds the names on the server.
    const elsewhere = await signedInPage(email);
    await elsewhere.goto(`${mailed.app.url}/profile`);
    await expect.poll(() => elsewhere.getByLabel('Given name').inputValue()).toBe('Ada');
  });

  it('confirms the address from the e-mailed link, and the profile says so', async () => {
    const email = await createAccount();
    const page = await signedInPage(email);
    await page.goto(`${mailed.app.url}/profile`);
    const verified = page.locator('.profile-details__row', { hasText: 'Email verified' }).locator('dd');
    await expect.poll(() => verified.textContent()).toBe('No');
    await openVerificationLink(page, email);
    await expectAccessible(page, 'the e-mail address confirmed');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect.poll(() => verified.textContent()).toBe('Yes');
    expect(await page.getByRole('button', { name: 'Send a new link' }).count()).toBe(0);
  });
});

describe('passwords and the purchase path', () => {
  it('resets a forgotten password from the e-mailed link', async () => {
    const email = await createAccount();
    const page = await browser.newPage();
    await page.goto(`${mailed.app.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page
      .getByText('If an account with that email exists, you will receive a password reset link.')
      .waitFor();
    await expectAccessible(page, 'the reset link sent');
    const link = await eventually(() => mailed.smtp.linkTo(email, '/reset-password?token='));

    const url = new URL(link);
    await page.goto(`${mailed.app.url}${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('alllowercase1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('alllowercase1');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Password must include upper, lower and a number.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Password-7');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh-Password-7');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been changed. Please log in.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Fresh-Password-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('creates an account on the purchase path, checks out and comes back signed in', async () => {
    const email = uniqueEmail('buyer');
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto(`${mailed.app.url}/purchase-register`);
    await page.getByRole('heading', { name: 'Step 1: Create Account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/checkout(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem('purchase_email'))).toBe(email);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.waitForURL(/\/set-password(\?.*)?$/);
    await page.getByText(`Your account ${email} is ready.`).waitFor();
    // One password: the one chosen at step 1; the return signed the buyer in.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('purchase_email'))).toBeNull();

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${mailed.app.url}/set-password`);
    await page.getByText('Missing email. Please start your purchase again.').waitFor();
  });
});

describe('admin pages', () => {
  it('shows the Users table to an admin and Forbidden to anyone else', async () => {
    await createAccount('admin@example.com');
    // ADMIN_EMAILS makes the account admin once the mailbox's owner has chosen its password (a reset).
    const visitor = createHttpClient(mailed.app.url);
    await visitor.post(`${FN}/forgot-password`, { email: 'admin@example.com' });
    const link = await eventually(() => mailed.smtp.linkTo('admin@example.com', '/reset-password?token='));
    const token = new URL(link).searchParams.get('token');
    const reset = await visitor.post(`${FN}/reset-password`, { token, password: ADMIN_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const admin = await browser.newPage();
    await admin.goto(`${mailed.app.url}/login`);
    await admin.getByLabel('Email').fill('admin@example.com');
    await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sidebar = admin.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Users', exact: true }).click();
    await admin.waitForURL(/\/admin\/users$/);
    const table = admin.getByRole('table', { name: 'Users' });
    await table.getByRole('columnheader', { name: 'Email' }).waitFor();
    await table.getByRole('columnheader', { name: 'Date Joined' }).waitFor();
    await table.getByRole('cell', { name: 'admin@example.com' }).waitFor();
    const adminNav = admin.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Users', 'Payments', 'Analytics'])
      await adminNav.getByRole('link', { name }).waitFor();

    const member = await signedInPage(await createAccount());
    await member.goto(`${mailed.app.url}/admin/users`);
    await member.getByRole('heading', { name: 'Forbidden' }).waitFor();
    expect(await member.getByRole('table').count()).toBe(0);
  });
});

describe('the subscription gate', () => {
  // Runs last in this file: moving the clock ends every trial started above.
  it('sends a user whose trial has ended to /trial-expired', async () => {
    const page = await signedInPage(await createAccount());
    clock.advance(4 * DAY);
    await page.goto(`${mailed.app.url}/dashboard`);
    await page.waitForURL(/\/trial-expired$/);
  });
});
