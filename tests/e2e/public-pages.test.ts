import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { eventually } from '../helpers/http';
import { startSmtpServer } from '../helpers/smtp';
import { startTestApp, type TestApp } from '../helpers/test-app';

const ADMIN_EMAIL = 'admin@example.com';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const browser = useBrowser();

async function open(path: string, options: { width?: number } = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await page.goto(`${app.url}${path}`);
  // Pages load their code on first visit: wait until the page itself is on screen.
  await page.locator('h1').first().waitFor();
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  const credentials = { email, password: 'Sample-pass1' };
  const registered = await page.request.post(`${app.url}/.netlify/functions/register`, { data: credentials });
  expect(registered.status()).toBe(201);
  // ADMIN_EMAILS makes an account admin once the mailbox's owner sets its password (a reset).
  await page.request.post(`${app.url}/.netlify/functions/forgot-password`, { data: { email } });
  const link = new URL(await eventually(() => smtp.linkTo(email, '/reset-password?token=')));
  const token = link.searchParams.get('token');
  const reset = await page.request.post(`${app.url}/.netlify/functions/reset-password`, {
    data: { token, password: credentials.password },
  });
  expect(reset.status()).toBe(200);
  const loggedIn = await page.request.post(`${app.url}/.netlify/functions/login`, { data: credentials });
  expect(loggedIn.status()).toBe(200);
}

describe('public pages', () => {
  it.each([
    ['/', 'Map the idea. Ship the plan. All in Mindlane.'],
    ['/about', 'Built for people who think in pictures and finish in lists'],
    ['/mindmap-demo', 'Visualize Ideas in Seconds'],
    ['/todo-demo', 'Tackle Tasks Effortlessly'],
    ['/kanban-demo', 'Smooth Kanban Flow'],
    ['/demo', 'Demo workspace'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/purchase', 'One simple plan for everything you plan.'],
    ['/upgrade-required', 'Upgrade required'],
    ['/trial-expired', 'Your free trial has ended'],
  ])('shows %s with its heading, header and footer', async (path, heading) => {
    const page = await open(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Mindmap',
      'Todo',
      'KanBan',
      'Purchase',
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    const footer = page.getByRole('contentinfo');
    // The hosting link names this install, not a hosting company it does not run on.
    for (const name of ['Terms', 'Privacy', `Hosted at ${new URL(app.url).host}`]) {
      expect(await footer.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    expect(await footer.getByText('Netlify').count()).toBe(0);
    await expectAccessible(page, `${path} at 1440 px`);
  });

  it('shows six features, the Vision Plan and a seven-question FAQ that opens by keyboard', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Questions, answered' }).waitFor();
    expect(await page.locator('.features-grid > li').count()).toBe(6);
    const plan = page.locator('.pricing-card');
    expect(await plan.getByRole('heading', { name: 'Vision Plan' }).count()).toBe(1);
    expect(await plan.textContent()).toContain('$7.95 per month');
    for (const feature of ['Mind maps', 'Todos', 'Kanban', 'AI assistance', 'Support and training']) {
      expect(await plan.getByText(feature, { exact: true }).count()).toBe(1);
    }
    const questions = page.locator('.faq-section__list').getByRole('button');
    expect(await questions.count()).toBe(7);
    const first = questions.first();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('one workspace for three ways of thinking', { exact: false }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('img', { name: /Sample mind map/ }).count()).toBe(1);
  });

  it.each([1440, 375])("shows the hero's avatars with their initials whole at %i px", async (width) => {
    const page = await browser.newPage({ width, mobile: width < 768 });
    await page.goto(`${app.url}/`);
    const avatars = page.locator('.home-hero .demo-window__people .ui-avatar');
    await avatars.nth(2).waitFor();
    // Each avatar's initials stay inside its circle, and the next avatar (with its ring) stays clear of them.
    const clipped = await avatars.evaluateAll((elements) =>
      elements.flatMap((element, index) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const circle = element.getBoundingClientRect();
        const next = elements[index + 1];
        const ring = next ? Number.parseFloat(getComputedStyle(next).boxShadow.split(' ').at(-1) ?? '0') : 0;
        const nextStart = next ? next.getBoundingClientRect().left - ring : Infinity;
        const whole = text.left >= circle.left && text.right <= circle.right && text.right <= nextStart;
        return whole ? [] : [`${element.textContent} ${JSON.stringify({ text, circle, nextStart })}`];
      }),
    );
    expect(clipped).toEqual([]);
    await expectAccessible(page, `home at ${width} px`);
  });

  it('lists the four About sections', async () => {
    const page = await open('/about');
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([
        'Our Mission',
        'Key Benefits',
        'Performance Insights',
        'Continuous Improvement',
      ]),
    );
  });

  it('gives every demo a Get Started link to /purchase, and the board its four lanes', async () => {
    for (const path of ['/mindmap-demo', '/todo-demo', '/kanban-demo']) {
      const page = await open(path);
      const getStarted = page.getByRole('main').getByRole('link', { name: 'Get Started' }).first();
      expect(await getStarted.getAttribute('href')).toBe('/purchase');
      if (path === '/kanban-demo') {
        expect(await page.locator('.kb-lane__title').allTextContents()).toEqual([
          'Planning',
          'Creation',
          'Review',
          'Done',
        ]);
      }
      if (path === '/todo-demo') {
        expect(await page.getByRole('img', { name: 'Ava Chen' }).count()).toBeGreaterThan(0);
      }
    }
  });

  it('switches the demo workspace between Mind Map, Todos and Kanban', async () => {
    const page = await open('/demo');
    const tabs = page.getByRole('tablist', { name: 'Workspace tools' }).getByRole('tab');
    await tabs.first().waitFor();
    expect((await tabs.allTextContents()).map((name) => name.trim())).toEqual([
      'Mind Map',
      'Todos',
      'Kanban',
    ]);
    await page.getByRole('heading', { name: /Nodes/ }).waitFor();
    await page.getByRole('tab', { name: 'Todos' }).click();
    const todo = page.getByRole('checkbox', { name: 'Record the two-minute walkthrough' });
    expect(await todo.isChecked()).toBe(false);
    await page.getByText('Record the two-minute walkthrough').click();
    expect(await todo.isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Kanban' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
  });

  it('prices the plan and links to purchase-register and the free trial', async () => {
    const page = await open('/purchase');
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const fact of [
      '$7.95 per month',
      '10 mindmaps',
      '100 todo lists',
      '10 Kanban boards',
      '100 AI automations per month',
    ]) {
      expect(text).toContain(fact);
    }
    expect(await page.getByRole('link', { name: 'Purchase Vision Plan' }).getAttribute('href')).toBe(
      '/purchase-register',
    );
    expect(await page.getByRole('link', { name: 'Start a free 3-day trial' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('says on the privacy page that the services are not directed to children under 13', async () => {
    const page = await open('/privacy');
    await page.getByText('Our services are not directed to children under 13').waitFor();
    await page.getByText('We use cookies only for sign-in sessions', { exact: false }).waitFor();
  });

  it('offers Purchase and Login on the access notices to visitors', async () => {
    const page = await open('/upgrade-required');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe('/purchase');
    expect(await main.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['/login', 'Log in', 'Email is required'],
    ['/register', 'Start Free Trial', 'Valid email required.'],
  ])('shows the form at %s with its errors, to WCAG 2.2 AA', async (path, submit, error) => {
    const page = await browser.newPage();
    await page.goto(`${app.url}${path}`);
    await page.getByRole('button', { name: submit }).click();
    await page.getByText(error).waitFor();
    await expectAccessible(page, `${path} with its errors`);
  });
});

describe('site navigation', () => {
  it('opens the Menu drawer at 375px, traps focus, and closes on Escape', async () => {
    const page = await open('/about', { width: 375 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(75);
    expect((await drawer.boundingBox())?.width).toBe(300);
    await expectAccessible(page, 'the Menu drawer at 375 px');
    for (let index = 0; index < 20; index += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Focus goes back to the trigger once the drawer has closed, a moment after it leaves the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu');
    await trigger.click();
    await drawer.getByRole('link', { name: 'KanBan' }).click();
    await page.waitForURL(`${app.url}/kanban-demo`);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('gives a signed-in admin the app links and an avatar menu that signs out', async () => {
    const page = await browser.newPage();
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`${app.url}/`);
    const avatar = page.getByRole('button', { name: /Account menu/ });
    await avatar.waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link').allTextContents(),
    ).toEqual(['Dashboard', 'Mindmaps', 'Todos', 'Users', 'Payments', 'Analytics']);
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Sign Out']);
    await expectAccessible(page, "a signed-in admin's avatar menu on the home page");
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
  });

  it('shows the 404 page with Go Back and Home', async () => {
    const page = await open('/about');
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'the 404 page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${app.url}/about`);
    await page.goForward();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${app.url}/`);
  });
});
