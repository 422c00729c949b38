import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
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
const LINK = 'https://example.com/press';

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
      await page.getByRole('navigation', { name: 'Outline' }).getByRole('button', { name: 'Press' }).click();
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
});
