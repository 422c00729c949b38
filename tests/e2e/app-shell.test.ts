import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../helpers/browser';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

describe('the built app', () => {
  it('serves the home page', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await expect.poll(() => page.title()).toBe('Mindlane');
    expect(await page.locator('h1').first().textContent()).toContain('Mindlane');
  });

  it('loads the app on a deep link and shows the 404 page for unknown routes', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${app.url}/`);
  });
});
