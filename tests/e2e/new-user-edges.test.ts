import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { eventually, type HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function labels(client: HttpClient, mapId: string): Promise<string[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return (response.body as Array<{ label: string }>).map((node) => node.label).sort();
}

async function selectRoot(page: Page): Promise<void> {
  const box = await page.locator('.map-canvas').boundingBox();
  if (!box) throw new Error('No canvas');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => page.getByTestId('map-selection').textContent()).toMatch(/Selected: /);
}

describe('a blank name is refused where it was typed', () => {
  it('in the map editor: a cleared label keeps its name, a new node left unnamed is taken back', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Trip');
    const page = await signedInPage(browser.newPage, app.url, client);
    await openMapEditor(page, app.url, mapId);
    await selectRoot(page);
    const field = page.getByRole('textbox', { name: 'Node label' });

    // A new node: Enter on nothing is refused, a name is taken.
    await page.keyboard.press('Tab');
    await field.waitFor();
    await field.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'A node needs a name. Type one, or press Escape to remove this node.' })
      .waitFor();
    await field.fill('Budget');
    await field.press('Enter');
    await field.waitFor({ state: 'detached' });
    await eventually(async () => (await labels(client, mapId)).join() === 'Budget,Trip');

    // Clearing a name: refused, and Escape keeps it.
    await page.keyboard.press('F2');
    await field.fill('   ');
    await field.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'A node needs a name. Type one, or press Escape to keep “Budget”.' })
      .waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.press('Escape');
    await field.waitFor({ state: 'detached' });

    // A node added and left without a name goes again: the server first holds it, then no longer.
    await page.keyboard.press('Enter');
    await field.waitFor();
    await eventually(async () => (await labels(client, mapId)).join() === ',Budget,Trip');
    await field.press('Escape');
    await field.waitFor({ state: 'detached' });
    await eventually(async () => (await labels(client, mapId)).join() === 'Budget,Trip');
    expect(await page.getByTestId('map-selection').textContent()).toMatch(/Selected: Trip/);
  });

  it('on a board: a lane added or renamed with a blank name', async () => {
    const client = await signUp(app.url);
    const made = await client.post(`${FN}/boards`, { title: 'Sprint', description: '' });
    expect(made.status).toBe(201);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/kanban/${(made.body as { id: string }).id}`);
    await page.locator('.board-lane').first().waitFor();

    await page.getByRole('button', { name: '+ Add Lane' }).click();
    const adder = page.getByRole('textbox', { name: 'New lane name' });
    await adder.fill('');
    await adder.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'A lane needs a name.' }).waitFor();
    await adder.fill('Review');
    await adder.press('Enter');
    const review = page.getByRole('region', { name: 'Review', exact: true });
    await review.waitFor();

    await review.getByRole('button', { name: 'Review', exact: true }).click();
    const title = review.getByRole('textbox', { name: 'Lane title' });
    await title.fill('');
    await title.press('Enter');
    await review.getByRole('alert').filter({ hasText: 'A lane needs a name.' }).waitFor();
    await title.press('Escape');
    await review.getByRole('button', { name: 'Review', exact: true }).waitFor();
  });
});

describe('Send to Kanban without a board', () => {
  it('offers to create one there, selects it and sends', async () => {
    const client = await signUp(app.url);
    const list = await client.post(`${FN}/todo-lists`, { title: 'Launch list', description: '' });
    expect(list.status).toBe(201);
    const listId = (list.body as { id: string }).id;
    expect((await client.post(`${FN}/todos`, { title: 'Book venue', list_id: listId })).status).toBe(201);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/todos/${listId}`);
    await page.getByRole('button', { name: 'Send All To Kanban' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send List to Kanban' });
    await dialog.getByText('No Kanban found.').waitFor();
    await expectAccessible(page, 'Send List to Kanban without a board');
    await dialog.getByRole('button', { name: 'Create board “Launch list”' }).click();
    await expect.poll(() => dialog.getByRole('combobox').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('One card added to Launch list.').waitFor();
    const boards = await client.get(`${FN}/boards`);
    expect((boards.body as Array<{ title: string }>).map((board) => board.title)).toEqual(['Launch list']);
  });
});

describe('the note that the built-in generator drafted a list', () => {
  it('goes once the list is edited here, and stays gone', async () => {
    const client = await signUp(app.url);
    const made = await client.post(`/api/ai-create-todo`, {
      title: 'Move house',
      description: 'Book the movers. Pack the kitchen.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const listId = (made.body as { id: string }).id;
    await eventually(async () => {
      const state = await client.get(`/api/ai-generation?kind=todolist&id=${listId}`);
      return state.status === 200 && (state.body as { status: string }).status !== 'running';
    }, 15_000);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/todos/${listId}`);
    const note = page.getByText('Drafted offline from your title and description');
    await note.waitFor();
    await page.getByPlaceholder('New todo').fill('Label the boxes');
    await page.getByPlaceholder('New todo').press('Enter');
    await note.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Label the boxes').waitFor();
    expect(await note.count()).toBe(0);
  });
});

describe('a map, list or board that is not there', () => {
  it('answers with the styled 404 page, keeping its own words and the way back', async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    const unknown = '5f0c4b8e-2d7a-4c1b-9e3f-6a7b8c9d0e1f';
    for (const [path, title, back] of [
      [`/maps/${unknown}`, 'Map not found', 'Back to Mind Maps'],
      [`/todos/${unknown}`, 'List not found', 'Back to Todos'],
      [`/kanban/${unknown}`, 'Board not found', 'Back to Kanban Boards'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.locator('.not-found__code').textContent()).toBe('404');
      await page.getByRole('link', { name: back }).waitFor();
      await expectAccessible(page, `the in-app 404 for ${title}`);
    }
  });
});
