import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { createRandom } from '../../helpers/random';
import { spawnServer, type ServerProcess } from '../../helpers/server-process';
import { diskOf, rebuildFromDisk } from './durability-disk';
import { pause, presentTitles, startEditing } from './durability-editing';

/**
 * Nothing acknowledged is lost when the machine loses power, on the embedded database. The server runs as
 * `npm start` does, on PGlite (whatever TEST_DATABASE_URL says), with its database thread's file-system
 * calls recorded into a model of the disk that keeps only what was flushed (durability-disk.ts). Editors
 * add to-dos while debounced stores, compactions and checkpoints run; at a random moment the process is
 * killed, and the data directory is rebuilt as the disk would hold it after a power cut then: files as of
 * their last fsync, directories as of theirs, nothing written since. A server started on that directory
 * must open it (PostgreSQL's crash recovery, migrations) and show every acknowledged to-do; it is the next
 * round's server.
 */

const POWER_CUTS = Number(process.env.DURABILITY_POWER_CUTS ?? 3);
const SEED = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SERVER = fileURLToPath(new URL('./durability-power-cut-server.ts', import.meta.url));

const running: ServerProcess[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dataDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

const newDataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-power-cut-'));
  dataDirs.push(dir);
  return dir;
};

describe('the update log on PGlite under power cuts', () => {
  it(
    'keeps every acknowledged update when only what was flushed survives',
    async () => {
      // eslint-disable-next-line no-console
      console.info(`power cuts: seed=${SEED} cuts=${POWER_CUTS} (DURABILITY_SEED, DURABILITY_POWER_CUTS)`);
      const random = createRandom(SEED);
      const start = async (dataDir: string) => {
        const server = await spawnServer(
          {
            PORT: '0',
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            REDIS_URL: '',
            COLLAB_STORE_DEBOUNCE_MS: '25',
            COLLAB_STORE_MAX_DELAY_MS: '2000',
          },
          // Opening after a cut runs PostgreSQL's crash recovery, which first flushes the whole directory.
          { entry: SERVER, readyWithinMs: 120_000 },
        );
        running.push(server);
        return server;
      };

      let dataDir = await newDataDir();
      await fs.cp(inject('pgliteTemplate'), dataDir, { recursive: true });
      let server = await start(dataDir);
      const user = await signUp(server.url);
      const name = `inbox:${await currentWorkspaceId(user)}`;
      const acknowledged: string[] = [];
      const lost = new Set<string>();

      for (let cut = 1; cut <= POWER_CUTS; cut += 1) {
        const editing = startEditing(server.url, name, user, random, acknowledged);
        await editing.ready();
        // Then a random moment after some acknowledgements, however slow the machine is.
        await eventually(() => acknowledged.length >= cut * 10, 60_000);
        await pause(random.int(100, 1500));
        server.child.kill('SIGKILL');
        await server.exited;
        await editing.stop();

        const afterCut = await newDataDir();
        rebuildFromDisk(diskOf(path.join(dataDir, 'pglite')), path.join(afterCut, 'pglite'));
        await fs.rm(dataDir, { recursive: true, force: true });
        dataDir = afterCut;
        server = await start(dataDir);
        const present = await presentTitles(server.url, name, user).catch((error: unknown) => {
          throw new Error(
            `After power cut ${cut} the account or its inbox did not survive: ${String(error)}`,
          );
        });
        for (const title of acknowledged) if (!present.has(title)) lost.add(title);
      }

      // eslint-disable-next-line no-console
      console.info(
        `power cuts: ${POWER_CUTS} cuts × ${acknowledged.length} acknowledged updates, lost = ${lost.size}` +
          (lost.size > 0 ? ` (seed=${SEED})` : ''),
      );
      expect(acknowledged.length, 'the editors got acknowledgements at all').toBeGreaterThan(POWER_CUTS * 10);
      expect([...lost], `lost acknowledged to-dos (seed=${SEED})`).toEqual([]);
    },
    60_000 + POWER_CUTS * 60_000,
  );
});
