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

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function create(client: HttpClient, path: string, body: object): Promise<string> {
  const response = await client.post(`${FN}/${path}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const mapPainted = (page: Page) =>
  page.waitForFunction(() => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0);

describe('/workspace', () => {
  it('opens the map and list viewed last, switches tabs and items, and shows edits live', async () => {
    const user = await signUp(app.url);
    const olderMap = await create(user, 'mindmaps', { data: { title: 'Older map', description: '' } });
    await create(user, 'mindmaps', { data: { title: 'Newer map', description: '' } });
    const shopping = await create(user, 'todo-lists', { title: 'Shopping', description: '' });
    const chores = await create(user, 'todo-lists', { title: 'Chores', description: '' });
    const page = await browser.signedInPage(user, app.url);

    // Viewing the older map and the older list makes them the ones the workspace opens.
    await page.goto(`${app.url}/maps/${olderMap}`);
    await mapPainted(page);
    await page.goto(`${app.url}/todos/${shopping}`);
    await page.getByRole('heading', { name: 'Shopping' }).waitFor();

    await page.goto(`${app.url}/workspace`);
    const mapPicker = page.getByLabel('Open mind map');
    await expect.poll(() => mapPicker.inputValue()).toBe(olderMap);
    await mapPainted(page);
    expect(await page.getByRole('link', { name: 'Open Older map full screen' }).getAttribute('href')).toBe(
      `/maps/${olderMap}`,
    );
    await shot(page, 'workspace-map-1440');
    await expectAccessible(page, 'the workspace on its map');

    await page.getByRole('tab', { name: 'Todos' }).click();
    const listPicker = page.getByLabel('Open to-do list');
    await expect.poll(() => listPicker.inputValue()).toBe(shopping);
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Shopping', level: 2 }).waitFor();
    expect(
      await page.locator('h1').allTextContents(),
      'one h1: the page title, the list title under it',
    ).toEqual(['Workspace']);

    // Someone else's edit (a REST write goes through the live document) shows without a reload.
    await create(user, 'todos', { title: 'Buy oat milk', list_id: shopping });
    await page.getByRole('tabpanel').getByText('Buy oat milk').waitFor();
    await shot(page, 'workspace-todos-1440');

    await listPicker.selectOption(chores);
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Chores' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open Chores full screen' }).getAttribute('href')).toBe(
      `/todos/${chores}`,
    );
    expect(page.url()).toMatch(/[?&]tab=todolist/);

    await page.getByRole('tab', { name: 'Kanban' }).click();
    await page.getByRole('tabpanel').getByText('No Kanban found.').waitFor();
    const board = await create(user, 'boards', { title: 'Release', description: '' });
    await page.reload();
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Release', level: 2 }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Open Release full screen' }).getAttribute('href')).toBe(
      `/kanban/${board}`,
    );
    await shot(page, 'workspace-kanban-1440');

    const phone = await browser.signedInPage(user, app.url, { width: 375, height: 800 });
    await phone.goto(`${app.url}/workspace`);
    await mapPainted(phone);
    await shot(phone, 'workspace-map-375');
    // A device that never opened a list starts on the one edited last.
    await create(user, 'todos', { title: 'Sweep the floor', list_id: chores });
    await phone.getByRole('tab', { name: 'Todos' }).click();
    await phone.getByRole('tabpanel').getByText('Sweep the floor').waitFor();
    await shot(phone, 'workspace-todos-375');
  });

  it('says what to do when there is nothing yet, and is closed to visitors', async () => {
    const user = await signUp(app.url);
    const page = await browser.signedInPage(user, app.url);
    await page.goto(`${app.url}/workspace`);
    await page.getByText('No mind maps found.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Mind maps' }).getAttribute('href')).toBe('/mindmaps');

    const visitor = await browser.newPage();
    await visitor.goto(`${app.url}/workspace`);
    await visitor.waitForURL(/\/login/);
  });
});
