import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { endedRun, generation } from '../helpers/ai-runs';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { eventually, type HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { answerPieces, startOpenAiApi, type OpenAiApi } from '../helpers/openai-api';
import { startTestApp, type TestApp } from '../helpers/test-app';

const browser = useBrowser();
const SHOTS = 'test-results/screenshots';

/** Clicks a button even under an open modal (the sidebar's own controls, for the screenshots). */
async function press(page: Page, name: string): Promise<void> {
  await page.evaluate(
    (label) => document.querySelector<HTMLElement>(`button[aria-label="${label}"]`)?.click(),
    name,
  );
}

/**
 * Screenshots the page as it is at 1440 px and at 375 px wide (with the sidebar closed over the page, as a
 * phone opens it), then puts the width and the sidebar back.
 */
async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.screenshot({ path: `${SHOTS}/ai-${name}-1440.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await press(page, 'Close sidebar');
  await page.screenshot({ path: `${SHOTS}/ai-${name}-375.png` });
  await page.setViewportSize(size);
  await press(page, 'Expand sidebar');
}

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Generating|Expanding|Done|AI creation failed|stopped/ });

interface Node {
  id: string;
  parentId: string | null;
  label: string;
  linkedTodoListId: string | null;
}

async function nodesOf(client: HttpClient, mapId: string): Promise<Node[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  return (Array.isArray(response.body) ? response.body : response.body.nodes) as Node[];
}

/** Selects the root with the keyboard (the first arrow key does), wherever the opening view shows it. */
async function selectRoot(page: Page): Promise<void> {
  await page.locator('.map-canvas').focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.getByTestId('map-selection').textContent()).toMatch(/Selected: /);
}

describe('Create With AI with the local outline generator', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Slow enough that each page opens while its draft is still arriving.
    app = await startTestApp({ env: { AI_OFFLINE_ITEM_DELAY_MS: '1000' } });
  });
  afterAll(() => app?.close());

  it('drafts a map from the title and description, opens it while it fills and says it was drafted offline', async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByText('No mind maps found.').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Community garden');
    await page
      .getByLabel('Description')
      .fill('Find a plot near the school. Recruit volunteers, then plan the beds and buy seeds.');
    await expectAccessible(page, 'the Create dialog filled in for AI');
    await page.getByRole('button', { name: 'Create With AI' }).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    const mapId = page.url().split('/').pop()!;
    await page.getByText('Drafted offline from your title and description').waitFor();
    await shoot(page, 'map-drafted-offline');
    await expectAccessible(page, 'a map drafted offline as it fills');
    const labels = await eventually(async () => {
      const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>;
      return nodes.length >= 3 && nodes.map((node) => node.label);
    }, 15_000);
    expect(labels).toEqual(expect.arrayContaining(['Community garden', 'Find a plot', 'Recruit volunteers']));
    await page.getByText(/^Done: \d+ items added\.$/).waitFor({ timeout: 40_000 });
  });

  it('drafts a to-do list and a board from their list pages, showing the progress until done', async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    for (const { path, heading, opened } of [
      { path: '/todos', heading: 'Create a to-do list', opened: /\/todos\/[0-9a-f-]{36}$/ },
      { path: '/kanban', heading: 'Create a board', opened: /\/kanban\/[0-9a-f-]{36}$/ },
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: heading });
      // A blank title blocks both buttons, saying why.
      await dialog.getByLabel('Title').fill('   ');
      await dialog.getByRole('button', { name: 'Create With AI' }).click();
      await dialog.getByRole('button', { name: 'Quick Create' }).click();
      await dialog.getByText('Title is required').waitFor();
      expect(page.url()).toBe(`${app.url}${path}`);
      await dialog.getByLabel('Title').fill('Move house');
      await dialog
        .getByLabel('Description')
        .fill('Book the movers. Pack the kitchen, then the books. Cancel the internet and forward the mail.');
      await dialog.getByRole('button', { name: 'Create With AI' }).click();
      await dialog.getByRole('button', { name: 'Generating...' }).waitFor();
      if (path === '/todos') await shoot(page, 'dialog-generating');
      await page.waitForURL(opened);
      await notice(page)
        .getByText(/^Generating\.\.\. \d+ added/)
        .waitFor();
      await page.getByText('Drafted offline from your title and description').waitFor();
      await shoot(page, `${path.slice(1)}-generating`);
      await notice(page)
        .getByText(/^Done: \d+ items added\.$/)
        .waitFor({ timeout: 40_000 });
      await shoot(page, `${path.slice(1)}-done`);
    }
    const lists = (await client.get(`${FN}/todo-lists`)).body as Array<{ title: string; todos: unknown[] }>;
    const drafted = lists.find((list) => list.title === 'Move house')!;
    expect(drafted.todos.length).toBeGreaterThanOrEqual(3);
    const boards = (await client.get(`${FN}/boards`)).body as Array<{ title: string }>;
    expect(boards.map((board) => board.title)).toEqual(['Move house']);
  }, 120_000);

  it('drafts a to-do list and a board from the dashboard', async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    for (const { noun, opened } of [
      { noun: 'to-do list', opened: /\/todos\/[0-9a-f-]{36}$/ },
      { noun: 'Kanban board', opened: /\/kanban\/[0-9a-f-]{36}$/ },
    ]) {
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('button', { name: `Create a ${noun}` }).click();
      const dialog = page.getByRole('dialog', { name: `Create a ${noun}` });
      await dialog.getByLabel('Title').fill('School fair');
      await dialog.getByLabel('Description').fill('Rent a bouncy castle. Bake cakes; print the posters.');
      await dialog.getByRole('button', { name: 'Create With AI' }).click();
      await page.waitForURL(opened);
      await notice(page)
        .getByText(/^Done: \d+ items added\.$/)
        .waitFor({ timeout: 40_000 });
    }
    const lists = (await client.get(`${FN}/todo-lists`)).body as Array<{ title: string }>;
    expect(lists.map((list) => list.title)).toContain('School fair');
    const boards = (await client.get(`${FN}/boards`)).body as Array<{ title: string }>;
    expect(boards.map((board) => board.title)).toEqual(['School fair']);
  }, 120_000);

  it('expands a node with AI while a second browser watches the map grow, then drafts a to-do list from the node', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden');
    const author = await signedInPage(browser.newPage, app.url, client);
    const watcher = await signedInPage(browser.newPage, app.url, client);
    await openMapEditor(author, app.url, mapId);
    await openMapEditor(watcher, app.url, mapId);
    const watched = () => watcher.locator('.map-editor').getAttribute('data-total-nodes').then(Number);
    expect(await watched()).toBe(1);

    await selectRoot(author);
    await author.getByRole('button', { name: 'Expand with AI' }).click();
    await notice(author)
      .getByText(/^Expanding with AI\.\.\./)
      .waitFor();
    await shoot(author, 'map-expanding');
    // The second browser sees the children arrive one by one, and the progress with them.
    await expect.poll(watched, { timeout: 10_000 }).toBeGreaterThan(1);
    await notice(watcher)
      .getByText(/^Expanding with AI\.\.\./)
      .waitFor();
    await notice(author)
      .getByText(/^Done: \d+ items? added\.$/)
      .waitFor({ timeout: 40_000 });
    const children = (await nodesOf(client, mapId)).filter((node) => node.parentId !== null);
    expect(children.length).toBeGreaterThanOrEqual(2);
    expect(await watched()).toBe(children.length + 1);

    // The watcher renames one idea; the author's one Undo takes the run back but leaves that idea.
    const kept = children[0]!;
    await watcher.getByRole('button', { name: 'Show outline' }).click();
    await watcher
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('treeitem', { name: kept.label })
      .click();
    await watcher.keyboard.press('F2');
    const input = watcher.getByRole('textbox', { name: 'Node label' });
    await input.fill('Kept by the watcher');
    await input.press('Enter');
    await expect
      .poll(async () => (await nodesOf(client, mapId)).some((node) => node.label === 'Kept by the watcher'))
      .toBe(true);
    await author.locator('.map-canvas').focus();
    await author.keyboard.press('Control+z');
    await expect
      .poll(async () => (await nodesOf(client, mapId)).map((node) => node.label).sort())
      .toEqual(['Garden', 'Kept by the watcher']);
    await expect.poll(watched).toBe(2);
    await author.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await nodesOf(client, mapId)).length).toBe(children.length + 1);

    await author.getByRole('button', { name: 'Create to-do list' }).click();
    const modal = author.getByRole('dialog', { name: 'Create Todo List' });
    await modal.getByLabel('Title').fill('  ');
    await expect.poll(() => modal.getByRole('button', { name: 'Create with AI' }).isDisabled()).toBe(true);
    await modal.getByLabel('Title').fill('Garden jobs');
    await modal.getByLabel('Description').fill('Dig the beds. Sow the carrots, then water them.');
    await modal.getByRole('button', { name: 'Create with AI' }).click();
    await modal.getByText('Generating Todo List...').waitFor();
    await shoot(author, 'node-list-generating');
    await author.waitForURL(/\/todos\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const listId = author.url().split('/').pop()!;
    const root = (await nodesOf(client, mapId)).find((node) => node.parentId === null)!;
    expect(root.linkedTodoListId).toBe(listId);
  }, 120_000);
});

describe('Create With AI against an OpenAI-compatible model (the suite loopback server)', () => {
  let api: OpenAiApi;
  let app: TestApp;
  beforeAll(async () => {
    api = await startOpenAiApi();
    app = await startTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: api.baseUrl,
        OPENAI_MODEL: 'test-model',
        OPENAI_IDLE_TIMEOUT_MS: '1500',
        OPENAI_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  const steps = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ title: `Step ${index + 1}`, description: '' }));

  async function draftList(page: Page, title: string): Promise<void> {
    await page.goto(`${app.url}/todos`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a to-do list' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create With AI' }).click();
  }

  it('stops a streaming generation from a second browser and keeps what arrived', async () => {
    const client = await signUp(app.url);
    api.script([{ type: 'answer', pieces: answerPieces(steps(12), 6), delayMs: 250 }]);
    const author = await signedInPage(browser.newPage, app.url, client);
    await draftList(author, 'Long plan');
    await author.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    const listId = author.url().split('/').pop()!;
    await notice(author)
      .getByText(/^Generating\.\.\. \d+ added/)
      .waitFor();
    expect(await author.getByText('Drafted offline', { exact: false }).count()).toBe(0);

    const other = await signedInPage(browser.newPage, app.url, client);
    await other.goto(`${app.url}/todos/${listId}`);
    await notice(other).getByRole('button', { name: 'Stop' }).click();
    await notice(author).getByText('Generation stopped; what arrived is kept.').waitFor();
    await notice(other).getByText('Generation stopped; what arrived is kept.').waitFor();
    await shoot(author, 'list-stopped');
    // Nothing is added to the list once the run's row is completed.
    expect((await endedRun(app, `todolist:${listId}`)).status).toBe('stopped');
    const { items } = await generation(client, 'todolist', listId);
    // The rows follow the document once its store's debounce has passed: all of them, and only them.
    const kept = await eventually(async () => {
      const todos = (await client.get(`${FN}/todos?list_id=${listId}`)).body as unknown[];
      return todos.length === items && todos;
    });
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThan(12);
  });

  it("says 'AI creation failed' in the dialog when nothing valid arrives, and on the list when the model stalls", async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    api.script([{ type: 'answer', pieces: ['{"items": [{"nope": 1}, "x"]}'] }]);
    await draftList(page, 'Broken answer');
    const dialog = page.getByRole('dialog', { name: 'Create a to-do list' });
    await dialog.getByText('AI creation failed').waitFor({ timeout: 15_000 });
    await shoot(page, 'dialog-failed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const first = JSON.stringify({ items: [{ title: 'Only step', description: '' }] });
    api.script([{ type: 'stall', pieces: [first.slice(0, -2) + ','] }]);
    await draftList(page, 'Stalled answer');
    await page.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    await notice(page).getByText('AI creation failed').waitFor({ timeout: 15_000 });
    await page.getByText('Only step').first().waitFor();
    await shoot(page, 'list-failed');
  });
});
