import type { Browser, Page } from 'playwright-core';
import type { HttpClient } from '../../tests/helpers/http';
import { profiled } from '../page-profile';
import { openEditor } from './drive';

/** Milliseconds since navigation start at which each step of opening the editor ended. */
export type Timeline = Record<string, number>;

/** The steps, in the order they usually happen, with the names printed for them. */
const STEPS: Array<[key: string, label: string]> = [
  ['html', 'page HTML'],
  ['appJs', 'app script loaded'],
  ['me', 'GET /me answered'],
  ['status', 'GET /user-status answered'],
  ['editorJs', 'screen chunk loaded'],
  ['open', 'document opened'],
  ['localLoaded', 'device copy read'],
  ['connect', 'provider attached'],
  ['authenticated', 'document authenticated'],
  ['synced', 'synced with the server'],
  ['ready', 'document ready'],
  ['painted', 'first complete paint'],
  ['shown', 'on screen'],
  ['shownThroughDriver', 'on screen, seen by the driver'],
];

/** What names one screen's steps: its route chunk and the marks it sets when its document is ready and drawn. */
export interface ScreenMarks {
  chunk: string;
  ready: string;
  painted?: string;
}

export const MAP_MARKS: ScreenMarks = {
  chunk: 'map-editor-page',
  ready: 'mindmap:document-ready',
  painted: 'mindmap:painted',
};

/**
 * Reads the page's resource timings and marks after the screen opened (see
 * client/src/lib/collab/document-session.ts and the screen's own marks).
 */
export async function readTimeline(
  page: Page,
  shown: number | { shown: number; shownThroughDriver: number },
  marks: ScreenMarks = MAP_MARKS,
): Promise<Timeline> {
  const timeline = await page.evaluate<Timeline>(`((marks) => {
    const at = {};
    const end = (test) => {
      const entry = performance.getEntriesByType('resource').find((item) => test(item.name));
      return entry ? entry.responseEnd : NaN;
    };
    const mark = (name) => performance.getEntriesByName(name).at(0)?.startTime ?? NaN;
    const navigation = performance.getEntriesByType('navigation')[0];
    at.html = navigation ? navigation.responseEnd : NaN;
    // The boot script (index-…) and the app's script (main-…) it loads: the later of the two.
    at.appJs = Math.max(
      end((name) => /\\/assets\\/index-[^/]*\\.js$/.test(name)),
      end((name) => /\\/assets\\/main-[^/]*\\.js$/.test(name)),
    );
    at.me = end((name) => name.endsWith('/me'));
    at.status = end((name) => name.endsWith('/user-status'));
    at.editorJs = end((name) => name.includes('/assets/' + marks.chunk + '-') && name.endsWith('.js'));
    at.open = mark('document:open');
    at.localLoaded = mark('document:local-loaded');
    at.connect = mark('document:connect');
    at.authenticated = mark('document:authenticated');
    at.synced = mark('document:synced');
    at.ready = mark(marks.ready);
    at.painted = marks.painted ? mark(marks.painted) : NaN;
    return at;
  })(${JSON.stringify(marks)})`);
  if (process.env.BENCH_TRACE) await printWaterfall(page);
  return { ...timeline, ...(typeof shown === 'number' ? { shown } : shown) };
}

/**
 * With BENCH_TRACE set: every request of the page with when it started, got its first byte and ended, and
 * its long animation frames with the scripts that ran in them.
 */
async function printWaterfall(page: Page): Promise<void> {
  const rows = await page.evaluate<string[]>(`performance.getEntriesByType('resource').concat(
      performance.getEntriesByType('navigation'), performance.getEntriesByType('mark'))
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => [entry.startTime, entry.requestStart ?? entry.startTime, entry.responseStart ?? entry.startTime,
      entry.responseEnd ?? entry.startTime].map((value) => String(Math.round(value)).padStart(6)).join(' ')
      + '  ' + entry.name.replace(location.origin, ''))`);
  console.log(['   start   req  first   end', ...rows].join('\n'));
  // Long animation frames: when the main thread was busy for 50 ms or more, and with which scripts.
  const frames = await page.evaluate<string[]>(`new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().map((frame) => '  frame ' + Math.round(frame.startTime) + ' +'
        + Math.round(frame.duration) + ' ms (blocking ' + Math.round(frame.blockingDuration) + ', style+layout from '
        + Math.round(frame.styleAndLayoutStart) + '): ' + frame.scripts.map((script) => (script.invoker || '?')
        .replace(location.origin, '') + ' ' + Math.round(script.duration) + ' ms').join(', ')));
    }).observe({ type: 'long-animation-frame', buffered: true });
    setTimeout(() => resolve([]), 1000);
  })`);
  console.log(frames.join('\n'));
}

export interface OpenRuns {
  cold: Timeline[];
  warm: Timeline[];
  /** With the device copy, on a page the app's service worker controls. */
  returning: Timeline[];
}

/** How long the bench stays on the map after its first visit: time for the device copy to be written. */
const LOOK_MS = 1_000;

/**
 * Stays on the open map as someone looking at it would, long enough for the device copy to be complete:
 * the app writes the document's whole state into it once the page is idle after the first sync (left at
 * once, the copy may still be empty, and the next opening waits for the server as a first visit does).
 */
async function lookAtMap(page: Page): Promise<void> {
  await page.waitForTimeout(LOOK_MS);
  await page.evaluate(
    `new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve), { timeout: 1000 }))`,
  );
}

/**
 * Opens the map `runs` times in a fresh browser context (first visit: no cache, no device copy), then,
 * after a second on it, once more in the same context (with the device copy and the browser's cache),
 * then once the app's service worker is installed, a third time under it (how a returning user's tab
 * loads the app), and keeps each timeline. `afterRound`, if given, runs after each round's context closed.
 */
export async function timeOpening(
  browser: Browser,
  url: string,
  client: HttpClient,
  mapUrl: string,
  nodes: number,
  runs: number,
  afterRound?: (run: number) => Promise<void>,
): Promise<OpenRuns> {
  const result: OpenRuns = { cold: [], warm: [], returning: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url })));
    const page = await context.newPage();
    const cold = await profiled(page, `${nodes}-open-first-visit-${run}`, () =>
      openEditor(page, mapUrl, nodes),
    );
    result.cold.push(await readTimeline(page, cold));
    await lookAtMap(page);
    const warm = await profiled(page, `${nodes}-open-device-copy-${run}`, () =>
      openEditor(page, mapUrl, nodes),
    );
    result.warm.push(await readTimeline(page, warm));
    await page.evaluate(`navigator.serviceWorker.ready.then(() => true)`);
    await lookAtMap(page);
    const returning = await profiled(page, `${nodes}-open-returning-${run}`, () =>
      openEditor(page, mapUrl, nodes),
    );
    if (!(await page.evaluate(`Boolean(navigator.serviceWorker.controller)`))) {
      throw new Error('The service worker does not control the page opened after it installed');
    }
    result.returning.push(await readTimeline(page, returning));
    await context.close();
    await afterRound?.(run);
  }
  return result;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median time of each step over the runs, as printable lines. */
export function formatTimeline(label: string, timelines: Timeline[]): string {
  const lines = STEPS.map(([key, name]) => {
    const value = median(timelines.map((timeline) => timeline[key] ?? NaN));
    return Number.isFinite(value) ? `    ${name.padEnd(28)} ${value.toFixed(0).padStart(6)} ms` : null;
  }).filter((line): line is string => line !== null);
  const runs = (key: string) => {
    const values = timelines.map((timeline) => timeline[key] ?? NaN);
    return `median of ${timelines.length}: ${median(values).toFixed(0)} ms (runs: ${values.map((value) => value.toFixed(0)).join(', ')})`;
  };
  const driver = timelines.some((timeline) => Number.isFinite(timeline.shownThroughDriver))
    ? [`    (seen by the driver: ${runs('shownThroughDriver')})`]
    : [];
  return [`  ${label}: navigation → on screen, ${runs('shown')}`, ...driver, ...lines].join('\n');
}

export function medianShown(timelines: Timeline[]): number {
  return median(timelines.map((timeline) => timeline.shown ?? NaN));
}
