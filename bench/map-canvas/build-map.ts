import * as Y from 'yjs';
import { addNode } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { FIRST_RING_RADII } from '@shared/layout/radial-layout';
import { FN } from '../../tests/helpers/accounts';
import { openDocument } from '../../tests/helpers/collab';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import { createRandom } from '../../tests/helpers/random';

interface Placed {
  id: string;
  x: number;
  y: number;
  angle: number;
  depth: number;
}

/**
 * Adds `count - existing` nodes breadth first, `fanout` children per node, laid out like the editor's
 * radial layout (first ring at the contract's radii, deeper rings 75–100 from the parent, fanned outward),
 * in transactions of 1,000 nodes.
 */
export function growTree(doc: Y.Doc, count: number, fanout = 8, seed = 7): void {
  const random = createRandom(seed).next;
  const view = readMindmap(doc);
  const root = view.nodes.find((node) => node.id === view.rootId);
  if (!root) throw new Error('The map has no root');
  const queue: Placed[] = [{ id: root.id, x: root.x, y: root.y, angle: 0, depth: 0 }];
  let made = view.nodes.length;
  for (let head = 0; head < queue.length && made < count; head += 1) {
    const parent = queue[head]!;
    doc.transact(() => {
      for (let child = 0; child < fanout && made < count; child += 1) {
        const first = parent.depth === 0;
        const angle = first
          ? (child / fanout) * Math.PI * 2
          : parent.angle + ((child - (fanout - 1) / 2) / fanout) * Math.PI * 0.9;
        const radius = first
          ? (FIRST_RING_RADII[child % FIRST_RING_RADII.length] ?? 200) + 25 + random() * 25
          : 75 + random() * 25 + parent.depth * 12;
        const x = Math.round(parent.x + Math.cos(angle) * radius);
        const y = Math.round(parent.y + Math.sin(angle) * radius);
        const id = addNode(doc, { parentId: parent.id, label: `Idea ${made}`, x, y });
        if (!id) throw new Error('addNode refused a node');
        queue.push({ id, x, y, angle, depth: parent.depth + 1 });
        made += 1;
      }
    });
  }
}

/** Creates a map through REST and fills its live document to `count` nodes over /collab. */
export async function createBigMap(
  baseUrl: string,
  client: HttpClient,
  title: string,
  count: number,
): Promise<string> {
  const created = await client.post(`${FN}/mindmaps`, { data: { title, description: 'Benchmark map' } });
  if (created.status !== 201) throw new Error(`Creating the map failed: ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: string }).id;
  const document = openDocument(baseUrl, `mindmap:${id}`, { client });
  try {
    await document.synced();
    growTree(document.doc, count);
    await eventually(() => !document.provider.hasUnsyncedChanges, 120_000, 100);
  } finally {
    document.close();
  }
  // Wait until the server has stored and projected it, so it does not compete with the browser.
  await eventually(
    async () => {
      const maps = (await client.get(`${FN}/mindmaps`)).body as Array<{ id: string; nodeCount: number }>;
      return maps.find((map) => map.id === id)?.nodeCount === count;
    },
    180_000,
    500,
  );
  return id;
}

/** The map's document as the server holds it, as one Yjs update (read over /collab). */
export async function readStoredMap(baseUrl: string, client: HttpClient, id: string): Promise<Uint8Array> {
  const document = openDocument(baseUrl, `mindmap:${id}`, { client });
  try {
    await document.synced();
    return Y.encodeStateAsUpdate(document.doc);
  } finally {
    document.close();
  }
}
