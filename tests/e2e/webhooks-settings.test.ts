import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATHS } from '@shared/api/webhooks';
import { signUp, signUpVerified } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { signedInPage } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real endpoint on the loopback address: it keeps every POST it gets and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `header` ("t=<unix>,v1=<hex>[,v1=<hex>]") holds the HMAC-SHA256 of "<t>.<body>" by `secret`. */
function signedBy(header: string, body: string, secret: string): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = parts.find(([key]) => key === 't')?.[1];
  if (!t) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([key, value]) => key === 'v1' && value.length === expected.length * 2)
    .some(([, value]) => timingSafeEqual(Buffer.from(value, 'hex'), expected));
}

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1, which a deployed app refuses to call.
  app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const browser = useBrowser();
const pageFor = (client: HttpClient, options: { width?: number; height?: number; mobile?: boolean } = {}) =>
  signedInPage(browser.newPage, app.url, client, options);

/** The owner opens Settings from the sidebar. */
async function openSettings(page: Page) {
  await page.goto(`${app.url}/dashboard`);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.waitForURL(/\/settings$/);
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
}

/** Registers an endpoint through the form; returns the secret shown once. */
async function addEndpoint(page: Page, url: string, description: string): Promise<string> {
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await expect
    .poll(() => form.getByLabel('Endpoint URL').evaluate((e) => e === document.activeElement))
    .toBe(true);
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByLabel('Signing secret');
  await secret.waitFor();
  return (await secret.textContent()) ?? '';
}

describe('webhooks on the settings page', () => {
  it('registers an endpoint with its secret shown once, and a test event reaches it signed and is logged', async () => {
    const owner = await signUpVerified(app.url);
    const page = await pageFor(owner);
    await openSettings(page);
    await page.getByText('No endpoints yet.').waitFor();
    await page.screenshot({ path: '/tmp/webhooks-settings-empty.png' });
    await expectAccessible(page, 'settings with no webhook endpoints');

    // By keyboard: the opener, the address field that takes the focus, Tab, and Enter to send.
    const url = receiver.url('/hooks/first');
    await page.getByRole('button', { name: 'Add endpoint' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await expect
      .poll(() => form.getByLabel('Endpoint URL').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type(url);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Loopback receiver');
    await page.keyboard.press('Enter');
    const secret = (await page.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Copy secret');
    await expectAccessible(page, 'a new webhook endpoint with its secret');
    const item = page.getByRole('listitem').filter({ hasText: url });
    await item.getByText('Active').waitFor();
    await item.getByText('All events').waitFor();
    await item.getByText('Loopback receiver').waitFor();

    const before = receiver.received.length;
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBeGreaterThan(before);
    const delivery = receiver.received.at(-1)!;
    const event = JSON.parse(delivery.body) as { id: string; type: string };
    expect(delivery.path).toBe('/hooks/first');
    expect(event.type).toBe('webhook.test');
    expect(delivery.headers['mindlane-event-id']).toBe(event.id);
    expect(signedBy(String(delivery.headers['mindlane-signature']), delivery.body, secret)).toBe(true);
    expect(signedBy(String(delivery.headers['mindlane-signature']), delivery.body, `${secret}x`)).toBe(false);

    // The log opened with the test and follows it until it succeeded.
    const log = item.getByRole('region', { name: 'Deliveries' });
    const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect.poll(() => row.getByText('Succeeded').isVisible()).toBe(true);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['Attempts 1', 'HTTP 200', '{"received":true}']));
    await expectAccessible(page, 'a webhook endpoint with its delivery log');

    await page.reload();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: url }).waitFor();
    expect(await page.getByLabel('Signing secret').count(), 'the secret is not shown again').toBe(0);
  });

  it('shows a refused address beside the URL field, and edits, disables, rolls and deletes an endpoint', async () => {
    const owner = await signUpVerified(app.url);
    const page = await pageFor(owner);
    await openSettings(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    const urlField = form.getByLabel('Endpoint URL');
    await urlField.fill('ftp://example.com/hook');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => urlField.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await urlField.getAttribute('aria-describedby'))!
      .split(' ')
      .find((id) => id.endsWith('-error'))!;
    expect((await page.locator(`[id="${errorId}"]`).textContent())?.length).toBeGreaterThan(5);
    expect(await urlField.evaluate((element) => element === document.activeElement)).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add endpoint');

    const url = receiver.url('/hooks/managed');
    const firstSecret = await addEndpoint(page, url, 'To be changed');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const item = page.getByRole('listitem').filter({ hasText: url });

    await item.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit endpoint' });
    await editor.getByLabel('Description').fill('Only cards');
    await expectAccessible(page, 'the Edit endpoint dialog');
    await editor.getByLabel('All events').uncheck();
    await editor.getByRole('group', { name: 'Cards' }).getByRole('checkbox', { name: 'Cards' }).check();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.waitFor({ state: 'detached' });
    await item.getByText('4 events: card.created, card.updated, card.moved and 1 more').waitFor();
    await item.getByText('Only cards').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit');

    await item.getByRole('button', { name: 'Disable' }).click();
    await item.getByText(/^Disabled on /).waitFor();
    await item.getByRole('button', { name: 'Enable' }).click();
    await item.getByText('Active').waitFor();

    await item.getByRole('button', { name: 'Roll secret' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page, 'the confirmation to roll a signing secret');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Roll secret' }).click();
    const rolled = page.getByRole('dialog', { name: 'New signing secret' });
    await rolled.getByText(/old secret still signs deliveries for 24 hours/).waitFor();
    await expectAccessible(page, 'a new signing secret');
    const newSecret = (await rolled.getByLabel('Signing secret').textContent()) ?? '';
    expect(newSecret).not.toBe(firstSecret);
    await rolled.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Roll secret');

    // Both secrets sign while the old one is kept.
    const before = receiver.received.length;
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBeGreaterThan(before);
    const delivery = receiver.received.at(-1)!;
    const signature = String(delivery.headers['mindlane-signature']);
    expect(signedBy(signature, delivery.body, newSecret)).toBe(true);
    expect(signedBy(signature, delivery.body, firstSecret)).toBe(true);

    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page, 'the confirmation to delete a webhook endpoint');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No endpoints yet.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Webhooks');
  });

  it('tells a member who is not the owner that only the owner manages settings', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    await joinWorkspace(owner, member, 'editor');
    expect((await member.get(WEBHOOK_PATHS.list)).status).toBe(403);

    const page = await pageFor(member);
    await page.goto(`${app.url}/dashboard`);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Team Members', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);

    await page.goto(`${app.url}/settings`);
    await page.getByText('Only the workspace owner can manage settings.').waitFor();
    await page.screenshot({ path: '/tmp/webhooks-settings-refusal.png' });
    expect(await page.getByRole('button', { name: 'Add endpoint' }).count()).toBe(0);
  });

  it.each([
    [1440, false],
    [375, true],
  ])('fits a window %i px wide (screenshot kept under /tmp)', async (width, mobile) => {
    const owner = await signUpVerified(app.url);
    const page = await pageFor(owner, { width, height: mobile ? 812 : 900, mobile });
    await page.goto(`${app.url}/settings`);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await addEndpoint(page, receiver.url('/hooks/a-rather-long-path/for-a-phone-screen'), 'Size check');
    const item = page.getByRole('listitem').filter({ hasText: 'Size check' });
    await item.getByRole('button', { name: 'Send test event' }).click();
    await item.getByRole('region', { name: 'Deliveries' }).getByText('Succeeded').waitFor();
    await page.screenshot({ path: `/tmp/webhooks-settings-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the settings page does not scroll sideways').toBeLessThanOrEqual(0);
    const section = page.getByRole('region', { name: 'Webhooks' });
    const inside = await section.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(inside, 'nothing in the section scrolls sideways').toBeLessThanOrEqual(0);
    const table = item.locator('.ui-table-frame');
    const hidden = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(hidden, 'the delivery log shows every column without scrolling').toBeLessThanOrEqual(0);
  });
});
