import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FN, PASSWORD, uniqueEmail } from './accounts';
import type { useBrowser } from './browser';
import { createHttpClient, eventually } from './http';
import type { startSmtpServer } from './smtp';
import type { TestApp } from './test-app';

/**
 * What the account pages' browser tests do before the step they test: make an account over HTTP, log in
 * through the form like a person, open a mailed verification link. Given getters, since the app and the
 * SMTP server start in the file's beforeAll.
 */
export function accountPages(
  app: () => TestApp,
  browser: ReturnType<typeof useBrowser>,
  smtp: () => Awaited<ReturnType<typeof startSmtpServer>>,
) {
  /** Creates an account over HTTP (the sign-up form has its own test). */
  async function createAccount(email = uniqueEmail()): Promise<string> {
    const response = await createHttpClient(app().url).post(`${FN}/register`, { email, password: PASSWORD });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return email;
  }

  /** Fills in the login form like a person and waits for the page it leads to. */
  async function logIn(page: Page, email: string, landing = /\/dashboard$/) {
    if (!page.url().includes('/login')) await page.goto(`${app().url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(landing);
  }

  async function signedInPage(email: string, options: { width?: number } = {}): Promise<Page> {
    const page = await browser.newPage(options);
    await logIn(page, email);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    return page;
  }

  /** Opens the verification link mailed to `email` on this app's address, like a click in the mail. */
  async function openVerificationLink(page: Page, email: string) {
    const link = new URL(await eventually(() => smtp().linkTo(email, '/verify-email?token=')));
    await page.goto(`${app().url}${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
  }

  return { createAccount, logIn, signedInPage, openVerificationLink };
}
