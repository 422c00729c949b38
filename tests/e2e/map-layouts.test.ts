import type { Page } from 'playwright-core';
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

interface ApiNode {
  id: string;
  parentId: string | null;
  label: string;
  x: number;
  y: number;
}

async function nodesOf(client: HttpClient, mapId: string): Promise<ApiNode[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as ApiNode[];
}

/** Picks an entry of the toolbar's Layout menu. */
async function chooseLayout(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: /^Layout: / }).click();
  await page
    .getByRole('menuitemradio', { name: entry })
    .or(page.getByRole('menuitem', { name: entry }))
    .click();
}

describe('map layouts', () => {
  it('a layout chosen in one browser re-lays the map in the other; Tidy up is undone in one step', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Layouts');
    const root = (await nodesOf(client, mapId))[0]!;
    // Put where a script puts them: all in a heap beside the root.
    for (const [index, label] of ['North', 'East', 'South', 'West', 'Up'].entries()) {
      const made = await client.post(`${FN}/nodes`, {
        mindmapId: mapId,
        parentId: root.id,
        label,
        x: root.x + 40 + index * 5,
        y: root.y + 10,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const alice = await signedInPage(browser.newPage, app.url, client);
    const bob = await signedInPage(browser.newPage, app.url, client);
    await openMapEditor(alice, app.url, mapId);
    await openMapEditor(bob, app.url, mapId);
    await bob.getByRole('button', { name: 'Layout: Mind map (both sides)' }).waitFor();

    await chooseLayout(alice, 'Org chart (downwards)');
    await bob.getByRole('button', { name: 'Layout: Org chart (downwards)' }).waitFor();
    const org = await eventually(async () => {
      const nodes = await nodesOf(client, mapId);
      const children = nodes.filter((node) => node.parentId === root.id);
      // One row well below the root (the heap the script made is below it too, on one row, but close).
      const rows = new Set(children.map((node) => node.y));
      return rows.size === 1 &&
        children[0]!.y > root.y + 60 &&
        new Set(children.map((node) => node.x)).size === 5
        ? nodes
        : undefined;
    });

    await chooseLayout(alice, 'Free (nodes stay where put)');
    await bob.getByRole('button', { name: 'Layout: Free (nodes stay where put)' }).waitFor();
    await chooseLayout(alice, 'Tidy up');
    // Laid out once as a mind map: branches on both sides of the root.
    await eventually(async () => {
      const children = (await nodesOf(client, mapId)).filter((node) => node.parentId === root.id);
      return children.some((node) => node.x < root.x) && children.some((node) => node.x > root.x);
    });
    // Ctrl+Z right after the menu, the focus still on its button, undoes the Tidy up in one step.
    await alice.keyboard.press('Control+z');
    const byId = (nodes: ApiNode[]) => nodes.map(({ id, x, y }) => ({ id, x, y }));
    await eventually(
      async () => JSON.stringify(byId(await nodesOf(client, mapId))) === JSON.stringify(byId(org)),
    );
    await alice.getByRole('button', { name: 'Layout: Free (nodes stay where put)' }).waitFor();
  });
});
