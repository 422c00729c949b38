import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocketRoute,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags';

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's with "apt-get update && apt-get install -y chromium", ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return candidate;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

function fileNameFor(testName: string): string {
  return `${testName.replace(/[^\w-]+/g, '-').slice(0, 120)}.png`;
}

/** Screenshots of a failed test's pages under test-results/screenshots, numbered from the second. */
async function screenshot(pages: Page[], testName: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await Promise.all(
    pages.map((page, index) => {
      const file = path.join(SCREENSHOT_DIR, `${index > 0 ? `${index}-` : ''}${fileNameFor(testName)}`);
      return page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }),
  );
}

/** A page's viewport, and whether it is a phone's (touch, mobile viewport). */
export interface PageOptions {
  width?: number;
  height?: number;
  mobile?: boolean;
  /** The device scale factor (2 for a page zoomed to 200%). */
  scale?: number;
}

/**
 * One browser per test file. `newPage()` opens a page in a fresh context (its own cookies); a failing
 * test leaves a screenshot of every page it opened under test-results/screenshots. The contexts a test
 * opens close when it ends (pages left open keep their timers, sockets and rendering running, and each
 * later test would share the machine with all of them); those opened before the tests close with the file.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: Array<{ context: BrowserContext; testOwned: boolean }> = [];
  let inTest = false;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async ({ task }) => {
    inTest = false;
    const ended = contexts.filter((context) => context.testOwned).map(({ context }) => context);
    contexts = contexts.filter((context) => !context.testOwned);
    if (task.result?.state === 'fail')
      await screenshot(
        ended.flatMap((context) => context.pages()),
        task.name,
      );
    await Promise.all(ended.map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('The browser is not running');
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
      isMobile: options.mobile ?? false,
      hasTouch: options.mobile ?? false,
      deviceScaleFactor: options.scale ?? 1,
    });
    contexts.push({ context, testOwned: inTest });
    return context.newPage();
  }

  /** A page signed in as `client`'s account: its session cookies copied into the page's context. */
  async function signedInPage(
    client: { cookies: ReadonlyMap<string, string> },
    url: string,
    options: PageOptions = {},
  ): Promise<Page> {
    const page = await newPage(options);
    await page.context().addCookies([...client.cookies].map(([name, value]) => ({ name, value, url })));
    return page;
  }

  return { newPage, signedInPage };
}

/**
 * Waits until the animations and transitions running on what `locator` finds or inside it have ended: a
 * panel sliding or widening in is measured where it ends, not on the way. Endless ones (a spinner) are
 * not waited for.
 */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const ending = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Lets a test make the collaboration socket go silent: the open one stays open but nothing passes either
 * way, as on a network that dropped without closing anything, and new ones are refused. When the network
 * comes back, the silent ones are closed (their connection is gone) and new ones connect.
 */
export async function silenceableSocket(page: Page) {
  let silent = false;
  let open: Array<{ page: WebSocketRoute; server: WebSocketRoute; dead: boolean }> = [];
  const heard: Array<(message: string) => void> = [];
  await page.context().routeWebSocket(/\/collab$/, (socket) => {
    if (silent) {
      void socket.close({ code: 1001, reason: 'no network' });
      return;
    }
    const route = { page: socket, server: socket.connectToServer(), dead: false };
    open.push(route);
    socket.onMessage((message) => {
      if (!route.dead) route.server.send(message);
    });
    route.server.onMessage((message) => {
      if (route.dead) return;
      heard.forEach((listener) => listener(String(message)));
      socket.send(message);
    });
  });
  return {
    /** Calls `listener` with every message the server sends the page from now on (binary ones as text). */
    onServerMessage(listener: (message: string) => void) {
      heard.push(listener);
    },
    silence() {
      silent = true;
      open.forEach((route) => (route.dead = true));
    },
    async resume() {
      silent = false;
      const dead = open.filter((route) => route.dead);
      open = open.filter((route) => !route.dead);
      for (const route of dead) {
        await route.server.close({ code: 1001, reason: 'connection lost' });
        await route.page.close({ code: 1001, reason: 'connection lost' });
      }
    },
  };
}

/**
 * Holds the page's collaboration sockets back, as a slow network does: each opens on the page's side but
 * reaches the server, with what the page sent meanwhile, only after `release()`. Later ones go straight through.
 */
export async function heldSocket(page: Page) {
  let held = true;
  const waiting: Array<() => void> = [];
  await page.context().routeWebSocket(/\/collab$/, (socket) => {
    const queued: Array<string | Buffer> = [];
    let server: WebSocketRoute | null = null;
    socket.onMessage((message) => (server ? server.send(message) : queued.push(message)));
    const connect = () => {
      const opened = socket.connectToServer();
      opened.onMessage((message) => socket.send(message));
      queued.splice(0).forEach((message) => opened.send(message));
      server = opened;
    };
    if (held) waiting.push(connect);
    else connect();
  });
  return {
    release() {
      held = false;
      waiting.splice(0).forEach((connect) => connect());
    },
  };
}
