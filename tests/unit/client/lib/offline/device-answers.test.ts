import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, keys } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/api/auth';
import { memoryStorage } from '../../../../helpers/memory-storage';

const ME = ['me'];
const MAPS = ['mindmaps', 'list'];
const BOARDS = ['kanban', 'list'];
const store = createStore('mindlane-answers', 'answers');

const user = (sub: string) => ({ sub, name: sub, email: `${sub}@example.com` }) as SessionUser;

/** One load of the app: a fresh module and cache, with what the device kept put back. */
async function pageLoad() {
  vi.resetModules();
  const module = await import('@client/lib/offline/device-answers');
  const queryClient = new QueryClient();
  await module.keepAnswersOnDevice(queryClient);
  return { module, queryClient };
}

async function keptQueries(userId: string): Promise<unknown[] | undefined> {
  const kept = await get<{ state: { queries: { queryKey: unknown[] }[] } }>(`user:${userId}`, store);
  return kept?.state.queries.map((query) => query.queryKey);
}

describe('answers kept on the device', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    const { clear } = await import('idb-keyval');
    await clear(store);
  });

  it('opens the next load with the last answers of the same user', async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Train journey' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });

    const next = await pageLoad();
    expect(next.queryClient.getQueryData(ME)).toEqual(user('ada'));
    expect(next.queryClient.getQueryData(MAPS)).toEqual([{ id: 'm1', title: 'Train journey' }]);
    // Kept answers are shown, never taken as fresh: the page asks the server again when it can.
    expect(next.queryClient.getQueryState(MAPS)?.isInvalidated).toBe(true);
  });

  it('keeps the answers of earlier pages when a page that holds only some of them saves', async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Train journey' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });

    // A page that did not put the kept answers back (the remembered user was lost) saves its own.
    localStorage.removeItem('mindlane:device-user');
    const next = await pageLoad();
    expect(next.queryClient.getQueryData(MAPS)).toBeUndefined();
    next.queryClient.setQueryData(ME, user('ada'));
    next.queryClient.setQueryData(BOARDS, [{ id: 'b1', title: 'Sprint' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(3), { timeout: 3_000 });

    const last = await pageLoad();
    expect(last.queryClient.getQueryData(MAPS)).toEqual([{ id: 'm1', title: 'Train journey' }]);
    expect(last.queryClient.getQueryData(BOARDS)).toEqual([{ id: 'b1', title: 'Sprint' }]);
  });

  it("keeps no answer of a query whose meta says so (search's)", async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Train journey' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });
    await first.queryClient.fetchQuery({
      queryKey: ['search', 'w', 'conf'],
      queryFn: () => ({ results: [], nextCursor: null }),
      meta: { keepOnDevice: false },
    });
    first.queryClient.setQueryData(BOARDS, [{ id: 'b1', title: 'Sprint' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(3), { timeout: 3_000 });
    expect(await keptQueries('ada')).not.toContainEqual(['search', 'w', 'conf']);
  });

  it('keeps a newer answer over the kept one, and drops an answer the page removed', async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Train journey' }]);
    first.queryClient.setQueryData(BOARDS, [{ id: 'b1', title: 'Sprint' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(3), { timeout: 3_000 });

    const next = await pageLoad();
    next.queryClient.setQueryData(ME, { ...user('ada'), name: 'Ada L.' });
    next.queryClient.removeQueries({ queryKey: BOARDS });
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });

    const last = await pageLoad();
    expect(last.queryClient.getQueryData<SessionUser>(ME)?.name).toBe('Ada L.');
    expect(last.queryClient.getQueryData(BOARDS)).toBeUndefined();
  });

  it("never shows a previous user's answers to another user signing in on the device", async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Private plans' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });

    const next = await pageLoad();
    next.queryClient.setQueryData(ME, user('bob'));
    expect(next.queryClient.getQueryData(MAPS)).toBeUndefined();
    await vi.waitFor(async () => expect(await keys(store)).toEqual(['user:bob']), { timeout: 3_000 });
    expect(localStorage.getItem('mindlane:device-user')).toBe('bob');
  });

  it('keeps nothing once the user signed out', async () => {
    const first = await pageLoad();
    first.queryClient.setQueryData(ME, user('ada'));
    first.queryClient.setQueryData(MAPS, [{ id: 'm1', title: 'Train journey' }]);
    await vi.waitFor(async () => expect(await keptQueries('ada')).toHaveLength(2), { timeout: 3_000 });

    await first.module.forgetDeviceAnswers();
    first.queryClient.clear();
    expect(await keys(store)).toEqual([]);
    const next = await pageLoad();
    expect(next.queryClient.getQueryData(ME)).toBeUndefined();
    expect(next.queryClient.getQueryData(MAPS)).toBeUndefined();
  });
});
