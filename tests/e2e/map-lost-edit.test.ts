import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { eventually } from '../helpers/http';
import { createMap, mapLabels, openMapEditor, signedInPage } from '../helpers/map-pages';
import { cuttableNetwork } from '../helpers/network';
import { signUpMember } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** Picks node `label` in the outline, then renames it in place to `next`. */
async function rename(page: Page, label: string, next: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Outline' }).getByRole('treeitem', { name: label }).click();
  await page.locator('.map-canvas').focus();
  await page.keyboard.press('F2');
  const input = page.getByRole('textbox', { name: 'Node label' });
  await input.fill(next);
  await input.press('Enter');
  await input.waitFor({ state: 'detached' });
}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

describe('a rename made offline and a later one made online', () => {
  it('keeps the later name on reconnecting, and tells the offline user whose edit replaced theirs', async () => {
    const alice = await signUp(app.url);
    const { member: bob } = await signUpMember(app.url, alice);
    const bobName = (await bob.get(`${FN}/me`)).body.user.name as string;
    const mapId = await createMap(alice, 'Plan');
    const added = await alice.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Budget', x: 200, y: 0 });
    expect(added.status).toBe(201);

    const alicePage = await signedInPage(browser.newPage, app.url, alice);
    const bobPage = await signedInPage(browser.newPage, app.url, bob);
    const network = await cuttableNetwork(alicePage);
    for (const page of [alicePage, bobPage]) {
      await openMapEditor(page, app.url, mapId);
      await page.getByRole('button', { name: 'Show outline' }).click();
      await status(page, 'Online').waitFor();
    }

    await network.goOffline();
    await status(alicePage, /Offline|Reconnecting/).waitFor();
    await rename(alicePage, 'Budget', 'Money');
    const renamedOfflineAt = Date.now();
    await status(alicePage, /unsynced change/).waitFor();

    // Stamps count whole seconds: Bob's rename is made in a later one.
    await eventually(() => Date.now() >= renamedOfflineAt + 1_000, 5_000);
    await rename(bobPage, 'Budget', 'Costs');
    await eventually(async () => ((await mapLabels(alice, mapId)).includes('Costs') ? true : undefined));

    await network.goOnline();
    await status(alicePage, 'Online').waitFor({ timeout: 30_000 });
    const notice = alicePage.locator('.editor-notice').filter({ hasText: 'replaced your' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${bobName}’s later rename “Costs” replaced your “Money”.`);
    for (const page of [alicePage, bobPage]) {
      await page
        .getByRole('navigation', { name: 'Outline' })
        .getByRole('treeitem', { name: 'Costs' })
        .waitFor();
    }
    expect(await mapLabels(alice, mapId)).toEqual(['Costs', 'Plan']);
    await expect.poll(() => bobPage.locator('.editor-notice').count()).toBe(0);

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
