import { afterEach, describe, expect, it } from 'vitest';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { spawnServer, type ServerProcess } from '../../helpers/server-process';
import { freshDatabaseEnv } from '../../helpers/test-app';
import { type Random, createRandom } from '../../helpers/random';

/**
 * Nothing acknowledged is lost when the server process dies. Editors add to-dos to an inbox continuously
 * while the server (a child process, PGlite in a temp DATA_DIR or a fresh PostgreSQL schema) is killed with
 * SIGKILL at random moments, including in the middle of a debounced store (snapshot + compaction +
 * projection, every few tens of milliseconds here). After every restart a fresh client must see every
 * acknowledged to-do.
 *
 * "Acknowledged", precisely: the provider counts each update message it sends (unsyncedChanges += 1, plus 1
 * for the sync step it answers on connecting) and the server answers each update it has appended to the log
 * and applied with a SyncStatus message (unsyncedChanges -= 1), in order, on one connection. A to-do is
 * acknowledged when, after the transaction that added it, the editor's unsyncedChanges event reports 0 on
 * the connection it was sent on: the server then had appended every update sent so far. Each editor is a
 * fresh provider connected once, to one server process, so a reconnect can never reset the count.
 */

const KILLS = Number(process.env.DURABILITY_KILLS ?? 3);
const SEED = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const EDITORS = 3;

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Editors adding to-dos until stopped; `acknowledged` collects the titles the server acknowledged. */
function startEditing(url: string, name: string, user: HttpClient, random: Random, acknowledged: string[]) {
  let stopped = false;
  let counter = 0;
  const editors: DocumentClient[] = [];
  const loops: Promise<void>[] = [];
  const life = `${Date.now().toString(36)}`;

  async function edit(editor: DocumentClient, index: number) {
    const pending: string[] = [];
    editor.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
      if (number === 0) acknowledged.push(...pending.splice(0));
    });
    await eventually(() => stopped || editor.provider.isSynced, 10_000);
    while (!stopped) {
      // A burst of separate updates, then a pause long enough (sometimes) for the debounced store to run.
      for (let burst = random.int(1, 6); burst > 0 && !stopped; burst -= 1) {
        const title = `${life}.${index}.${(counter += 1)}`;
        pending.push(title);
        addTodo(editor.doc, { title });
        if (random.chance(0.5)) await pause(0);
      }
      await pause(random.int(5, 100));
    }
  }

  for (let index = 0; index < EDITORS; index += 1) {
    const editor = openDocument(url, name, { client: user });
    editors.push(editor);
    loops.push(edit(editor, index));
  }
  return {
    /** Resolves once every editor has loaded the document. */
    ready: () => eventually(() => editors.every((editor) => editor.provider.isSynced), 10_000),
    async stop() {
      stopped = true;
      await Promise.allSettled(loops);
      editors.forEach((editor) => editor.close());
    },
  };
}

async function presentTitles(url: string, name: string, user: HttpClient): Promise<Set<string>> {
  const reader = openDocument(url, name, { client: user });
  try {
    await reader.synced();
    return new Set(readInbox(reader.doc).todos.map((todo) => todo.title));
  } finally {
    reader.close();
  }
}

describe('the update log under SIGKILL', () => {
  it(
    'keeps every acknowledged update when the server process is killed at random moments',
    async () => {
      // eslint-disable-next-line no-console
      console.info(`durability: seed=${SEED} kills=${KILLS} (DURABILITY_SEED, DURABILITY_KILLS)`);
      const random = createRandom(SEED);
      const database = await freshDatabaseEnv();
      cleanups.push(database.drop);
      const env = {
        PORT: '0',
        DATABASE_URL: '',
        REDIS_URL: '',
        COLLAB_STORE_DEBOUNCE_MS: '25',
        COLLAB_STORE_MAX_DELAY_MS: '2000',
        ...database.env,
      };
      const start = async () => {
        const server = await spawnServer(env);
        running.push(server);
        return server;
      };

      let server = await start();
      const user = await signUp(server.url);
      const name = `inbox:${await currentWorkspaceId(user)}`;
      const acknowledged: string[] = [];
      const lost = new Set<string>();

      for (let kill = 1; kill <= KILLS; kill += 1) {
        const editing = startEditing(server.url, name, user, random, acknowledged);
        await editing.ready();
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
