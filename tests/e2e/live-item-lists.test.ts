import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

async function created(answer: Promise<{ status: number; body: { id?: string } }>): Promise<string> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id!;
}

/** A list page open in a browser of its own, its tile titled `title` shown. */
async function listPage(client: HttpClient, path: string, title: string): Promise<Page> {
  const page = await signedInPage(browser.newPage, app.url, client);
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  return page;
}

describe('the list pages while another browser renames', () => {
  it('show a map renamed in its editor, a list from its tile’s menu and a board over REST, without a reload', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Plan');
    await created(client.post(`${FN}/todo-lists`, { title: 'Errands', description: '' }));
    const boardId = await created(client.post(`${FN}/boards`, { title: 'Release', description: '' }));
    const maps = await listPage(client, '/mindmaps', 'Plan');
    const lists = await listPage(client, '/todos', 'Errands');
    const boards = await listPage(client, '/kanban', 'Release');

    const other = await signedInPage(browser.newPage, app.url, client);
    await openMapEditor(other, app.url, mapId);
    await other.getByRole('button', { name: 'Plan', exact: true }).click();
    await other.getByRole('textbox', { name: 'Title' }).fill('Plan B');
    await other.keyboard.press('Enter');
    await maps.getByRole('heading', { name: 'Plan B', exact: true }).waitFor();

    await other.goto(`${app.url}/todos`);
    await other.getByRole('button', { name: 'More actions for Errands' }).click();
    await other.getByRole('menuitem', { name: 'Rename…' }).click();
    await other.getByRole('dialog').getByRole('textbox').fill('Chores');
    await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await lists.getByRole('heading', { name: 'Chores', exact: true }).waitFor();

    expect((await client.patch(`${FN}/boards/${boardId}`, { title: 'Release 2' })).status).toBe(200);
    await boards.getByRole('heading', { name: 'Release 2', exact: true }).waitFor();
  });
});
