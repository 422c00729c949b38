import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { addTodo, updateTodo } from '../../shared/schema/todo';
import { FN } from '../../tests/helpers/accounts';
import { openDocument } from '../../tests/helpers/collab';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';
import { account, buildClient, newPage } from '../map-canvas/run';
import { installFrameRecorder, median, percentile, recordFrames } from '../map-canvas/frames';
import { formatTimeline, readTimeline, type ScreenMarks, type Timeline } from '../map-canvas/open-timeline';
import { freshDatabase } from '../sync/database';
import { spawnServer } from '../sync/processes';

/**
 * bench/todo-list: the to-do list screen in headless Chromium against the real server, on a list of 2,000
 * to-dos (every fourth done). Five runs each of: opening it in a fresh context (navigation → the first
 * screen of to-dos drawn with the right 'n/m completed'), opening it again with the device copy, scrolling
 * it with the wheel (frame intervals), and a toggle in one browser context showing in a second one.
 * Prints every run and the medians. BENCH_CLIENT_DIST reuses a client build.
 */

const TODOS = 2_000;
const DONE = TODOS / 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TOGGLES = 40;
const TARGETS = { cold: 1_000, warm: 500, scrollP95: 17.5, toggleP99: 100 };
const COUNT_TEXT = `${DONE}/${TODOS} completed`;
const LIST_MARKS: ScreenMarks = { chunk: 'todo-list-page', ready: 'todolist:document-ready' };

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function createBigList(url: string, client: HttpClient): Promise<string> {
  const created = await client.post(`${FN}/todo-lists`, { title: 'Bench list', description: '' });
  if (created.status !== 201) throw new Error(`Creating the list failed: ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: string }).id;
  const document = openDocument(url, `todolist:${id}`, { client });
  try {
    await document.synced();
    for (let start = 0; start < TODOS; start += 200) {
      document.doc.transact(() => {
        for (let index = start; index < start + 200; index += 1) {
          const todoId = addTodo(document.doc, { title: `Task ${index + 1}` });
          if (todoId && index % 4 === 0) updateTodo(document.doc, todoId, { completed: true });
        }
      });
    }
    await eventually(() => !document.provider.hasUnsyncedChanges, 120_000, 100);
  } finally {
    document.close();
  }
  return id;
}

/**
 * Defines, in every page of the context, the check for a complete first screen: the right count and a
 * screenful of rows. (The app's CSP forbids evaluating strings, so predicates are installed this way.)
 */
async function installReadyCheck(page: Page): Promise<void> {
  await page.context().addInitScript(`window.__todoReady = () => {
    const count = document.querySelector('[data-testid="todo-count"]');
    const rows = document.querySelectorAll('.todo-rows .todo-row').length;
    return count && count.textContent === ${JSON.stringify(COUNT_TEXT)} && rows >= 10 ? performance.now() : 0;
  };`);
}

/** Navigates to the list and answers the ms from navigation start to the first screen drawn complete. */
async function openList(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __todoReady(): number }).__todoReady(),
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

/** Wheel-scrolls the list down and back for `ms` while recording frames. */
async function scroll(page: Page, ms: number): Promise<void> {
  await page.mouse.move(700, 500);
  const end = Date.now() + ms;
  let direction = 1;
  let travelled = 0;
  while (Date.now() < end) {
    await page.mouse.wheel(0, 120 * direction);
    travelled += 120;
    if (travelled > 20_000) {
      direction = -direction;
      travelled = 0;
    }
    await page.waitForTimeout(16);
  }
}

/**
 * Scrolls `page` until the row of `todoId` is drawn: a tick moves a to-do between the open and the done
 * section, and the screen draws only the rows near the viewport, so the row may be thousands of pixels away.
 */
async function bringIntoView(page: Page, todoId: string): Promise<void> {
  const row = page.locator(`[data-todo-id="${todoId}"]`);
  for (const section of await page.locator('.todo-rows').all()) {
    if ((await row.count()) > 0) break;
    await section.evaluate((element) =>
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 100,
        behavior: 'instant',
      }),
    );
    await row.waitFor({ state: 'attached', timeout: 3_000 }).catch(() => undefined);
  }
  await row.scrollIntoViewIfNeeded();
}

/** Toggles to-dos in `writer` and answers how long each took to show in `reader`'s count (ms). */
async function toggleLatencies(writer: Page, reader: Page): Promise<number[]> {
  await reader.evaluate(`(() => {
    const count = document.querySelector('[data-testid="todo-count"]');
    window.__changes = [];
    new MutationObserver(() => window.__changes.push(performance.timeOrigin + performance.now()))
      .observe(count, { childList: true, characterData: true, subtree: true });
  })()`);
  const todoId = await writer
    .locator('.todo-rows .todo-row[data-row-index="0"]')
    .first()
    .getAttribute('data-todo-id');
  const latencies: number[] = [];
  for (let index = 0; index < TOGGLES; index += 1) {
    await bringIntoView(writer, todoId!);
    const before = Number(await reader.evaluate('window.__changes.length'));
    // The same to-do each time (the list's second, open at first, then second among the done), so an even
    // number of toggles leaves the count where the next run expects it.
    const sent = Number(
      await writer.evaluate(`(() => {
        const box = document.querySelector('[data-todo-id="${todoId}"] .todo-row__check');
        const at = performance.timeOrigin + performance.now();
        box.click();
        return at;
      })()`),
    );
    await reader.waitForFunction(
      (seen) => (window as unknown as { __changes: number[] }).__changes.length > seen,
      before,
      { timeout: 10_000 },
    );
    const shown = Number(await reader.evaluate(`window.__changes[${before}]`));
    latencies.push(shown - sent);
    await writer.waitForTimeout(50);
  }
  return latencies;
}

async function run(browser: Browser, base: string, client: HttpClient, listId: string, round: number) {
  const url = `${base}/todos/${listId}`;
  const page = await newPage(browser, base, client);
  await installReadyCheck(page);
  const cold = await openList(page, url);
  const coldSteps = await readTimeline(page, cold, LIST_MARKS);
  const warm = await openList(page, url);
  const warmSteps = await readTimeline(page, warm, LIST_MARKS);
  await installFrameRecorder(page);
  await page.waitForTimeout(500);
  const frames = await recordFrames(page, () => scroll(page, 3_000));
  await page
    .locator('.todo-rows')
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const reader = await newPage(browser, base, client);
  await installReadyCheck(reader);
  await openList(reader, url);
  const latencies = (await toggleLatencies(page, reader)).sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  console.log(
    `run ${round}: first visit ${cold.toFixed(0)} ms, with the device copy ${warm.toFixed(0)} ms, ` +
      `scroll p95 ${frames.p95.toFixed(1)} ms (p50 ${frames.p50.toFixed(1)}, ${frames.frames} frames), ` +
      `toggle → second browser p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  );
  await page.context().close();
  await reader.context().close();
  return { cold, warm, coldSteps, warmSteps, scroll: frames.p95, toggle: p99 };
}

export async function main(): Promise<void> {
  const build = buildClient();
  const database = await freshDatabase();
  console.log(`bench/todo-list on ${database.kind}, ${os.cpus().length} CPUs, ${RUNS} runs, ${TODOS} to-dos`);
  const server = await spawnServer('server/src/main.ts', {
    ...database.env,
    CLIENT_DIST_DIR: build.dir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const client = await account(server.url);
    const listId = await createBigList(server.url, client);
    const runs = [];
    for (let round = 1; round <= RUNS; round += 1)
      runs.push(await run(browser, server.url, client, listId, round));
    const cold = median(runs.map((entry) => entry.cold));
    const warm = median(runs.map((entry) => entry.warm));
    const scrollP95 = median(runs.map((entry) => entry.scroll));
    const toggle = median(runs.map((entry) => entry.toggle));
    console.log(`\nwhen each step of opening ended (ms after navigation):`);
    console.log(
      formatTimeline(
        'first visit',
        runs.map((entry): Timeline => entry.coldSteps),
      ),
    );
    console.log(
      formatTimeline(
        'with the device copy',
        runs.map((entry): Timeline => entry.warmSteps),
      ),
    );
    console.log(`\nmedians of ${RUNS} runs:`);
    console.log(
      `  open, first visit < ${TARGETS.cold} ms: ${cold.toFixed(0)} ms — ${verdict(cold < TARGETS.cold)}`,
    );
    console.log(
      `  open, device copy < ${TARGETS.warm} ms: ${warm.toFixed(0)} ms — ${verdict(warm < TARGETS.warm)}`,
    );
    console.log(
      `  scroll frame p95 < ${TARGETS.scrollP95} ms: ${scrollP95.toFixed(1)} ms — ${verdict(scrollP95 < TARGETS.scrollP95)}`,
    );
    console.log(
      `  toggle in a second browser p99 < ${TARGETS.toggleP99} ms: ${toggle.toFixed(0)} ms — ${verdict(toggle < TARGETS.toggleP99)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
    if (build.temporary) fs.rmSync(build.dir, { recursive: true, force: true });
  }
}
