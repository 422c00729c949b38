import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { expectFocused, pressOn, pressTo } from '../helpers/keyboard';
import { mapLabels, mapNodes } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Signs in through the API and then uses page.keyboard alone: no click, tap or mouse. Every Tab is
// followed by a check of what has the focus (pressTo), so a control the keyboard cannot reach fails the
// test rather than being clicked.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** The label of the parent of the node labelled `label`, as the server has the map. */
async function parentOf(client: HttpClient, mapId: string, label: string): Promise<string | undefined> {
  const nodes = await mapNodes(client, mapId);
  const parentId = nodes.find((node) => node.label === label)?.parentId;
  return nodes.find((node) => node.id === parentId)?.label;
}

/** The editor's words for the selected node, once they are `text`. */
async function selected(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('map-selection').textContent()).toBe(text);
}

describe('a keyboard-only walkthrough of a map', () => {
  it('creates a map, edits it on the canvas and in the outline, lists the keys and opens it again', async () => {
    const client = await signUp(app.url);
    const page = await browser.signedInPage(client, app.url);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The sidebar's Mindmaps, the Create dialog, Quick Create.
    await pressTo(page, page.getByRole('link', { name: 'Mindmaps', exact: true }).first(), 'Mindmaps');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/mindmaps`);
    await pressTo(page, page.getByRole('button', { name: 'Create', exact: true }), 'Create');
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create a mind map' });
    await expectFocused(page, create.getByRole('textbox', { name: 'Title' }), 'the Title field');
    await page.keyboard.type('Atlas');
    await pressTo(page, create.getByRole('textbox', { name: 'Description' }), 'the Description field');
    await page.keyboard.type('Where we go next');
    await pressTo(page, create.getByRole('button', { name: 'Quick Create' }), 'Quick Create');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/maps\/[0-9a-f-]+$/);
    const mapId = page.url().split('/').pop()!;
    const maps = await client.get(`${FN}/mindmaps`);
    expect(maps.body).toMatchObject([{ id: mapId, title: 'Atlas', description: 'Where we go next' }]);
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    await expect.poll(() => mapLabels(client, mapId)).toEqual(['Atlas']);

    // The canvas: an arrow selects the root; Tab adds a child, Enter a sibling, F2 renames.
    const canvas = page.getByRole('application', { name: /^Mind map Atlas\./ });
    const label = page.getByRole('textbox', { name: 'Node label' });
    const name = async (text: string) => {
      await expectFocused(page, label, 'the node’s label');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await label.waitFor({ state: 'detached' });
      await expectFocused(page, canvas, 'the canvas, after naming');
    };
    await pressTo(page, canvas, 'the canvas', { max: 60 });
    await page.keyboard.press('ArrowUp');
    await selected(page, 'Selected: Atlas');
    await page.keyboard.press('Tab');
    await name('Goals');
    await selected(page, 'Selected: Goals');
    await page.keyboard.press('Tab');
    await name('Milestones');
    await page.keyboard.press('Enter');
    await name('Risks');
    await selected(page, 'Selected: Risks');
    await expect.poll(() => mapLabels(client, mapId)).toEqual(['Atlas', 'Goals', 'Milestones', 'Risks']);
    await page.keyboard.press('F2');
    await expectFocused(page, label, 'the rename field');
    await page.keyboard.press('Control+A');
    await name('Deadlines');
    await selected(page, 'Selected: Deadlines');
    await expect.poll(() => mapLabels(client, mapId)).toEqual(['Atlas', 'Deadlines', 'Goals', 'Milestones']);
    expect(await parentOf(client, mapId, 'Deadlines')).toBe('Goals');

    // The arrows go by place: Goals right of the root, its children right of it, one above the other.
    await page.keyboard.press('ArrowUp');
    await selected(page, 'Selected: Milestones');
    await page.keyboard.press('ArrowLeft');
    await selected(page, 'Selected: Goals');
    // Space folds the branch and unfolds it: the canvas writes two labels, then four.
    const labels = () => page.locator('.map-editor').getAttribute('data-labels');
    const toolbox = page.getByRole('toolbar', { name: 'Actions for Goals' });
    await page.keyboard.press('Space');
    await toolbox.getByRole('button', { name: 'Expand branch' }).waitFor();
    await expect.poll(labels).toBe('2');
    await page.keyboard.press('Space');
    await toolbox.getByRole('button', { name: 'Collapse branch' }).waitFor();
    await expect.poll(labels).toBe('4');

    // Delete at once, with an Undo notice; Ctrl+Z takes it back.
    const notice = page.getByRole('status').filter({ hasText: 'Deleted “Goals” and its branch: 3 nodes.' });
    await pressOn(page, canvas, 'the canvas, on Goals', 'Delete');
    await notice.waitFor();
    await selected(page, 'Selected: Atlas');
    await expect.poll(() => mapLabels(client, mapId)).toEqual(['Atlas']);
    await pressOn(page, canvas, 'the canvas, after the delete', 'Control+z');
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => mapLabels(client, mapId)).toEqual(['Atlas', 'Deadlines', 'Goals', 'Milestones']);

    // ? lists every key, on a sheet the keyboard scrolls; Escape gives the keyboard back to the canvas.
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const keys = sheet.getByRole('region', { name: 'Keyboard shortcuts', exact: true });
    await expectFocused(page, keys, 'the list of keys');
    await expectAccessible(page, 'the map editor’s keyboard shortcuts');
    await page.keyboard.press('End');
    await expect
      .poll(() => keys.evaluate((list) => list.scrollTop + list.clientHeight >= list.scrollHeight - 1))
      .toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expectFocused(page, canvas, 'the canvas, after the shortcut sheet closed');

    // Alt+F10 reaches the selected node's toolbox, one Tab stop whose buttons the arrows walk; Edit node
    // gives the focus back to its button, and Escape gives it back to the canvas, the node still selected.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await selected(page, 'Selected: Atlas');
    await page.keyboard.press('ArrowRight');
    await selected(page, 'Selected: Goals');
    const action = (text: string) => toolbox.getByRole('button', { name: text });
    await pressOn(page, canvas, 'the canvas, on Goals', 'Alt+F10');
    await expectFocused(page, action('Add child'), 'Add child, the toolbox’s first button');
    expect(await toolbox.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('End');
    await expectFocused(page, action('Delete node'), 'Delete node, the toolbox’s last button');
    await page.keyboard.press('Home');
    await expectFocused(page, action('Add child'), 'Add child, after Home');
    await pressTo(page, action('Edit node'), 'Edit node', { key: 'ArrowRight', max: 2 });
    await page.keyboard.press('Enter');
    const editNode = page.getByRole('dialog', { name: 'Edit Node' });
    await pressTo(page, editNode.getByRole('textbox', { name: 'Notes' }), 'Notes');
    await page.keyboard.type('Ask finance');
    await pressTo(page, editNode.getByRole('button', { name: 'Save' }), 'Save');
    await page.keyboard.press('Enter');
    await editNode.waitFor({ state: 'detached' });
    await expectFocused(page, action('Edit node'), 'Edit node, after its dialog closed');
    await expect
      .poll(async () => (await mapNodes(client, mapId)).find((node) => node.label === 'Goals')?.description)
      .toBe('Ask finance');
    await page.keyboard.press('Escape');
    await expectFocused(page, canvas, 'the canvas, after Escape in the toolbox');
    await selected(page, 'Selected: Goals');

    // The outline: shown from the toolbar; Escape then Tab leaves the canvas for the tree.
    await pressTo(page, page.getByRole('button', { name: 'Show outline' }), 'Show outline', {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    const tree = page.getByRole('tree', { name: 'Outline' });
    const item = (text: string) => tree.getByRole('treeitem', { name: text });
    await item('Deadlines').waitFor();
    await expectFocused(page, page.getByRole('button', { name: 'Hide outline' }), 'Hide outline');
    await pressTo(page, canvas, 'the canvas');
    await page.keyboard.press('Escape');
    await selected(page, '');
    await page.keyboard.press('Tab');
    await expectFocused(page, item('Atlas'), 'the outline’s root');

    // The tree's keys: ↓ the next item, Tab a child, F2 renames; the keyboard stays in the tree.
    await page.keyboard.press('ArrowDown');
    await expectFocused(page, item('Goals'), 'the item Goals');
    await selected(page, 'Selected: Goals');
    await page.keyboard.press('Tab');
    await expectFocused(page, label, 'the new item’s label');
    await page.keyboard.type('Budget');
    await page.keyboard.press('Enter');
    await expectFocused(page, item('Budget'), 'the item Budget');
    await expect.poll(() => parentOf(client, mapId, 'Budget')).toBe('Goals');
    await page.keyboard.press('F2');
    await expectFocused(page, label, 'the rename field');
    await page.keyboard.type('Costs');
    await page.keyboard.press('Enter');
    await expectFocused(page, item('Costs'), 'the item Costs');
    await expect.poll(() => parentOf(client, mapId, 'Costs')).toBe('Goals');

    // Alt+F10 from the tree reaches the toolbox of its node, and Escape comes back to the tree.
    const addChild = page.getByRole('toolbar', { name: 'Actions for Costs' }).getByRole('button', {
      name: 'Add child',
    });
    await page.keyboard.press('Alt+F10');
    await expectFocused(page, addChild, 'Add child, in the toolbox of Costs');
    await page.keyboard.press('Escape');
    await expectFocused(page, item('Costs'), 'the item Costs, after Escape in the toolbox');
    await selected(page, 'Selected: Costs');

    // Escape reaches Close outline, which gives the keyboard back to the canvas.
    await page.keyboard.press('Escape');
    await pressOn(page, page.getByRole('button', { name: 'Close outline' }), 'Close outline');
    await tree.waitFor({ state: 'detached' });
    await expectFocused(page, canvas, 'the canvas, after the outline closed');

    // Expand with AI from the toolbox: unavailable while it runs, yet the focus stays on it throughout.
    const expand = page.getByRole('toolbar', { name: 'Actions for Costs' }).getByRole('button', {
      name: 'Expand with AI',
    });
    await page.keyboard.press('Alt+F10');
    await pressTo(page, expand, 'Expand with AI', { key: 'ArrowRight', max: 2 });
    await page.keyboard.press('Enter');
    await page.getByText(/^Done: \d+ items? added\.$/).waitFor({ timeout: 40_000 });
    await expectFocused(page, expand, 'Expand with AI, after the expansion');
    await page.keyboard.press('Escape');
    await expectFocused(page, canvas, 'the canvas, after Escape in the toolbox');
    const expanded = await mapLabels(client, mapId);
    expect(expanded.length).toBeGreaterThan(5);

    // Back to the maps, and the map opened again from its tile.
    await page.keyboard.press('Escape');
    await selected(page, '');
    await pressTo(page, page.getByRole('link', { name: 'Back to Mind Maps' }), 'Back to Mind Maps', {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/mindmaps`);
    await pressTo(page, page.getByRole('link', { name: 'Open Atlas' }), 'Open Atlas');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/maps/${mapId}`);
    await pressTo(page, canvas, 'the canvas', { max: 60 });
    await page.keyboard.press('ArrowUp');
    await selected(page, 'Selected: Atlas');
    expect(await mapLabels(client, mapId)).toEqual(expanded);
  }, 60_000);
});
