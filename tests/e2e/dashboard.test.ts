import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** Where screenshots go when SCREENSHOTS is set (looked at by hand at both widths). */
const SHOTS = process.env.SCREENSHOTS;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function createMap(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title, description: '' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function createList(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/todo-lists`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const tile = (page: Page, title: string) =>
  page.locator('.ui-tile', { has: page.getByRole('heading', { name: title, exact: true }) });

describe('/dashboard', () => {
  it('asks for the metrics and the three lists at once, and shows the tiles from them', async () => {
    const user = await signUp(app.url);
    await createMap(user, 'Roadmap');
    for (const title of ['Groceries', 'Chores', 'Errands', 'Reading']) await createList(user, title);
    const page = await browser.signedInPage(user, app.url);

    // The metrics answer is held until the three lists have been asked for: one after another, it never is.
    const asked = new Set<string>();
    let allAsked: () => void = () => {};
    const listsAsked = new Promise<void>((resolve) => (allAsked = resolve));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      for (const list of ['mindmaps', 'todo-lists', 'boards']) if (path === `${FN}/${list}`) asked.add(list);
      if (asked.size === 3) allAsked();
    });
    let heldUntilListsAsked = false;
    await page.route('**/dashboard-metrics*', async (route) => {
      heldUntilListsAsked = await Promise.race([
        listsAsked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      await route.continue();
    });

    await page.goto(`${app.url}/dashboard`);
    const maps = tile(page, 'Mind maps');
    await maps.locator('.dashboard-metric__value').filter({ hasText: '1' }).waitFor();
    expect(heldUntilListsAsked).toBe(true);
    expect(await maps.locator('.dashboard-metric__periods').innerText()).toMatch(/Today\s+1\s+Week\s+1/);
    expect(await page.locator('.dashboard-metric .ui-sparkline').count()).toBe(3);
    await tile(page, 'To-do lists').locator('.dashboard-metric__value').filter({ hasText: '4' }).waitFor();

    // The three lists changed last, newest first; the first one made is left out.
    const recentLists = tile(page, 'Recent to-do lists').locator('.dashboard-recent__link');
    await expect.poll(() => recentLists.allInnerTexts()).toEqual(['Reading', 'Errands', 'Chores']);
    expect(await recentLists.first().getAttribute('href')).toMatch(/^\/todos\/[0-9a-f-]{36}$/);
    expect(
      await tile(page, 'Recent mind maps')
        .getByRole('link', { name: 'See All Mind maps' })
        .getAttribute('href'),
    ).toBe('/mindmaps');
    // Boards: none yet (and no load error while their route may still be missing).
    await tile(page, 'Recent Kanban boards').getByText('Nothing here yet.').waitFor();
    expect(await page.getByText('Failed to load data').count()).toBe(0);
    await shot(page, 'dashboard-1440');
    await expectAccessible(page, 'dashboard at 1440 px');
    const phone = await browser.signedInPage(user, app.url, { width: 375, height: 800 });
    await phone.goto(`${app.url}/dashboard`);
    await tile(phone, 'Recent to-do lists').getByRole('link', { name: 'Chores' }).waitFor();
    await shot(phone, 'dashboard-375');
    await expectAccessible(phone, 'dashboard at 375 px');
  });

  it('creates a map with Quick Create, opens it, and then stops at the plan limit', async () => {
    const user = await signUp(app.url);
    await createMap(user, 'First map');
    const page = await browser.signedInPage(user, app.url);
    await page.goto(`${app.url}/dashboard`);
    await tile(page, 'Mind maps').locator('.dashboard-metric__value').filter({ hasText: '1' }).waitFor();

    await page.getByRole('button', { name: 'Create a mind map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a mind map' });
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByLabel('Title').fill('Launch plan');
    await dialog.getByLabel('Description').fill('Made from the dashboard');
    await shot(page, 'dashboard-create-1440', false);
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    const created = (await user.get(`${FN}/mindmaps`)).body as { title: string; description: string }[];
    expect(created.map((map) => map.title).sort()).toEqual(['First map', 'Launch plan']);

    // Back on the dashboard the data is fresh, and the trial's two maps are all there is room for.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await tile(page, 'Mind maps').locator('.dashboard-metric__value').filter({ hasText: '2' }).waitFor();
    await tile(page, 'Recent mind maps').getByRole('link', { name: 'Launch plan' }).waitFor();
    await page.getByRole('button', { name: 'Create a mind map' }).click();
    await dialog.getByLabel('Title').fill('One too many');
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await dialog.getByText('Mindmap limit reached').waitFor();
    // The contract's text, then the allowance as a sentence of its own.
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toMatch(/^Mindmap limit reached\. Your plan allows 2 mind maps\./);
    expect(page.url()).toMatch(/\/dashboard$/);
    expect((await user.get(`${FN}/mindmaps`)).body).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens a new to-do list after Quick Create', async () => {
    const user = await signUp(app.url);
    const page = await browser.signedInPage(user, app.url, { width: 375, height: 800 });
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: 'Create a to-do list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a to-do list' });
    await dialog.getByLabel('Title').fill('Packing');
    await shot(page, 'dashboard-create-375', false);
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    await page.getByText('Packing').first().waitFor();
  });

  it("drafts a board with Create With AI, and stops with 'AI automation limit reached'", async () => {
    const user = await signUp(app.url);
    const setAiLimit = async (limit: number | null) => {
      await app.database.db
        .updateTable('subscriptions')
        .set({ ai_limit: limit })
        .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', user.email))
        .execute();
      await app.app.accessVersion.sync();
    };
    await setAiLimit(0);
    const page = await browser.signedInPage(user, app.url);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: 'Create a Kanban board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Kanban board' });
    await dialog.getByLabel('Title').fill('Launch week');
    await dialog.getByRole('button', { name: 'Create With AI' }).click();
    await dialog.getByText('AI automation limit reached').waitFor();
    expect((await user.get(`${FN}/boards`)).body).toHaveLength(0);

    await setAiLimit(null);
    await dialog.getByRole('button', { name: 'Create With AI' }).click();
    await page.waitForURL(/\/kanban\/[0-9a-f-]{36}$/);
    const boards = (await user.get(`${FN}/boards`)).body as { title: string }[];
    expect(boards.map((board) => board.title)).toEqual(['Launch week']);
  });

  it("says 'Failed to load data' when a request fails", async () => {
    const user = await signUp(app.url);
    const page = await browser.signedInPage(user, app.url);
    await page.route('**/dashboard-metrics*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.goto(`${app.url}/dashboard`);
    await page.getByText('Failed to load data').waitFor();
  });
});
