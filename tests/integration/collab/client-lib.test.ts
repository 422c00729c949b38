// Node has no IndexedDB; fake-indexeddb gives y-indexeddb one that lives as long as this test file, which
// plays the part of one device across "tabs" that open and close.
import 'fake-indexeddb/auto';
import net, { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createCollabSocket } from '@client/lib/collab/collab-socket';
import { ConnectionMonitor, type ConnectionState } from '@client/lib/collab/connection-monitor';
import { DocumentRegistry, type DocumentRegistryOptions } from '@client/lib/collab/document-registry';
import { ACCESS_DENIED, DOCUMENT_DELETED, type DocumentSession } from '@client/lib/collab/document-session';
import {
  indexeddbStoreFactory,
  type LocalLoad,
  type LocalStoreFactory,
} from '@client/lib/collab/local-store';
import { rememberUnsent } from '@client/lib/collab/unsent-documents';
import { forgetKeptOffline } from '@client/lib/offline/kept-offline';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { FN, signUp, verifyEmail } from '../../helpers/accounts';
import { eventually, type HttpClient } from '../../helpers/http';
import { memoryStorage } from '../../helpers/memory-storage';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
const tabs: Tab[] = [];

/** A fixed port, so that a restarted server is found where the stopped one was, as in production. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  app = await startTestApp({ env: { PORT: String(await freePort()) } });
});
afterEach(() => tabs.splice(0).forEach((tab) => tab.close()));
afterAll(() => app?.close());

interface Tab {
  registry: DocumentRegistry;
  monitor: ConnectionMonitor;
  socket: ReturnType<typeof createCollabSocket>;
  /** Opens `name` and waits until it is ready. */
  open(name: string): Promise<DocumentSession>;
  /** What the device's copy of `name` told its session, once it has been read. */
  localLoad(name: string): Promise<LocalLoad>;
  close(): void;
}

/**
 * What a browser tab of the app holds: the library's registry and monitor on one socket whose upgrade
 * carries the session cookie and the app's Origin, and with `device` set, IndexedDB copies under that name
 * (opened for `owner`, who is told of deleted documents through `onDeleted`, as the app's runtime is).
 */
function openTab(
  client: HttpClient,
  options: { device?: string; owner?: string } & Pick<
    DocumentRegistryOptions,
    'onDeleted' | 'localStore' | 'localLoadTimeoutMs'
  > = {},
): Tab {
  const headers = {
    origin: new URL(app.url).origin,
    cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
  };
  const socket = createCollabSocket({
    url: `${app.url.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
        // A tab closed while its socket is still connecting aborts the handshake after the provider has
        // let go of the socket; its error would otherwise have no listener and fail the whole run.
        this.on('error', () => undefined);
      }
    },
    reconnect: { delay: 100, minDelay: 100, maxDelay: 300, jitter: false },
  });
  const localLoads = new Map<string, Promise<LocalLoad>>();
  const deviceStore = options.device ? indexeddbStoreFactory(options.device) : (options.localStore ?? null);
  const registry = new DocumentRegistry({
    socket: () => socket,
    localStore:
      deviceStore &&
      ((name, doc) => {
        const store = deviceStore(name, doc);
        localLoads.set(name, store.loaded);
        return store;
      }),
    graceMs: 0,
    localLoadTimeoutMs: options.localLoadTimeoutMs,
    owner: () => options.owner ?? null,
    onDeleted: options.onDeleted,
  });
  const monitor = new ConnectionMonitor(registry, { offlineAfterMs: 500 });
  const tab: Tab = {
    registry,
    monitor,
    socket,
    async open(name) {
      const session = registry.acquire(name);
      await eventually(() => session.getState().status === 'ready', 10_000);
      return session;
    },
    localLoad: (name) => eventually(() => localLoads.get(name)),
    close() {
      monitor.dispose();
      registry.close();
      socket.destroy();
    },
  };
  tabs.push(tab);
  return tab;
}

async function inboxOf(client: HttpClient): Promise<string> {
  const workspaces = (await client.get(`${FN}/workspaces`)).body as Array<{ id: string; current: boolean }>;
  return `inbox:${workspaces.find((w) => w.current)!.id}`;
}

async function invite(
  owner: HttpClient & { email: string },
  member: HttpClient & { email: string },
  role: string,
) {
  await verifyEmail(owner);
  const invitation = await owner.post(`${FN}/invitations`, { email: member.email, role });
  await verifyEmail(member);
  await member.post(`${FN}/invitations/accept`, {
    token: new URL(invitation.body.inviteUrl).searchParams.get('token'),
  });
}

const titles = (doc: Y.Doc) => readInbox(doc).todos.map((todo) => todo.title);
const acknowledged = (tab: Tab) => eventually(() => tab.registry.unsyncedChanges() === 0, 10_000);

describe('the collaboration library against the real server', () => {
  it('lets two clients on one inbox see each other’s edits', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const [first, second] = [openTab(user), openTab(user)];
    const [a, b] = await Promise.all([first.open(name), second.open(name)]);
    expect(a.getState()).toMatchObject({ status: 'ready', error: null, readOnly: false });

    addTodo(a.doc, { title: 'From the first' });
    await eventually(() => titles(b.doc).includes('From the first'));
    addTodo(b.doc, { title: 'From the second' });
    await eventually(() => titles(a.doc).includes('From the second'));
    await Promise.all([acknowledged(first), acknowledged(second)]);
    expect(first.monitor.getSnapshot()).toEqual({ state: 'online', unsyncedChanges: 0 });
  });

  it('shares one session among the users of a name and closes it after the last one', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const tab = openTab(user);
    const session = await tab.open(name);
    expect(tab.registry.acquire(name)).toBe(session);
    expect(tab.registry.users(name)).toBe(2);
    const provider = session.getState().provider!;
    expect(tab.socket.configuration.providerMap.get(name)).toBe(provider);

    tab.registry.release(name);
    expect(tab.registry.peek(name)).toBe(session);
    tab.registry.release(name);
    expect(tab.registry.peek(name)).toBeUndefined();
    expect(tab.socket.configuration.providerMap.has(name)).toBe(false);
    // Nothing left open: the socket goes quiet instead of idling until the server times it out.
    await eventually(() => tab.socket.status === 'disconnected');

    addTodo((await tab.open(name)).doc, { title: 'After reopening' });
    await acknowledged(tab);
    expect(tab.socket.status).toBe('connected');
  });

  it('reports a document the server refuses as an error with a message', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const session = openTab(stranger).registry.acquire(await inboxOf(owner));
    await eventually(() => session.getState().status === 'error');
    expect(session.getState().error).toBe(ACCESS_DENIED);
    expect(session.unsyncedChanges).toBe(0);
  });

  it('marks a viewer’s document read-only and counts no unsynced changes for it', async () => {
    const owner = await signUp(app.url);
    const viewer = await signUp(app.url);
    await invite(owner, viewer, 'viewer');
    const name = await inboxOf(owner);
    const viewerTab = openTab(viewer);
    const session = await viewerTab.open(name);
    await eventually(() => session.getState().readOnly);
    addTodo(session.doc, { title: 'Not stored' });
    expect(viewerTab.registry.unsyncedChanges()).toBe(0);
  });

  it('turns a member’s open document into an error when they are removed', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    await invite(owner, member, 'editor');
    const session = await openTab(member).open(await inboxOf(owner));
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    await owner.delete(`${FN}/team-members/${memberId}`);
    await eventually(() => session.getState().status === 'error');
    expect(session.getState().error).toBe(ACCESS_DENIED);
  });

  it('goes reconnecting, then offline, counts offline edits, and syncs them once back online', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const tab = openTab(user);
    const session = await tab.open(name);
    // The monitor notifies whenever anything it watches moves (a document's sync after the opening, a
    // count), not only its state: the record keeps changes of state, from the state at subscription.
    const states: ConnectionState[] = [tab.monitor.getSnapshot().state];
    tab.monitor.subscribe(() => {
      const { state } = tab.monitor.getSnapshot();
      if (state !== states.at(-1)) states.push(state);
    });

    await app.stop();
    await eventually(() => tab.monitor.getSnapshot().state === 'offline');
    addTodo(session.doc, { title: 'Offline one' });
    addTodo(session.doc, { title: 'Offline two' });
    expect(tab.monitor.getSnapshot()).toEqual({ state: 'offline', unsyncedChanges: 2 });

    app = await app.restart();
    await eventually(() => tab.monitor.getSnapshot().state === 'online', 10_000);
    await acknowledged(tab);
    const lost = states.indexOf('reconnecting');
    expect(states.slice(0, lost)).not.toContain('offline');
    expect(states.slice(lost, lost + 2)).toEqual(['reconnecting', 'offline']);
    expect(states.at(-1)).toBe('online');

    const witness = await openTab(user).open(name);
    expect(titles(witness.doc)).toEqual(['Offline one', 'Offline two']);
  });

  it('counts a document settled only once its device copy has loaded, and sends what the copy holds', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    // What an earlier visit left in the device copy: an edit the server never had.
    const earlier = new Y.Doc();
    addTodo(earlier, { title: 'Left on the device' });
    let read!: () => void;
    const copyRead = new Promise<void>((resolve) => (read = resolve));
    // A copy that IndexedDB is slow to read: the server connection does not wait for it.
    const slowCopy: LocalStoreFactory = (_name, doc) => ({
      loaded: copyRead.then(() => {
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(earlier), 'device copy');
        return { known: true };
      }),
      serverUpdatesFrom: () => undefined,
      markSynced: () => undefined,
      destroy: async () => undefined,
      forget: async () => undefined,
    });
    const tab = openTab(user, { localStore: slowCopy, localLoadTimeoutMs: 0 });
    const session = await tab.open(name);
    await acknowledged(tab);
    // Synced with the server and nothing unacknowledged, but the copy's edit has not gone up yet.
    expect(session.settled).toBe(false);

    read();
    await eventually(() => session.settled, 10_000);
    const witness = await openTab(user).open(name);
    await eventually(() => titles(witness.doc).includes('Left on the device'), 10_000);
  });

  it('opens a document seen before from the device while offline and merges edits made then', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const device = `device-${Date.now()}:`;
    const online = openTab(user, { device });
    addTodo((await online.open(name)).doc, { title: 'Seen online' });
    await acknowledged(online);
    online.close();

    await app.stop();
    const offline = openTab(user, { device });
    const copy = await offline.open(name);
    expect(titles(copy.doc)).toEqual(['Seen online']);
    addTodo(copy.doc, { title: 'Written offline' });
    expect(offline.registry.unsyncedChanges()).toBe(1);
    // A document this device never opened has nothing to show without the server.
    const otherDevice = openTab(user, { device: `${device}other:` });
    const unknown = otherDevice.registry.acquire(name);
    // The session learns what the device holds before this does (it subscribed first).
    expect(await otherDevice.localLoad(name)).toEqual({ known: false });
    expect(unknown.getState()).toMatchObject({ status: 'loading', notOnDevice: true });
    expect(copy.getState().notOnDevice).toBe(false);
    offline.close();

    app = await app.restart();
    const back = openTab(user, { device });
    await back.open(name);
    const witness = openTab(user);
    const live = await witness.open(name);
    await eventually(() => titles(live.doc).includes('Written offline'), 10_000);
    expect(titles(live.doc)).toEqual(['Seen online', 'Written offline']);
    await acknowledged(back);
  });
});

describe('a document the server says was deleted', () => {
  const copiesOnDevice = async () => (await indexedDB.databases()).map((database) => database.name);

  it("leaves a member's device: its copy, the unsent list and the kept-offline list", async () => {
    globalThis.localStorage ??= memoryStorage();
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    await invite(owner, member, 'editor');
    const memberId = (await member.get(`${FN}/me`)).body.user.sub as string;
    const created = await owner.post(`${FN}/todo-lists`, { title: 'Going' });
    const name = `todolist:${created.body.id as string}`;
    const device = `deleted:${memberId}:`;
    // Marked to keep offline.
    const keptKey = `mindlane:keep-offline:${memberId}`;
    localStorage.setItem(keptKey, JSON.stringify([name]));
    const deviceOf = () =>
      openTab(member, {
        device,
        owner: memberId,
        onDeleted: (deleted, user) => user && forgetKeptOffline(user, deleted),
      });
    const session = await deviceOf().open(name);
    expect(await copiesOnDevice()).toContain(device + name);
    // Left with edits unsent by another page (this one's are all acknowledged).
    rememberUnsent(name, 2, memberId);

    expect((await owner.delete(`${FN}/todo-lists?id=${created.body.id as string}`)).status).toBe(200);
    await eventually(() => session.getState().error === DOCUMENT_DELETED);
    await eventually(async () => !(await copiesOnDevice()).includes(device + name));
    expect(localStorage.getItem(`mindlane_unsent_documents:${memberId}`)).toBeNull();
    expect(JSON.parse(localStorage.getItem(keptKey) ?? 'null')).toEqual([]);

    // Opened again (another tab, a later visit): refused as deleted, and no copy is kept of it.
    const again = deviceOf().registry.acquire(name);
    await eventually(() => again.getState().error === DOCUMENT_DELETED);
    await eventually(async () => !(await copiesOnDevice()).includes(device + name));
  });

  it("leaves a stranger's copy alone: the refusal says nothing of a deletion", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const created = await owner.post(`${FN}/todo-lists`, { title: 'Not theirs' });
    const name = `todolist:${created.body.id as string}`;
    expect((await owner.delete(`${FN}/todo-lists?id=${created.body.id as string}`)).status).toBe(200);
    const device = 'stranger:';
    const session = openTab(stranger, { device }).registry.acquire(name);
    await eventually(() => session.getState().status === 'error');
    expect(session.getState().error).toBe(ACCESS_DENIED);
    expect(session.deleted).toBe(false);
    expect(await copiesOnDevice()).toContain(device + name);
  });
});
