import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FN } from './accounts';
import { animationsEnded } from './browser';
import type { HttpClient } from './http';
import type { TestApp } from './test-app';

// Zoom to 200% (WCAG 1.4.4 and 1.4.10): a 1440 px screen at 200% is a 720 px viewport at device scale 2.
// Screenshots go to SCREENSHOTS when it is set, to be looked at.

const SHOTS = process.env.SCREENSHOTS;

/** The viewport of a 1440 × 900 screen zoomed to 200%. */
export const ZOOMED = { width: 720, height: 450, scale: 2 };

/** Saves a screenshot named `name` when SCREENSHOTS is set: of the viewport, or of the whole page. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/zoom-${name}.png`, fullPage });
}

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

/**
 * Fails unless the page's `h1` and `control` are whole in the viewport's width and apart, and no control of
 * `main` is cut off sideways; unless `reflows` is false, the page must not scroll sideways either.
 */
export async function check(page: Page, name: string, control: Locator, { reflows = true } = {}) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await control.first().waitFor();
  await shoot(page, name);
  if (reflows) expect(await sideways(page), `${name} scrolls sideways`).toBe(0);
  expect(await cutOff(page), `${name}: controls cut off`).toEqual([]);
  await bothShown(page, heading, control.first(), name);
}

/**
 * The pairs of what `selector` finds that overlap where they are seen, named (one inside the other is not
 * an overlap), those whose text is clipped, and those not whole in the viewport. What sticks out of a box
 * that scrolls on that axis can be scrolled to, so it counts only for the part that box shows; with
 * `pageScrolls`, so can what is below the fold of a page that scrolls down.
 */
export function overlapping(page: Page, selector: string, { pageScrolls = false } = {}): Promise<string[]> {
  return page.evaluate(
    ([selector, pageScrolls]) => {
      const [width, height] = [document.documentElement.clientWidth, document.documentElement.clientHeight];
      const scrolling = (value: string) => value === 'auto' || value === 'scroll';
      const name = (element: Element) =>
        `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`;
      const found: string[] = [];
      const drawn = [...document.querySelectorAll(selector)].flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        // The part of the box its scrolling boxes show, and on which axes one of them scrolls.
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        let [acrossScrolls, downScrolls] = [false, pageScrolls];
        for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
          const style = getComputedStyle(at);
          const [x, y] = [scrolling(style.overflowX), scrolling(style.overflowY)];
          if (!x && !y) continue;
          const shown = at.getBoundingClientRect();
          if (x && at.scrollWidth > at.clientWidth) acrossScrolls = true;
          if (y && at.scrollHeight > at.clientHeight) downScrolls = true;
          [left, top] = [Math.max(left, shown.left), Math.max(top, shown.top)];
          [right, bottom] = [Math.min(right, shown.right), Math.min(bottom, shown.bottom)];
        }
        // Text clipped by a box that does not scroll (an ellipsis) is lost too; a 1 px box is text for
        // screen readers alone (.visually-hidden).
        const clipped = [element, ...element.querySelectorAll('*')].some((inner) => {
          if (inner.matches('input, textarea, select') || inner.clientWidth <= 1) return false;
          if (inner.scrollWidth <= inner.clientWidth + 1) return false;
          return ['hidden', 'clip'].includes(getComputedStyle(inner).overflowX);
        });
        if (clipped) found.push(`${name(element)} clipped`);
        const outAcross = box.left < -1 || box.right > width + 1;
        const outDown = box.top < -1 || box.bottom > height + 1;
        if ((outAcross && !acrossScrolls) || (outDown && !downScrolls))
          found.push(`${name(element)} out of view`);
        if (right - left <= 1 || bottom - top <= 1) return [];
        return [{ element, box: { left, top, right, bottom } }];
      });
      for (const [at, a] of drawn.entries())
        for (const b of drawn.slice(at + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 1 && down > 1) found.push(`${name(a.element)} over ${name(b.element)}`);
        }
      return found;
    },
    [selector, pageScrolls] as const,
  );
}

/** What a dialog, a panel or a menu holds that a person reads or uses. */
const CONTROLS =
  ':is(h1, h2, h3, button, a[href], input, select, textarea, td, dt, dd, [role="treeitem"], [role="menuitem"])';

/**
 * Fails unless every heading and control inside `container` (a CSS selector: a dialog, a panel, a menu) is
 * whole in the viewport, or in a box that scrolls to it, and none overlaps another; `alongside` adds
 * selectors that must stay clear of them too (the editor's toolbar beside its panel); `pageScrolls` lets a
 * page's content run below the fold.
 */
export async function holdsWhole(
  page: Page,
  name: string,
  container: string,
  { alongside = [] as string[], pageScrolls = false } = {},
): Promise<void> {
  const shown = page.locator(container).first();
  await shown.waitFor();
  await animationsEnded(shown);
  await shoot(page, name, pageScrolls);
  const selector = [`${container} ${CONTROLS}`, ...alongside].join(', ');
  const found = await overlapping(page, selector, { pageScrolls });
  expect(found, `${name}: cut off or overlapping`).toEqual([]);
}

/**
 * Makes `client`'s account an admin that has paid for a plan through the local checkout, so the admin's
 * Payments page has a row to show.
 */
export async function payingAdmin(app: TestApp, client: HttpClient & { email: string }): Promise<void> {
  const checkout = await client.post(`${FN}/createCheckoutSession`, {});
  const session_id = new URL(checkout.body.url, app.url).searchParams.get('session_id');
  expect((await client.post('/api/billing/test-checkout', { session_id })).status).toBe(200);
  await app.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', client.email)
    .execute();
  await app.app.accessVersion.sync();
}
