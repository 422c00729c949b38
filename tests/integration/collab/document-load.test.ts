import { sql } from 'kysely';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { signUp } from '../../helpers/accounts';
import { createDocumentRows, currentWorkspaceId, initDocument } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Loading a document reads its snapshot and then its log. A store on another instance can compact in
 * between: write a newer snapshot and delete the log entries it took in. The load must see one state of
 * the two, not the older snapshot with the newer (emptied) log. PostgreSQL only: PGlite has one session,
 * so nothing can come in between there.
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)('loading a document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sees the snapshot and the log as one state when a compaction commits between the two reads', async () => {
    const { db } = app.app.database;
    const { documents } = app.app.repos;
    const owner = await signUp(app.url);
    const name = await createDocumentRows(app, 'mindmap', await currentWorkspaceId(owner));
    // The snapshot holds the map's root; the one log entry after it, a node added since.
    const doc = new Y.Doc();
    initDocument(name, doc, 'Plans');
    await documents.compact(name, Y.encodeStateAsUpdate(doc), 1, [], app.app.clock.now());
    const before = Y.encodeStateVector(doc);
    const root = readMindmap(doc).rootId!;
    addNode(doc, { id: 'added', parentId: root, label: 'Added after the snapshot', x: 0, y: 0 });
    const [entry] = await documents.append([{ name, update: Y.encodeStateAsUpdate(doc, before) }]);
    const labels = (stored: Awaited<ReturnType<typeof documents.load>>) => {
      const loaded = new Y.Doc();
      if (stored?.snapshot) Y.applyUpdate(loaded, stored.snapshot);
      for (const { update } of stored?.log ?? []) Y.applyUpdate(loaded, update);
      return readMindmap(loaded).nodes.map((node) => node.label);
    };
    expect(labels(await documents.load(name))).toContain('Added after the snapshot');

    // Another instance's store, held open: the newer snapshot takes the entry in, the entry is deleted,
    // and the log is locked so that the load's second read waits for the commit.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const store = db.transaction().execute(async (trx) => {
      await sql`lock table document_updates in access exclusive mode`.execute(trx);
      await documents.compact(name, Y.encodeStateAsUpdate(doc), 2, [entry!], app.app.clock.now(), trx);
      locked();
      await committing;
    });
    await holding;
    const loading = documents.load(name);
    // The load's second read waits for the log's lock (this test's schema's table, whatever other tests
    // run meanwhile).
    await eventually(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where relation = 'document_updates'::regclass and not granted`.execute(db);
      return rows[0]!.waiting === 1;
    }, 10_000);
    commit();
    await store;

    expect(labels(await loading)).toContain('Added after the snapshot');
    expect(labels(await documents.load(name))).toContain('Added after the snapshot');
  });
});
