import * as Y from 'yjs';
import { tidyPositions, tidyUpMindmap } from '../../shared/layout/tidy-map';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { median } from './frames';

export interface TidyUpTimes {
  /** tidyUpMindmap on a fresh copy of the map, each run: read it, lay it out, write the moves. */
  tidyUp: number[];
  /** tidyPositions alone (the layout, no reading or writing), on the same map. */
  positions: number[];
  /** How many nodes the first Tidy up moved. */
  moved: number;
}

/**
 * Times Tidy up (shared/layout/tidy-map.ts) on the map whose document is `update`, in Node, `runs` times:
 * tidyUpMindmap on a new copy of the free map each time (a balanced layout computed from the labels'
 * measured sizes, every moved node written in one transaction, as the editor's command does), then
 * tidyPositions alone. The first run has the code not yet optimised, as in a page where no one has tidied
 * up yet.
 */
export function timeTidyUp(update: Uint8Array, runs: number): TidyUpTimes {
  const result: TidyUpTimes = { tidyUp: [], positions: [], moved: 0 };
  for (let run = 0; run < runs; run += 1) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, update);
    const start = performance.now();
    const moved = tidyUpMindmap(doc);
    result.tidyUp.push(performance.now() - start);
    if (run === 0) result.moved = moved;
    doc.destroy();
  }
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  const { nodes } = readMindmap(doc);
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    tidyPositions(nodes, 'balanced');
    result.positions.push(performance.now() - start);
  }
  doc.destroy();
  return result;
}

export const firstAndMedian = (times: readonly number[]) =>
  `first ${(times[0] ?? NaN).toFixed(0)} ms, median of ${times.length} ${median(times).toFixed(0)} ms`;
