import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { cuttableNetwork } from '../helpers/network';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** A page signed in as `client`'s account (its session cookie copied into the browser context). */
async function pageFor(client: HttpClient): Promise<Page> {
  const page = await browser.newPage();
  await page
    .context()
    .addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.url })));
  return page;
}

async function createList(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/todo-lists`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

/** Opens a list's screen and waits until its document has loaded. */
async function openList(page: Page, listId: string): Promise<void> {
  await page.goto(`${app.url}/todos/${listId}`);
  await page.getByTestId('todo-count').waitFor();
}

/** The titles of the open to-dos, top to bottom, as drawn. */
function openTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Open todos' }).locator('.todo-row__title').allTextContents();
}

async function expectOpen(page: Page, titles: string[]): Promise<void> {
  await expect.poll(() => openTitles(page), { timeout: 10_000 }).toEqual(titles);
}

async function expectCount(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('todo-count').textContent(), { timeout: 10_000 }).toBe(text);
}

async function addTodos(page: Page, titles: string[]): Promise<void> {
  const input = page.getByPlaceholder('New todo');
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await page.getByRole('list', { name: 'Open todos' }).getByRole('listitem', { name: title }).waitFor();
  }
}

function row(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true });
}

/** Drags a row by its grip by `rows` rows (negative: up), in small steps like a hand would. */
async function dragRow(page: Page, title: string, rows: number): Promise<void> {
  const grip = row(page, title).locator('.todo-row__grip');
  const box = await grip.boundingBox();
  if (!box) throw new Error(`No grip on ${title}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (rows * 48) / 2, { steps: 4 });
  await page.mouse.move(x, y + rows * 48, { steps: 4 });
  await page.mouse.up();
}

describe('the todo list page', () => {
  it('creates a list from the Create tile, shows its tile, and deletes it after asking', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/todos`);
    await page.getByText('No todo lists found.').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('   ');
    await page.getByRole('button', { name: 'Quick Create' }).click();
    // A blank title blocks creation and says why, as on the other list pages.
    await page.getByRole('dialog', { name: 'Create a to-do list' }).getByText('Title is required').waitFor();
    await expectAccessible(page, 'the Create dialog with a refused title');
    await page.getByLabel('Title').fill('  Groceries  ');
    await page.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Groceries', exact: true }).waitFor();
    await expectCount(page, '0/0 completed');
    await addTodos(page, ['Milk', 'Bread']);

    await page.getByRole('link', { name: 'done adding todos' }).click();
    await page.waitForURL(/\/todos$/);
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Groceries' }) });
    // The page follows the workspace's events (or polls while they are down), so the count catches up.
    await expect.poll(() => tile.textContent(), { timeout: 15_000 }).toContain('2 Todos');
    await expectAccessible(page, 'the to-do lists page');
    await page.getByRole('button', { name: 'Delete Groceries' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this list and all todos?' }).waitFor();
    await expectAccessible(page, 'the confirmation to delete a list');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No todo lists found.').waitFor();
  });
});

describe('the todo list screen', () => {
  it('adds, completes and undoes, renames, reorders and deletes to-dos, live in a second browser', async () => {
    const client = await signUp(app.url);
    const listId = await createList(client, 'Errands');
    const page = await pageFor(client);
    const other = await pageFor(client);
    await openList(page, listId);
    await openList(other, listId);

    await addTodos(page, ['Post office', 'Bank', 'Pharmacy']);
    await page.getByPlaceholder('New todo').fill('   ');
    await page.getByPlaceholder('New todo').press('Enter');
    await expectCount(page, '0/3 completed');
    await expectOpen(other, ['Post office', 'Bank', 'Pharmacy']);

    // Complete with the checkbox, undo from the notice.
    await row(page, 'Bank').getByRole('checkbox').click();
    await expectCount(page, '1/3 completed');
    await page.getByRole('heading', { name: '1 done' }).waitFor();
    await expectAccessible(page, 'a to-do list with one done and its undo notice');
    await expectCount(other, '1/3 completed');
    await page.getByRole('group', { name: 'Undo' }).getByRole('button', { name: 'Undo' }).click();
    await expectCount(page, '0/3 completed');
    await expectCount(other, '0/3 completed');

    // Complete with Space on the focused row, undo with Ctrl+Z.
    await row(page, 'Pharmacy').focus();
    await page.keyboard.press('Space');
    await expectCount(page, '1/3 completed');
    await page.keyboard.press('Control+z');
    await expectCount(page, '0/3 completed');

    // Click-to-edit rename; an empty rename is ignored.
    await row(page, 'Bank').locator('.todo-row__title').click();
    await page.getByRole('textbox', { name: 'Todo title' }).fill('Bank (cash)');
    await page.keyboard.press('Enter');
    await row(page, 'Post office').locator('.todo-row__title').click();
    await page.getByRole('textbox', { name: 'Todo title' }).fill('  ');
    await page.keyboard.press('Enter');
    await expectOpen(page, ['Post office', 'Bank (cash)', 'Pharmacy']);
    await expectOpen(other, ['Post office', 'Bank (cash)', 'Pharmacy']);

    // Reorder by dragging the grip, then with Alt+ArrowUp and the arrow keys for the focus.
    await dragRow(page, 'Pharmacy', -2);
    await expectOpen(page, ['Pharmacy', 'Post office', 'Bank (cash)']);
    await expectOpen(other, ['Pharmacy', 'Post office', 'Bank (cash)']);
    await row(page, 'Pharmacy').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+ArrowUp');
    await expectOpen(page, ['Pharmacy', 'Bank (cash)', 'Post office']);
    await expectOpen(other, ['Pharmacy', 'Bank (cash)', 'Post office']);

    // Delete after asking, then undo from the notice.
    await page.getByRole('button', { name: 'Delete Bank (cash)' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this todo?' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectOpen(other, ['Pharmacy', 'Post office']);
    await page.getByRole('group', { name: 'Undo' }).getByRole('button', { name: 'Undo' }).click();
    await expectOpen(page, ['Pharmacy', 'Bank (cash)', 'Post office']);
    await expectOpen(other, ['Pharmacy', 'Bank (cash)', 'Post office']);
  });

  it('moves a to-do to another list from the Edit Todo modal, keeping its id', async () => {
    const client = await signUp(app.url);
    const from = await createList(client, 'Inbox ideas');
    const to = await createList(client, 'This week');
    const page = await pageFor(client);
    await openList(page, from);
    await addTodos(page, ['Write report']);
    const id = await row(page, 'Write report').getAttribute('data-todo-id');

    await page.getByRole('button', { name: 'Edit Write report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Todo' });
    await dialog.getByLabel('Description').fill('Quarterly numbers');
    await dialog.getByLabel('List').selectOption({ label: 'This week' });
    await expectAccessible(page, 'the Edit Todo dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectOpen(page, []);

    await openList(page, to);
    await expectOpen(page, ['Write report']);
    expect(await row(page, 'Write report').getAttribute('data-todo-id')).toBe(id);
    const detail = await client.get(`${FN}/todoid/${id}`);
    expect(detail.body).toMatchObject({ list_id: to, description: 'Quarterly numbers' });
  });

  it('keeps working offline and merges the edits when the connection returns', async () => {
    const client = await signUp(app.url);
    const listId = await createList(client, 'Trip');
    const page = await pageFor(client);
    const other = await pageFor(client);
    const network = await cuttableNetwork(page);
    await openList(page, listId);
    await openList(other, listId);
    await addTodos(page, ['Passport']);
    await expectOpen(other, ['Passport']);

    await network.goOffline();
    await page
      .getByRole('status')
      .filter({ hasText: /Offline|Reconnecting/ })
      .waitFor();
    await addTodos(page, ['Written offline']);
    await row(page, 'Passport').getByRole('checkbox').click();
    await addTodos(other, ['Written online']);
    await expectOpen(other, ['Passport', 'Written online']);

    await network.goOnline();
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor({ timeout: 30_000 });
    // Both were added at the end at once: their order is the order keys' tie-break, not the test's.
    const sorted = async (target: Page) => (await openTitles(target)).sort();
    await expect
      .poll(() => sorted(other), { timeout: 30_000 })
      .toEqual(['Written offline', 'Written online']);
    await expect.poll(() => sorted(page)).toEqual(['Written offline', 'Written online']);
    await expectCount(other, '1/3 completed');
  });
});

describe('the todo detail page', () => {
  it('saves notes with the to-do and shows them live; asks a visitor to sign in', async () => {
    const client = await signUp(app.url);
    const listId = await createList(client, 'Garden');
    const page = await pageFor(client);
    await openList(page, listId);
    await addTodos(page, ['Plant roses']);
    const id = await row(page, 'Plant roses').getAttribute('data-todo-id');

    const other = await pageFor(client);
    await page.goto(`${app.url}/todo/${id}`);
    await other.goto(`${app.url}/todo/${id}`);
    await page.getByRole('heading', { name: 'Plant roses' }).waitFor();
    await expectAccessible(page, "a to-do's own page");
    await page.getByPlaceholder('Add note').fill('   ');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByPlaceholder('Add note').fill('  Buy compost first ');
    await page.getByRole('button', { name: 'Add note' }).click();
    await other
      .getByRole('list', { name: 'Notes' })
      .getByText('Buy compost first', { exact: true })
      .waitFor();
    expect(await page.getByRole('list', { name: 'Notes' }).getByRole('listitem').count()).toBe(1);

    const stranger = await pageFor(await signUp(app.url));
    await stranger.goto(`${app.url}/todo/${id}`);
    await stranger.getByText('Failed to load todo').waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${app.url}/todo/${id}`);
    await visitor.getByText('You must be signed in to view this to-do list.').waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/todo/${id}`);
  });
});
