import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { openDatabase } from '../../server/src/db/database';
import { initBoard } from '../../shared/schema/board';
import { fillBoard } from '../board/run';
import { median } from '../map-canvas/frames';

/**
 * bench/snapshots: writing and reading a board's whole document as one bytea value, as the live-document
 * store does for snapshots, through the server's own database layer (PGlite in its thread, or PostgreSQL
 * with DATABASE_URL): the documents of bench/board's boards (fillBoard), 1,000 and 5,000 cards, each written
 * and read BENCH_RUNS times (default 5). While a write or read runs, PGlite's only session serves nothing
 * else.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [1_000, 5_000];

function boardDocument(cards: number): Uint8Array {
  const doc = new Y.Doc();
  initBoard(doc, { title: 'Bench', description: '' });
  fillBoard(doc, cards);
  return Y.encodeStateAsUpdate(doc);
}

export async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-bench-snapshots-'));
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });
  console.log(`bench/snapshots on ${database.kind}, ${os.cpus().length} CPUs, ${RUNS} runs`);
  try {
    await sql`create table bench_snapshots (id int primary key, snapshot bytea)`.execute(database.db);
    await sql`insert into bench_snapshots values (1, null)`.execute(database.db);
    for (const cards of SIZES) {
      const snapshot = boardDocument(cards);
      const writes: number[] = [];
      const reads: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        let started = performance.now();
        await sql`update bench_snapshots set snapshot = ${snapshot} where id = 1`.execute(database.db);
        writes.push(performance.now() - started);
        started = performance.now();
        const { rows } = await sql<{
          snapshot: Uint8Array;
        }>`select snapshot from bench_snapshots where id = 1`.execute(database.db);
        reads.push(performance.now() - started);
        if (rows[0]?.snapshot.length !== snapshot.length) throw new Error('The snapshot read back differs');
      }
      console.log(
        `  ${cards} cards (${(snapshot.length / 1e6).toFixed(2)} MB): write median ${median(writes).toFixed(0)} ms ` +
          `(${writes.map((ms) => ms.toFixed(0)).join(', ')}), read median ${median(reads).toFixed(0)} ms ` +
          `(${reads.map((ms) => ms.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    await sql`drop table if exists bench_snapshots`.execute(database.db);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
