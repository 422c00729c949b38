import * as Y from 'yjs';
import { tidyPositions, tidyUpMindmap } from '../../shared/layout/tidy-map';
import { readMindmap } from '../../shared/schema/mindmap-reader';

export interface TidyUpTime {
  /** tidyUpMindmap on a fresh copy of the map: read it, lay it out, write the moves, ms. */
  tidyUp: number;
  /** tidyPositions alone (the layout, no reading or writing) on the same map, ms. */
  positions: number;
  /** How many nodes Tidy up moved. */
  moved: number;
}

/**
 * Times Tidy up (shared/layout/tidy-map.ts) once, in Node, on a new copy of the map whose document is
 * `update`: tidyUpMindmap (a free map gets a balanced layout computed from the labels' measured sizes, every
 * moved node written in one transaction, as the editor's command does), then tidyPositions alone.
 */
export function timeTidyUp(update: Uint8Array): TidyUpTime {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  const { nodes } = readMindmap(doc);
  let start = performance.now();
  const moved = tidyUpMindmap(doc);
  const tidyUp = performance.now() - start;
  start = performance.now();
  tidyPositions(nodes, 'balanced');
  const positions = performance.now() - start;
  doc.destroy();
  return { tidyUp, positions, moved };
}
