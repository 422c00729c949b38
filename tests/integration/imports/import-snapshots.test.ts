import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { eventually } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A big import streams into a live map a batch a store, each batch durable in the update log; the
 * document's snapshot, which is the whole growing map, is written once the import is over (when the map
 * leaves memory, or at the next store of anyone else's write), not between the batches.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** An OPML outline of `count` nodes under one root, each with a note: batches far over 64 KiB. */
function outline(count: number): string {
  const note = 'A note long enough that a batch of nodes weighs more than the smallest snapshot. '.repeat(3);
  const nodes = Array.from(
    { length: count },
    (_, index) => `<outline text="Node ${index}" _note="${note}${index}"/>`,
  ).join('\n');
  return `<?xml version="1.0"?><opml version="2.0"><head><title>Big</title></head><body><outline text="Big">${nodes}</outline></body></opml>`;
}

const documentRow = (name: string) =>
  sql<{ snapshots: number; entries: number }>`
    select snapshot_seq::int as snapshots, (select count(*)::int from document_updates u where u.document_name = d.name) as entries
    from documents d where name = ${name}`
    .execute(app.app.database.db)
    .then((result) => result.rows[0]!);

it('writes no snapshot between the batches of an import, one once its map leaves memory', async () => {
  const user = await signUp(app.url);
  const answer = await importFile(user, 'kind=mindmap&format=opml', outline(1_600), 'text/x-opml');
  expect(answer.status).toBe(201);
  const name = `mindmap:${answer.body.items[0].id as string}`;
  const before = await documentRow(name);
  await eventually(async () => {
    const { rows } = await sql<{ status: string }>`
      select status from imports where document_name = ${name}`.execute(app.app.database.db);
    return rows[0]?.status === 'done';
  }, 30_000);

  await eventually(() => !app.app.collab.hocuspocus.documents.has(name), 30_000);
  const after = await documentRow(name);
  // The batches (four of about 100 KiB) stayed in the log until the map left memory: one snapshot then.
  expect(after.snapshots - before.snapshots).toBe(1);
  expect(after.entries).toBe(0);
  const nodes = await user.get<unknown[]>(`${FN}/nodes?mindmapId=${answer.body.items[0].id as string}`);
  expect(nodes.body).toHaveLength(1_601);
});
