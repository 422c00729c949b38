import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDir, type Database } from '@server/db/database';
import { diskOf, rebuildFromDisk } from '../collab/durability-disk';

/**
 * The embedded database's commits survive a power cut, step by step. The database runs with its file-system
 * calls recorded into a model of the disk that keeps only what was flushed (collab/durability-disk.ts).
 * Between statements its thread is idle, so the model is a consistent picture of the disk at that moment: a
 * power cut there leaves exactly it. A second database opened on the rebuilt directory (PostgreSQL's crash
 * recovery) must hold every committed row.
 */

const OBSERVER = new URL('../collab/durability-disk.ts', import.meta.url).href;
const opened: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function recordedDatabase() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-db-cut-'));
  dirs.push(dataDir);
  await fs.cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, pgliteObserver: OBSERVER });
  opened.push(database);
  return { dataDir, database };
}

/** Opens a database on the data directory as the modelled disk holds it now. */
async function afterPowerCut(dataDir: string) {
  const afterCut = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-db-after-cut-'));
  dirs.push(afterCut);
  rebuildFromDisk(diskOf(pgliteDir(dataDir)), pgliteDir(afterCut));
  const database = await openDatabase({ dataDir: afterCut });
  opened.push(database);
  return database;
}

const rowsOf = async (database: Database) =>
  (await sql<{ id: number }>`select id from cut_rows order by id`.execute(database.db)).rows.map(
    (row) => row.id,
  );

describe('PGlite under a power cut', () => {
  it('keeps every committed row, in a table created since the last checkpoint', async () => {
    const { dataDir, database } = await recordedDatabase();
    await sql`create table cut_rows (id int primary key)`.execute(database.db);
    for (let id = 1; id <= 5; id += 1) await sql`insert into cut_rows values (${id})`.execute(database.db);

    expect(await rowsOf(await afterPowerCut(dataDir))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a table created before a checkpoint, and the rows committed after it', async () => {
    const { dataDir, database } = await recordedDatabase();
    await sql`create table cut_rows (id int primary key)`.execute(database.db);
    await sql`insert into cut_rows values (1)`.execute(database.db);
    // The checkpoint flushes the new table's file; recovery will start after it, so the file's name in its
    // directory must be on the disk too (PostgreSQL does not flush that directory itself).
    await sql`checkpoint`.execute(database.db);
    await sql`insert into cut_rows values (2)`.execute(database.db);

    expect(await rowsOf(await afterPowerCut(dataDir))).toEqual([1, 2]);
  });
});
