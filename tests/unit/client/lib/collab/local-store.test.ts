import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { indexeddbStoreFactory } from '@client/lib/collab/local-store';

let counter = 0;
const uniqueName = () => `todolist:local-store-${(counter += 1)}`;

async function openCopy(name: string) {
  const doc = new Y.Doc();
  const store = indexeddbStoreFactory('test-local:')!(name, doc);
  return { doc, store };
}

describe('indexeddbStoreFactory', () => {
  it('keeps edits made before the device copy loaded and after it', async () => {
    const name = uniqueName();
    const first = await openCopy(name);
    first.doc.getMap('todos').set('before', 'kept');
    await first.store.loaded;
    first.doc.getMap('todos').set('after', 'kept too');
    await new Promise((resolve) => setTimeout(resolve, 20));
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
    await new Promise((resolve) => setTimeout(resolve, 20));
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
    const server = new Y.Doc();
    for (let index = 0; index < 50; index += 1) server.getMap('todos').set(`todo-${index}`, `Task ${index}`);
    const name = uniqueName();
    const first = await openCopy(name);
    expect((await first.store.loaded).known).toBe(false);
    const provider = { name: 'provider' };
    first.store.takeFirstSyncFrom(provider);
    const updates: unknown[] = [];
    first.doc.on('update', (_update: Uint8Array, origin: unknown) => updates.push(origin));
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(server), provider);
    first.store.markSynced();
    expect(updates).toEqual([]);
    first.doc.getMap('todos').set('mine', 'Written after the sync');
    expect(updates).toEqual([null]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.store.destroy();

    const second = await openCopy(name);
    expect((await second.store.loaded).known).toBe(true);
    expect(second.doc.getMap('todos').size).toBe(51);
    await second.store.destroy();
  });
});
