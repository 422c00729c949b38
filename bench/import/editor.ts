import type { Browser } from 'playwright-core';
import type { HttpClient } from '../../tests/helpers/http';
import { percentile } from '../map-canvas/frames';
import { newPage } from '../map-canvas/run';

/**
 * Records, from the page's first script on, each animation frame's time and long tasks, and when the map
 * editor first painted and first held `nodes` nodes (its data-total-nodes) and the frame showing them was
 * produced (two frames later, as bench/map-canvas times a paint).
 */
const recorder = (nodes: number) => `(() => {
  const state = (window.__importBench = { frames: [], longTasks: [], painted: NaN, shown: NaN });
  requestAnimationFrame(function tick(time) {
    state.frames.push(time);
    if (!Number.isFinite(state.shown)) requestAnimationFrame(tick);
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  let seen = false;
  new MutationObserver(() => {
    const editor = document.querySelector('.map-editor');
    if (!editor) return;
    if (!Number.isFinite(state.painted) && Number(editor.dataset.paints) > 0) state.painted = performance.now();
    if (seen || editor.dataset.totalNodes !== '${nodes}' || !(Number(editor.dataset.paints) > 0)) return;
    seen = true;
    requestAnimationFrame(() => requestAnimationFrame(() => (state.shown = performance.now())));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-paints', 'data-total-nodes'] });
})()`;

export interface EditorWatch {
  /** Navigation → the editor's first paint, ms. */
  firstPaint: number;
  /** Navigation → every node of the map on screen, ms. */
  allShown: number;
  /** Frame gaps from the first paint until every node showed: longest, 95th percentile, count. */
  maxGap: number;
  p95Gap: number;
  frames: number;
  /** Long tasks (over 50 ms) in that span: how many and the longest. */
  longTasks: number;
  longestTask: number;
  /** The same, from navigation on (the page's own opening included). */
  maxGapFromNavigation: number;
}

/**
 * A signed-in page made ready to open map `mapId` (device set up, recorder installed), so that opening it
 * right after an import's answer costs only the navigation.
 */
export async function prepareEditor(browser: Browser, url: string, user: HttpClient, nodes: number) {
  const page = await newPage(browser, url, user);
  await page.addInitScript(recorder(nodes));
  return {
    /** Opens the map's editor and waits until it shows every node; the page's timings. */
    async watch(mapId: string): Promise<EditorWatch> {
      await page.goto(`${url}/maps/${mapId}`, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => Number.isFinite((window as { __importBench?: { shown: number } }).__importBench?.shown),
        undefined,
        { timeout: 120_000, polling: 200 },
      );
      // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
      const state = await page.evaluate<{
        frames: number[];
        longTasks: Array<[number, number]>;
        painted: number;
        shown: number;
      }>('window.__importBench');
      const gapsAfter = (from: number) => {
        const gaps: number[] = [];
        for (let index = 1; index < state.frames.length; index += 1) {
          if (state.frames[index]! > from && state.frames[index]! <= state.shown) {
            gaps.push(state.frames[index]! - state.frames[index - 1]!);
          }
        }
        return gaps.sort((a, b) => a - b);
      };
      const streaming = gapsAfter(state.painted);
      const tasks = state.longTasks.filter(([start]) => start >= state.painted && start <= state.shown);
      return {
        firstPaint: state.painted,
        allShown: state.shown,
        maxGap: streaming.at(-1) ?? 0,
        p95Gap: percentile(streaming, 0.95),
        frames: streaming.length,
        longTasks: tasks.length,
        longestTask: Math.max(0, ...tasks.map(([, duration]) => duration)),
        maxGapFromNavigation: gapsAfter(0).at(-1) ?? 0,
      };
    },
    close: () => page.context().close(),
  };
}

export function formatWatch(watch: EditorWatch): string {
  return (
    `first paint ${watch.firstPaint.toFixed(0)} ms, every node on screen ${watch.allShown.toFixed(0)} ms after navigation; ` +
    `frame gaps from the first paint on (${watch.frames} frames): longest ${watch.maxGap.toFixed(1)} ms, ` +
    `p95 ${watch.p95Gap.toFixed(1)} ms; ${watch.longTasks} long tasks, the longest ${watch.longestTask.toFixed(0)} ms; ` +
    `longest gap from navigation on ${watch.maxGapFromNavigation.toFixed(1)} ms`
  );
}
