import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { eventually, type HttpClient } from '../helpers/http';
import { importFile } from '../helpers/imports';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const LINK = 'https://example.com/press';

/**
 * How many pixels of the link mark's slate the canvas shows where node (x, y)'s mark would be: beside the
 * disc's lower right, scaled with the disc as the view zooms out.
 */
function linkMarkPixels(page: Page, x: number, y: number): Promise<number> {
  return page.evaluate(
    ([mapX, mapY]) => {
      const editor = document.querySelector<HTMLElement>('.map-editor')!;
      const view = JSON.parse(editor.dataset.view ?? '{}') as { x: number; y: number; k: number };
      const canvas = editor.querySelector<HTMLCanvasElement>('.map-canvas canvas')!;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const shrink = Math.max(0.25, Math.min(1, view.k));
      const centreX = (mapX * view.k + view.x + 14 * shrink) * ratio;
      const centreY = (mapY * view.k + view.y + 14 * shrink) * ratio;
      const reach = Math.ceil(5 * shrink * ratio);
      const pixels = canvas
        .getContext('2d')!
        .getImageData(Math.round(centreX) - reach, Math.round(centreY) - reach, reach * 2, reach * 2).data;
      let slate = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
        if (Math.abs(r - 0x5b) < 12 && Math.abs(g - 0x62) < 12 && Math.abs(b - 0x75) < 12) slate += 1;
      }
      return slate;
    },
    [x, y] as const,
  );
}

async function linkOf(client: HttpClient, mapId: string, label: string): Promise<string | null | undefined> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  const nodes = response.body as Array<{ label: string; link: string | null }>;
  return nodes.find((node) => node.label === label)?.link;
}

describe("a node's link in the map editor", () => {
  it('is typed into Edit Node, refused unless http, https or mailto, and opened from the dialog and the toolbox in a new tab', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Launch plan');
    const root = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ id: string }>;
    const added = await client.post(`${FN}/nodes`, {
      mindmapId: mapId,
      parentId: root[0]!.id,
      label: 'Press',
      x: 700,
      y: 300,
    });
    expect(added.status).toBe(201);
    const page = await signedInPage(browser.newPage, app.url, client, { width: 1440, height: 900 });
    await openMapEditor(page, app.url, mapId);
    const openEdit = async () => {
      await page.getByRole('button', { name: 'Show outline' }).click();
      await page
        .getByRole('navigation', { name: 'Outline' })
        .getByRole('treeitem', { name: 'Press' })
        .click();
      await page.getByRole('button', { name: 'Hide outline' }).click();
      await page.getByRole('button', { name: 'Edit node' }).click();
      return page.getByRole('dialog', { name: 'Edit Node' });
    };

    let dialog = await openEdit();
    const field = dialog.getByRole('textbox', { name: 'Link' });
    await field.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Use a full address that starts with https://, http:// or mailto').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'Edit Node with a refused link');
    await field.fill(LINK);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await linkOf(client, mapId, 'Press')) === LINK, 10_000);

    const opensInNewTab = async (open: Locator) => {
      expect(await open.getAttribute('href')).toBe(LINK);
      expect(await open.getAttribute('target')).toBe('_blank');
      expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    };
    const toolbox = page.getByRole('toolbar', { name: 'Actions for Press' });
    await opensInNewTab(toolbox.getByRole('link', { name: 'Open link' }));
    dialog = await openEdit();
    await opensInNewTab(dialog.getByRole('link', { name: 'Open link' }));
    await dialog.getByRole('textbox', { name: 'Link' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => (await linkOf(client, mapId, 'Press')) === null, 10_000);
    await toolbox.getByRole('link').waitFor({ state: 'detached' });
  });

  it('marks the nodes that carry a link on the canvas, and lets a viewer open one from the selected node', async () => {
    const owner = await signUp(app.url);
    const target = `${app.url}/mindmaps`;
    const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Launch</title></head><body>
<outline text="Launch" mindlaneX="0" mindlaneY="0">
  <outline text="Press" type="link" url="${target}" mindlaneX="240" mindlaneY="-90"/>
  <outline text="Budget" mindlaneX="240" mindlaneY="90"/>
</outline></body></opml>`;
    const imported = await importFile(owner, 'kind=mindmap&format=opml', opml);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const mapId = imported.body.items[0].id as string;
    await eventually(async () => (await linkOf(owner, mapId, 'Press')) === target, 10_000);
    const viewer = await signUp(app.url);
    await joinWorkspace(owner, viewer, 'viewer');

    const page = await signedInPage(browser.newPage, app.url, viewer, { width: 1440, height: 900 });
    await openMapEditor(page, app.url, mapId);
    // The mark is painted on the node with a link, and on no other.
    await expect.poll(() => linkMarkPixels(page, 240, -90)).toBeGreaterThan(20);
    expect(await linkMarkPixels(page, 240, 90)).toBe(0);
    expect(await linkMarkPixels(page, 0, 0)).toBe(0);

    const select = async (label: string) => {
      await page.getByRole('button', { name: 'Show outline' }).click();
      await page.getByRole('navigation', { name: 'Outline' }).getByRole('treeitem', { name: label }).click();
      await page.getByRole('button', { name: 'Hide outline' }).click();
      await expect.poll(() => page.getByTestId('map-selection').textContent()).toBe(`Selected: ${label}`);
    };
    await select('Press');
    const toolbox = page.getByRole('toolbar', { name: 'Actions for Press' });
    const open = toolbox.getByRole('link', { name: 'Open link' });
    expect(await toolbox.getByRole('button').count()).toBe(0);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForURL(target);
    expect(await tab.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
    await tab.close();

    await select('Budget');
    expect(await page.getByRole('toolbar').count()).toBe(0);
  });
});
