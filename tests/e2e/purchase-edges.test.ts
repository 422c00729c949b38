import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { ANOTHER_ACCOUNTS_LINK, LOG_IN_TO_VERIFY } from '@shared/api/verification';
import { useBrowser } from '../helpers/browser';
import { eventually } from '../helpers/http';
import { useMailedApp } from '../helpers/mailed-app';

/** Where screenshots go when SCREENSHOTS is set (looked at by hand at both widths). */
const SHOTS = process.env.SCREENSHOTS;

const mailed = useMailedApp();

const browser = useBrowser();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Step 1 of the purchase path, filled in like a person; ends on the test-mode checkout. */
async function purchaseRegister(page: Page, email: string) {
  await page.goto(`${mailed.app.url}/purchase-register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await page.waitForURL(/\/checkout\?session_id=/);
}

async function pay(page: Page) {
  await page.getByLabel('Name').fill('Ada Buyer');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay/ }).click();
}

describe('the purchase path', () => {
  it('asks for one password: the return from checkout signs the buyer in, and that password works', async () => {
    const email = uniqueEmail('one-password');
    const page = await browser.newPage({ width: 1440 });
    await purchaseRegister(page, email);
    await pay(page);
    await page.waitForURL(/\/set-password\?session_id=/);
    await page.getByText('Payment received: your Vision Plan is active.').waitFor();
    await page.getByText(`Your account ${email} is ready.`).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    // The header knows who signed in.
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await shot(page, 'purchase-return-1440');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const again = await browser.newPage({ width: 1440 });
    await again.goto(`${mailed.app.url}/login`);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Log in' }).click();
    await again.waitForURL(/\/dashboard$/);
  });
});

describe('the verification link', () => {
  it('opened again by a signed-in user, says the address is already verified, inside the app', async () => {
    const user = await signUp(mailed.app.url);
    const link = new URL(await eventually(() => mailed.smtp.linkTo(user.email, '/verify-email?token=')));
    const page = await browser.signedInPage(user, mailed.app.url, { width: 1440 });
    await page.goto(`${mailed.app.url}${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.reload();
    await page.getByText('Your e-mail address is already verified.').waitFor();
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    expect(await page.getByText('invalid or has expired').count()).toBe(0);
    await expectAccessible(page, 'the verification link opened again');
    await shot(page, 'verify-again-1440');
  });

  it('opened signed out, asks to log in, comes back to the link and confirms the address', async () => {
    const user = await signUp(mailed.app.url);
    const link = new URL(await eventually(() => mailed.smtp.linkTo(user.email, '/verify-email?token=')));
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto(`${mailed.app.url}${link.pathname}${link.search}`);
    await page.getByText(LOG_IN_TO_VERIFY).waitFor();
    expect(await page.getByText('Your e-mail address is confirmed.').count()).toBe(0);
    await shot(page, 'verify-signed-out-375');
    await expectAccessible(page, 'the verification link signed out at 375 px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'verify-signed-out-1440');

    const card = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await card.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?next=%2Fverify-email%3Ftoken%3D/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-email' && url.search === link.search);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    expect((await user.get(`${FN}/me`)).body.user.email_verified).toBe(true);
  });

  it("opened in another account's session, offers to log out and confirms for the right account after", async () => {
    const user = await signUp(mailed.app.url);
    const link = new URL(await eventually(() => mailed.smtp.linkTo(user.email, '/verify-email?token=')));
    const someoneElse = await signUp(mailed.app.url);
    const page = await browser.signedInPage(someoneElse, mailed.app.url, { width: 1440 });
    await page.goto(`${mailed.app.url}${link.pathname}${link.search}`);
    await page.getByText(ANOTHER_ACCOUNTS_LINK).waitFor();
    await shot(page, 'verify-other-account-1440');
    await expectAccessible(page, "the verification link in another account's session");

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\?next=%2Fverify-email%3Ftoken%3D/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    expect((await user.get(`${FN}/me`)).body.user.email_verified).toBe(true);
  });
});

describe('the test-mode checkout', () => {
  it('checks Name and Card Number before it processes anything', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await purchaseRegister(page, uniqueEmail('card'));
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.getByText('Name on the card is required.').waitFor();
    await page.getByText('Card number is required.').waitFor();
    await page.getByLabel('Name').fill('Ada Buyer');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.getByText('This card number has a mistyped digit. Check it against your card.').waitFor();
    expect(await page.getByText('Name on the card is required.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Processing...' }).count()).toBe(0);
    await shot(page, 'checkout-invalid-375');
    await expectAccessible(page, 'checkout with a mistyped card at 375 px');
    expect(page.url()).toMatch(/\/checkout\?session_id=/);
  });
});

describe('addresses', () => {
  it('names the trial link on /purchase in words, and answers an unknown address with the 404 page and 404', async () => {
    const page = await browser.newPage({ width: 1440 });
    const purchase = await page.goto(`${mailed.app.url}/purchase`);
    expect(purchase?.status()).toBe(200);
    await page.getByRole('link', { name: 'Start a free 3-day trial' }).waitFor();
    expect(await page.getByRole('link', { name: '/register' }).count()).toBe(0);
    await shot(page, 'purchase-1440');

    const unknown = await page.goto(`${mailed.app.url}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    const map = await page.goto(`${mailed.app.url}/maps/2b1f7c9e-5d4a-4e7b-9c1d-0a2b3c4d5e6f`);
    expect(map?.status()).toBe(200);
  });
});

describe('the billing screen', () => {
  it('offers a trial no dead ends, resumes a cancelled plan, spells it one way, and files an HTML invoice', async () => {
    const user = await signUp(mailed.app.url);
    const page = await browser.signedInPage(user, mailed.app.url, { width: 1440 });
    await page.goto(`${mailed.app.url}/billing`);
    await page.getByText('Free trial', { exact: true }).waitFor();
    await page.getByText('None yet').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await page.getByText('Update payment method').count()).toBe(0);
    await page.getByRole('link', { name: 'Purchase' }).click();
    await pay(page);
    await page.waitForURL(/\/billing/);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText(/^Subscription cancelled/).waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByText(/Canceled/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Purchase' }).count()).toBe(0);
    await shot(page, 'billing-cancelled-1440');
    await expectAccessible(page, 'billing with the subscription cancelled');
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /7\.95/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mindlane-invoice-.+\.html$/);
  });

  it('states the trial limits plainly on the register page', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto(`${mailed.app.url}/register`);
    await page
      .getByText(
        'The 3-day trial includes up to 2 mind maps, 5 to-do lists, 1 Kanban board and 10 AI automations.',
      )
      .waitFor();
    expect(await page.getByText('Try every feature free').count()).toBe(0);
    await shot(page, 'register-375');
  });
});
