import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { eventually } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Deleting a map while a store of it holds its document row: the delete waits for the store, whose last
 * statements write the map's own row, and then goes through. It took the map's row first and the document
 * row second, the store the other way round, and PostgreSQL broke the deadlock by failing the delete (500).
 * PostgreSQL only: PGlite has one session.
 */

let app: TestApp;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) app = await startTestApp();
});
afterAll(() => app?.close());

describe.skipIf(!process.env.TEST_DATABASE_URL)('deleting a map while a store of it runs', () => {
  it('waits for the store and answers 200', async () => {
    const user = await signUp(app.url);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
    const { db } = app.app.database;
    let deleteWaits!: () => void;
    const waiting = new Promise<void>((resolve) => (deleteWaits = resolve));
    // A store's locks, in its order: the document row first, then (its last statements) the map's row.
    const store = db.transaction().execute(async (trx) => {
      await sql`select name from documents where name = ${`mindmap:${mapId}`} for no key update`.execute(trx);
      await waiting;
      await trx.updateTable('mindmaps').set({ updated_at: new Date() }).where('id', '=', mapId).execute();
    });
    const deleting = user.delete(`${FN}/mindmaps?id=${mapId}`);
    // The delete is blocked on a lock the store holds.
    await eventually(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query ilike '%delete from%'`.execute(db);
      return rows[0]!.waiting > 0;
    }, 10_000);
    deleteWaits();
    await store;
    const deleted = await deleting;
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await user.get(`${FN}/mapid/${mapId}`)).status).toBe(404);
  });
});
