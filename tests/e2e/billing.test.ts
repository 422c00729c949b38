import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { createHttpClient } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** Where screenshots of the billing pages go when SCREENSHOTS is set (looked at by hand at both widths). */
const SHOTS = process.env.SCREENSHOTS;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Shows the page at a 375 px phone width (kept as `${name}-375`), checks it does not scroll sideways once
 * the sidebar has finished folding to its rail (it animates), and goes back.
 */
async function onPhone(page: Page, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect
    .poll(overflow, { message: `${name} fits a phone's width`, timeout: 3_000 })
    .toBeLessThanOrEqual(0);
  await shot(page, `${name}-375`);
  await expectAccessible(page, `${name} at 375 px`);
  if (before) await page.setViewportSize(before);
}

/** A purchase paid for in local test mode whose buyer has not come back from checkout yet. */
async function paidPurchase(): Promise<void> {
  const buyer = createHttpClient(app.url);
  await buyer.post(`${FN}/purchase-register`, { email: uniqueEmail('paid'), password: PASSWORD });
  const started = await buyer.post(`${FN}/createCheckoutSession`, {});
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id');
  expect((await buyer.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
}

/**
 * What a page could change of accounts and billing: the access version (bumped by triggers whenever a
 * session, user, workspace, membership or subscription changes), the subscriptions, purchases, checkouts
 * and payments.
 */
async function accountsAndBilling() {
  const db = app.database.db;
  return {
    accessVersion: await db.selectFrom('access_version').select('version').execute(),
    subscriptions: await db.selectFrom('subscriptions').selectAll().orderBy('user_id').execute(),
    purchases: await db.selectFrom('purchases').selectAll().orderBy('token_hash').execute(),
    checkouts: await db.selectFrom('checkouts').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
  };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe('buying the Vision Plan in local test mode', () => {
  it('goes purchase → purchase-register → checkout → back signed in → plan active', async () => {
    const email = uniqueEmail('buyer');
    const page = await browser.newPage();
    await page.goto(`${app.url}/purchase`);
    await page.getByText('Purchase Vision Plan').click();
    await page.waitForURL(/\/purchase-register$/);
    await page.getByRole('heading', { name: 'Step 1: Create Account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();

    await page.waitForURL(/\/checkout\?session_id=cs_local_/);
    await page.getByText('Test mode').waitFor();
    await shot(page, 'checkout-1440');
    await expectAccessible(page, 'checkout at 1440 px');
    await onPhone(page, 'checkout');
    await page.getByLabel('Name').fill('Ada Buyer');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.getByText('Processing...').waitFor();

    await page.waitForURL(/\/set-password\?session_id=/);
    await page.getByText('Payment received').waitFor();
    await page.getByText(`Your account ${email} is ready.`).waitFor();
    await shot(page, 'set-password-1440');
    await expectAccessible(page, 'set-password after the payment');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText(/Trial Day/).count()).toBe(0);
    await page.goto(`${app.url}/billing`);
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('$7.95').first().waitFor();
    await shot(page, 'billing-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'billing-375');
  });

  it('shows the missing-email text on /set-password without a purchase, and changes nothing', async () => {
    // A purchase waiting for its password: a page without it must leave it, and everything else, alone.
    await paidPurchase();
    const before = await accountsAndBilling();
    const page = await browser.newPage({ width: 375 });
    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    await page.goto(`${app.url}/set-password`);
    await page.getByText('Missing email. Please start your purchase again.').waitFor();
    await shot(page, 'set-password-missing-375');
    await expectAccessible(page, 'set-password without a purchase at 375 px');
    // Once every request the page sent is answered, whatever it asked of the server is done.
    await Promise.all(sent.map((request) => request.response()));
    expect(sent.filter((request) => request.method() !== 'GET').map((request) => request.url())).toEqual([]);
    expect(await accountsAndBilling()).toEqual(before);
  });

  it('lets a trial user upgrade from the sidebar and cancel from Account', async () => {
    const email = uniqueEmail('trial');
    const registered = await createHttpClient(app.url).post(`${FN}/register`, { email, password: PASSWORD });
    expect(registered.status).toBe(201);
    const page = await browser.newPage();
    await logIn(page, email, PASSWORD);
    // Billing says when the trial ends (three days after it started).
    await page.goto(`${app.url}/billing`);
    const trialEnds = page.locator('.billing-facts div').filter({ hasText: 'Trial ends' }).locator('dd');
    await expect.poll(() => trialEnds.textContent()).toMatch(/\d{4}/);
    await expectAccessible(page, 'billing during the trial');
    // Purchase lines up with the facts above it.
    const purchase = (await page.getByRole('link', { name: 'Purchase', exact: true }).boundingBox())!;
    const firstFact = (await page.locator('.billing-facts div').first().boundingBox())!;
    expect(Math.abs(purchase.x - firstFact.x)).toBeLessThan(2);
    // Account's Subscription section says why it has no button during the trial, and where Billing is.
    await page.goto(`${app.url}/account`);
    await page.getByText('You are on the free trial: there is no subscription to cancel yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Billing', exact: true }).click();
    await page.waitForURL(/\/billing$/);
    // Signed in, the pricing page's button starts checkout for this account (no second account).
    await page.goto(`${app.url}/purchase`);
    await page.getByRole('link', { name: 'Purchase Vision Plan' }).click();
    await page.waitForURL(/\/checkout\?session_id=/);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('link', { name: /Upgrade/ }).click();
    await page.waitForURL(/\/checkout\?session_id=/);
    // Signed in already: no sign-up step before this one to count.
    await page.getByText('Payment details.', { exact: true }).waitFor();
    expect(await page.getByText(/Step 2/).count()).toBe(0);
    await page.getByLabel('Name').fill('Trial User');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/billing$/);
    await page.getByText('Active', { exact: true }).waitFor();
    await page.goto(`${app.url}/account`);
    await page.getByText(/^Your Vision Plan is active and renews on \w/).waitFor();
    // A secondary action; the confirmation is the danger one.
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).getAttribute('class')).toContain(
      'ui-button--secondary',
    );
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page, 'the confirmation to cancel the subscription');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText(/Subscription canceled/).waitFor();
    await page.getByText(/^Your Vision Plan is cancelled; access runs until \w/).waitFor();
    await expectAccessible(page, 'account with the subscription canceled');
    await shot(page, 'account-1440');
    await onPhone(page, 'account');
  });
});

describe('admin pages', () => {
  it('shows Forbidden to a non-admin and the tables to an admin', async () => {
    await paidPurchase();
    const email = uniqueEmail('admin');
    await createHttpClient(app.url).post(`${FN}/register`, { email, password: PASSWORD });
    const page = await browser.newPage();
    await logIn(page, email, PASSWORD);
    for (const path of ['/admin/payments', '/admin/analytics']) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { name: 'Forbidden' }).waitFor();
      await expectAccessible(page, 'the Forbidden page');
    }
    await app.database.db.updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
    await app.app.accessVersion.sync();
    await page.goto(`${app.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: 'View' }).first().click();
    await page.waitForURL(/\/payments\/[0-9a-f-]{36}$/);
    await page.locator('.admin-facts').getByText('$7.95').waitFor();
    await shot(page, 'payment-detail-1440');
    await expectAccessible(page, 'payment-detail at 1440 px');
    await onPhone(page, 'payment-detail');
    await page.goto(`${app.url}/admin/payments`);
    await page.getByRole('button', { name: 'View' }).first().waitFor();
    await shot(page, 'payments-1440');
    await expectAccessible(page, 'admin payments at 1440 px');
    await page.goto(`${app.url}/admin/analytics`);
    await page.getByText('AI processes').waitFor();
    await page.locator('.admin-analytics__total').first().waitFor();
    expect(await page.locator('.ui-sparkline').count()).toBe(6);
    await shot(page, 'analytics-1440');
    await expectAccessible(page, 'admin analytics at 1440 px');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'analytics-375');
    await expectAccessible(page, 'admin analytics at 375 px');
    await page.goto(`${app.url}/admin/payments`);
    await page.getByRole('button', { name: 'View' }).first().waitFor();
    await shot(page, 'payments-375');
    await expectAccessible(page, 'admin payments at 375 px');
  });
});
