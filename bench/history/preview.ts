import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';
import type { HttpClient } from '../../tests/helpers/http';
import { openEditor } from '../map-canvas/drive';
import { median } from '../map-canvas/frames';
import { newPage } from '../map-canvas/run';

/** Rounds of preview openings, each in a browser context of its own (no cached answer, no device copy). */
const ROUNDS = Number(process.env.BENCH_PREVIEW_ROUNDS ?? 5);
const TARGET_MS = 1_000;

/**
 * Notes, for each click on a version in the history sheet, when it happened and when the frame holding the
 * version's canvas and outline had been produced: two animation frames after the outline entered the page
 * and the version's canvas first painted (the first frame's callbacks run before that frame renders, the
 * second's after it), as bench/map-canvas times a paint.
 */
const TIME_PREVIEWS = `(() => {
  const previews = (window.__benchPreviews = []);
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.history-version')) return;
    const preview = { clicked: event.timeStamp, shown: NaN, rows: 0 };
    previews.push(preview);
    const observer = new MutationObserver(() => {
      const outline = document.querySelector('[data-testid="version-preview"] .history-outline');
      const canvas = document.querySelector('[data-testid="version-preview"] .map-version-canvas');
      if (!outline || !canvas || !canvas.dataset.paints) return;
      observer.disconnect();
      preview.rows = outline.children.length;
      requestAnimationFrame(() => requestAnimationFrame(() => (preview.shown = performance.now())));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-paints'],
    });
  }, true);
})()`;

interface Round {
  /** The anchor: navigation → the map editor's first complete paint on screen, timed in the page. */
  opening: number;
  /** Click on the newest version → its canvas and outline on screen, timed in the page. */
  preview: number;
  /** The page's own GET of that version's state, answer read whole. */
  update: number;
}

const range = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function round(browser: Browser, url: string, user: HttpClient, mapId: string, nodes: number) {
  const page = await newPage(browser, url, user);
  try {
    await page.addInitScript(TIME_PREVIEWS);
    const opened = await openEditor(page, `${url}/maps/${mapId}`, nodes);
    await page.getByRole('button', { name: 'Version history' }).click();
    const newest = page.locator('.history-version').first();
    await newest.waitFor();
    await newest.click();
    await page.waitForFunction(
      () => {
        const previews = (window as { __benchPreviews?: Array<{ shown: number }> }).__benchPreviews;
        return Number.isFinite(previews?.at(-1)?.shown);
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const preview = await page.evaluate<{ clicked: number; shown: number; rows: number }>(
      `window.__benchPreviews.at(-1)`,
    );
    if (preview.rows !== nodes) throw new Error(`The preview listed ${preview.rows} of ${nodes} nodes`);
    const path = `/api/documents/mindmap/${mapId}/versions`;
    // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
    const update = await page.evaluate<number>(`(async () => {
      const id = (await (await fetch('${path}?limit=1')).json()).versions[0].id;
      const started = performance.now();
      const answer = await fetch('${path}/' + id + '/update', { cache: 'no-store' });
      await answer.arrayBuffer();
      return performance.now() - started;
    })()`);
    return { opening: opened.shown, preview: preview.shown - preview.clicked, update } satisfies Round;
  } finally {
    await page.context().close();
  }
}

/**
 * The newest version of map `mapId` (`nodes` nodes) opened for preview in headless Chromium, ROUNDS times:
 * from the click on it in the history sheet to its outline on screen, beside the anchor of the same round,
 * the map editor's opening (navigation → on screen), and printed as ratios to it.
 */
export async function previewInBrowser(url: string, user: HttpClient, mapId: string, nodes: number) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const rounds: Round[] = [];
  try {
    for (let index = 0; index < ROUNDS; index += 1) {
      rounds.push(await round(browser, url, user, mapId, nodes));
    }
  } finally {
    await browser.close();
  }
  const previews = rounds.map((one) => one.preview);
  console.log(
    `  the newest version previewed in Chromium, ${ROUNDS} rounds, medians (ranges): click → canvas and ${nodes}-row outline on screen ` +
      `${range(previews, 0)} ms, ${range(
        rounds.map((one) => one.preview / one.opening),
        2,
      )}× the editor's opening of the map (navigation → on screen, ${range(
        rounds.map((one) => one.opening),
        0,
      )} ms); the page's GET of the version's state ${range(
        rounds.map((one) => one.update),
        0,
      )} ms; target under ${TARGET_MS} ms: ${median(previews) < TARGET_MS ? 'met' : 'MISSED'}`,
  );
}
