import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';
import type { HttpClient } from '../../tests/helpers/http';
import { newPage } from '../map-canvas/run';
import { QUERY_KINDS, type QueryKind } from './corpus';

const INPUT = '#command-palette-input';
const STATUS = '.palette__status [role=status]';

/**
 * Arms the page for one keystroke: from its keydown (or, for a character typed without a key such as a
 * Japanese one, its input event) to the frame painting the palette's answer for `q` (its status saying how
 * many results, or none, which it says only once the answer shown is the one for what is typed). The
 * status empties first (the typed text is newer than the answer); a MutationObserver sees it filled, then
 * a requestAnimationFrame and a message after it stand for the frame painted. A string, so the page runs
 * it as written (the bench's transpiler would name its inner functions with a helper the page lacks).
 */
const ARM = `(q) => {
  const bench = { start: NaN, result: NaN, asked: NaN, answered: NaN };
  window.__searchBench = bench;
  const status = () => document.querySelector('${STATUS}')?.textContent ?? '';
  const input = document.querySelector('${INPUT}');
  let cleared = status() === '';
  const onStart = (event) => {
    if (Number.isNaN(bench.start)) bench.start = event.timeStamp;
  };
  window.addEventListener('keydown', onStart, true);
  window.addEventListener('input', onStart, true);
  const observer = new MutationObserver(() => {
    if (Number.isNaN(bench.start)) return;
    if (status() === '') {
      cleared = true;
      return;
    }
    if (!cleared || input.value !== q) return;
    observer.disconnect();
    window.removeEventListener('keydown', onStart, true);
    window.removeEventListener('input', onStart, true);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const request = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/search?') && entry.startTime >= bench.start)
          .at(-1);
        bench.asked = request ? request.startTime - bench.start : NaN;
        bench.answered = request ? request.responseEnd - bench.start : NaN;
        bench.result = performance.now() - bench.start;
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}`;

/**
 * A keystroke's times from its event, in ms: the search request sent (`asked`, after the palette's pause),
 * its answer in (`answered`), the results painted (`result`).
 */
export interface Keystroke {
  asked: number;
  answered: number;
  result: number;
}

/** Types `q` but its last character and waits for its answer, then times the last keystroke. */
async function timeKeystroke(page: Page, q: string): Promise<Keystroke> {
  const lead = [...q].slice(0, -1).join('');
  const last = [...q].at(-1)!;
  if (lead) {
    await page.keyboard.type(lead);
    await page.waitForFunction(
      ([input, status, typed]) =>
        (document.querySelector(input!) as HTMLInputElement).value === typed &&
        (document.querySelector(status!)?.textContent ?? '') !== '',
      [INPUT, STATUS, lead],
    );
  }
  await page.evaluate(`(${ARM})(${JSON.stringify(q)})`);
  // A letter of the keyboard is a keydown and its input; any other character is inserted as an IME would.
  await page.keyboard.type(last);
  const handle = await page.waitForFunction(
    () => {
      const bench = (window as unknown as { __searchBench: Keystroke }).__searchBench;
      return Number.isNaN(bench.result) ? false : bench;
    },
    undefined,
    { timeout: 10_000 },
  );
  const elapsed = (await handle.jsonValue()) as Keystroke;
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(
    (input) => (document.querySelector(input) as HTMLInputElement).value === '',
    INPUT,
  );
  return elapsed;
}

/**
 * The palette in headless Chromium: every query of QUERY_KINDS typed once (rounds take each kind's next
 * query in turn, so no answer is cached in the page), the last keystroke of each timed to the results
 * painted. Times by kind, in ms.
 */
export async function timePalette(url: string, user: HttpClient): Promise<Map<QueryKind, Keystroke[]>> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const times = new Map<QueryKind, Keystroke[]>();
  try {
    const page = await newPage(browser, url, user);
    await page.goto(`${url}/dashboard`);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .waitFor();
    await page.keyboard.press('Control+K');
    await page.locator(INPUT).waitFor();
    await page.locator(INPUT).focus();
    // One query first, not timed: the page's first answer also loads the lists naming where items live.
    await timeKeystroke(page, 'warm');
    const kinds = Object.keys(QUERY_KINDS) as QueryKind[];
    const rounds = Math.max(...kinds.map((kind) => QUERY_KINDS[kind].length));
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of kinds) {
        const q = QUERY_KINDS[kind][round];
        if (q === undefined) continue;
        const list = times.get(kind) ?? [];
        list.push(await timeKeystroke(page, q));
        times.set(kind, list);
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}
