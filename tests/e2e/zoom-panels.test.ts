import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { createMap, mapNodes, openMapEditor } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { check, holdsWhole, payingAdmin, ZOOMED } from '../helpers/zoom';

// Zoom to 200% beyond the pages of zoom.test.ts: a team's page, the other admin pages, and the map
// editor's panels, menus and dialogs, each opened at 720 px and device scale 2 (1440 px at 200%).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** The editor's toolbar, which a panel or a menu must leave whole. */
const TOOLBAR = '.editor-toolbar :is(h1, button, a[href])';
const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"]';

/** Opens the menu behind the toolbar's `button`, checks it, and closes it again. */
async function checkMenu(page: Page, button: string, name: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await holdsWhole(page, name, MENU);
  await page.keyboard.press('Escape');
  await page.locator(MENU).waitFor({ state: 'detached' });
}

/** Checks the dialog named `title` that is open, then closes it with Escape. */
async function checkDialog(page: Page, title: string | RegExp, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await holdsWhole(page, name, DIALOG);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('zoom to 200%: panels, dialogs, a team and the admin pages', () => {
  it('keeps Team Members and the admin Users, Analytics and a payment whole at 720 px and device scale 2', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    await joinWorkspace(owner, member);
    const invited = await owner.post(`${FN}/invitations`, { email: 'pending@example.com', role: 'viewer' });
    expect(invited.status).toBe(201);
    await payingAdmin(app, owner);
    const page = await browser.signedInPage(owner, app.url, ZOOMED);

    await page.goto(`${app.url}/team-members`);
    await check(page, 'team-members', page.getByRole('button', { name: 'Send Invite' }));
    await page.getByRole('combobox', { name: /^Role of / }).waitFor();
    await page.getByRole('button', { name: 'Revoke invitation for pending@example.com' }).waitFor();
    await holdsWhole(page, 'team-members', 'main', { pageScrolls: true });

    await page.goto(`${app.url}/admin/users`);
    await check(page, 'users', page.getByRole('cell', { name: member.email }));
    await holdsWhole(page, 'users', 'main', { pageScrolls: true });
    await page.goto(`${app.url}/admin/analytics`);
    await check(page, 'analytics', page.getByRole('img').first());
    await holdsWhole(page, 'analytics', 'main', { pageScrolls: true });
    await page.goto(`${app.url}/admin/payments`);
    await page.getByRole('button', { name: 'View' }).click();
    await check(page, 'payment', page.getByRole('link', { name: 'Download invoice' }));
    await holdsWhole(page, 'payment', 'main', { pageScrolls: true });
  });

  it("keeps the map editor's panels, menus and dialogs whole at 720 px and device scale 2", async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Atlas');
    const [root] = await mapNodes(client, mapId);
    const ids: string[] = [];
    for (const [at, label] of ['Goals', 'Milestones for the second half of the year', 'Risks'].entries()) {
      const node = { mindmapId: mapId, parentId: root!.id, label, x: 240, y: at * 80 - 80 };
      const added = await client.post(`${FN}/nodes`, node);
      expect(added.status).toBe(201);
      ids.push(added.body.id);
    }
    const page = await browser.signedInPage(client, app.url, ZOOMED);
    // The editor opens with a node selected, which shows its toolbox over the canvas, clear of the toolbar.
    await openMapEditor(page, app.url, `${mapId}?node=${ids[1]}`);
    await expect
      .poll(() => page.getByTestId('map-selection').textContent())
      .toBe('Selected: Milestones for the second half of the year');
    const toolbox = page.getByRole('toolbar', { name: /^Actions for / });
    await toolbox.waitFor();
    await holdsWhole(page, 'map-toolbox', '[role="toolbar"][aria-label^="Actions for"]', {
      alongside: [TOOLBAR],
    });

    await toolbox.getByRole('button', { name: 'Edit node' }).click();
    await checkDialog(page, 'Edit Node', 'map-edit-node');
    await toolbox.getByRole('button', { name: 'Move to…' }).click();
    await checkDialog(page, /^Move /, 'map-move-to');
    await toolbox.getByRole('button', { name: 'Create to-do list' }).click();
    const create = page.getByRole('dialog', { name: 'Create Todo List' });
    await create.waitFor();
    await holdsWhole(page, 'map-create-list', DIALOG);
    await create.getByRole('button', { name: 'Quick Create' }).click();
    // The node's list opens in its own dialog, named after the list.
    await page.getByRole('dialog').getByRole('textbox', { name: 'New task' }).waitFor();
    await checkDialog(page, 'Milestones for the second half of the year', 'map-node-todos');

    await checkMenu(page, 'Export', 'map-export-menu');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export as PNG…' }).click();
    await checkDialog(page, 'Export as PNG', 'map-export-png');
    await checkMenu(page, 'More actions', 'map-more-menu');
    await page.getByRole('button', { name: /^Layout: / }).click();
    await holdsWhole(page, 'map-layout-menu', MENU);
    await page.keyboard.press('Escape');
    await page.locator(MENU).waitFor({ state: 'detached' });

    await page.getByRole('application').focus();
    await page.keyboard.press('?');
    await checkDialog(page, 'Keyboard shortcuts', 'map-shortcuts');
    // The history sheet, with a named version open in its preview.
    await page.getByRole('button', { name: 'Version history' }).click();
    const sheet = page.getByRole('dialog', { name: 'Version history' });
    await sheet.getByLabel('Name the current version').fill('Before the workshop with the design team');
    await sheet.getByRole('button', { name: 'Name version' }).click();
    await sheet.getByRole('button', { name: /Before the workshop with the design team/ }).click();
    await page.getByTestId('version-preview').locator('canvas').first().waitFor();
    await holdsWhole(page, 'map-history-preview', DIALOG);
    await page.keyboard.press('Escape');
    await page.getByTestId('version-preview').waitFor({ state: 'detached' });
    await checkDialog(page, 'Version history', 'map-history');

    await page.getByRole('application').focus();
    await page.keyboard.press('Control+F');
    await page.keyboard.type('mile');
    const find = page.getByRole('search', { name: 'Find in map' });
    await expect.poll(() => find.getByRole('status').textContent()).toBe('1 of 1');
    await holdsWhole(page, 'map-find', '[role="search"]', { alongside: [TOOLBAR] });
    await page.keyboard.press('Escape');
    await find.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Show outline' }).click();
    await page.getByRole('treeitem', { name: 'Risks' }).waitFor();
    await holdsWhole(page, 'map-outline', '.outline-panel', { alongside: [TOOLBAR] });
    // The minimap stays clear of the outline and of the toolbar.
    await page.getByRole('button', { name: 'Show minimap' }).click();
    await holdsWhole(page, 'map-outline-minimap', '.outline-panel', { alongside: [TOOLBAR, '.minimap'] });
  });
});
