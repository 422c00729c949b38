import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { heldSocket, useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import {
  createMap,
  deviceCopySynced,
  deviceHoldsCopy,
  openMapEditor,
  signedInPage,
} from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

const SHOTS = path.resolve('test-results/map-device-copy');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const browser = useBrowser();

/**
 * A page of `client`'s that opened map `mapId` online, so the device holds its copy, and then lost the
 * answers it kept of the session and the plan (as after a week away): only the map's copy is left.
 */
async function deviceHoldsOnlyTheMap(client: HttpClient, mapId: string, width?: number): Promise<Page> {
  const page = await signedInPage(browser.newPage, app.url, client, { width });
  // Signed in on this device first, so the device knows whose copies it keeps.
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await openMapEditor(page, app.url, mapId);
  await expect.poll(() => deviceCopySynced(page, `mindmap:${mapId}`), { timeout: 10_000 }).toBe(true);
  // A server address, not the app, so nothing holds the store of kept answers open while it goes.
  await page.goto(`${app.url}${FN}/me`);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('mindlane-answers');
        deleting.onsuccess = () => resolve();
        deleting.onerror = () => reject(deleting.error);
      }),
  );
  return page;
}

/** Holds GET {fn}/me back until `release()`; `answered` says whether the page has had its answer. */
async function heldSession(page: Page) {
  const held: Route[] = [];
  let release = false;
  let answered = false;
  await page.route(`**${FN}/me`, async (route) => {
    if (!release) {
      held.push(route);
      return;
    }
    await route.continue();
    answered = true;
  });
  return {
    answered: () => answered,
    async release() {
      release = true;
      for (const route of held.splice(0)) await route.continue();
      answered = true;
    },
  };
}

/** The map's nodes the canvas has painted, or 0 before it painted. */
function paintedNodes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const editor = document.querySelector<HTMLElement>('.map-editor');
    return Number(editor?.dataset.paints) > 0 ? Number(editor?.dataset.totalNodes) : 0;
  });
}

async function mapWithTwoNodes(client: HttpClient, title: string): Promise<string> {
  const mapId = await createMap(client, title);
  const node = await client.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Passport', x: 640, y: 300 });
  expect(node.status, JSON.stringify(node.body)).toBe(201);
  return mapId;
}

/** A map of a new account held on its device only, opened next with GET /me and the socket held back. */
async function withChecksHeld(title: string) {
  const client = await signUp(app.url);
  const mapId = await mapWithTwoNodes(client, title);
  const page = await deviceHoldsOnlyTheMap(client, mapId);
  return { client, mapId, page, session: await heldSession(page), socket: await heldSocket(page) };
}

describe('a map the device holds', () => {
  for (const width of [1440, 375]) {
    it(`is drawn from the device copy, view only, before GET /me answers, then opens for editing at ${width} px`, async () => {
      const client = await signUp(app.url);
      const mapId = await mapWithTwoNodes(client, 'For the flight');
      const page = await deviceHoldsOnlyTheMap(client, mapId, width);
      const session = await heldSession(page);

      await page.goto(`${app.url}/maps/${mapId}`);
      await expect.poll(() => paintedNodes(page), { timeout: 10_000 }).toBe(2);
      expect(session.answered()).toBe(false);
      await page.getByText('View only').waitFor();
      // Nothing of the account shows before the checks answer.
      expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
      await fs.mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `drawn-before-checks-${width}.png`) });

      await session.release();
      await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
      await page.getByText('View only').waitFor({ state: 'detached' });
      expect(await paintedNodes(page)).toBe(2);
      await page.screenshot({ path: path.join(SHOTS, `after-checks-${width}.png`) });
    });
  }

  it('is taken away, said to be deleted, and its device copy deleted, when the server says it was deleted', async () => {
    const { client, mapId, page, session, socket } = await withChecksHeld('Cancelled trip');
    const deleted = await client.delete(`${FN}/mindmaps?id=${mapId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    await page.goto(`${app.url}/maps/${mapId}`);
    await expect.poll(() => paintedNodes(page), { timeout: 10_000 }).toBe(2);
    socket.release();
    await page.getByRole('alert').filter({ hasText: 'This map was deleted.' }).waitFor();
    expect(await page.locator('.map-canvas').count()).toBe(0);
    expect(session.answered()).toBe(false);
    // Its owner is told it was deleted, and the device lets its copy go with it.
    await expect.poll(() => deviceHoldsCopy(page, `mindmap:${mapId}`), { timeout: 10_000 }).toBe(false);

    await session.release();
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This map was deleted.' }).waitFor();
    expect(await page.locator('.map-canvas').count()).toBe(0);
  });

  it('is taken away for the sign-in page when GET /me says the session is gone', async () => {
    const { client, mapId, page, session, socket } = await withChecksHeld('Old session');

    await page.goto(`${app.url}/maps/${mapId}`);
    await expect.poll(() => paintedNodes(page), { timeout: 10_000 }).toBe(2);
    const signedOut = await client.post(`${FN}/logout`);
    expect(signedOut.status).toBe(200);
    await session.release();
    await page.waitForURL(/\/login/);
    expect(await page.locator('.map-canvas').count()).toBe(0);
    expect(await page.getByText('Passport').count()).toBe(0);
    socket.release();
  });
});
