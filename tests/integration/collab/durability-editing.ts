import { addTodo, readInbox } from '@shared/schema/inbox';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { eventually, type HttpClient } from '../../helpers/http';
import type { Random } from '../../helpers/random';

/**
 * The editing side of the durability tests: editors adding to-dos to an inbox, and what counts as
 * acknowledged.
 *
 * "Acknowledged", precisely: the provider counts each update message it sends (unsyncedChanges += 1, plus 1
 * for the sync step it answers on connecting) and the server answers each update it has appended to the log
 * and applied with a SyncStatus message (unsyncedChanges -= 1), in order, on one connection. A to-do is
 * acknowledged when, after the transaction that added it, the editor's unsyncedChanges event reports 0 on
 * the connection it was sent on: the server then had appended every update sent so far. Each editor is a
 * fresh provider connected once, to one server process, so a reconnect can never reset the count.
 */

const EDITORS = 3;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Editors adding to-dos until stopped; `acknowledged` collects the titles the server acknowledged. */
export function startEditing(
  url: string,
  name: string,
  user: HttpClient,
  random: Random,
  acknowledged: string[],
) {
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
      // Now and then wait for the acknowledgements, so that some come however slow the machine is.
      if (random.chance(0.3)) {
        await eventually(() => stopped || editor.provider.unsyncedChanges === 0, 10_000).catch(() => {});
      }
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

/** The titles of the inbox's to-dos as a fresh client sees them. */
export async function presentTitles(url: string, name: string, user: HttpClient): Promise<Set<string>> {
  const reader = openDocument(url, name, { client: user });
  try {
    await reader.synced();
    return new Set(readInbox(reader.doc).todos.map((todo) => todo.title));
  } finally {
    reader.close();
  }
}
