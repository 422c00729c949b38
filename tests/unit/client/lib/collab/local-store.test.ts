import 'fake-indexeddb/auto';
import * as idb from 'lib0/indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import {
  adoptUnownedCopies,
  deleteLocalCopies,
  deviceCopyPrefix,
  indexeddbStoreFactory,
} from '@client/lib/collab/local-store';
import { memoryStorage } from '../../../../helpers/memory-storage';

let counter = 0;
const uniqueName = () => `todolist:local-store-${(counter += 1)}`;

async function openCopy(name: string) {
  const doc = new Y.Doc();
  const store = indexeddbStoreFactory('test-local:')!(name, doc);
  return { doc, store };
}

interface StoredCopy {
  doc: Y.Doc;
  stamp: unknown;
}

/** What IndexedDB holds of the copy named `copyName` (its whole name) right now, read beside the app's. */
async function storedCopy(copyName: string): Promise<StoredCopy> {
  const db = await idb.openDB(copyName, (database) =>
    idb.createStores(database, [['updates', { autoIncrement: true }], ['custom']]),
  );
  try {
    const [updates, custom] = idb.transact(db, ['updates', 'custom'], 'readonly');
    const [stored, stamp] = await Promise.all([idb.getAll(updates!), idb.get(custom!, 'serverSyncedAt')]);
    const doc = new Y.Doc();
    for (const update of stored) Y.applyUpdate(doc, update as Uint8Array);
    return { doc, stamp };
  } finally {
    db.close();
  }
}

/** Waits until IndexedDB holds what `check` expects of copy `copyName`: the writes it needs have finished. */
const untilStored = (copyName: string, check: (copy: StoredCopy) => void) =>
  vi.waitFor(async () => check(await storedCopy(copyName)), { timeout: 3_000 });

/** The server's copy of a list holding `count` to-dos. */
function serverWithTodos(count: number): Y.Doc {
  const server = new Y.Doc();
  for (let index = 0; index < count; index += 1) server.getMap('todos').set(`todo-${index}`, `Task ${index}`);
  return server;
}

/** A device's copies as the app keeps them: under the prefix of whoever signed in, once someone has. */
function signedInDevice() {
  let user: string | null = null;
  const listeners = new Set<() => void>();
  const factory = indexeddbStoreFactory({
    current: () => (user ? deviceCopyPrefix(user) : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  })!;
  return {
    factory,
    signIn(userId: string) {
      user = userId;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('indexeddbStoreFactory', () => {
  it('keeps edits made before the device copy loaded and after it', async () => {
    const name = uniqueName();
    const first = await openCopy(name);
    first.doc.getMap('todos').set('before', 'kept');
    await first.store.loaded;
    first.doc.getMap('todos').set('after', 'kept too');
    await untilStored(`test-local:${name}`, ({ doc }) =>
      expect(doc.getMap('todos').toJSON()).toEqual({ before: 'kept', after: 'kept too' }),
    );
    await first.store.destroy();

    const second = await openCopy(name);
    await second.store.loaded;
    expect(second.doc.getMap('todos').toJSON()).toEqual({ before: 'kept', after: 'kept too' });
    await second.store.destroy();
  });

  it('applies the device copy with nothing listening for updates, so Yjs does not encode it again', async () => {
    const name = uniqueName();
    const first = await openCopy(name);
    await first.store.loaded;
    first.doc.getMap('todos').set('a', 'b');
    await untilStored(`test-local:${name}`, ({ doc }) => expect(doc.getMap('todos').get('a')).toBe('b'));
    await first.store.destroy();

    const second = await openCopy(name);
    const listenedDuringLoad: boolean[] = [];
    second.doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.local === false) listenedDuringLoad.push(second.doc._observers.has('update'));
    });
    expect((await second.store.loaded).known).toBe(true);
    expect(second.doc.getMap('todos').get('a')).toBe('b');
    expect(listenedDuringLoad).toEqual([false]);
    await second.store.destroy();
  });

  it('stores a first sync whole, without Yjs encoding it as an update, and stamps the copy after it', async () => {
    const server = serverWithTodos(50);
    const name = uniqueName();
    const first = await openCopy(name);
    expect((await first.store.loaded).known).toBe(false);
    const provider = { name: 'provider' };
    first.store.serverUpdatesFrom(provider);
    const updates: unknown[] = [];
    first.doc.on('update', (_update: Uint8Array, origin: unknown) => updates.push(origin));
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(server), provider);
    first.store.markSynced();
    expect(updates).toEqual([]);
    first.doc.getMap('todos').set('mine', 'Written after the sync');
    expect(updates).toEqual([null]);
    await untilStored(`test-local:${name}`, ({ doc, stamp }) => {
      expect(doc.getMap('todos').size).toBe(51);
      expect(stamp).toBeDefined();
    });
    await first.store.destroy();

    const second = await openCopy(name);
    expect((await second.store.loaded).known).toBe(true);
    expect(second.doc.getMap('todos').size).toBe(51);
    await second.store.destroy();
  });

  it("keeps each user's copies apart, and deletes only the leaver's", async () => {
    const device = signedInDevice();
    const open = (name: string) => {
      const doc = new Y.Doc();
      return { doc, store: device.factory(name, doc) };
    };
    const name = uniqueName();
    device.signIn('ann');
    const anns = open(name);
    await anns.store.loaded;
    anns.doc.getMap('todos').set('ann', 'Written offline, not sent');
    await untilStored(deviceCopyPrefix('ann') + name, ({ doc }) =>
      expect(doc.getMap('todos').get('ann')).toBe('Written offline, not sent'),
    );
    await anns.store.destroy();

    device.signIn('bob');
    const bobs = open(name);
    expect((await bobs.store.loaded).known).toBe(false);
    expect(bobs.doc.getMap('todos').toJSON()).toEqual({});
    await bobs.store.destroy();
    await deleteLocalCopies(deviceCopyPrefix('bob'));

    device.signIn('ann');
    const again = open(name);
    await again.store.loaded;
    expect(again.doc.getMap('todos').toJSON()).toEqual({ ann: 'Written offline, not sent' });
    await again.store.destroy();
  });

  it('gives a document opened before anyone signed in its copy once someone has', async () => {
    const device = signedInDevice();
    const name = uniqueName();
    const doc = new Y.Doc();
    const store = device.factory(name, doc);
    expect((await store.loaded).known).toBe(false);
    doc.getMap('todos').set('first', 'From the server');
    store.markSynced();
    device.signIn('cleo');
    doc.getMap('todos').set('second', 'Written after');
    await untilStored(deviceCopyPrefix('cleo') + name, ({ doc: stored }) =>
      expect(stored.getMap('todos').toJSON()).toEqual({ first: 'From the server', second: 'Written after' }),
    );
    await store.destroy();

    const reopened = new Y.Doc();
    const copy = device.factory(name, reopened);
    expect((await copy.loaded).known).toBe(true);
    expect(reopened.getMap('todos').toJSON()).toEqual({ first: 'From the server', second: 'Written after' });
    await copy.destroy();
  });

  it('opens a copy named late only once the page is idle, holding what the document had by then', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const device = signedInDevice();
      const name = uniqueName();
      const doc = new Y.Doc();
      const store = device.factory(name, doc);
      doc.getMap('todos').set('first', 'From the server');
      store.markSynced();
      const opened = vi.spyOn(indexedDB, 'open');
      device.signIn('dana');
      doc.getMap('todos').set('second', 'Drawn meanwhile');
      // The page is busy drawing what the sync brought: the copy's whole-state write waits.
      expect(opened).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle.splice(0).forEach((callback) => callback());
      await untilStored(deviceCopyPrefix('dana') + name, ({ doc: stored }) => {
        expect(stored.getMap('todos').toJSON()).toEqual({
          first: 'From the server',
          second: 'Drawn meanwhile',
        });
      });
      opened.mockRestore();
      await store.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("moves a copy kept before copies were per user into the remembered user's, stamp and all", async () => {
    const id = `adopt-${(counter += 1)}`;
    const written = new Y.Doc();
    const legacy = indexeddbStoreFactory('mindlane:')!(`mindmap:${id}`, written)!;
    await legacy.loaded;
    written.getMap('nodes').set('n1', 'Not yet sent');
    legacy.markSynced();
    await untilStored(`mindlane:mindmap:${id}`, ({ doc, stamp }) => {
      expect(doc.getMap('nodes').get('n1')).toBe('Not yet sent');
      expect(stamp).toBeDefined();
    });
    await legacy.destroy();

    expect(await adoptUnownedCopies('ann')).toContain(`mindmap:${id}`);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(`mindlane:mindmap:${id}`);
    const doc = new Y.Doc();
    const mine = indexeddbStoreFactory(deviceCopyPrefix('ann'))!(`mindmap:${id}`, doc)!;
    expect((await mine.loaded).known).toBe(true);
    expect(doc.getMap('nodes').get('n1')).toBe('Not yet sent');
    await mine.destroy();
  });

  it('keeps a first sync and its stamp when the document is closed right after it', async () => {
    const server = serverWithTodos(20);
    const name = uniqueName();
    const first = await openCopy(name);
    await first.store.loaded;
    const provider = { name: 'provider' };
    first.store.serverUpdatesFrom(provider);
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(server), provider);
    first.store.markSynced();
    // As a document session closes: the copy, then at once the document.
    const closed = first.store.destroy();
    first.doc.destroy();
    await closed;

    const second = await openCopy(name);
    expect((await second.store.loaded).known).toBe(true);
    expect(second.doc.getMap('todos').size).toBe(20);
    await second.store.destroy();
  });
});

/** localStorage as a page that went away left it: what it held at that moment, and nothing written after. */
function storageAsLeft(storage: Storage): Storage {
  const left = memoryStorage();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)!;
    left.setItem(key, storage.getItem(key)!);
  }
  return left;
}

const unstoredKeys = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).filter((key) =>
    key.startsWith('mindlane:unstored:'),
  );

/** Makes the next IndexedDB add a write that never happens, as when the browser aborts it at unload. */
function loseNextWrite(): void {
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (this: IDBObjectStore) {
    IDBObjectStore.prototype.add = add;
    return this.get(0);
  } as typeof add;
}

describe('edits whose IndexedDB write the page did not live to finish', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are applied and stored by the next page that opens the copy', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const name = uniqueName();
    const first = await openCopy(name);
    await first.store.loaded;
    first.doc.getMap('todos').set('kept', 'Stored');
    // Released once its write has finished, so the page goes away holding only the edit it loses.
    await vi.waitFor(() => expect(unstoredKeys()).toEqual([]));
    loseNextWrite();
    first.doc.getMap('todos').set('typed', 'Just before the reload');
    // The page goes away here: its storage keeps what was written so far, its IndexedDB write is lost.
    const left = storageAsLeft(localStorage);
    // The lost write's transaction has ended when this page releases the edit (wrongly: it was not stored).
    await vi.waitFor(() => expect(unstoredKeys()).toEqual([]));
    await first.store.destroy();

    vi.stubGlobal('localStorage', left);
    const second = await openCopy(name);
    expect((await second.store.loaded).known).toBe(true);
    expect(second.doc.getMap('todos').toJSON()).toEqual({ kept: 'Stored', typed: 'Just before the reload' });
    await vi.waitFor(() => expect(unstoredKeys()).toEqual([]));
    await second.store.destroy();

    // The second page stored it: a third finds it with nothing left in localStorage.
    const third = await openCopy(name);
    await third.store.loaded;
    expect(third.doc.getMap('todos').get('typed')).toBe('Just before the reload');
    await third.store.destroy();
  });

  it('are held only until their write has finished, and never when they came from the server', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const first = await openCopy(uniqueName());
    await first.store.loaded;
    const provider = { name: 'provider' };
    first.store.serverUpdatesFrom(provider);
    first.doc.getMap('todos').set('mine', 'Typed');
    expect(unstoredKeys()).toHaveLength(1);
    await vi.waitFor(() => expect(unstoredKeys()).toEqual([]));
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(serverWithTodos(3)), provider);
    expect(unstoredKeys()).toEqual([]);
    await first.store.destroy();
  });

  it('are never held when they came from the server, in a copy opened once someone signed in', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const device = signedInDevice();
    const name = uniqueName();
    const doc = new Y.Doc();
    const store = device.factory(name, doc);
    expect((await store.loaded).known).toBe(false);
    const provider = { name: 'provider' };
    store.serverUpdatesFrom(provider);
    const encoded: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => encoded.push(origin));
    // The first sync, the whole document, with nothing on the device that needs it as an update.
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(serverWithTodos(20)), provider);
    store.markSynced();
    expect(encoded).toEqual([]);
    device.signIn('dana');
    // y-indexeddb writes the document's whole state in the step that ends with the 'synced' event, on which
    // the copy starts holding edits: once it is stored, an update the copy would hold is held.
    await untilStored(deviceCopyPrefix('dana') + name, (copy) =>
      expect(copy.doc.getMap('todos').size).toBe(20),
    );
    const server = serverWithTodos(20);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(doc));
    server.getMap('todos').set('later', 'From someone else');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(doc)), provider);
    expect(encoded).toEqual([provider]);
    expect(unstoredKeys()).toEqual([]);
    await untilStored(deviceCopyPrefix('dana') + name, (copy) =>
      expect(copy.doc.getMap('todos').size).toBe(21),
    );
    await store.destroy();

    const reopened = new Y.Doc();
    const copy = device.factory(name, reopened);
    expect((await copy.loaded).known).toBe(true);
    expect(reopened.getMap('todos').size).toBe(21);
    await copy.destroy();
  });

  it('are dropped with the copies of a user who signs out', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const device = signedInDevice();
    device.signIn('dora');
    const doc = new Y.Doc();
    const store = device.factory(uniqueName(), doc);
    await store.loaded;
    loseNextWrite();
    doc.getMap('todos').set('typed', 'Not stored');
    const left = storageAsLeft(localStorage);
    await store.destroy();

    vi.stubGlobal('localStorage', left);
    await deleteLocalCopies(deviceCopyPrefix('dora'));
    expect(unstoredKeys()).toEqual([]);
  });

  it("are dropped with a copy whose document was deleted, and only that copy's", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const device = signedInDevice();
    device.signIn('eve');
    const [gone, kept] = [uniqueName(), uniqueName()];
    const open = (name: string) => {
      const doc = new Y.Doc();
      return { doc, store: device.factory(name, doc) };
    };
    const deleted = open(gone);
    const other = open(kept);
    await Promise.all([deleted.store.loaded, other.store.loaded]);
    other.doc.getMap('todos').set('kept', 'Still here');
    await untilStored(deviceCopyPrefix('eve') + kept, ({ doc }) =>
      expect(doc.getMap('todos').get('kept')).toBe('Still here'),
    );
    loseNextWrite();
    deleted.doc.getMap('todos').set('typed', 'Never to be sent');
    expect(unstoredKeys()).toHaveLength(1);

    await deleted.store.forget();
    expect(unstoredKeys()).toEqual([]);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(deviceCopyPrefix('eve') + gone);
    expect(names).toContain(deviceCopyPrefix('eve') + kept);
    const again = open(gone);
    expect((await again.store.loaded).known).toBe(false);
    expect(again.doc.getMap('todos').toJSON()).toEqual({});
    await Promise.all([again.store.destroy(), other.store.destroy()]);
  });
});
