import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { serverProcesses } from '../../helpers/server-process';
import { eventually } from '../../helpers/http';
import { createRandom } from '../../helpers/random';
import { pause, presentTitles, startEditing } from './durability-editing';

/**
 * Nothing acknowledged is lost when the server process dies. Editors add to-dos to an inbox continuously
 * while the server (a child process, PGlite in a temp DATA_DIR or a fresh PostgreSQL schema) is killed with
 * SIGKILL at random moments, including in the middle of a debounced store (snapshot + compaction +
 * projection, every few tens of milliseconds here). After every restart a fresh client must see every
 * acknowledged to-do ("acknowledged" is defined in durability-editing.ts). A process that dies leaves the
 * operating system's page cache intact; durability-power-cut.test.ts covers losing that too.
 */

const KILLS = Number(process.env.DURABILITY_KILLS ?? 3);
const SEED = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));

const servers = serverProcesses();
afterEach(() => servers.stopAll());

describe('the update log under SIGKILL', () => {
  it(
    'keeps every acknowledged update when the server process is killed at random moments',
    async () => {
      // eslint-disable-next-line no-console
      console.info(`durability: seed=${SEED} kills=${KILLS} (DURABILITY_SEED, DURABILITY_KILLS)`);
      const random = createRandom(SEED);
      const env = await servers.ownDatabaseEnv({
        COLLAB_STORE_DEBOUNCE_MS: '25',
        COLLAB_STORE_MAX_DELAY_MS: '2000',
      });
      const start = () => servers.start(env);

      let server = await start();
      const user = await signUp(server.url);
      const name = `inbox:${await currentWorkspaceId(user)}`;
      const acknowledged: string[] = [];
      const lost = new Set<string>();

      for (let kill = 1; kill <= KILLS; kill += 1) {
        const editing = startEditing(server.url, name, user, random, acknowledged);
        await editing.ready();
        // Then a random moment after some acknowledgements, however slow the machine is.
        await eventually(() => acknowledged.length >= kill * 10, 60_000);
        await pause(random.int(100, 2000));
        server.child.kill('SIGKILL');
        await server.exited;
        await editing.stop();

        server = await start();
        const present = await presentTitles(server.url, name, user);
        for (const title of acknowledged) if (!present.has(title)) lost.add(title);
      }

      // eslint-disable-next-line no-console
      console.info(
        `durability: ${KILLS} kills × ${acknowledged.length} acknowledged updates, lost = ${lost.size}` +
          (lost.size > 0 ? ` (seed=${SEED})` : ''),
      );
      expect(acknowledged.length, 'the editors got acknowledgements at all').toBeGreaterThan(KILLS * 10);
      expect([...lost], `lost acknowledged to-dos (seed=${SEED})`).toEqual([]);
    },
    60_000 + KILLS * 20_000,
  );
});
