import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { MindmapNode } from '../../shared/schema/mindmap-model';

/**
 * The anchor the map editor's timings are divided by: mind-elixir (npm `mind-elixir`, a DOM mind map
 * library) drawing the same map in the same Chromium, in the same run. Its dist files are served to the page
 * from node_modules through a route, so nothing comes from the network.
 */

/** A node as mind-elixir takes it (its `NodeObj`, the fields a plain map uses). */
export interface MindElixirNode {
  id: string;
  topic: string;
  children: MindElixirNode[];
}

/** The same tree (ids, labels, children in the map's order) in mind-elixir's data format. */
export function toMindElixirData(nodes: readonly MindmapNode[]): { nodeData: MindElixirNode } {
  const converted = new Map<string, MindElixirNode>(
    nodes.map((node) => [node.id, { id: node.id, topic: node.label, children: [] }]),
  );
  let root: MindElixirNode | undefined;
  for (const node of nodes) {
    const item = converted.get(node.id)!;
    if (node.parentId === null) root = item;
    else converted.get(node.parentId)?.children.push(item);
  }
  if (!root) throw new Error('The map has no root');
  return { nodeData: root };
}

const ORIGIN = 'http://mind-elixir.bench';
const require = createRequire(import.meta.url);
const DIST = path.dirname(require.resolve('mind-elixir/style.css'));
export const MIND_ELIXIR_VERSION = (require('mind-elixir/package.json') as { version: string }).version;

/** The page a user of the library writes: its stylesheet, its script, and a full-window element for the map. */
const PAGE = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <link rel="stylesheet" href="/MindElixir.css" />
    <style>html, body { margin: 0; height: 100%; } #map { width: 100vw; height: 100vh; }</style>
    <script src="/MindElixir.iife.js"></script>
  </head>
  <body><div id="map"></div></body>
</html>`;

export interface MindElixirRender {
  /** `new MindElixir(...)` and `init(data)` on the main thread, ms. */
  init: number;
  /** From `new MindElixir(...)` to the frame holding the map produced (two animation frames after init). */
  shown: number;
  /** Topics (`me-tpc` elements) in the page afterwards: the whole map, if it was drawn. */
  topics: number;
}

/**
 * Renders `data` with mind-elixir's default options `runs` times, each in a new page (a first render: the
 * library's code not yet run in that page), 1440 × 900 as the editor. Times, in the page, from just before
 * `new MindElixir({ el })` to the second animation frame after `init(data)` returned (the first frame's
 * callbacks run before that frame's style, layout and paint, the second's after it: the map on screen, as the
 * editor's "on screen" is timed). init itself lays the map out synchronously (it reads every topic's size).
 */
export async function renderMindElixir(
  browser: Browser,
  data: { nodeData: MindElixirNode },
  runs: number,
): Promise<MindElixirRender[]> {
  const json = JSON.stringify(data);
  const results: MindElixirRender[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.route(`${ORIGIN}/**`, (route) => {
        const file = new URL(route.request().url()).pathname;
        if (file === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
        if (file === '/MindElixir.css' || file === '/MindElixir.iife.js') {
          return route.fulfill({
            contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript',
            body: fs.readFileSync(path.join(DIST, file.slice(1))),
          });
        }
        return route.fulfill({ status: 404, body: '' });
      });
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/`);
      // The data is in the page before the clock starts, as an app's would be when it draws its map.
      await page.evaluate(`window.__benchData = ${json}; undefined`);
      await page.evaluate(
        `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 1000 }))`,
      );
      // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
      const result = await page.evaluate<MindElixirRender>(`new Promise((resolve) => {
        const start = performance.now();
        const mind = new MindElixir.default({ el: '#map' });
        mind.init(window.__benchData);
        const init = performance.now() - start;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              init,
              shown: performance.now() - start,
              topics: document.querySelectorAll('me-tpc').length,
            }),
          ),
        );
      })`);
      if (process.env.BENCH_MIND_ELIXIR_SCREENSHOT && run === 0) {
        await page.screenshot({ path: process.env.BENCH_MIND_ELIXIR_SCREENSHOT });
      }
      results.push(result);
    } finally {
      await context.close();
    }
  }
  return results;
}
