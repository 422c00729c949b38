import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';
import { FN } from '../../tests/helpers/accounts';
import type { HttpClient } from '../../tests/helpers/http';
import { openEditor } from '../map-canvas/drive';
import { median } from '../map-canvas/frames';
import { newPage } from '../map-canvas/run';

const ROUNDS = Number(process.env.BENCH_RESTORE_ROUNDS ?? 6);
const TARGET_MS = 1_000;

/** The epoch time, in ms with a fraction, at which the frame of the map's first paint after `since` was produced. */
async function nextPaintShown(page: Page, paintsBefore: number): Promise<number> {
  const handle = await page.waitForFunction(
    (index) => {
      const paints = (window as { __benchPaints?: Array<{ shown: number }> }).__benchPaints ?? [];
      const paint = paints[index];
      return paint && Number.isFinite(paint.shown) ? performance.timeOrigin + paint.shown : false;
    },
    paintsBefore,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

const paintsSoFar = (page: Page) => page.evaluate<number>('window.__benchPaints.length');
const now = () => performance.timeOrigin + performance.now();

/** Times `write` (a request from the first browser's user) from its start to the second browser's paint of it. */
async function seenBy(page: Page, write: () => Promise<{ status: number }>, expected: number) {
  const before = await paintsSoFar(page);
  const started = now();
  const answer = await write();
  if (answer.status !== expected) throw new Error(`the write answered ${answer.status}`);
  return (await nextPaintShown(page, before)) - started;
}

const range = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/**
 * A restore of map `mapId` (`nodes` nodes) seen in a second browser: that browser holds the map open in its
 * editor, and each round renames the root through REST (the anchor), then restores the map alternately to
 * `targets[0]` and `targets[1]` through the REST route the first browser's Restore button calls, each timed
 * from the request to the frame of the second browser's next paint of the map on screen. After the rounds,
 * the second browser's outline shows the root's label as the last version restored holds it.
 */
export async function restoreInBrowser(
  url: string,
  user: HttpClient,
  map: { id: string; versions: string; nodes: number },
  targets: Array<{ id: string; label: string }>,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const restores: number[] = [];
  const renames: number[] = [];
  try {
    const page = await newPage(browser, url, user);
    await openEditor(page, `${url}/maps/${map.id}`, map.nodes);
    for (let round = 0; round < ROUNDS; round += 1) {
      renames.push(
        await seenBy(page, () => user.patch(`${FN}/nodes/${map.id}`, { label: `Renamed ${round}` }), 200),
      );
      const target = targets[round % 2]!;
      restores.push(await seenBy(page, () => user.post(`${map.versions}/${target.id}/restore`), 200));
    }
    // Each restore put back the root's label as the version holds it, which the rename before it had changed.
    const version = (await user.get(`${map.versions}/${targets[(ROUNDS - 1) % 2]!.id}`)).body as Array<{
      parentId: string | null;
      label: string;
    }>;
    const rootLabel = version.find((node) => node.parentId === null)!.label;
    await page.getByRole('button', { name: 'Show outline' }).click();
    const first = page.locator('.outline-panel__label').first();
    await first.waitFor();
    if ((await first.textContent()) !== rootLabel) {
      throw new Error(`The second browser's root reads “${await first.textContent()}”, not “${rootLabel}”`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `  a restore of the ${map.nodes}-node map seen in a second browser, ${ROUNDS} rounds, medians (ranges): ` +
      `request → the map repainted on screen ${range(restores)} ms, ${range(
        restores.map((restore, index) => restore / renames[index]!),
        1,
      )}× one node renamed through REST and seen the same way (${range(renames)} ms); ` +
      `target under ${TARGET_MS} ms: ${median(restores) < TARGET_MS ? 'met' : 'MISSED'}`,
  );
}
