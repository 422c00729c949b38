import * as Y from 'yjs';
import { createMindmapDoc, updateNode } from '../../shared/schema/mindmap';
import { createMindmapReader, readMindmap } from '../../shared/schema/mindmap-reader';
import { buildSceneModel } from '../../client/src/features/mind-maps/components/canvas/scene-model';
import { growTree } from '../map-canvas/build-map';

/**
 * bench/map-reader: what the map editor spends on a peer's edit, in Node without a browser. A map of each
 * size (BENCH_SIZES, default 5000,20000) is built as in bench/map-canvas; a peer renames nodes one at a
 * time, and each rename is merged into the editor's copy and read back: with a full readMindmap(), with the
 * editor's incremental reader, and the reader plus the canvas's scene model. Mean per edit over 50 edits.
 */

const SIZES = (process.env.BENCH_SIZES ?? '5000,20000').split(',').map(Number);
const EDITS = 50;

function perEdit(edit: () => void, read: () => void): number {
  let total = 0;
  for (let index = 0; index < EDITS; index += 1) {
    edit();
    const start = performance.now();
    read();
    total += performance.now() - start;
  }
  return total / EDITS;
}

export async function main(): Promise<void> {
  console.log(`bench/map-reader, node ${process.version}; mean ms per peer edit, ${EDITS} edits`);
  console.log('\n| nodes | readMindmap | incremental reader | reader + scene model |');
  console.log('|---|---|---|---|');
  for (const size of SIZES) {
    const doc = createMindmapDoc({ title: 'Bench', mapId: 'bench-map' });
    growTree(doc, size);
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    const ids = readMindmap(peer).nodes.map((node) => node.id);
    let count = 0;
    const edit = () => {
      count += 1;
      updateNode(peer, ids[(count * 7919) % ids.length]!, { label: `Renamed ${count}` });
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer, Y.encodeStateVector(doc)));
    };
    const reader = createMindmapReader(doc);
    reader.read();
    const full = perEdit(edit, () => readMindmap(doc));
    const incremental = perEdit(edit, () => reader.read());
    const withScene = perEdit(edit, () => buildSceneModel(reader.read()));
    reader.stop();
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`| ${size} | ${ms(full)} | ${ms(incremental)} | ${ms(withScene)} |`);
  }
}
