import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tidyPositions } from '@shared/layout/tidy-map';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { drawnLabels, onCanvas, onPage, overlappingLabels, recordLabels } from '../helpers/map-labels';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const SHOTS = 'test-results/screenshots';

type ApiNode = Pick<MindmapNode, 'id' | 'parentId' | 'label' | 'x' | 'y'>;

const TITLE = 'Community garden';
const BRANCHES = ['Vegetable beds', 'Compost', 'Volunteers', 'Funding', 'Open day', 'Tool shed'];

async function nodesOf(client: HttpClient, mapId: string): Promise<ApiNode[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as ApiNode[];
}

/**
 * A balanced map of 1 + 6 + 48 nodes (eight ideas under each branch), laid out as the editor lays out a
 * balanced map (tidy-map.ts), its positions written over REST.
 */
async function balancedMap(client: HttpClient): Promise<string> {
  const mapId = await createMap(client, TITLE);
  const [root] = await nodesOf(client, mapId);
  const add = async (parentId: string, label: string) => {
    const made = await client.post(`${FN}/nodes`, {
      mindmapId: mapId,
      parentId,
      label,
      x: root!.x,
      y: root!.y,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return (made.body as { id: string }).id;
  };
  for (const [branch, label] of BRANCHES.entries()) {
    const id = await add(root!.id, label);
    for (let idea = 1; idea <= 8; idea += 1) await add(id, `Idea ${branch + 1}.${idea}`);
  }
  const nodes = await nodesOf(client, mapId);
  const resolved = nodes.map((node) => ({ ...node, collapsed: false }) as MindmapNode);
  for (const { id, x, y } of tidyPositions(resolved, 'balanced')) {
    const moved = await client.patch(`${FN}/nodes/${id}`, { x, y });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return mapId;
}

/** The root's and the branches' labels missing from the canvas's last paint, or cut by its edges. */
async function unreadUpperLabels(page: Page): Promise<string[]> {
  const canvas = (await page.locator('.map-canvas').boundingBox())!;
  const labels = await drawnLabels(page);
  return [TITLE, ...BRANCHES].filter((text) => {
    const label = labels.find((drawn) => drawn.text === text);
    return !label || !onCanvas(label, canvas);
  });
}

describe('a sixty-node balanced map', () => {
  it.each([
    { width: 375, height: 740, mobile: true },
    { width: 1440, height: 900, mobile: false },
  ])(
    'opens at $width px fitted, the root and every branch labelled, no label over another; a label selects its node',
    async (screen) => {
      const client = await signUp(app.url);
      const mapId = await balancedMap(client);
      const page = await signedInPage(browser.newPage, app.url, client, screen);
      await recordLabels(page);
      await openMapEditor(page, app.url, mapId);

      await expect.poll(() => unreadUpperLabels(page)).toEqual([]);
      expect(await overlappingLabels(page)).toEqual([]);
      const editor = page.locator('.map-editor');
      expect(Number(await editor.getAttribute('data-labelled-depth'))).toBeGreaterThanOrEqual(1);
      expect(Number(await editor.getAttribute('data-labels'))).toBe((await drawnLabels(page)).length);
      await page.screenshot({ path: `${SHOTS}/map-phone-labels-${screen.width}.png` });

      // A label is part of its node: a tap or a click on it selects the node.
      const canvas = (await page.locator('.map-canvas').boundingBox())!;
      const label = (await drawnLabels(page)).find((drawn) => drawn.text === 'Volunteers')!;
      const [left, top, right, bottom] = onPage(label, canvas);
      const [x, y] = [(left + right) / 2, (top + bottom) / 2];
      if (screen.mobile) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await expect.poll(() => page.getByTestId('map-selection').textContent()).toMatch('Volunteers');
    },
  );
});

describe('the map editor’s toolbar on a phone', () => {
  it('keeps every control within reach without scrolling sideways: zoom and fit in the row, the rest in More actions', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, TITLE);
    const page = await signedInPage(browser.newPage, app.url, client, {
      width: 375,
      height: 740,
      mobile: true,
    });
    await openMapEditor(page, app.url, mapId);
    await expectAccessible(page, 'map editor at 375 px');
    const row = page.locator('.editor-toolbar__end');
    expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const width = page.viewportSize()!.width;
    for (const name of [
      'Undo (Ctrl+Z)',
      'Zoom out',
      'Zoom in',
      'Fit to screen',
      'Show outline',
      'More actions',
    ]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    await page.getByRole('button', { name: 'More actions' }).click();
    for (const name of [
      'Export as PNG…',
      'Export as SVG…',
      'Export as Markdown',
      'Save Layout',
      'Keyboard shortcuts (?)',
    ]) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Show minimap' }).click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Hide minimap' }).waitFor();
    await expectAccessible(page, "the map editor's More actions with the minimap at 375 px");
    await page.screenshot({ path: `${SHOTS}/map-phone-toolbar-menu-375.png` });
  });
});
