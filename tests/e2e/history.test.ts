import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { animationsEnded, useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** Adds a node under the map's root through REST; returns its id. */
async function addNode(client: HttpClient, mapId: string, label: string): Promise<string> {
  const root = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body[0];
  const made = await client.post(`${FN}/nodes`, {
    mindmapId: mapId,
    parentId: root.id,
    label,
    x: root.x + 120,
    y: root.y,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as string;
}

/** Names the map's current state through REST, as another member would. */
async function nameVersion(client: HttpClient, mapId: string, name: string): Promise<void> {
  const named = await client.post(`/api/documents/mindmap/${mapId}/versions`, { name });
  expect(named.status, JSON.stringify(named.body)).toBe(201);
}

/** The labels the map's outline lists, as a reader of the page gets them. */
async function outlineLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Outline' }).locator('.outline-panel__label').allTextContents();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('version history in the browser', () => {
  it('names a version, previews it with what changed since marked, and restores it live for a second browser', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Launch plan');
    const research = await addNode(client, mapId, 'Research');
    const alice = await signedInPage(browser.newPage, app.url, client);
    const bob = await signedInPage(browser.newPage, app.url, client);
    await openMapEditor(alice, app.url, mapId);
    await openMapEditor(bob, app.url, mapId);
    await bob.getByRole('button', { name: 'Show outline' }).click();
    await expectAccessible(alice, 'map editor at 1440 px');

    await alice.getByRole('button', { name: 'Version history' }).click();
    const sheet = alice.getByRole('dialog', { name: 'Version history' });
    // The server's refusal is shown under the field.
    await sheet.getByRole('button', { name: 'Name version' }).click();
    await sheet.getByText('Name is required').waitFor();
    await expectAccessible(alice, 'version history with a refused name');
    await sheet.getByLabel('Name the current version').fill('Before the workshop');
    await sheet.getByRole('button', { name: 'Name version' }).click();
    const named = sheet.getByRole('button', { name: /Before the workshop/ });
    await named.waitFor();

    await addNode(client, mapId, 'Wireframes');
    expect((await client.delete(`${FN}/nodes/${research}`)).status).toBe(200);
    await expect.poll(() => outlineLabels(bob)).toContain('Wireframes');

    await named.click();
    const preview = alice.getByTestId('version-preview');
    await preview.locator('.history-row[data-mark="added"]', { hasText: 'Wireframes' }).waitFor();
    await preview.locator('.history-row[data-mark="removed"]', { hasText: 'Research' }).waitFor();
    await expect
      .poll(() => preview.getByRole('note', { name: 'Legend' }).textContent())
      .toMatch(/Added since: 1.*Removed since: 1/);
    await expectAccessible(alice, 'a version preview at 1440 px');
    // The version is drawn by the editor's canvas too, read-only, above its outline.
    await preview
      .getByRole('application', {
        name: 'Mind map Launch plan at this version, read-only. Nodes removed or changed since are ringed.',
      })
      .locator('canvas')
      .first()
      .waitFor();
    // Escape closes the preview alone, and the version's button has the focus again.
    await alice.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expect
      .poll(() => alice.evaluate(() => document.activeElement?.hasAttribute('data-version-id')))
      .toBe(true);
    const before = await sheet.locator('.history-version').count();

    await named.click();
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    const restore = alice.getByRole('alertdialog', { name: 'Restore this version?' });
    await restore.waitFor();
    await expectAccessible(alice, 'the confirmation to restore a version');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await sheet.getByText('Version restored.').waitFor();
    await expectAccessible(alice, 'version history after a restore');
    await expect.poll(() => sheet.locator('.history-version').count()).toBeGreaterThan(before);
    // The restore reaches the other browser through its socket.
    await expect.poll(() => outlineLabels(bob)).toContain('Research');
    expect(await outlineLabels(bob)).not.toContain('Wireframes');

    await alice.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(alice)).toBe('Version history');
  });

  it('opens for a viewer with Alt+Shift+H and shows versions and a preview, without naming or restoring', async () => {
    const owner = await signUp(app.url);
    const viewer = await signUp(app.url);
    await joinWorkspace(owner, viewer, 'viewer');
    const mapId = await createMap(owner, 'Read only');
    await nameVersion(owner, mapId, 'First draft');
    const page = await signedInPage(browser.newPage, app.url, viewer);
    await openMapEditor(page, app.url, mapId);

    // The shortcut opens the history from anywhere on the page.
    await page.keyboard.press('Alt+Shift+KeyH');
    const sheet = page.getByRole('dialog', { name: 'Version history' });
    await sheet.getByRole('button', { name: /First draft/ }).click();
    await page.getByTestId('version-preview').getByRole('note', { name: 'Legend' }).waitFor();
    expect(await sheet.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);
    expect(await sheet.getByLabel('Name the current version').count()).toBe(0);
    // The shortcut closes it too, and opened again it starts from the list.
    await page.keyboard.press('Alt+Shift+KeyH');
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('Alt+Shift+KeyH');
    await sheet.getByRole('button', { name: /First draft/ }).waitFor();
    expect(await page.getByTestId('version-preview').count()).toBe(0);
  });

  it('at 375 px with touch, the history takes the screen and a preview takes the list’s place', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'On the go');
    await nameVersion(client, mapId, 'Morning');
    const page = await signedInPage(browser.newPage, app.url, client, {
      width: 375,
      height: 812,
      mobile: true,
    });
    await openMapEditor(page, app.url, mapId);

    await page.getByRole('button', { name: 'Version history' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Version history' });
    await sheet.getByRole('button', { name: /Morning/ }).waitFor();
    await animationsEnded(sheet);
    expect((await sheet.boundingBox())?.width).toBe(375);
    await expectAccessible(page, 'version history at 375 px');
    const versions = sheet.getByRole('region', { name: 'Versions' });

    await sheet.getByRole('button', { name: /Morning/ }).tap();
    const preview = page.getByTestId('version-preview');
    await preview.getByRole('note', { name: 'Legend' }).waitFor();
    await animationsEnded(preview);
    expect(await versions.isVisible()).toBe(false);
    const box = await preview.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(375);
    // The map's canvas fills the preview's width, less its margins.
    await preview.getByRole('application').locator('canvas').first().waitFor();
    const canvas = await preview.getByRole('application').boundingBox();
    expect(canvas?.width).toBeGreaterThan(375 - 48);
    await expectAccessible(page, 'a version preview at 375 px');

    await preview.getByRole('button', { name: 'Close preview' }).tap();
    await versions.waitFor();
    await sheet.getByLabel('Name the current version').fill('Lunch');
    await sheet.getByRole('button', { name: 'Name version' }).tap();
    await sheet.getByRole('button', { name: /Lunch/ }).waitFor();
  });

  it('restores a board version: the card moved to Done since is back in its lane, on the page', async () => {
    const client = await signUp(app.url);
    const created = await client.post(`${FN}/boards`, { title: 'Sprint', description: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const boardId = created.body.id as string;
    const lanes = (await client.get(`${FN}/kanban-board-data?id=${boardId}`)).body.columns as Array<{
      id: string;
      title: string;
    }>;
    const newLane = lanes.find((lane) => lane.title === 'New')!.id;
    const card = await client.post('/api/kanban/cards', {
      board_id: boardId,
      column_id: newLane,
      title: 'Draft',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const named = await client.post(`/api/documents/board/${boardId}/versions`, { name: 'Planned' });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const moved = await client.patch(`/api/kanban/cards/${card.body.id}/move`, {
      column_id: 'done',
      position: 0,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/kanban/${boardId}`);
    const newCards = page.locator(`[data-lane-id="${newLane}"]`);
    await page.locator('[data-lane-id="done"]', { hasText: 'Draft' }).waitFor();

    await page.getByRole('button', { name: 'Version history' }).click();
    await page
      .getByRole('dialog', { name: 'Version history' })
      .getByRole('button', { name: /Planned/ })
      .click();
    const preview = page.getByTestId('version-preview');
    await preview.locator('.history-row[data-mark="changed"]', { hasText: 'now in Done' }).waitFor();
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version restored.').waitFor();
    await page.keyboard.press('Escape');
    await newCards.getByText('Draft').waitFor();
  });

  it('restores a list version: a to-do ticked since is open again; the inbox has a history of its own', async () => {
    const client = await signUp(app.url);
    const list = await client.post(`${FN}/todo-lists`, { title: 'Errands', description: '' });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const listId = list.body.id as string;
    const todo = await client.post(`${FN}/todos`, { title: 'Buy milk', description: '', list_id: listId });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    const todoId = (todo.body.id ?? todo.body.todo?.id) as string;
    const named = await client.post(`/api/documents/todolist/${listId}/versions`, { name: 'Monday' });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect((await client.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    const workspaceId = (await client.get(`${FN}/workspaces`)).body.find((each: any) => each.current).id;
    await client.post(`${FN}/todos`, { title: 'Loose idea', description: '' });
    const inbox = await client.post(`/api/documents/inbox/${workspaceId}/versions`, { name: 'Inbox kept' });
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(201);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/todos/${listId}`);
    await page.locator('.todo-row--done', { hasText: 'Buy milk' }).waitFor();

    await page.getByRole('button', { name: 'Version history' }).click();
    await page
      .getByRole('dialog', { name: 'Version history' })
      .getByRole('button', { name: /Monday/ })
      .click();
    const preview = page.getByTestId('version-preview');
    await preview.locator('.history-row[data-mark="changed"]', { hasText: 'now done' }).waitFor();
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version restored.').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.todo-row:not(.todo-row--done)', { hasText: 'Buy milk' }).waitFor();

    await page.goto(`${app.url}/todos`);
    await page.locator('.todo-lists-unassigned').getByRole('button', { name: 'Version history' }).click();
    await page
      .getByRole('dialog', { name: 'Version history' })
      .getByRole('button', { name: /Inbox kept/ })
      .waitFor();
  });
});
