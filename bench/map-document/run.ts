import * as Y from 'yjs';
import { createMindmapDoc } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { growTree } from '../map-canvas/build-map';

/**
 * bench/map-document: what a map's document costs to open, in Node without a browser. A map of each size
 * (BENCH_SIZES, default 5000,20000) is built as in bench/map-canvas; the bench prints its size as one Yjs
 * update (and per node), then times encoding it (the server's answer to a first sync), applying it to an
 * empty document (what a first visit and the device copy's read both do) and reading the map from it:
 * the first run, with code not yet optimised as in a page that just loaded, and the median of 5.
 */

const SIZES = (process.env.BENCH_SIZES ?? '5000,20000').split(',').map(Number);
const RUNS = 5;

/** The first run (code not yet optimised, as in a page that just loaded) and the median of RUNS. */
function timeMs(run: () => void): { first: number; median: number } {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  const first = times[0] ?? NaN;
  return { first, median: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN };
}

const both = ({ first, median }: { first: number; median: number }) =>
  `${first.toFixed(0)} / ${median.toFixed(0)} ms`;

export async function main(): Promise<void> {
  console.log(`bench/map-document, node ${process.version}; first run / median of ${RUNS}`);
  console.log('\n| nodes | update size | per node | encode | apply to an empty doc | readMindmap |');
  console.log('|---|---|---|---|---|---|');
  for (const nodes of SIZES) {
    const doc = createMindmapDoc({ title: 'Bench', mapId: '3f1c7a52-9d4e-4b8a-a6f0-2c5e8d9b1a47' });
    growTree(doc, nodes);
    const update = Y.encodeStateAsUpdate(doc);
    const encode = timeMs(() => Y.encodeStateAsUpdate(doc));
    let copy = new Y.Doc();
    const apply = timeMs(() => {
      copy = new Y.Doc();
      Y.applyUpdate(copy, update);
    });
    const read = timeMs(() => readMindmap(copy));
    const kb = (update.length / 1024).toFixed(0);
    console.log(
      `| ${nodes} | ${kb} KiB | ${Math.round(update.length / nodes)} B | ${both(encode)} | ` +
        `${both(apply)} | ${both(read)} |`,
    );
  }
}
