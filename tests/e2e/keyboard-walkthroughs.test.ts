import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { countSensorKeyListeners, expectFocused, pressOn, pressTo } from '../helpers/keyboard';
import { createMap, mapLabels, openMapEditor } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Each walkthrough signs in through the API and then uses page.keyboard alone: no click, tap or mouse.
// Every Tab is followed by a check of what has the focus (pressTo), so a control the keyboard cannot
// reach fails the test rather than being clicked.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function created(client: HttpClient, path: string, body: object): Promise<string> {
  const response = await client.post(`${FN}/${path}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

async function signedIn(): Promise<{ client: HttpClient; page: Page }> {
  const client = await signUp(app.url);
  return { client, page: await browser.signedInPage(client, app.url) };
}

describe('keyboard-only walkthroughs', () => {
  it('a list: adds, renames, reorders, completes and deletes to-dos, and reaches the row menu', async () => {
    const { client, page } = await signedIn();
    const listId = await created(client, 'todo-lists', { title: 'Errands', description: '' });
    await created(client, 'todo-lists', { title: 'Garden', description: '' });
    await page.goto(`${app.url}/todos/${listId}`);
    await page.getByTestId('todo-count').waitFor();
    const said = page.getByTestId('todo-announcer');
    const openRows = page.getByRole('list', { name: 'Open todos' });
    const row = (title: string) => page.getByRole('listitem', { name: title, exact: true });
    const openTitles = () => openRows.locator('.todo-row__title').allTextContents();

    await pressTo(page, page.getByPlaceholder('New todo'), 'the New todo field');
    for (const title of ['Milk', 'Bread']) {
      await page.keyboard.type(title);
      await page.keyboard.press('Enter');
      await row(title).waitFor();
    }
    await pressTo(page, row('Milk'), 'the row Milk', { key: 'Shift+Tab' });

    await page.keyboard.press('F2');
    await expectFocused(page, row('Milk').getByRole('textbox'), 'the rename field');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Oat milk');
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toContain('Renamed to “Oat milk”');
    await expectFocused(page, row('Oat milk'), 'the renamed row');

    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(openTitles).toEqual(['Bread', 'Oat milk']);
    await expect.poll(() => said.textContent()).toContain('Moved “Oat milk” down');
    await pressOn(page, row('Oat milk'), 'the moved row', 'Space');
    await expect.poll(() => said.textContent()).toContain('Completed “Oat milk”');
    // Said once: the Undo notice showing the same words is not a live region too.
    expect(await page.getByRole('status').filter({ hasText: 'Completed' }).count()).toBe(1);
    await expect.poll(openTitles).toEqual(['Bread']);
    await expectFocused(page, row('Oat milk'), 'the completed row, in Done');

    // The row's menu: Send to Kanban, and Move to another list (Edit Todo with its List field focused).
    await pressTo(page, row('Bread'), 'the row Bread', { key: 'Shift+Tab' });
    const more = page.getByRole('button', { name: 'More actions for Bread' });
    await pressTo(page, more, 'More actions for Bread');
    await page.keyboard.press('Enter');
    await pressTo(page, page.getByRole('menuitem', { name: 'Send to Kanban' }), 'Send to Kanban', {
      key: 'ArrowDown',
      max: 6,
    });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expectFocused(page, more, 'More actions, after the dialog closed');
    await page.keyboard.press('Enter');
    await pressTo(
      page,
      page.getByRole('menuitem', { name: 'Move to another list' }),
      'Move to another list',
      {
        key: 'ArrowDown',
        max: 6,
      },
    );
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Todo' });
    await expectFocused(page, edit.getByRole('combobox', { name: 'List' }), 'the List field');
    await page.keyboard.type('Garden');
    await pressTo(page, edit.getByRole('button', { name: 'Save' }), 'Save');
    await page.keyboard.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await expect.poll(openTitles).toEqual([]);

    await pressTo(page, row('Oat milk'), 'the row Oat milk', { key: 'Shift+Tab' });
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('alertdialog');
    await pressTo(page, confirm.getByRole('button', { name: 'Delete' }), 'the confirmation’s Delete');
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toContain('Deleted “Oat milk”');
    await row('Oat milk').waitFor({ state: 'detached' });
  });

  it('a board: adds cards, moves one across lanes, hears WIP limits and filters, opens and closes dialogs', async () => {
    const { client, page } = await signedIn();
    const boardId = await created(client, 'boards', { title: 'Sprint', description: '' });
    await page.goto(`${app.url}/kanban/${boardId}`);
    await page.getByRole('heading', { name: 'Sprint', exact: true }).waitFor();
    const lane = (title: string) => page.getByRole('region', { name: title, exact: true });
    const said = page.getByTestId('board-announcer');

    await pressTo(page, lane('New').getByRole('button', { name: '+ Add Card' }), '+ Add Card in New');
    await page.keyboard.press('Enter');
    await expectFocused(page, lane('New').getByRole('textbox', { name: 'Card title' }), 'the card title');
    for (const title of ['Alpha', 'Bravo']) {
      await page.keyboard.type(title);
      await page.keyboard.press('Enter');
      await lane('New').getByRole('listitem', { name: title }).waitFor();
    }
    await page.keyboard.press('Escape');

    await pressTo(page, page.getByRole('button', { name: 'In-Progress lane actions' }), 'the lane’s actions');
    await page.keyboard.press('Enter');
    await pressTo(page, page.getByRole('menuitem', { name: 'Set WIP limit' }), 'Set WIP limit', {
      key: 'ArrowDown',
      max: 4,
    });
    await page.keyboard.press('Enter');
    await expectFocused(page, page.getByRole('spinbutton', { name: 'WIP limit' }), 'the WIP limit field');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await pressTo(page, page.getByRole('button', { name: 'Move Alpha' }), 'Alpha’s grip', {
      key: 'Shift+Tab',
    });
    // dnd-kit's sensor hears arrows only once it listens (a task after the pick-up): wait for that.
    const listeners = await countSensorKeyListeners(page);
    const before = await listeners();
    const dnd = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect.poll(() => dnd.textContent()).toContain('Picked up card Alpha.');
    await expect.poll(listeners).toBe(before + 1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dnd.textContent()).toContain('Card Alpha is over lane In-Progress');
    await page.keyboard.press('Space');
    await lane('In-Progress').getByRole('listitem', { name: 'Alpha' }).waitFor();
    await expect.poll(() => said.textContent()).toBe('In-Progress is at its WIP limit of 1');

    await pressTo(
      page,
      page.getByRole('searchbox', { name: 'Search cards by title or description' }),
      'search',
      {
        key: 'Shift+Tab',
      },
    );
    await page.keyboard.type('Brav');
    const search = page.getByRole('searchbox', { name: 'Search cards by title or description' });
    await expect.poll(() => search.inputValue()).toBe('Brav');
    await expect.poll(() => said.textContent()).toBe('Showing 1 of 2 cards');
    await pressTo(page, page.getByRole('button', { name: 'Clear filters' }), 'Clear filters');
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toBe('Filters cleared, showing all 2 cards');

    // Each card action is a named control; each dialog gives the focus back to its opener.
    for (const [name, dialog] of [
      ['Edit Alpha', 'Edit card'],
      ['Comments on Alpha', 'Comments for "Alpha"'],
    ] as const) {
      const opener = page.getByRole('button', { name, exact: true });
      await pressTo(page, opener, name);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await page.keyboard.press('Escape');
      await expectFocused(page, opener, `${name}, after its dialog closed`);
    }
    const editBravo = page.getByRole('button', { name: 'Edit Bravo' });
    await pressTo(page, editBravo, 'Edit Bravo', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await pressTo(
      page,
      page.getByRole('dialog', { name: 'Edit card' }).getByRole('button', { name: 'Delete' }),
      'Delete',
    );
    await page.keyboard.press('Enter');
    await pressTo(
      page,
      page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }),
      'confirm Delete',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('listitem', { name: 'Bravo' }).waitFor({ state: 'detached' });
  });

  it('the dashboard: opens a map, a list and a board from the dashboard and the sidebar', async () => {
    const { client, page } = await signedIn();
    const mapId = await createMap(client, 'Atlas');
    const listId = await created(client, 'todo-lists', { title: 'Chores', description: '' });
    const boardId = await created(client, 'boards', { title: 'Roadmap', description: '' });
    const dashboard = async () => {
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    };
    const follow = async (name: string, path: string) => {
      await pressTo(page, page.getByRole('link', { name, exact: true }).first(), `the link ${name}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.url}${path}`);
    };

    await dashboard();
    await follow('Atlas', `/maps/${mapId}`);
    await dashboard();
    await follow('Chores', `/todos/${listId}`);
    await page.getByTestId('todo-count').waitFor();
    await dashboard();
    await follow('Kanban', '/kanban');
    await follow('Open Roadmap', `/kanban/${boardId}`);
    await page.getByRole('heading', { name: 'Roadmap', exact: true }).waitFor();
    await follow('Mindmaps', '/mindmaps');
    await follow('Open Atlas', `/maps/${mapId}`);
  });

  it('billing: upgrades from the sidebar and pays in local test mode', async () => {
    const { page } = await signedIn();
    await page.goto(`${app.url}/dashboard`);
    await pressTo(page, page.getByRole('link', { name: /Upgrade/ }), 'Upgrade');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\?session_id=/);
    await pressTo(page, page.getByLabel('Name'), 'Name');
    await page.keyboard.type('Kay Board');
    await pressTo(page, page.getByLabel('Card Number'), 'Card Number');
    await page.keyboard.type('4242 4242 4242 4242');
    await pressTo(page, page.getByRole('button', { name: /Pay/ }), 'Pay');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/billing$/);
    await page.getByText('Active', { exact: true }).waitFor();
  });

  it('the palette: Ctrl+K, a search, arrows and Enter', async () => {
    const { client, page } = await signedIn();
    const listId = await created(client, 'todo-lists', { title: 'Chores', description: '' });
    await created(client, 'todos', { title: 'Water the ferns', description: '', list_id: listId });
    await created(client, 'todos', { title: 'Water the roses', description: '', list_id: listId });
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    const field = palette.getByRole('combobox', { name: 'Search or run a command' });
    await expectFocused(page, field, 'the palette’s field');
    await page.keyboard.type('water');
    const options = palette.getByRole('option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(2);
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const chosen = (await second.textContent())?.includes('roses') ? 'Water the roses' : 'Water the ferns';
    await page.keyboard.press('Enter');
    await palette.waitFor({ state: 'detached' });
    await page.waitForURL(/\/todo\/[0-9a-f-]+$/);
    await page.getByRole('heading', { name: chosen }).waitFor();
  });

  it('history: opens version history on a map, previews a version and restores it', async () => {
    const { client, page } = await signedIn();
    const mapId = await createMap(client, 'Atlas');
    const named = await client.post(`/api/documents/mindmap/${mapId}/versions`, { name: 'First draft' });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const root = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0];
    const node = { mindmapId: mapId, parentId: root.id, label: 'Later', x: root.x + 120, y: root.y };
    expect((await client.post(`${FN}/nodes`, node)).status).toBe(201);
    await openMapEditor(page, app.url, mapId);

    const opener = page.getByRole('button', { name: 'Version history' });
    await pressTo(page, opener, 'Version history');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Version history' });
    await pressTo(page, sheet.getByRole('button', { name: /First draft/ }), 'the version First draft');
    await page.keyboard.press('Enter');
    const restore = page.getByTestId('version-preview').getByRole('button', { name: 'Restore this version' });
    await pressTo(page, restore, 'Restore this version');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await pressTo(page, confirm.getByRole('button', { name: 'Restore' }), 'Restore');
    await page.keyboard.press('Enter');
    await sheet.getByText('Version restored.').waitFor();
    await expect.poll(() => mapLabels(client, mapId)).not.toContain('Later');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expectFocused(page, opener, 'Version history, after the sheet closed');
  });
});
