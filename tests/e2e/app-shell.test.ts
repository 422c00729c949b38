import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, signUpVerified, verifyEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { silenceableSocket, useBrowser } from '../helpers/browser';
import { createHttpClient, type HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const pageFor = (client: HttpClient, options: { width?: number; height?: number } = {}) =>
  signedInPage(browser.newPage, app.url, client, options);
const openEditor = (page: Page, mapId: string) => openMapEditor(page, app.url, mapId);

/** Everything the page logs as a warning or an error, and any uncaught exception. */
function consoleTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/**
 * A map open in the editor whose connection then drops (the socket stops answering and cannot
 * reconnect) while the user adds a node: the change waits on this device.
 */
async function editWithoutConnection(title: string) {
  const client = await signUp(app.url);
  const mapId = await createMap(client, title);
  const page = await pageFor(client);
  const socket = await silenceableSocket(page);
  await openEditor(page, mapId);
  await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
  socket.silence();
  const box = (await page.locator('.map-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Tab');
  const input = page.getByRole('textbox', { name: 'Node label' });
  await input.fill('Only on this device');
  await input.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: /unsynced change/ })
    .waitFor();
  return { client, mapId, page, socket };
}

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
    expect(response?.status()).toBe(404);
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${app.url}/`);
  });
});

describe('the app shell as a new user finds it', () => {
  it('keeps the console of public pages clean for a visitor', async () => {
    const page = await browser.newPage();
    const trouble = consoleTrouble(page);
    for (const path of ['/', '/about', '/login', '/purchase', '/no/such/page']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // An address no page has is answered 404, which the browser reports once, for the document itself.
    const documentNotFound = /^Failed to load resource: the server responded with a status of 404/;
    expect(trouble.filter((text) => documentNotFound.test(text))).toHaveLength(1);
    expect(trouble.filter((text) => !documentNotFound.test(text))).toEqual([]);
  });

  it('shows the 404 page with the marketing header to a visitor and in the app shell to a signed-in user', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${app.url}/no/such/page`);
    await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();
    await visitor.getByRole('link', { name: 'Login' }).first().waitFor();
    await visitor.getByRole('link', { name: 'About' }).first().waitFor();
    expect(await visitor.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);

    const member = await pageFor(await signUp(app.url));
    await member.goto(`${app.url}/no/such/page`);
    await member.getByRole('heading', { name: 'Page not found' }).waitFor();
    const sidebar = member.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await sidebar.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('signs out from the map editor to a plain /login, without an error, and the next user starts at the dashboard', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Private plans');
    const page = await pageFor(client);
    const trouble = consoleTrouble(page);
    await openEditor(page, mapId);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(trouble.filter((text) => /useCurrentUser|error boundary|Error/i.test(text))).toEqual([]);

    const next = await signUp(app.url);
    await page.getByLabel('Email').fill(next.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
  });

  it('sends a user whose session ended to /login from any refused request, and back to the page after signing in', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: 'Create a mind map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a mind map' });
    await dialog.getByLabel('Title').fill('Refused');
    // From here the server answers as it does once a session has ended: a request is refused, and GET /me
    // names no user. The first to notice is the create request, not the session check.
    await page.route(`${app.url}${FN}/**`, (route) =>
      new URL(route.request().url()).pathname.endsWith('/me')
        ? route.fulfill({ json: { user: null } })
        : route.fulfill({ status: 401, json: { error: 'Unauthorized' } }),
    );
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/login\?next=%2Fdashboard$/);
    await page.unroute(`${app.url}${FN}/**`);
    await app.database.db.deleteFrom('sessions').execute();
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
  });

  it('does not sign out over changes that cannot be sent: says how many, lets the user stay, and sends them once back online', async () => {
    const { client, mapId, page, socket } = await editWithoutConnection('Unsent');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    const unsent = page.getByRole('alertdialog', { name: /could not be sent/ });
    await unsent.waitFor({ timeout: 15_000 });
    expect(await unsent.getByRole('heading').textContent()).toMatch(/^\d+ changes? could not be sent$/);
    await expectAccessible(page, 'the warning of changes not sent at sign-out');
    await unsent.getByRole('button', { name: 'Stay signed in' }).click();
    await unsent.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/maps/${mapId}`);

    // Back online, the same sign-out sends the change first and leaves without asking.
    await socket.resume();
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
    // The sign-out ended this account's session: read the map with a new one.
    const reader = createHttpClient(app.url);
    await reader.post(`${FN}/login`, { email: client.email, password: PASSWORD });
    await expect
      .poll(async () => ((await reader.get(`${FN}/nodes?mindmapId=${mapId}`)).body as unknown[]).length)
      .toBe(2);
  });

  it('signs out anyway after a second confirmation when changes cannot be sent', async () => {
    const { page } = await editWithoutConnection('Let go');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign out anyway' }).click({ timeout: 15_000 });
    const confirm = page.getByRole('alertdialog', { name: /^Delete \d+ changes? and sign out\?$/ });
    await confirm.waitFor();
    await expectAccessible(page, 'the confirmation to delete changes not sent and sign out');
    await confirm.getByRole('button', { name: 'Delete and sign out' }).click();
    await page.waitForURL(`${app.url}/login`);
  });

  it("shows a bar at the top while a page's code loads after a click, and the page once it has", async () => {
    const client = await signUp(app.url);
    await createMap(client, 'Slow to open');
    const page = await pageFor(client);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/map-editor-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/mindmaps`);
    await page.getByRole('heading', { name: 'Slow to open' }).waitFor();
    await page.getByRole('link', { name: 'Open' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await bar.waitFor();
    expect(page.url()).toBe(`${app.url}/mindmaps`);
    release();
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    await bar.waitFor({ state: 'detached' });
  });

  it('shows the spec text when the map list fails with a body that is not JSON', async () => {
    const page = await pageFor(await signUp(app.url));
    await page.route(`**${FN}/mindmaps`, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
    );
    await page.goto(`${app.url}/mindmaps`);
    await page.getByText('Failed to load maps').waitFor();
    await expectAccessible(page, 'the maps page that failed to load');
    expect(await page.getByText('Invalid response from server').count()).toBe(0);
  });

  it('on a phone, shows one ghost tile and opens every page with the sidebar closed', async () => {
    const page = await pageFor(await signUp(app.url), { width: 375, height: 800 });
    await page.goto(`${app.url}/mindmaps`);
    await page.getByText('No mind maps found.').waitFor();
    const ghosts = page.locator('.ui-tile--ghost');
    expect(await ghosts.count()).toBe(10);
    let shown = 0;
    for (const ghost of await ghosts.all()) if (await ghost.isVisible()) shown += 1;
    expect(shown).toBe(1);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Close sidebar' }).waitFor();
    await page.reload();
    await page.getByText('No mind maps found.').waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close sidebar' }).count()).toBe(0);

    // A desktop window narrowed to a phone's width closes the open sidebar instead of covering the page.
    const desktop = await pageFor(await signUp(app.url));
    await desktop.goto(`${app.url}/mindmaps`);
    await desktop.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await desktop.setViewportSize({ width: 375, height: 800 });
    await desktop.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await desktop.getByRole('button', { name: 'Close sidebar' }).count()).toBe(0);
    await desktop.setViewportSize({ width: 1440, height: 900 });
    await desktop.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });

  it('shows a viewer the maps without Create or Delete, and says the workspace is view-only for them', async () => {
    const owner = await signUpVerified(app.url);
    await createMap(owner, 'Shared roadmap');
    const viewer = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: viewer.email, role: 'viewer' });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    await verifyEmail(viewer);
    const accepted = await viewer.post(`${FN}/invitations/accept`, {
      token: new URL((invite.body as { inviteUrl: string }).inviteUrl).searchParams.get('token'),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const page = await pageFor(viewer);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByRole('heading', { name: 'Shared roadmap' }).waitFor();
    await page.getByText('your role here is viewer').waitFor();
    await page.getByRole('link', { name: 'Open Shared roadmap' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Shared roadmap' }).count()).toBe(0);
    await expectAccessible(page, 'the maps page for a viewer');
  });
});
