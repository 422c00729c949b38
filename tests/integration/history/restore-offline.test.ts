import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { createCollabSocket } from '@client/lib/collab/collab-socket';
import { ConnectionMonitor } from '@client/lib/collab/connection-monitor';
import { DocumentRegistry } from '@client/lib/collab/document-registry';
import { addTodo, readTodos, updateTodo } from '@shared/schema/todo';
import { FN, signUp } from '../../helpers/accounts';
import { bodyOf, nameVersion, restoreVersion } from '../../helpers/history';
import { cookieHeader, eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A restore meets an editor that was offline: the restore writes plain edits to the live document, so the
 * offline edits merge with it when the editor reconnects, as any other edit would, and nothing is lost.
 */

let app: TestApp;
const closers: Array<() => void> = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => closers.splice(0).forEach((close) => close()));
afterAll(() => app?.close());

/** A port nothing listens on: a connection attempt while offline is refused, as with no network. */
const NOWHERE = 'ws://127.0.0.1:1/collab';

/**
 * A browser tab's collaboration library (the registry and its monitor on one socket carrying the session
 * cookie) behind a network the test can cut: cutting it drops the open connection and refuses every
 * reconnect attempt until it is back, while the server keeps running for everyone else.
 */
function openTab(client: HttpClient) {
  const network = { up: true, sockets: new Set<WebSocket>() };
  const headers = { origin: new URL(app.url).origin, cookie: cookieHeader(client) };
  const socket = createCollabSocket({
    url: `${app.url.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(network.up ? url : NOWHERE, protocols, { headers });
        this.on('error', () => undefined);
        network.sockets.add(this);
        this.on('close', () => network.sockets.delete(this));
      }
    },
    reconnect: { delay: 100, minDelay: 100, maxDelay: 300, jitter: false },
  });
  const registry = new DocumentRegistry({ socket: () => socket, graceMs: 0, owner: () => null });
  const monitor = new ConnectionMonitor(registry, { offlineAfterMs: 500 });
  closers.push(() => {
    monitor.dispose();
    registry.close();
    socket.destroy();
  });
  return {
    monitor,
    async open(name: string) {
      const session = registry.acquire(name);
      await eventually(() => session.getState().status === 'ready', 10_000);
      // What opening wrote (if anything) is acknowledged first, so only offline edits count as unsent.
      await eventually(() => registry.unsyncedChanges() === 0, 10_000);
      return session;
    },
    async cut() {
      network.up = false;
      for (const open of network.sockets) open.terminate();
      await eventually(() => monitor.getSnapshot().state === 'offline', 10_000);
    },
    async reconnect() {
      network.up = true;
      await eventually(() => {
        const { state, unsyncedChanges } = monitor.getSnapshot();
        return state === 'online' && unsyncedChanges === 0;
      }, 10_000);
    },
  };
}

const titlesOf = (todos: Array<{ title: string }>) => todos.map((todo) => todo.title).sort();

describe('a restore and an offline editor', () => {
  it('keeps both the restored state and the edits made offline, on the server and for a new client', async () => {
    const owner = await signUp(app.url);
    const restorer = await signUp(app.url);
    await joinWorkspace(owner, restorer);
    const listId = (await bodyOf(owner.post(`${FN}/todo-lists`, { title: 'Launch' }), 201)).id as string;
    const todo = async (title: string) =>
      (await bodyOf(owner.post(`${FN}/todos`, { title, list_id: listId }), 201)).id as string;
    const ship = await todo('Ship');
    const announce = await todo('Announce');
    const print = await todo('Print');
    const versions = `/api/documents/todolist/${listId}/versions`;
    const before = await nameVersion(owner, versions, 'Before');
    // What the restore undoes: a to-do deleted, one added, one completed.
    await bodyOf(owner.delete(`${FN}/todoid/${print}`));
    await todo('Celebrate');
    await bodyOf(owner.put(`${FN}/todoid/${ship}`, { completed: true }));

    const tab = openTab(owner);
    const name = `todolist:${listId}`;
    const editor = await tab.open(name);
    await tab.cut();
    const written = addTodo(editor.doc, { title: 'Written offline' });
    expect(updateTodo(editor.doc, announce, { title: 'Announce on Monday' })).toBe(true);
    expect(tab.monitor.getSnapshot()).toEqual({ state: 'offline', unsyncedChanges: 2 });

    const restored = await restoreVersion(restorer, versions, before.id);
    expect(restored.skipped).toEqual([]);
    await tab.reconnect();

    // The restore's state (Print back, Celebrate gone, Ship open again) with both offline edits.
    const expected = ['Announce on Monday', 'Print', 'Ship', 'Written offline'];
    const listed = () =>
      bodyOf<Array<{ id: string; title: string; completed: boolean }>>(
        owner.get(`${FN}/todos?list_id=${listId}`),
      );
    // The REST read follows the document once the server has stored what the editor sent on reconnecting,
    // one update holding both offline edits: the new to-do listed means the rename was stored with it.
    await eventually(async () => (await listed()).some((item) => item.id === written), 10_000);
    const rest = await listed();
    expect(rest.find((item) => item.id === print)?.title).toBe('Print');
    expect(rest.find((item) => item.id === ship)?.completed).toBe(false);
    expect(rest.find((item) => item.id === written)?.title).toBe('Written offline');
    // The editor that was offline holds the restore too.
    expect(titlesOf(readTodos(editor.doc))).toEqual(expected);

    const fresh = await openTab(restorer).open(name);
    const read = (doc: Y.Doc) => readTodos(doc).map(({ id, title, completed }) => ({ id, title, completed }));
    expect(read(fresh.doc)).toEqual(read(editor.doc));
    expect(titlesOf(readTodos(fresh.doc))).toEqual(expected);
  });
});
