import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, uniqueEmail } from '../helpers/accounts';
import { latestLink } from '../helpers/mailbox';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { createHttpClient } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createBearerClient } from '../helpers/tokens';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function profilePage(options: { width?: number } = {}): Promise<Page> {
  const email = uniqueEmail();
  expect((await createHttpClient(app.url).post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(
    201,
  );
  const page = await browser.newPage(options);
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
  // Creating a token needs a verified address: the link of the welcome mail, opened in this browser.
  const link = new URL((await latestLink(app.url, email, '/verify-email?token='))!);
  await page.goto(`${app.url}${link.pathname}${link.search}`);
  await page.getByText('Your e-mail address is confirmed.').waitFor();
  await page.goto(`${app.url}/profile`);
  await page.getByRole('heading', { name: 'API tokens' }).waitFor();
  return page;
}

async function createToken(page: Page, name: string, access: string): Promise<string> {
  await page.getByLabel('Token name').fill(name);
  await page.getByLabel('Access').selectOption({ label: access });
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByLabel('New token').textContent()) ?? '';
  expect(secret).toMatch(/^mlt_/);
  return secret;
}

describe('API tokens on the profile page', () => {
  it('creates a token shown once, lists it, and revokes it so it stops working', async () => {
    const page = await profilePage();
    await expect.poll(() => page.getByText('No API tokens yet.').isVisible()).toBe(true);
    const secret = await createToken(page, 'Nightly export', 'Read and write');
    const script = createBearerClient(app.url, secret);
    expect((await script.get('/api/mindmaps')).status).toBe(200);

    const list = page.getByRole('list', { name: 'Your API tokens' });
    await expect.poll(() => list.getByText('Nightly export').isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    expect(await page.getByLabel('New token').count(), 'the secret is not shown again').toBe(0);

    await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page, 'the confirmation to revoke an API token');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.getByText('No API tokens yet.').isVisible()).toBe(true);
    expect((await script.get('/api/mindmaps')).status).toBe(401);
  });

  it.each([1440, 375])('looks right at %i px (screenshot kept under /tmp)', async (width) => {
    const page = await profilePage({ width });
    await createToken(page, 'Reporting dashboard', 'Read');
    await createToken(page, 'CI pipeline with a rather long name', 'Read and write');
    await page.getByRole('heading', { name: 'API tokens' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/api-tokens-${width}.png`, fullPage: true });
    await expectAccessible(page, `the profile with API tokens at ${width} px`);
    const section = page.getByRole('region', { name: 'API tokens' });
    const overflow = await section.evaluate((element) => ({
      inside: element.scrollWidth - element.clientWidth,
      right: element.getBoundingClientRect().right - window.innerWidth,
    }));
    expect(overflow.inside, 'nothing in the section scrolls sideways').toBeLessThanOrEqual(0);
    expect(overflow.right, 'the section fits the window').toBeLessThanOrEqual(0);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow, 'the profile page does not scroll sideways').toBeLessThanOrEqual(0);
  });
});
