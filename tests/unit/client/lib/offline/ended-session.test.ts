import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { SessionUser } from '@shared/api/auth';
import { memoryStorage } from '../../../../helpers/memory-storage';

const ME = ['me'];
const MAPS = ['mindmaps', 'list'];
const answers = createStore('mindlane-answers', 'answers');
const user = (sub: string) => ({ sub, name: sub, email: `${sub}@example.com` }) as SessionUser;

const copiesOnDevice = async () => (await indexedDB.databases()).map((database) => database.name);

/** The app as loaded in a page: kept answers on, and the modules the test drives. */
async function pageLoad() {
  vi.resetModules();
  const deviceAnswers = await import('@client/lib/offline/device-answers');
  const queryClient = new QueryClient();
  await deviceAnswers.keepAnswersOnDevice(queryClient);
  return {
    queryClient,
    deviceUser: (await import('@client/lib/device-user')).deviceUser,
    localStore: await import('@client/lib/collab/local-store'),
    unsent: await import('@client/lib/collab/unsent-documents'),
    pendingCreates: await import('@client/lib/offline/pending-creates'),
  };
}

describe('a session the server ended', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('forgets its user on the device as sign-out does, except edits not yet sent', async () => {
    const page = await pageLoad();
    page.queryClient.setQueryData(ME, user('gus'));
    page.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Kept answer' }]);
    await vi.waitFor(async () => expect(await get('user:gus', answers)).toBeDefined(), { timeout: 3_000 });
    expect(page.deviceUser()).toBe('gus');

    // Gus's copies: one in sync with the server, one closed with changes not sent, and an item made offline.
    const prefix = page.localStore.deviceCopyPrefix('gus');
    const store = page.localStore.indexeddbStoreFactory(prefix)!;
    for (const name of ['todolist:sent', 'todolist:unsent']) {
      const copy = store(name, new Y.Doc());
      await copy.loaded;
      await copy.destroy();
    }
    page.unsent.rememberUnsent('todolist:unsent', 3, 'gus');
    const made = await page.pendingCreates.queueCreate('gus', 'board', {
      title: 'Made offline',
      description: '',
    });
    const madeName = `board:${made.id}`;
    expect(await copiesOnDevice()).toEqual(
      expect.arrayContaining([prefix + 'todolist:sent', prefix + 'todolist:unsent', prefix + madeName]),
    );

    // A request answered 401 (the session ran out): the session's answer becomes no one.
    page.queryClient.setQueryData(ME, null);
    await vi.waitFor(() => expect(page.deviceUser()).toBeNull(), { timeout: 3_000 });
    const copies = await copiesOnDevice();
    expect(copies).not.toContain(prefix + 'todolist:sent');
    expect(copies).toEqual(expect.arrayContaining([prefix + 'todolist:unsent', prefix + madeName]));
    expect(await get('user:gus', answers)).toBeUndefined();
    // What was not sent waits for Gus: the unsent list and the queue are still his.
    expect(JSON.parse(localStorage.getItem('mindlane_unsent_documents:gus') ?? '{}')).toEqual({
      'todolist:unsent': 3,
    });

    // The next page knows no one: nothing of Gus's opens, not even from the device.
    const next = await pageLoad();
    expect(next.deviceUser()).toBeNull();
    expect(next.queryClient.getQueryData(ME)).toBeUndefined();
    await next.pendingCreates.loadPendingCreates('gus');
    expect(next.pendingCreates.pendingCreates().map((entry) => entry.id)).toEqual([made.id]);
  });
});
