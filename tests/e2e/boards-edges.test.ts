import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, signUpVerified } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { animationsEnded, useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TRIAL_LIMITS } from '../../shared/constants';

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

describe('the board on a phone', () => {
  it('shows a peek of the next lane and snaps the lanes into place', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client, { width: 375, height: 740 });
    await openBoard(page, await createBoard(client, 'Phone'));
    await page.screenshot({ path: '/tmp/wtb/board-375.png' });
    const layout = await page.evaluate(() => {
      const lanes = [...document.querySelectorAll('.board-lane')].map((lane) => lane.getBoundingClientRect());
      const track = document.querySelector('.board__lanes');
      return {
        second: { left: lanes[1]?.left ?? 0, right: lanes[1]?.right ?? 0 },
        first: { left: lanes[0]?.left ?? 0, right: lanes[0]?.right ?? 0 },
        snap: track ? getComputedStyle(track).scrollSnapType : '',
        width: window.innerWidth,
      };
    });
    expect(layout.first.left).toBeGreaterThanOrEqual(0);
    // The next lane shows at least 32 px at the right edge, and the first lane is still most of the screen.
    expect(layout.width - layout.second.left).toBeGreaterThanOrEqual(32);
    expect(layout.first.right - layout.first.left).toBeGreaterThanOrEqual(240);
    expect(layout.snap).toContain('x');
  });
});

describe('the sidebar on a phone', () => {
  it('keeps every label of the expanded sidebar on one line', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client, { width: 375, height: 740 });
    await page.goto(`${app.url}/kanban`);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Close sidebar' }).waitFor();
    // The sidebar widens by a transition: its labels are measured once it has ended, not on the way.
    await animationsEnded(page.locator('.app-sidebar'));
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('.app-sidebar__label, .app-sidebar__section-label')]
        .filter((label) => label.getClientRects().length > 0)
        .map((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          // One rectangle per line box the text occupies.
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { text: label.textContent, lines: lines.size };
        }),
    );
    expect(labels.map((label) => label.text)).toContain('Team Members');
    expect(labels.filter((label) => label.lines !== 1)).toEqual([]);
  });
});

describe('API tokens', () => {
  it('offers the expiries shortest first and brings a new token into view, its Copy button focused', async () => {
    // Only a verified address may create API tokens.
    const client = await signUpVerified(app.url);
    const page = await pageFor(client, { width: 1440, height: 700 });
    await page.goto(`${app.url}/profile`);
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    const expiries = page.getByLabel('Expires after').locator('option');
    expect(await expiries.allTextContents()).toEqual(['7 days', '30 days', '90 days', '1 year', 'Never']);

    await page.getByLabel('Token name').fill('Export');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Token name').press('Enter');
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    await copy.waitFor();
    await expect.poll(() => copy.evaluate((button) => button === document.activeElement)).toBe(true);
    const box = await copy.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 700).toBe(true);
  });
});

describe('the trial’s creation limits', () => {
  it('says how many the plan allows and links to the upgrade, for maps and boards alike', async () => {
    const client = await signUp(app.url);
    for (let n = 0; n < TRIAL_LIMITS.mindmaps; n += 1) {
      const made = await client.post(`${FN}/mindmaps`, { data: { title: `Map ${n}`, description: '' } });
      expect(made.status).toBe(201);
    }
    for (let n = 0; n < TRIAL_LIMITS.boards; n += 1) await createBoard(client, `Board ${n}`);
    const page = await pageFor(client);
    for (const { path, heading, text, allows } of [
      {
        path: '/mindmaps',
        heading: 'Create a mind map',
        text: 'Mindmap limit reached',
        allows: `Your plan allows ${TRIAL_LIMITS.mindmaps} mind maps.`,
      },
      {
        path: '/kanban',
        heading: 'Create a board',
        text: 'Kanban board limit reached',
        allows: `Your plan allows ${TRIAL_LIMITS.boards} Kanban board${TRIAL_LIMITS.boards === 1 ? '' : 's'}.`,
      },
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: heading });
      await dialog.getByLabel('Title').fill('One too many');
      await dialog.getByRole('button', { name: 'Quick Create' }).click();
      const alert = dialog.getByRole('alert');
      await alert.getByText(text).waitFor();
      // The contract's text, a full stop, then the allowance.
      expect(await alert.textContent()).toContain(`${text}. ${allows} Upgrade`);
      await expectAccessible(page, `the Create dialog at the plan's limit on ${path}`);
    }
    await page.getByRole('dialog').getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/checkout$/);
  });
});

describe('long titles in tiles', () => {
  it('clamps a 399-character title to a few lines in every tile, the whole title still its name', async () => {
    const client = await signUp(app.url);
    const long = `${'Quarterly planning notes '.repeat(16)}end`.slice(0, 399);
    expect((await client.post(`${FN}/mindmaps`, { data: { title: long, description: '' } })).status).toBe(
      201,
    );
    expect((await client.post(`${FN}/todo-lists`, { title: long, description: '' })).status).toBe(201);
    await createBoard(client, long);
    const page = await pageFor(client);
    for (const path of ['/mindmaps', '/todos', '/kanban']) {
      await page.goto(`${app.url}${path}`);
      const heading = page.getByRole('heading', { name: long, exact: true });
      await heading.waitFor();
      expect(await heading.getAttribute('title')).toBe(long);
      const box = await heading.boundingBox();
      const lineHeight = await heading.evaluate((element) =>
        parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(box?.height).toBeLessThanOrEqual(3 * lineHeight + 1);
      if (path === '/mindmaps') await page.screenshot({ path: '/tmp/wtb/long-title-1440.png' });
    }
    await page.goto(`${app.url}/dashboard`);
    const links = page.getByRole('link', { name: long, exact: true });
    await links.first().waitFor();
    for (const link of await links.all()) {
      expect(await link.getAttribute('title')).toBe(long);
      expect((await link.boundingBox())?.height).toBeLessThan(40);
    }
  });
});

describe('mentioning a member in a comment', () => {
  it('lists the members matching what follows @, by keyboard, and inserts the handle the server notifies', async () => {
    const stamp = Date.now().toString(36);
    const alice = await signUp(app.url, `alice-${stamp}@example.com`);
    const bob = await signUp(app.url, `bobby-${stamp}@example.com`);
    await joinWorkspace(alice, bob);
    const list = await alice.post(`${FN}/todo-lists`, { title: 'Launch', description: '' });
    const todo = await alice.post(`${FN}/todos`, {
      title: 'Write copy',
      description: '',
      list_id: list.body.id,
    });
    expect(todo.status).toBe(201);

    const page = await pageFor(alice);
    // Frames come late, as on a busy machine: typing right after choosing must still land at the caret.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => window.setTimeout(() => frame(callback), 200);
    });
    await page.goto(`${app.url}/todos/${list.body.id as string}`);
    await page.getByRole('button', { name: 'Comments on Write copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments for "Write copy"' });
    const input = dialog.getByPlaceholder('Type a comment...');
    await input.pressSequentially('Hi @bo');
    const picker = dialog.getByRole('listbox', { name: 'Mention a member' });
    const option = picker.getByRole('option', { name: new RegExp(`@bobby-${stamp}`) });
    await option.waitFor();
    expect(await picker.getByRole('option').count()).toBe(1);
    expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'the mention list in a comment');

    // Escape closes the list, not the dialog; a new @ opens it again.
    await input.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await input.pressSequentially(' @');
    await option.waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await picker.waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe(`Hi @bo @bobby-${stamp} `);

    await input.pressSequentially('please look', { delay: 40 });
    expect(await input.inputValue()).toBe(`Hi @bo @bobby-${stamp} please look`);
    await input.press('Enter');
    await dialog.locator('.comment').filter({ hasText: 'please look' }).waitFor();
    await expect
      .poll(async () => ((await bob.get(`${FN}/notifications`)).body as { unread: number }).unread)
      .toBe(1);
  });
});

/** The contrast ratio of an element's text colour on its background colour (both opaque rgb). */
function textContrast(page: Page, selector: string, background?: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, onto) => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(element);
      const [fore, back] = [luminance(style.color), luminance(onto ?? style.backgroundColor)];
      return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
    }, background);
}

describe('colour contrast and hidden focus', () => {
  it('gives muted labels on white and the demo cursor’s name at least 4.5:1', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/mindmaps`);
    await page.locator('.metrics-tile__label, .ui-metrics-tile__label, dt').first().waitFor();
    const subtle = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'contrast-probe';
      probe.style.color = 'var(--color-text-subtle)';
      probe.textContent = 'probe';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    expect(subtle).not.toBe('');
    expect(await textContrast(page, '.contrast-probe', 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);

    await page.goto(`${app.url}/demo`);
    await page.locator('.mm-demo__cursor-name').waitFor({ state: 'attached' });
    expect(await textContrast(page, '.mm-demo__cursor-name')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves nothing focusable under aria-hidden while the notifications panel is open', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menu', { name: 'Notifications' }).waitFor();
    const hiddenFocusable = await page.evaluate(() => {
      const focusable =
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
      return [...document.querySelectorAll<HTMLElement>(`[aria-hidden="true"] :is(${focusable})`)]
        .filter((element) => !element.closest('[inert]') && element.getClientRects().length > 0)
        .map((element) => element.outerHTML.slice(0, 120));
    });
    expect(hiddenFocusable).toEqual([]);
  });
});
