import os from 'node:os';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { addNode, updateNode } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { FN, signUp } from '../../tests/helpers/accounts';
import { createTestClock } from '../../tests/helpers/clock';
import { cookieHeader } from '../../tests/helpers/http';
import { median } from '../map-canvas/frames';
import { freshDatabase } from '../sync/database';

/**
 * bench/history: a document's version history on the server as `npm start` runs it (PGlite, or PostgreSQL
 * with DATABASE_URL or TEST_DATABASE_URL), its clock moved by the bench so hours of editing take seconds:
 * - the version list of a map with 1,000 versions (`GET …/versions`, 50 and 100 a page), beside the
 *   anchor `GET /me` on the same server, BENCH_RUNS requests each (default 30);
 * - a version of a 5,000-node map read for preview: its Yjs state answered (`GET …/update`, 24 deltas
 *   after a checkpoint) and applied to an empty document and read, beside reading the live map's nodes;
 * - bytes a version takes and a day's growth, for a 500-node map edited for 8 hours (an edit every 10 s).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const timed = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
const ms = (figure: { median: number; p95: number }) =>
  `median ${figure.median.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms`;

export async function main(): Promise<void> {
  const database = await freshDatabase();
  const clock = createTestClock(new Date());
  const config = loadConfig({ ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const server = await startServer(config, { logger: createLogger(config), clock });
  const { app } = server;
  console.log(`bench/history on ${database.kind}, ${os.cpus().length} CPUs, ${RUNS} runs`);
  try {
    // Each map is its own user's (a trial workspace holds two maps).
    const newMap = async (title: string) => {
      const user = await signUp(server.url);
      const id = (await user.post(`${FN}/mindmaps`, { data: { title } })).body.id as string;
      const get = async (path: string) => {
        const response = await fetch(new URL(path, server.url), { headers: { cookie: cookieHeader(user) } });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        return response.arrayBuffer();
      };
      return { id, get, name: `mindmap:${id}`, versions: `/api/documents/mindmap/${id}/versions` };
    };

    // 1,000 versions: one edit each, a rest of a minute between them.
    const long = await newMap('A thousand versions');
    for (let index = 0; index < 1_000; index += 1) {
      await app.documents.withDocument(long.name, (doc) =>
        addNode(doc, { parentId: long.id, label: `Idea ${index}`, x: index, y: 0 }),
      );
      clock.advance(MINUTE + SECOND);
    }
    await long.get(`${long.versions}?limit=1`);
    const anchor = await timed(() => long.get(`${FN}/me`));
    const page50 = await timed(() => long.get(long.versions));
    const page100 = await timed(() => long.get(`${long.versions}?limit=100`));
    console.log(`  anchor GET /me: ${ms(anchor)}`);
    console.log(
      `  1,000 versions, a page of 50: ${ms(page50)} (${(page50.median / anchor.median).toFixed(1)}× /me)`,
    );
    console.log(
      `  1,000 versions, a page of 100: ${ms(page100)} (${(page100.median / anchor.median).toFixed(1)}× /me)`,
    );

    // A 5,000-node map, then 49 versions of ten edits each: version 50 is 24 deltas after checkpoint 26.
    const big = await newMap('Five thousand nodes');
    for (let batch = 0; batch < 50; batch += 1) {
      await app.documents.withDocument(big.name, (doc) => {
        for (let index = 0; index < 100; index += 1) {
          addNode(doc, { parentId: big.id, label: `Node ${batch}-${index}`, x: index, y: batch });
        }
      });
    }
    clock.advance(MINUTE + SECOND);
    const ids = readMindmap(app.collab.hocuspocus.documents.get(big.name)!).nodes.map((node) => node.id);
    for (let version = 0; version < 49; version += 1) {
      await app.documents.withDocument(big.name, (doc) => {
        for (let index = 0; index < 10; index += 1) {
          updateNode(doc, ids[(version * 10 + index) % ids.length]!, { label: `Edited ${version}-${index}` });
        }
      });
      clock.advance(MINUTE + SECOND);
    }
    const listed = JSON.parse(new TextDecoder().decode(await big.get(`${big.versions}?limit=1`))) as {
      versions: Array<{ id: string }>;
    };
    const newest = listed.versions[0]!.id;
    let nodes = 0;
    const preview = await timed(async () => {
      const document = new Y.Doc();
      Y.applyUpdate(document, new Uint8Array(await big.get(`${big.versions}/${newest}/update`)));
      nodes = readMindmap(document).nodes.length;
    });
    const live = await timed(() => big.get(`${FN}/nodes?mindmapId=${big.id}`));
    console.log(
      `  a 5,000-node map's newest version (${nodes} nodes) answered, applied and read: ${ms(preview)}; ` +
        `the live map's nodes (GET /nodes): ${ms(live)} (${(preview.median / live.median).toFixed(1)}×)`,
    );

    // 8 hours of editing a 500-node map, an edit every 10 s.
    const day = await newMap('A working day');
    await app.documents.withDocument(day.name, (doc) => {
      for (let index = 0; index < 500; index += 1) {
        addNode(doc, { parentId: day.id, label: `Topic ${index}`, x: index, y: 0 });
      }
    });
    const dayIds = readMindmap(app.collab.hocuspocus.documents.get(day.name)!).nodes.map((node) => node.id);
    for (let edit = 0; edit < (8 * 60 * 60) / 10; edit += 1) {
      clock.advance(10 * SECOND);
      await app.documents.withDocument(day.name, (doc) =>
        edit % 3 === 0
          ? addNode(doc, { parentId: day.id, label: `New ${edit}`, x: edit, y: 1 })
          : updateNode(doc, dayIds[edit % dayIds.length]!, { label: `Renamed ${edit}` }),
      );
    }
    clock.advance(MINUTE + SECOND);
    const dayListed = JSON.parse(new TextDecoder().decode(await day.get(`${day.versions}?limit=1`))) as {
      versions: Array<{ id: string }>;
    };
    const state = (await day.get(`${day.versions}/${dayListed.versions[0]!.id}/update`)).byteLength;
    const { rows } = await sql<{ versions: number; bytes: number; largest: number }>`
      select count(*)::int as versions,
        sum(octet_length(v.update) + coalesce(p.bytes, 0))::int as bytes,
        max(octet_length(v.update) + coalesce(p.bytes, 0))::int as largest
      from document_versions v
      left join (select version_id, sum(octet_length(update)) as bytes from document_version_parts
        group by version_id) p on p.version_id = v.id
      where v.document_name = ${day.name}`.execute(app.database.db);
    const figures = { ...rows[0]!, state };
    console.log(
      `  a 500-node map edited 8 hours (2,880 edits): ${figures.versions} versions, ` +
        `${(figures.bytes / 1024).toFixed(0)} KiB in all (${(figures.bytes / figures.versions / 1024).toFixed(1)} KiB a version, ` +
        `largest ${(figures.largest / 1024).toFixed(0)} KiB, the first a checkpoint); the map's whole state ${(figures.state / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await server.close();
    await database.drop();
  }
}
