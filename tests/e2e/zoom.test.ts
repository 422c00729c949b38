import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { createMap, openMapEditor } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { check, overlapping, payingAdmin, ZOOMED } from '../helpers/zoom';

// Zoom to 200% (WCAG 1.4.4 and 1.4.10): a 1440 px screen at 200% is a 720 px viewport at device scale 2;
// text pages also at 320 px (reflow). The editor's panels and dialogs, a team's and the other admin pages
// are in zoom-panels.test.ts.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

describe('zoom to 200%', () => {
  it('keeps the dashboard, a list, a board and the account whole at 720 px and device scale 2', async () => {
    const client = await signUp(app.url);
    await createMap(client, 'Atlas');
    const list = await client.post(`${FN}/todo-lists`, { title: 'Errands', description: '' });
    await client.post(`${FN}/todos`, { title: 'Buy oat milk', description: '', list_id: list.body.id });
    const board = await client.post(`${FN}/boards`, { title: 'Sprint', description: '' });
    const page = await browser.signedInPage(client, app.url, ZOOMED);

    await page.goto(`${app.url}/dashboard`);
    await check(page, 'dashboard', page.getByRole('button', { name: 'Create a mind map' }));
    await page.goto(`${app.url}/todos/${list.body.id}`);
    await check(page, 'list', page.getByPlaceholder('New todo'));
    await page.goto(`${app.url}/kanban/${board.body.id}`);
    await check(page, 'board', page.getByRole('button', { name: 'Board settings' }));
    await page.goto(`${app.url}/account`);
    await check(page, 'account', page.getByRole('main').getByRole('button').first());
  });

  it('keeps the map editor, the workspace settings and the admin payments whole at 720 px and device scale 2', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Atlas');
    await payingAdmin(app, client);
    const page = await browser.signedInPage(client, app.url, ZOOMED);

    await openMapEditor(page, app.url, mapId);
    const canvas = page.getByRole('application');
    await check(page, 'map', canvas);
    const toolbar = '.editor-toolbar :is(h1, button, a[href])';
    expect(await overlapping(page, `${toolbar}, .map-canvas`), 'map: toolbar and canvas').toEqual([]);
    await page.goto(`${app.url}/settings`);
    await check(page, 'settings', page.getByRole('button', { name: 'Add endpoint', disabled: false }));
    await page.goto(`${app.url}/admin/payments`);
    await check(page, 'payments', page.getByRole('button', { name: 'View' }));
  });

  it('reflows the home page and the text pages at 320 px without sideways scrolling', async () => {
    const page = await browser.newPage({ width: 320, height: 640 });
    for (const path of ['/', '/about', '/privacy', '/terms']) {
      await page.goto(`${app.url}${path}`);
      await check(page, `${path.slice(1) || 'home'}-320`, page.getByRole('button', { name: 'Open menu' }));
    }
  });
});
