import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_STALE_MS } from '@server/plugins/app/imports/import-runs';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { eventually, sameSessionAt } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { serverProcesses } from '../../helpers/server-process';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * An import whose server is killed while its content streams in: its document stays, marked as an
 * unfinished import once its heartbeat is older than IMPORT_STALE_MS by another instance's clock, and its
 * owner removes it. Two instances on one PostgreSQL schema and one Redis (PGlite has one session).
 */

const missing = !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL;
const servers = serverProcesses();

/** An OPML outline of `count` nodes under one root: many batches of the import's stores. */
function outline(count: number): string {
  const items = Array.from({ length: count }, (_, index) => `<outline text="Topic ${index}"/>`).join('');
  return `<?xml version="1.0"?><opml version="2.0"><head><title>Big</title></head><body><outline text="Big">${items}</outline></body></opml>`;
}

describe.skipIf(missing)('an import whose server dies halfway', () => {
  const clock = createTestClock(new Date());
  let survivor: TestApp | undefined;
  afterAll(async () => {
    await servers.stopAll();
    await survivor?.close();
  });

  it('leaves its document marked unfinished, and its owner removes it', async () => {
    survivor = await startTestApp({ clock, env: { REDIS_URL: process.env.REDIS_URL! } });
    const { db } = survivor.app.database;
    const doomed = await servers.start({ ...survivor.env, PORT: '0', LOG_LEVEL: 'info' });
    const user = await signUp(survivor.url);
    const answer = await importFile(sameSessionAt(doomed.url, user), 'kind=mindmap', outline(6_000));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const mapId = answer.body.items[0].id as string;

    // The barrier: the imports table held against writes, so the import's next report of its progress
    // waits after a store (15 batches of 400 nodes: the answer comes long before the last).
    const release = await new Promise<() => Promise<void>>((resolveRelease) => {
      let letGo!: () => void;
      const held = db.transaction().execute(async (trx) => {
        await sql`lock table imports in exclusive mode`.execute(trx);
        resolveRelease(async () => {
          letGo();
          await held;
        });
        await new Promise<void>((resolve) => (letGo = resolve));
      });
    });
    try {
      await eventually(async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'update "imports"%'`.execute(db);
        return rows[0]!.waiting === 1;
      }, 10_000);
      doomed.child.kill('SIGKILL');
      await doomed.exited;
    } finally {
      await release();
    }

    const unfinished = async () =>
      (await user.get(`/api/imports/unfinished`)).body.imports as Array<Record<string, unknown>>;
    // Its heartbeat is fresh by the survivor's clock: it may still be running somewhere.
    expect(await unfinished()).toEqual([]);
    const row = await db.selectFrom('imports').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('running');
    clock.set(new Date(row.heartbeat_at.getTime() + IMPORT_STALE_MS + 1_000));
    const [item] = await unfinished();
    expect(item).toMatchObject({ kind: 'mindmap', documentId: mapId, title: 'Big', total: 6_000 });
    expect(item!.written).toBeLessThan(6_000);
    const nodes = (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body as unknown[];
    expect(nodes.length).toBeLessThan(6_001);

    expect((await user.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
    expect(await unfinished()).toEqual([]);
    expect(await db.selectFrom('imports').selectAll().execute()).toEqual([]);
  });
});
