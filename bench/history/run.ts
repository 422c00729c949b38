import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { addNode, setMindmapLayout, updateNode } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { readStoredNode } from '../../shared/schema/mindmap-store';
import { FN, signUp } from '../../tests/helpers/accounts';
import { createTestClock } from '../../tests/helpers/clock';
import { openDocument } from '../../tests/helpers/collab';
import { cookieHeader } from '../../tests/helpers/http';
import { growTree } from '../map-canvas/build-map';
import { median } from '../map-canvas/frames';
import { buildClient } from '../map-canvas/run';
import { freshDatabase } from '../sync/database';
import { previewInBrowser } from './preview';
import { restoreInBrowser } from './restore-browser';

/**
 * bench/history: a document's version history on the server as `npm start` runs it (PGlite, or PostgreSQL
 * with DATABASE_URL or TEST_DATABASE_URL), its clock moved by the bench so hours of editing take seconds:
 * - the version list of a map with 1,000 versions (`GET …/versions`, 50 and 100 a page), beside the
 *   anchor `GET /me` on the same server, BENCH_RUNS requests each (default 30);
 * - a version of a 5,000-node map read for preview: its Yjs state answered (`GET …/update`, 48 updates
 *   after a checkpoint) and applied to an empty document and read, beside reading the live map's nodes;
 *   then in headless Chromium (the client build of BENCH_CLIENT_DIST, else a fresh one), from the click on
 *   it in the history sheet to its outline on screen, beside the editor's opening of the same map;
 * - a restore of that map (`POST …/restore`, 490 nodes written back, alternately to its first and its
 *   newest version): from the request to its answer, and to a socket editor of the map seeing it; then
 *   to a second browser holding the map open repainting it, beside one node renamed and seen the same way;
 * - bytes a version takes and a day's growth, for a 500-node map edited for 8 hours (an edit every 10 s).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
const timed = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return spread(times);
};
/** Restores of a 5,000-node map timed: each writes back 490 nodes and makes two versions. */
const RESTORE_RUNS = Math.min(RUNS, 10);
const ms = (figure: { median: number; p95: number }) =>
  `median ${figure.median.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms`;

export async function main(): Promise<void> {
  const build = buildClient();
  const database = await freshDatabase();
  const clock = createTestClock(new Date());
  const config = loadConfig({
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLIENT_DIST_DIR: build.dir,
  });
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
      return { id, user, get, name: `mindmap:${id}`, versions: `/api/documents/mindmap/${id}/versions` };
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

    // A 5,000-node map laid out as the map-canvas bench's, then 49 versions of ten edits each in two stores
    // 20 s apart: version 50 is read from checkpoint 26 and 48 updates after it (24 deltas, 24 parts).
    const big = await newMap('Five thousand nodes');
    // Laid out radially as the map-canvas bench's, so free: a tidy layout would have every open editor
    // re-lay it after each change of labels, which is not what a restore or a preview costs.
    await app.documents.withDocument(big.name, (doc) => {
      growTree(doc, 5_001);
      setMindmapLayout(doc, 'free');
    });
    clock.advance(MINUTE + SECOND);
    const ids = readMindmap(app.collab.hocuspocus.documents.get(big.name)!).nodes.map((node) => node.id);
    for (let version = 0; version < 49; version += 1) {
      for (let store = 0; store < 2; store += 1) {
        await app.documents.withDocument(big.name, (doc) => {
          for (let index = 0; index < 5; index += 1) {
            const edit = version * 10 + store * 5 + index;
            updateNode(doc, ids[edit % ids.length]!, { label: `Edited ${version}-${store * 5 + index}` });
          }
        });
        clock.advance(store === 0 ? 20 * SECOND : MINUTE + SECOND);
      }
    }
    const listed = JSON.parse(new TextDecoder().decode(await big.get(`${big.versions}?limit=1`))) as {
      versions: Array<{ id: string }>;
    };
    const newest = listed.versions[0]!.id;
    const { rows: chain } = await sql<{ checkpoint: number; seq: number; updates: number }>`
      with wanted as (select seq from document_versions where id = ${newest}::bigint),
        start as (select max(v.seq) as seq from document_versions v, wanted
          where v.document_name = ${big.name} and v.checkpoint and v.seq <= wanted.seq)
      select start.seq as checkpoint, wanted.seq,
        (select count(*) from document_versions v
          where v.document_name = ${big.name} and v.seq > start.seq and v.seq <= wanted.seq)::int
          + (select count(*) from document_versions v join document_version_parts p on p.version_id = v.id
          where v.document_name = ${big.name} and v.seq > start.seq and v.seq <= wanted.seq)::int as updates
      from wanted, start`.execute(app.database.db);
    console.log(
      `  the 5,000-node map's newest version: version ${chain[0]!.seq}, read from checkpoint ${chain[0]!.checkpoint} ` +
        `and ${chain[0]!.updates} updates after it`,
    );
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
    await previewInBrowser(server.url, big.user, big.id, nodes);

    const targets = await restores(server.url, big, ids[5]!);
    await restoreInBrowser(server.url, big.user, { ...big, nodes }, targets);

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
    if (build.temporary) fs.rmSync(build.dir, { recursive: true, force: true });
  }
}

/**
 * Restores the 5,000-node map alternately to its first version (before its 490 edits) and to its newest,
 * timing each from the request to its answer and to an editor's socket holding the probe node's label.
 */
async function restores(
  url: string,
  map: { name: string; versions: string; user: Awaited<ReturnType<typeof signUp>> },
  probe: string,
): Promise<Array<{ id: string; label: string }>> {
  const all = (await map.user.get(`${map.versions}?limit=100`)).body.versions as Array<{ id: string }>;
  const targets = await Promise.all(
    [all.at(-1)!.id, all[0]!.id].map(async (id) => {
      const nodes = (await map.user.get(`${map.versions}/${id}`)).body as Array<{
        id: string;
        label: string;
      }>;
      return { id, label: nodes.find((node) => node.id === probe)!.label };
    }),
  );
  const editor = openDocument(url, map.name, { client: map.user });
  await editor.synced();
  const answered: number[] = [];
  const seen: number[] = [];
  try {
    for (let run = 0; run < RESTORE_RUNS; run += 1) {
      const target = targets[run % 2]!;
      const started = performance.now();
      const arrived = new Promise<number>((resolve) => {
        const check = () => {
          if (readStoredNode(editor.doc, probe)?.label !== target.label) return;
          editor.doc.off('update', check);
          resolve(performance.now() - started);
        };
        editor.doc.on('update', check);
      });
      const restored = await map.user.post(`${map.versions}/${target.id}/restore`);
      if (restored.status !== 200) throw new Error(`restore: ${restored.status}`);
      answered.push(performance.now() - started);
      seen.push(await arrived);
    }
  } finally {
    editor.close();
  }
  console.log(
    `  a restore of the 5,000-node map (490 nodes written back), ${RESTORE_RUNS} runs: answered ${ms(spread(answered))}; ` +
      `seen by an editor's socket ${ms(spread(seen))}`,
  );
  return targets;
}
