import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateNode } from '@shared/schema/mindmap';
import { FN } from '../../helpers/accounts';
import { draftMindmap } from '../../helpers/ai-runs';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { eventually } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';
import { listeningOwner, quiet } from './webhook-events-world';

/**
 * Events of changes not made through REST: an AI draft and an import tell of their document once, at their
 * end, with counts; a live edit over /collab is told as a REST one is; dragging nodes is one map update.
 */

let app: TestApp;
let receiver: Receiver;
const open: DocumentClient[] = [];
beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

type Listening = Awaited<ReturnType<typeof listeningOwner>>;

/** Waits for an event of `type` (the end of a run is told after its last write), then for quiet. */
async function received(listening: Listening, type: string) {
  await eventually(() => listening.events().some((event) => event.type === type), 15_000);
  await quiet(app);
}

/** Stores the document now and waits for it: every store before it has committed. */
async function storeNow(documentName: string) {
  const connection = await app.app.collab.hocuspocus.openDirectConnection(documentName, { system: true });
  await connection.disconnect();
}

const OPML = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Fair</title></head><body>
  <outline text="Fair"><outline text="Stalls"><outline text="Food"/></outline><outline text="Music"/></outline>
</body></opml>`;

describe('webhook events of AI drafts, imports and live edits', () => {
  it('tells an AI draft of a new map once, at its end, with counts, and Expand with AI as one update', async () => {
    const listening = await listeningOwner(app, receiver);
    const mapId = await draftMindmap(listening.owner, { title: 'Garden', description: 'Plant basil.' });
    await received(listening, 'mindmap.created');
    expect(listening.typesSince()).toEqual(['mindmap.created']);
    const created = listening.events()[0]!;
    expect(created.data.object).toMatchObject({ id: mapId, title: 'Garden' });
    expect(created.data.counts.added).toBeGreaterThan(0);

    const nodes = (await listening.owner.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{
      id: string;
      parentId: string | null;
    }>;
    const branch = nodes.find((node) => node.parentId !== null)!;
    const expanded = await listening.owner.post('/api/ai-expand-node', {
      mindmapId: mapId,
      nodeId: branch.id,
    });
    expect(expanded.status, JSON.stringify(expanded.body)).toBe(200);
    await received(listening, 'mindmap.updated');
    expect(listening.typesSince(1)).toEqual(['mindmap.updated']);
    expect(listening.events()[1]!.data.counts.added).toBeGreaterThan(0);
  });

  it('tells an import once, with counts, and none of its nodes', async () => {
    const listening = await listeningOwner(app, receiver);
    const answer = await importFile(listening.owner, 'kind=mindmap', OPML, 'text/x-opml');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await received(listening, 'mindmap.created');
    expect(listening.typesSince()).toEqual(['mindmap.created']);
    expect(listening.events()[0]!.data).toMatchObject({
      object: { id: answer.body.items[0].id, title: 'Fair' },
      // The root was written by the create; the import added the other three.
      counts: { added: 3 },
    });
  });

  it('tells a node renamed live once, and a drag of several nodes as at most one map update', async () => {
    const listening = await listeningOwner(app, receiver);
    const { owner } = listening;
    const mapId = (await owner.post(`${FN}/mindmaps`, { data: { title: 'Fair' } })).body.id as string;
    const ids: string[] = [];
    for (const label of ['Stalls', 'Music', 'Food']) {
      ids.push((await owner.post(`${FN}/nodes`, { mindmapId: mapId, label, x: 0, y: 0 })).body.id as string);
    }
    await quiet(app);
    const before = listening.events().length;
    expect(listening.typesSince()).toEqual([
      'mindmap.created',
      'node.created',
      'node.created',
      'node.created',
    ]);

    const name = `mindmap:${mapId}`;
    const editor = openDocument(app.url, name, { client: owner });
    open.push(editor);
    await editor.synced();
    updateNode(editor.doc, ids[0]!, { label: 'Market stalls' });
    await editor.acknowledged();
    await storeNow(name);
    await quiet(app);
    expect(listening.typesSince(before)).toEqual(['node.updated']);
    expect(listening.events()[before]!.data).toMatchObject({
      object: { id: ids[0], label: 'Market stalls' },
      previous: { label: 'Stalls' },
    });

    editor.doc.transact(() => {
      ids.forEach((id, index) => updateNode(editor.doc, id, { x: 300 + index * 40, y: 200 - index * 30 }));
    });
    await editor.acknowledged();
    await storeNow(name);
    await quiet(app);
    const dragged = listening.typesSince(before + 1);
    expect(dragged.filter((type) => type !== 'mindmap.updated')).toEqual([]);
    expect(dragged.length).toBeLessThanOrEqual(1);
  });
});
