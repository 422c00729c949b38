import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type * as Y from 'yjs';
import { addCards, addColumn, readColumns, type CardPriority } from '../../shared/schema/board';
import { FN } from '../../tests/helpers/accounts';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';
import { openDocument } from '../../tests/helpers/collab';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import { account, buildClient, newPage } from '../map-canvas/run';
import { installFrameRecorder, median, percentile, recordFrames } from '../map-canvas/frames';
import { formatTimeline, readTimeline, type ScreenMarks } from '../map-canvas/open-timeline';
import { profiled } from '../page-profile';
import { freshDatabase } from '../sync/database';
import { spawnServer } from '../sync/processes';

/**
 * bench/board: the Kanban board screen in headless Chromium against the real server, on a board of 1,000
 * cards and one of 5,000, each in 8 lanes (New, In-Progress, Lane 1-5, Done), built through /collab. For
 * each board, BENCH_RUNS runs (default 5) of: opening it in a fresh context (navigation → every card in view
 * drawn in every lane in view, with each lane's full count), opening it again in the same context (the
 * device copy), dragging a card across lanes with real mouse events for 2 s (requestAnimationFrame
 * intervals), and cards dragged in one context arriving in a second one (released → drawn in its new lane,
 * both stamped with performance.timeOrigin + performance.now()). Prints every run and the medians.
 * BENCH_CLIENT_DIST reuses a client build.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_TRACE_DIR: write a Chrome trace (chrome://tracing, Perfetto) of each opening there. */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
/** BENCH_TRACE: also print each opening's steps and requests, and where the slowest moves spent their time. */
const TRACE = Boolean(process.env.BENCH_TRACE);
const MOVES = 40;
const LANES = ['New', 'In-Progress', 'Lane 1', 'Lane 2', 'Lane 3', 'Lane 4', 'Lane 5', 'Done'];
/** The board screen's card height plus gap (client/src/features/kanban/components/board/board-card.tsx). */
const CARD_SLOT = 124;
/** BENCH_SIZES picks boards by their number of cards (default `1000,5000`). */
const SIZES = (process.env.BENCH_SIZES ?? '1000,5000').split(',').map(Number);
const BOARDS = [
  { cards: 1_000, cold: 1_000, warm: 500, dragP95: 17.5 },
  { cards: 5_000, cold: 1_500, warm: 1_000, dragP95: 25 },
].filter((board) => SIZES.includes(board.cards));
const MOVE_P99 = 100;
const BOARD_MARKS: ScreenMarks = {
  chunk: 'board-page',
  ready: 'board:document-ready',
  painted: 'board:cards-drawn',
};
const PRIORITIES: CardPriority[] = ['low', 'medium', 'high'];

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Which lane card `index` goes to, so the lanes hold the cards round-robin. */
const laneOf = (index: number) => index % LANES.length;

/**
 * Fills a board's document as every board bench has it: the lanes of LANES it lacks (between New and Done),
 * then `cards` cards round-robin over the 8, added a thousand at a time. Throws if the lanes end up in
 * another order.
 */
export function fillBoard(doc: Y.Doc, cards: number): void {
  const present = new Set(readColumns(doc).map((lane) => lane.title));
  for (const title of LANES) if (!present.has(title)) addColumn(doc, { title });
  const lanes = readColumns(doc);
  if (lanes.map((lane) => lane.title).join() !== LANES.join())
    throw new Error(`Unexpected lanes: ${lanes.map((lane) => lane.title).join(', ')}`);
  for (let start = 0; start < cards; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, cards - start) }, (_, offset) => {
      const index = start + offset;
      return {
        columnId: (lanes[laneOf(index)] as { id: string }).id,
        title: `Card ${index + 1}: a title long enough to wrap onto its second line`,
        priority: PRIORITIES[index % PRIORITIES.length] as CardPriority,
        dueDate: index % 5 === 0 ? `2026-0${1 + (index % 9)}-1${index % 10}` : null,
      };
    });
    addCards(doc, batch);
  }
}

/** Creates a board and fills it through /collab (fillBoard). */
async function createBigBoard(url: string, client: HttpClient, cards: number): Promise<string> {
  const created = await client.post(`${FN}/boards`, { title: `Bench ${cards}`, description: '' });
  if (created.status !== 201) throw new Error(`Creating the board failed: ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: string }).id;
  const document = openDocument(url, `board:${id}`, { client });
  try {
    await document.synced();
    fillBoard(document.doc, cards);
    await eventually(() => !document.provider.hasUnsyncedChanges, 120_000, 100);
  } finally {
    document.close();
  }
  return id;
}

/** The lane counts drawn in a page's lane headers, by lane title. */
async function drawnCounts(page: Page): Promise<Record<string, number>> {
  return Object.fromEntries(
    await page
      .locator('section.board-lane')
      .evaluateAll((lanes) =>
        lanes.map((lane) => [
          lane.getAttribute('aria-label') ?? '',
          Number(lane.querySelector('[data-testid="lane-count"]')?.textContent),
        ]),
      ),
  ) as Record<string, number>;
}

/**
 * Defines, in every page of the context, the check for a complete first screen: all 8 lanes, and in each
 * lane that is in view its full count and its list filled with drawn cards. (The app's CSP forbids
 * evaluating strings, so predicates are installed this way.)
 */
async function installReadyCheck(page: Page, counts: Record<string, number>): Promise<void> {
  await page.context().addInitScript(`window.__boardReady = () => {
    const counts = ${JSON.stringify(counts)};
    const lanes = [...document.querySelectorAll('section.board-lane')];
    if (lanes.length !== ${LANES.length}) return 0;
    for (const lane of lanes) {
      const box = lane.getBoundingClientRect();
      if (box.left >= innerWidth || box.right <= 0) continue;
      const expected = counts[lane.getAttribute('aria-label')];
      const count = lane.querySelector('[data-testid="lane-count"]');
      if (!count || count.textContent.trim() !== String(expected)) return 0;
      const list = lane.querySelector('.board-lane__cards');
      if (!list || list.clientHeight === 0) return 0;
      const top = list.getBoundingClientRect().top;
      const bottom = Math.min(top + list.clientHeight, innerHeight);
      const drawn = [...list.querySelectorAll('.board-card')].filter((card) => {
        const rect = card.getBoundingClientRect();
        return rect.bottom > top && rect.top < bottom && card.querySelector('.board-card__title')?.textContent;
      }).length;
      if (drawn < Math.min(expected, Math.floor((bottom - top) / ${CARD_SLOT}))) return 0;
    }
    return performance.now();
  };`);
}

/** Navigates to the board and answers the ms from navigation start to every card in view drawn. */
async function openBoard(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __boardReady(): number }).__boardReady(),
    undefined,
    {
      polling: 'raf',
      timeout: 60_000,
    },
  );
  return Number(await handle.jsonValue());
}

async function listBox(page: Page, lane: string) {
  const box = await page.locator(`section.board-lane[aria-label="${lane}"] .board-lane__cards`).boundingBox();
  if (!box) throw new Error(`Lane ${lane} is not on screen`);
  return box;
}

/** The id of the card drawn at the top of a lane. */
async function topCard(page: Page, lane: string): Promise<string> {
  const id = await page.locator(`section.board-lane[aria-label="${lane}"]`).evaluate((element) => {
    const cards = [...element.querySelectorAll<HTMLElement>('.board-card:not(.board-card--dragging)')];
    const top = cards.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    return top?.dataset.cardId ?? '';
  });
  if (!id) throw new Error(`Lane ${lane} has no card`);
  return id;
}

/** Picks a card up by its title and presses the mouse: answers where it was grabbed. */
async function grab(page: Page, cardId: string): Promise<{ x: number; y: number }> {
  const title = await page.locator(`[data-card-id="${cardId}"] .board-card__title`).boundingBox();
  if (!title) throw new Error(`Card ${cardId} is not on screen`);
  const at = { x: title.x + 20, y: title.y + title.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 8, at.y + 8, { steps: 2 });
  return at;
}

/**
 * Drags the top card of New back and forth between New and Lane 1 (across In-Progress) for `ms`, one mouse
 * move a frame like a hand, then drops it in In-Progress. (Further right the board would auto-scroll.)
 */
async function dragAcross(page: Page, ms: number): Promise<void> {
  const boxes = await Promise.all(['New', 'In-Progress', 'Lane 1'].map((lane) => listBox(page, lane)));
  const [first, middle, last] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
  const from = first.x + first.width / 2;
  const to = last.x + last.width / 2;
  const y = middle.y + middle.height / 2;
  await grab(page, await topCard(page, 'New'));
  const end = Date.now() + ms;
  let step = 0;
  while (Date.now() < end) {
    const phase = (step % 60) / 30;
    const x = phase <= 1 ? from + (to - from) * phase : to - (to - from) * (phase - 1);
    await page.mouse.move(x, y + 30 * Math.sin(step / 7));
    step += 1;
    await page.waitForTimeout(16);
  }
  await page.mouse.move(middle.x + middle.width / 2, y, { steps: 4 });
  await page.mouse.up();
  // Put back any scrolling the drag caused, so the next steps find the lanes where they were.
  await page.evaluate(`document.querySelectorAll('*').forEach((element) => {
    if (element.scrollLeft) element.scrollLeft = 0;
  })`);
}

/**
 * Drags the top card between New and In-Progress in `writer` MOVES times and answers how long each took to be
 * drawn in its new lane in `reader` (ms, release → mutation in the reader's page).
 */
async function moveLatencies(writer: Page, reader: Page): Promise<number[]> {
  await writer.evaluate(`(() => {
    window.__released = [];
    addEventListener('mouseup', () => window.__released.push(performance.timeOrigin + performance.now()), true);
  })()`);
  await reader.evaluate(`(() => {
    window.__watch = null;
    window.__arrivals = [];
    new MutationObserver(() => {
      const watch = window.__watch;
      if (!watch) return;
      if (document.querySelector('[data-lane-id="' + watch.lane + '"] [data-card-id="' + watch.card + '"]')) {
        window.__arrivals.push(performance.timeOrigin + performance.now());
        window.__watch = null;
      }
    }).observe(document.querySelector('.board-lanes') ?? document.body, { childList: true, subtree: true });
  })()`);
  const laneIds = Object.fromEntries(
    await writer
      .locator('section.board-lane')
      .evaluateAll((lanes) =>
        lanes.map((lane) => [lane.getAttribute('aria-label') ?? '', lane.getAttribute('data-lane-id') ?? '']),
      ),
  ) as Record<string, string>;
  const latencies: number[] = [];
  const splits: string[] = [];
  for (let index = 0; index < MOVES; index += 1) {
    const [fromLane, toLane] = index % 2 === 0 ? ['New', 'In-Progress'] : ['In-Progress', 'New'];
    const cardId = await topCard(writer, fromLane);
    await reader.evaluate(
      `window.__watch = { lane: ${JSON.stringify(laneIds[toLane])}, card: ${JSON.stringify(cardId)} }`,
    );
    const target = await listBox(writer, toLane);
    const at = await grab(writer, cardId);
    const source = await writer.locator(`[data-card-id="${cardId}"]`).boundingBox();
    const offsetY = source ? at.y - source.y : 40;
    await writer.mouse.move(target.x + target.width / 2, target.y + offsetY + 4, { steps: 8 });
    await writer.mouse.up();
    await reader.waitForFunction(
      (seen) => (window as unknown as { __arrivals: number[] }).__arrivals.length > seen,
      index,
      { timeout: 10_000 },
    );
    const released = Number(await writer.evaluate('window.__released.at(-1)'));
    const shown = Number(await reader.evaluate(`window.__arrivals[${index}]`));
    latencies.push(shown - released);
    if (TRACE) splits.push(await splitMove(writer, reader, released, shown));
    await writer.waitForTimeout(100);
  }
  if (TRACE) {
    const slowest = latencies
      .map((latency, index) => ({ latency, index }))
      .sort((a, b) => b.latency - a.latency)
      .slice(0, 5);
    console.log('    slowest moves (release → sent by the first browser → received by the second → drawn):');
    for (const { index } of slowest) console.log(`      ${splits[index]}`);
  }
  return latencies;
}

/** Stamps every message a page's sockets send and receive (performance.timeOrigin + performance.now()). */
async function stampSockets(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const Native = WebSocket;
    const now = () => performance.timeOrigin + performance.now();
    window.__socketIn = [];
    window.__socketOut = [];
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => window.__socketIn.push(now()));
      }
      send(data) {
        window.__socketOut.push(now());
        return super.send(data);
      }
    };
  })()`);
}

/** One move's way from the first browser to the second, in ms from its release. */
async function splitMove(writer: Page, reader: Page, released: number, shown: number): Promise<string> {
  const sent = Number(await writer.evaluate(`window.__socketOut.find((at) => at >= ${released}) ?? NaN`));
  const received = Number(
    await reader.evaluate(`window.__socketIn.filter((at) => at <= ${shown}).at(-1) ?? NaN`),
  );
  const after = (at: number) => `${(at - released).toFixed(0)}`;
  return `${after(sent)} → ${after(received)} → ${after(shown)} ms`;
}

/** One run on the board whose lanes hold `counts` cards; answers its figures and the counts it leaves. */
async function run(
  browser: Browser,
  base: string,
  client: HttpClient,
  boardId: string,
  counts: Record<string, number>,
  round: number,
) {
  const url = `${base}/kanban/${boardId}`;
  const size = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const page = await newPage(browser, base, client);
  if (TRACE) await stampSockets(page);
  await installReadyCheck(page, counts);
  if (TRACE_DIR)
    await browser.startTracing(page, { path: path.join(TRACE_DIR, `${size}-open-${round}.json`) });
  const cold = await profiled(page, `${size}-open-first-visit-${round}`, () => openBoard(page, url));
  if (TRACE_DIR) await browser.stopTracing();
  const coldSteps = await readTimeline(page, cold, BOARD_MARKS);
  if (TRACE_DIR)
    await browser.startTracing(page, {
      path: path.join(TRACE_DIR, `${size}-open-device-copy-${round}.json`),
    });
  const warm = await profiled(page, `${size}-open-device-copy-${round}`, () => openBoard(page, url));
  if (TRACE_DIR) await browser.stopTracing();
  const warmSteps = await readTimeline(page, warm, BOARD_MARKS);
  await installFrameRecorder(page);
  await page.waitForTimeout(500);
  const frames = await profiled(page, `${size}-drag-${round}`, () =>
    recordFrames(page, () => dragAcross(page, 2_000)),
  );
  const reader = await newPage(browser, base, client);
  if (TRACE) await stampSockets(reader);
  // The drag moved a card: the second browser must draw the counts the first one shows.
  await installReadyCheck(reader, await drawnCounts(page));
  await openBoard(reader, url);
  await page.waitForTimeout(500);
  const latencies = (
    await profiled(page, `${size}-moves-${round}`, () =>
      profiled(reader, `${size}-reader-moves-${round}`, () => moveLatencies(page, reader)),
    )
  ).sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  console.log(
    `  run ${round}: first visit ${cold.toFixed(0)} ms, with the device copy ${warm.toFixed(0)} ms, ` +
      `drag p95 ${frames.p95.toFixed(1)} ms (p50 ${frames.p50.toFixed(1)}, max ${frames.max.toFixed(1)}, ` +
      `${frames.frames} frames), move → second browser p50 ${percentile(latencies, 0.5).toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms`,
  );
  await reader.waitForTimeout(500);
  const left = await drawnCounts(reader);
  await page.context().close();
  await reader.context().close();
  return { cold, warm, coldSteps, warmSteps, drag: frames.p95, move: p99, counts: left };
}

export async function main(): Promise<void> {
  const build = buildClient();
  const database = await freshDatabase();
  console.log(
    `bench/board on ${database.kind}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${RUNS} runs`,
  );
  const server = await spawnServer('server/src/main.ts', {
    ...database.env,
    CLIENT_DIST_DIR: build.dir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const summary: string[] = [];
  try {
    for (const target of BOARDS) {
      // One account a board: a trial account may hold one board.
      const client = await account(server.url);
      const built = Date.now();
      const boardId = await createBigBoard(server.url, client, target.cards);
      console.log(`\n${target.cards} cards in ${LANES.length} lanes (built in ${Date.now() - built} ms):`);
      const runs = [];
      let counts = Object.fromEntries(
        LANES.map((title, lane) => [
          title,
          Math.floor(target.cards / LANES.length) + (lane < target.cards % LANES.length ? 1 : 0),
        ]),
      );
      for (let round = 1; round <= RUNS; round += 1) {
        const result = await run(browser, server.url, client, boardId, counts, round);
        counts = result.counts;
        runs.push(result);
      }
      console.log('  when each step of opening ended (ms after navigation):');
      console.log(
        formatTimeline(
          'first visit',
          runs.map((entry) => entry.coldSteps),
        ),
      );
      console.log(
        formatTimeline(
          'with the device copy',
          runs.map((entry) => entry.warmSteps),
        ),
      );
      const cold = median(runs.map((entry) => entry.cold));
      const warm = median(runs.map((entry) => entry.warm));
      const drag = median(runs.map((entry) => entry.drag));
      const move = median(runs.map((entry) => entry.move));
      summary.push(
        `${target.cards} cards, medians of ${RUNS} runs:`,
        `  open, first visit < ${target.cold} ms: ${cold.toFixed(0)} ms — ${verdict(cold < target.cold)}`,
        `  open, device copy < ${target.warm} ms: ${warm.toFixed(0)} ms — ${verdict(warm < target.warm)}`,
        `  drag frame p95 < ${target.dragP95} ms: ${drag.toFixed(1)} ms — ${verdict(drag < target.dragP95)}`,
        `  move in a second browser p99 < ${MOVE_P99} ms: ${move.toFixed(0)} ms — ${verdict(move < MOVE_P99)}`,
      );
    }
    console.log(`\n${summary.join('\n')}`);
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
    if (build.temporary) fs.rmSync(build.dir, { recursive: true, force: true });
  }
}
