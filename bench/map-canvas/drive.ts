import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

const STEP_MS = 16;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The canvas's centre on the page. */
export async function canvasCentre(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator('.map-canvas').boundingBox();
  if (!box) throw new Error('No map canvas on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height };
}

const timedPages = new WeakSet<Page>();

/**
 * Has every document `page` loads note, for each paint of the map, how many nodes it painted and when the
 * frame holding it had been produced: two animation frames after the paint (the first frame's callbacks run
 * before that frame renders, the second's after it). Read in the page, this leaves out the test driver's
 * round trips, which no user waits for.
 */
async function timePaints(page: Page): Promise<void> {
  if (timedPages.has(page)) return;
  timedPages.add(page);
  await page.addInitScript(`(() => {
    const paints = (window.__benchPaints = []);
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target;
        if (!(element instanceof HTMLElement) || !element.classList.contains('map-editor')) continue;
        const paint = { total: Number(element.dataset.totalNodes), shown: NaN };
        paints.push(paint);
        requestAnimationFrame(() => requestAnimationFrame(() => (paint.shown = performance.now())));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-paints'] });
  })()`);
}

/**
 * Opens the editor and waits until the map is completely painted (every node of the map in the model and
 * the first full paint on screen). Returns milliseconds since navigation start for: document ready, first
 * complete paint, and the frame holding it produced (the paint on screen, timed in the page), and as
 * `shownThroughDriver` the same moment as the test driver first sees it (its wait for the page, then two
 * more frames).
 */
export async function openEditor(page: Page, url: string, nodes: number) {
  await timePaints(page);
  await page.goto(url);
  try {
    await page.waitForFunction(
      (expected) => {
        const editor = document.querySelector<HTMLElement>('.map-editor');
        return editor?.dataset.totalNodes === String(expected) && Number(editor.dataset.paints) > 0;
      },
      nodes,
      // Checked every frame, as bench/board does: polling every 100 ms added up to 100 ms to each opening.
      { timeout: 60_000, polling: 'raf' },
    );
  } catch (error) {
    const file = path.join(os.tmpdir(), 'map-canvas-bench-failure.png');
    await page.screenshot({ path: file }).catch(() => undefined);
    const state = await page.evaluate(
      () => document.querySelector<HTMLElement>('.map-editor')?.dataset ?? null,
    );
    throw new Error(
      `The map did not finish painting (${page.url()}, ${JSON.stringify(state)}; see ${file})`,
      {
        cause: error,
      },
    );
  }
  // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
  return page.evaluate<{
    ready: number;
    painted: number;
    shown: number;
    shownThroughDriver: number;
    paintMs: number;
  }>(`
    new Promise((resolve) => {
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const editor = document.querySelector('.map-editor');
          const complete = window.__benchPaints.find((paint) => paint.total === ${nodes});
          resolve({
            ready: performance.getEntriesByName('mindmap:document-ready').at(-1)?.startTime ?? NaN,
            painted: performance.getEntriesByName('mindmap:painted').at(-1)?.startTime ?? NaN,
            shown: complete ? complete.shown : NaN,
            shownThroughDriver: performance.now(),
            paintMs: Number(editor?.dataset.paintMs ?? NaN),
          });
        }),
      );
    })`);
}

/** Drags the background along an ellipse of `rx` × `ry` px for `ms`, one mouse move per frame. */
export async function panGesture(page: Page, ms: number, rx: number, ry: number): Promise<void> {
  const centre = await canvasCentre(page);
  // Start on empty canvas well away from the root: the bench maps leave their top-left corner empty.
  const start = { x: centre.x - centre.width * 0.4, y: centre.y - centre.height * 0.4 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const began = Date.now();
  while (Date.now() - began < ms) {
    const t = (Date.now() - began) / 1000;
    await page.mouse.move(start.x + rx * Math.sin(t * 2), start.y + ry * Math.sin(t * 4));
    await pause(STEP_MS);
  }
  await page.mouse.up();
}

/**
 * Drags the background in long straight sweeps (`span` px long, `speed` px per frame), so the view
 * keeps travelling past the painted margin, as when someone crosses a large map.
 */
export async function sweepGesture(page: Page, ms: number, span = 1200, speed = 12): Promise<void> {
  const centre = await canvasCentre(page);
  const y = centre.y - centre.height * 0.4;
  const from = centre.x - span / 2;
  let x = from;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const began = Date.now();
  while (Date.now() - began < ms) {
    x += speed;
    if (x > from + span) {
      // Lift and grab again at the start, as a person does, so the map keeps moving the same way.
      await page.mouse.up();
      x = from;
      await page.mouse.move(x, y);
      await page.mouse.down();
    }
    await page.mouse.move(x, y);
    await pause(STEP_MS);
  }
  await page.mouse.up();
}

/** Ctrl+wheel at the canvas centre for `ms`, zooming in then out in turns of `burst` events. */
export async function zoomGesture(page: Page, ms: number, delta = 8, burst = 15): Promise<void> {
  const centre = await canvasCentre(page);
  await page.mouse.move(centre.x, centre.y);
  await page.keyboard.down('Control');
  const began = Date.now();
  let events = 0;
  while (Date.now() - began < ms) {
    const direction = Math.floor(events / burst) % 2 === 0 ? -1 : 1;
    await page.mouse.wheel(0, direction * delta);
    events += 1;
    await pause(STEP_MS);
  }
  await page.keyboard.up('Control');
}

export async function settle(page: Page, ms = 600): Promise<void> {
  await page.waitForTimeout(ms);
}
