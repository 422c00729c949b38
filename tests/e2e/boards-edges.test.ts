import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

function pageFor(client: HttpClient, options: { width?: number; height?: number } = {}): Promise<Page> {
  return browser.signedInPage(client, app.url, options);
}

async function createBoard(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/boards`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

async function openBoard(page: Page, boardId: string): Promise<void> {
  await page.goto(`${app.url}/kanban/${boardId}`);
  await page.locator('.board-lane').first().waitFor();
}

function lane(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

const laneTitles = (page: Page) => page.locator('.board-lane__title').allTextContents();

/** The focused element's accessible description: its tag, aria-label and selected text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const selected =
      element instanceof HTMLInputElement
        ? element.value.slice(element.selectionStart ?? 0, element.selectionEnd ?? 0)
        : '';
    return { label: element?.getAttribute('aria-label') ?? '', selected };
  });
}

describe('the board’s lane names', () => {
  it('focuses the name field, its text selected, when a lane is renamed from its menu', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await openBoard(page, await createBoard(client, 'Menus'));
    await page.getByRole('button', { name: 'In-Progress lane actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await expect.poll(() => focused(page)).toEqual({ label: 'Lane title', selected: 'In-Progress' });
    await page.keyboard.type('Doing');
    await page.keyboard.press('Enter');
    await lane(page, 'Doing').waitFor();
  });

  it('asks for a new lane’s name: Enter adds it under that name, Escape adds nothing', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await openBoard(page, await createBoard(client, 'Adding'));
    await page.getByRole('button', { name: '+ Add Lane' }).click();
    await expect.poll(() => focused(page)).toEqual({ label: 'New lane name', selected: 'Untitled 3' });
    await page.keyboard.type('Review');
    await page.keyboard.press('Enter');
    await lane(page, 'Review').waitFor();
    expect(await laneTitles(page)).toEqual(['New', 'In-Progress', 'Review', 'Done']);

    await page.getByRole('button', { name: '+ Add Lane' }).click();
    await page.keyboard.type('Never');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '+ Add Lane' }).waitFor();
    // A barrier: a lane added afterwards shows, and the cancelled one never did.
    await page.getByRole('button', { name: '+ Add Lane' }).click();
    await page.keyboard.press('Enter');
    await lane(page, 'Untitled 4').waitFor();
    expect(await laneTitles(page)).toEqual(['New', 'In-Progress', 'Review', 'Untitled 4', 'Done']);
  });
});
