import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/**
 * Clicks Zoom in and returns the zoom levels the toolbar showed (it follows the view frame by frame) until
 * it read 1.25 times the level it started from, and those two levels.
 */
async function zoomIn(page: Page): Promise<{ from: number; to: number; shown: number[] }> {
  const zoom = page.locator('.editor-toolbar__zoom');
  const level = async () => Number.parseInt((await zoom.textContent()) ?? '', 10);
  const from = await level();
  await zoom.evaluate((element) => {
    const shown: string[] = [];
    new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      characterData: true,
      childList: true,
    });
    (window as unknown as { zoomLevels: string[] }).zoomLevels = shown;
  });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  // The level shown is rounded: within a point of the exact target.
  await expect.poll(async () => Math.abs((await level()) - from * 1.25)).toBeLessThanOrEqual(1.25);
  const shown = await page.evaluate(() => (window as unknown as { zoomLevels: string[] }).zoomLevels);
  return { from, to: await level(), shown: shown.map((text) => Number.parseInt(text, 10)) };
}

describe('prefers-reduced-motion', () => {
  it('makes the map jump to a zoom instead of gliding there, and ends CSS transitions at once', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Still');
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMapEditor(page, app.url, mapId);

    // The toolbar goes from one level to the next at once: nothing shown on the way.
    const still = await zoomIn(page);
    expect(still.from).toBeLessThan(200);
    expect(new Set(still.shown)).toEqual(new Set([still.to]));
    const duration = await page
      .getByRole('button', { name: 'Zoom in' })
      .evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration));
    expect(duration).toBeLessThan(0.001);

    // Without the preference, the same click glides through scales between the two.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const gliding = await zoomIn(page);
    expect(
      gliding.shown.filter((level) => level > gliding.from && level < gliding.to).length,
    ).toBeGreaterThan(0);
  });
});
