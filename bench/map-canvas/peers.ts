import { updateNode } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { openDocument, type DocumentClient } from '../../tests/helpers/collab';
import type { HttpClient } from '../../tests/helpers/http';
import { createRandom } from '../../tests/helpers/random';

export interface Peers {
  /** Edits per second sent by all peers together so far. */
  edits(): number;
  stop(): void;
}

/**
 * `count` collaborators on map `id`, each moving or renaming a random node `rate` times a second and moving
 * their cursor 20 times a second, as people editing together do.
 */
export async function startPeers(
  baseUrl: string,
  client: HttpClient,
  id: string,
  count: number,
  rate: number,
): Promise<Peers> {
  const documents: DocumentClient[] = [];
  for (let peer = 0; peer < count; peer += 1) {
    const document = openDocument(baseUrl, `mindmap:${id}`, { client });
    await document.synced();
    document.provider.setAwarenessField('user', {
      id: `peer-${peer}`,
      name: `Peer ${peer + 1}`,
      colour: '#0ea5a4',
    });
    documents.push(document);
  }
  const random = createRandom(99).next;
  let edits = 0;
  const started = Date.now();
  const timers = documents.flatMap((document, peer) => {
    const ids = readMindmap(document.doc).nodes.map((node) => node.id);
    const edit = setInterval(() => {
      const target = ids[Math.floor(random() * ids.length)];
      if (!target) return;
      if (random() < 0.5) {
        updateNode(document.doc, target, { x: Math.round(random() * 1200), y: Math.round(random() * 800) });
      } else {
        updateNode(document.doc, target, { label: `Peer ${peer + 1} edit ${edits}` });
      }
      edits += 1;
    }, 1000 / rate);
    const cursor = setInterval(() => {
      document.provider.setAwarenessField('cursor', { x: random() * 1200, y: random() * 800 });
    }, 50);
    return [edit, cursor];
  });
  return {
    edits: () => (edits * 1000) / Math.max(1, Date.now() - started),
    stop() {
      timers.forEach(clearInterval);
      documents.forEach((document) => document.close());
    },
  };
}
