import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { createMap, openMapEditor } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Zoom to 200% (WCAG 1.4.4 and 1.4.10): a 1440 px screen at 200% is a 720 px viewport at device scale 2;
// text pages also at 320 px (reflow). Screenshots go to SCREENSHOTS when it is set, to be looked at.

const SHOTS = process.env.SCREENSHOTS;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** How far the page scrolls sideways (0 when it does not). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return Math.max(0, root.scrollWidth - root.clientWidth - 1);
  });
}

/**
 * The buttons, links and fields of the page that stick out of the viewport's width, named: those inside a
 * box that scrolls sideways on purpose (a board's lanes, a table) are left out, as is what is hidden.
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main h1, main button, main a[href], main input, main select')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || scrolls(element)) return false;
        return box.left < -1 || box.right > width + 1;
      })
      .map((element) => `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`);
  });
}

/** Fails unless the heading and the control are whole in the viewport's width and do not overlap. */
async function bothShown(page: Page, heading: Locator, control: Locator, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const [a, b] = [await heading.boundingBox(), await control.boundingBox()];
  if (!a || !b) throw new Error(`${what}: the heading or the control is not drawn`);
  for (const box of [a, b]) {
    expect(box.x, `${what} starts in view`).toBeGreaterThanOrEqual(-1);
    expect(box.x + box.width, `${what} ends in view`).toBeLessThanOrEqual(width + 1);
  }
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${what}: the heading and the control do not overlap`).toBe(true);
}

async function check(page: Page, name: string, control: Locator, { reflows = true } = {}): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await control.first().waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/zoom-${name}.png` });
  if (reflows) expect(await sideways(page), `${name} scrolls sideways`).toBe(0);
  expect(await cutOff(page), `${name}: controls cut off`).toEqual([]);
  await bothShown(page, heading, control.first(), name);
}

/**
 * The pairs of what `selector` finds that overlap, named (one inside the other is not an overlap), and
 * those not whole in the viewport.
 */
function overlapping(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const [width, height] = [document.documentElement.clientWidth, document.documentElement.clientHeight];
    const drawn = [...document.querySelectorAll(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const name = (element: Element) =>
      `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`;
    const found = drawn
      .filter(({ box }) => box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1)
      .map(({ element }) => `${name(element)} out of view`);
    for (const [at, a] of drawn.entries())
      for (const b of drawn.slice(at + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) found.push(`${name(a.element)} over ${name(b.element)}`);
      }
    return found;
  }, selector);
}

describe('zoom to 200%', () => {
  it('keeps the dashboard, a list, a board and the account whole at 720 px and device scale 2', async () => {
    const client = await signUp(app.url);
    await createMap(client, 'Atlas');
    const list = await client.post(`${FN}/todo-lists`, { title: 'Errands', description: '' });
    await client.post(`${FN}/todos`, { title: 'Buy oat milk', description: '', list_id: list.body.id });
    const board = await client.post(`${FN}/boards`, { title: 'Sprint', description: '' });
    const page = await browser.signedInPage(client, app.url, { width: 720, height: 450, scale: 2 });

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
    // The account pays for a plan, so that the admin's Payments page has a row to show.
    const checkout = await client.post(`${FN}/createCheckoutSession`, {});
    const session_id = new URL(checkout.body.url, app.url).searchParams.get('session_id');
    expect((await client.post('/api/billing/test-checkout', { session_id })).status).toBe(200);
    await app.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', client.email)
      .execute();
    await app.app.accessVersion.sync();
    const page = await browser.signedInPage(client, app.url, { width: 720, height: 450, scale: 2 });

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
