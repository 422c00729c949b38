import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { holdNextCall } from '../../helpers/held-calls';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A store that compacts the log awaits its statements; a REST write applied in memory meanwhile is in
 * what that store projects, so the store records it, and must name the write's author (the write's own
 * store then finds nothing left to record).
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a REST write applied while a store compacts the log', () => {
  it("is recorded with its author by the store that projects it, not with that store's none", async () => {
    const user = await signUp(app.url);
    const userId = (await app.app.repos.users.findByEmail(user.email))!.id;
    const mapId = randomUUID();
    const name = `mindmap:${mapId}`;
    const created = await user.post(`${FN}/mindmaps`, { data: { id: mapId, title: 'Plan' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Kept in memory until both holds are in place.
    const kept = await app.app.collab.hocuspocus.openDirectConnection(name, { system: true });
    const compaction = holdNextCall(app.app.repos.documents, 'compact', name);
    // The write waits once its route has read what it needs from the database (on PGlite, whose one
    // session the compacting store holds, a read would wait for that store instead of meeting it).
    const write = holdNextCall(app.app.documents, 'withDocument', name);
    try {
      const adding = user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Venue', x: 0, y: 0 });
      await write.reached;
      // Let go, the map leaves memory, and the store before unloading compacts the log. It has no author
      // to name: every log entry it takes in was projected by the create's own store.
      const leaving = kept.disconnect();
      await compaction.reached;
      write.open();
      // The barrier: the node is in the copy in memory, while the compacting store still waits.
      await eventually(() => {
        const document = app.app.collab.hocuspocus.documents.get(name);
        return document && readMindmap(document).nodes.some((node) => node.label === 'Venue');
      }, 10_000);
      compaction.open();
      const added = await adding;
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await leaving;

      const rows = await app.app.database.db
        .selectFrom('document_changes')
        .selectAll()
        .where('document_name', '=', name)
        .where('item_id', '=', added.body.id as string)
        .execute();
      expect(rows).toMatchObject([
        { item_kind: 'node', action: 'created', authors: [{ kind: 'member', userId }] },
      ]);
    } finally {
      write.restore();
      compaction.restore();
    }
  });
});
