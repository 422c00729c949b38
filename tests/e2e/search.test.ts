import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { eventually, type HttpClient } from '../helpers/http';
import { createMap } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** Where screenshots go when SCREENSHOTS is set (looked at by hand at both widths). */
const SHOTS = process.env.SCREENSHOTS;
/** A page state worth a look: a screenshot when SCREENSHOTS is set, and an axe check always. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await expectAccessible(page, name);
}

async function created(client: HttpClient, path: string, body: object): Promise<string> {
  const response = await client.post(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

interface Seeded {
  mapId: string;
  nodeId: string;
  todoId: string;
  boardId: string;
  cardId: string;
}

/** A map with a node, a list with a to-do and a board with a card, each found by search once indexed. */
async function seed(client: HttpClient): Promise<Seeded> {
  const mapId = await createMap(client, 'Product roadmap');
  const [root] = await eventually(async () => {
    const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ id: string }>;
    return nodes.length > 0 ? nodes : undefined;
  }, 15_000);
  const node = (label: string, y: number) =>
    created(client, `${FN}/nodes`, { mindmapId: mapId, parentId: root!.id, label, x: 700, y });
  const nodeId = await node('Quarterly Zephyr review', 200);
  await node('Revenue forecast', 320);
  await node('Hiring', 440);
  const listId = await created(client, `${FN}/todo-lists`, { title: 'Launch', description: '' });
  const todoId = await created(client, `${FN}/todos`, { title: 'Call the École office', list_id: listId });
  const boardId = await created(client, `${FN}/boards`, { title: 'Sprint', description: '' });
  const lanes = (await client.get(`${FN}/kanban-board-data?id=${boardId}`)).body.columns as Array<{
    id: string;
    title: string;
  }>;
  const cardId = await created(client, '/api/kanban/cards', {
    board_id: boardId,
    column_id: lanes.find((lane) => lane.title === 'New')!.id,
    title: 'Marigold banner',
  });
  for (const [q, id] of [
    ['zeph', nodeId],
    ['ecole', todoId],
    ['marig', cardId],
  ]) {
    await eventually(async () => {
      const answer = await client.get(`/api/search?q=${q}`);
      return (answer.body?.results as Array<{ id: string }> | undefined)?.some((result) => result.id === id);
    }, 10_000);
  }
  return { mapId, nodeId, todoId, boardId, cardId };
}

/** Ctrl+K, the query typed, and Enter on the first option once it is `name`; by keyboard only. */
async function openFromPalette(page: Page, q: string, name: string, where: string, shotName: string) {
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  const field = palette.getByRole('combobox', { name: 'Search or run a command' });
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type(q);
  const option = palette.getByRole('option').first();
  await expect.poll(() => option.textContent(), { timeout: 10_000 }).toContain(name);
  await expect.poll(() => option.textContent()).toContain(where);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  expect(await field.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
  expect((await option.locator('mark').first().textContent())?.length).toBeGreaterThan(0);
  await shot(page, shotName);
  await page.keyboard.press('Enter');
  await palette.waitFor({ state: 'detached' });
}

async function landsOnEach(page: Page, seeded: Seeded, width: number) {
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('button', { name: 'Search Ctrl K', exact: true }).waitFor();

  await openFromPalette(
    page,
    'zeph',
    'Quarterly Zephyr review',
    'node in Product roadmap',
    `palette-node-${width}`,
  );
  await page.waitForURL(`**/maps/${seeded.mapId}?node=${seeded.nodeId}`);
  await expect
    .poll(() => page.getByTestId('map-selection').textContent(), { timeout: 15_000 })
    .toBe('Selected: Quarterly Zephyr review');
  if (width === 375) {
    // The find bar fits a phone's canvas.
    await page.keyboard.press('Control+F');
    await page.keyboard.type('rev');
    const find = page.getByRole('search', { name: 'Find in map' });
    await expect.poll(() => find.getByRole('status').textContent()).toBe('1 of 2');
    await shot(page, 'find-bar-375');
    await page.keyboard.press('Escape');
    await find.waitFor({ state: 'detached' });
  }

  await openFromPalette(page, 'ecole', 'Call the École office', 'to-do in Launch', `palette-todo-${width}`);
  await page.waitForURL(`**/todo/${seeded.todoId}`);
  await page.getByRole('heading', { name: 'Call the École office', level: 1 }).waitFor();

  await openFromPalette(page, 'marig', 'Marigold banner', 'card in Sprint', `palette-card-${width}`);
  await page.waitForURL(`**/kanban/${seeded.boardId}`);
  const dialog = page.getByRole('dialog', { name: 'Edit card' });
  await dialog.waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Marigold banner');
  await shot(page, `board-card-${width}`);
}

describe('search from the palette', () => {
  let client: HttpClient;
  let seeded: Seeded;
  beforeAll(async () => {
    client = await signUp(app.url);
    seeded = await seed(client);
  });

  it('finds a node, a to-do and a card and opens each at the item, by keyboard alone, at 1440 px', async () => {
    const wide = await browser.signedInPage(client, app.url, { width: 1440, height: 900 });
    await landsOnEach(wide, seeded, 1440);
    // Nothing found says so; the palette's commands stay.
    await wide.keyboard.press('Escape');
    await wide.keyboard.press('Control+K');
    await wide.getByRole('option', { name: 'New map' }).waitFor();
    await shot(wide, 'palette-commands-1440');
    await wide.keyboard.type('qqxyzzy');
    await wide.getByText('No results for “qqxyzzy”').waitFor();
    await shot(wide, 'palette-empty-1440');
    await wide.keyboard.press('Escape');
    // The first test in the browser also pays for the app's first load and the map's code.
  }, 90_000);

  it('does the same at 375 px, where the sidebar keeps its search button', async () => {
    const phone = await browser.signedInPage(client, app.url, { width: 375, height: 740, mobile: true });
    await landsOnEach(phone, seeded, 375);
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: 'Search Ctrl K', exact: true }).tap();
    await phone.getByRole('dialog', { name: 'Search and commands' }).waitFor();
    await shot(phone, 'palette-commands-375');
  });
});

describe("another workspace's palette", () => {
  it('never shows the items of a workspace its user is not in', async () => {
    const owner = await signUp(app.url);
    await seed(owner);
    const stranger = await signUp(app.url);
    const page = await browser.signedInPage(stranger, app.url, { width: 1440, height: 900 });
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: 'Search Ctrl K', exact: true }).waitFor();
    await page.keyboard.press('Control+K');
    for (const q of ['zeph', 'ecole', 'marig']) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(q);
      await page.getByText(`No results for “${q}”`).waitFor();
    }
  });
});

describe('find in the map', () => {
  it('steps through the open map’s matches with Ctrl+F, centring and selecting each', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Plans');
    const [root] = await eventually(async () => {
      const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ id: string }>;
      return nodes.length > 0 ? nodes : undefined;
    }, 15_000);
    const ids: string[] = [];
    for (const [index, label] of ['Revenue', 'Hiring', 'Review notes', 'Rêve'].entries()) {
      ids.push(
        await created(client, `${FN}/nodes`, {
          mindmapId: mapId,
          parentId: root!.id,
          label,
          x: 700,
          y: 150 * index,
        }),
      );
    }
    const hidden = await created(client, `${FN}/nodes`, {
      mindmapId: mapId,
      parentId: ids[1],
      label: 'Zinnia plan',
      x: 900,
      y: 150,
    });
    const page = await browser.signedInPage(client, app.url, { width: 1440, height: 900 });
    await page.goto(`${app.url}/maps/${mapId}`);
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    await page.locator('.map-canvas').focus();

    await page.keyboard.press('Control+F');
    const find = page.getByRole('search', { name: 'Find in map' });
    await find.getByRole('textbox', { name: 'Find in map' }).waitFor();
    await page.keyboard.type('rev');
    const count = find.getByRole('status');
    const selected = page.getByTestId('map-selection');
    await expect.poll(() => count.textContent()).toBe('1 of 3');
    await expect.poll(() => selected.textContent()).toBe('Selected: Revenue');
    await page.keyboard.press('Enter');
    await expect.poll(() => count.textContent()).toBe('2 of 3');
    await expect.poll(() => selected.textContent()).toBe('Selected: Review notes');
    await shot(page, 'find-bar-1440');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selected.textContent()).toBe('Selected: Rêve');
    await page.keyboard.press('Enter');
    await expect.poll(() => count.textContent()).toBe('1 of 3');
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => count.textContent()).toBe('3 of 3');
    await page.keyboard.press('Escape');
    await find.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('map-canvas'))).toBe(true);
    expect(await selected.textContent()).toBe('Selected: Rêve');

    // A link to a node inside a folded branch (a search result's) unfolds the branch and selects it.
    await page.keyboard.press('Control+F');
    await page.keyboard.type('hiring');
    await expect.poll(() => selected.textContent()).toBe('Selected: Hiring');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect
      .poll(async () => String((await client.get(`/api/exports/mindmap/${mapId}?format=mm`)).body), {
        timeout: 10_000,
      })
      .toContain('FOLDED="true"');
    await page.goto(`${app.url}/maps/${mapId}?node=${hidden}`);
    await expect.poll(() => selected.textContent(), { timeout: 15_000 }).toBe('Selected: Zinnia plan');
  });
});
