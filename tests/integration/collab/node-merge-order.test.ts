import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateNode } from '@shared/schema/mindmap';
import { type LostWrite, watchLostWrites } from '@shared/schema/mindmap-lost-writes';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { correctStampClock } from '@shared/schema/stamp-clock';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Two writers of one node's name that did not see each other: a peer that renamed it offline (a bare Yjs
 * document through the shared schema, dating its write minutes before or after now) and a rename over
 * REST, which the server dates by its clock. The server's merge, the peer's merge and every later reader
 * keep the one made later.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const MINUTES = 60_000;

async function mapWithNode(owner: HttpClient) {
  const map = await owner.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
  expect(map.status).toBe(201);
  const mapId = map.body.id as string;
  const added = await owner.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Budget', x: 10, y: 20 });
  expect(added.status).toBe(201);
  return { mapId, nodeId: added.body.id as string };
}

async function labelOverRest(owner: HttpClient, mapId: string, nodeId: string, expected: string) {
  return eventually(async () => {
    const nodes = (await owner.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{
      id: string;
      label: string;
    }>;
    const label = nodes.find((node) => node.id === nodeId)?.label;
    return label === expected ? label : null;
  });
}

/** Renames the node offline at `offsetMs` from now, then over REST, then brings the peer back. */
async function renamedBothWays(owner: HttpClient, offsetMs: number) {
  const { mapId, nodeId } = await mapWithNode(owner);
  const doc = new Y.Doc();
  const first = openDocument(app.url, `mindmap:${mapId}`, { client: owner, doc });
  await first.synced();
  first.close();

  correctStampClock(offsetMs);
  try {
    updateNode(doc, nodeId, { label: 'Money' });
  } finally {
    correctStampClock(0);
  }
  const lost: LostWrite[] = [];
  watchLostWrites(doc, {
    mine: (client) => client === doc.clientID,
    onLost: (writes) => lost.push(...writes),
  });
  const renamed = await owner.patch(`${FN}/nodes/${nodeId}`, { label: 'Costs' });
  expect(renamed.status).toBe(200);

  const again = openDocument(app.url, `mindmap:${mapId}`, { client: owner, doc });
  await again.synced();
  await again.acknowledged();
  await again.processed();
  again.close();
  const later = openDocument(app.url, `mindmap:${mapId}`, { client: owner });
  await later.synced();
  later.close();
  const labelIn = (replica: Y.Doc) => readMindmap(replica).nodes.find((node) => node.id === nodeId)?.label;
  return { mapId, nodeId, peer: labelIn(doc), opened: labelIn(later.doc), lost };
}

describe('a rename made offline and one made over REST without seeing it', () => {
  it('keeps the REST rename made after the offline one, on the server and the peer, and tells the peer', async () => {
    const owner = await signUp(app.url);
    const { mapId, nodeId, peer, opened, lost } = await renamedBothWays(owner, -5 * MINUTES);
    expect({ peer, opened }).toEqual({ peer: 'Costs', opened: 'Costs' });
    expect(await labelOverRest(owner, mapId, nodeId, 'Costs')).toBe('Costs');
    expect(lost.map((write) => [write.field, write.mine.label, write.kept.label])).toEqual([
      ['label', 'Money', 'Costs'],
    ]);
  });

  it('keeps the offline rename made after the REST one, and tells the peer nothing', async () => {
    const owner = await signUp(app.url);
    const { mapId, nodeId, peer, opened, lost } = await renamedBothWays(owner, 5 * MINUTES);
    expect({ peer, opened }).toEqual({ peer: 'Money', opened: 'Money' });
    expect(await labelOverRest(owner, mapId, nodeId, 'Money')).toBe('Money');
    expect(lost).toEqual([]);
  });
});
