import { createStore, del, get, set } from 'idb-keyval';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { SessionUser } from '@shared/api/auth';
import { sessionKeys } from '../session';
import { deviceUser, setDeviceUser } from '../device-user';

/** How long the last answers stay usable on the device: a week without opening the app online. */
export const DEVICE_ANSWERS_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

// Raise when the shape of a kept answer changes: answers kept in an older shape are then dropped, not read.
// Not the build: a new build can take over while the device is offline, and must still open from them.
const SHAPE_VERSION = 1;

// A store of its own, not under the documents' prefix: its life is managed here, not by the collab runtime.
const store = typeof indexedDB === 'undefined' ? undefined : createStore('mindlane-answers', 'answers');

interface KeptAnswers {
  savedAt: number;
  version: number;
  state: DehydratedState;
}

const keyFor = (userId: string) => `user:${userId}`;

function usable(kept: KeptAnswers | undefined): kept is KeptAnswers {
  return (
    kept !== undefined &&
    kept.version === SHAPE_VERSION &&
    Date.now() - kept.savedAt <= DEVICE_ANSWERS_MAX_AGE_MS
  );
}

/**
 * Whether a query's answers are kept: all but those whose `meta` says `keepOnDevice: false` (search, which
 * needs the network anyway, and whose answers at every keystroke would each save the whole cache again).
 */
const keptOnDevice = (query: Query) => query.meta?.keepOnDevice !== false;

/** Queries removed from the cache since the last save: the kept record must drop them too. */
const removedSinceSave = new Set<string>();

/**
 * The cache's answers over the kept ones: a page holds only some of them (answers restored late, or not at
 * all), so the record keeps every other query it had, and of two answers to one query the newer one.
 */
function mergeAnswers(kept: DehydratedState | null, current: DehydratedState): DehydratedState {
  const queries = new Map(kept?.queries.map((query) => [query.queryHash, query]));
  for (const hash of removedSinceSave) queries.delete(hash);
  for (const query of current.queries) {
    const before = queries.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt)
      queries.set(query.queryHash, query);
  }
  return { ...current, queries: [...queries.values()] };
}

async function saveAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const current = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && keptOnDevice(query),
  });
  const removed = [...removedSinceSave];
  const before = await get<KeptAnswers>(keyFor(userId), store);
  // Signed out, or someone else signed in, while reading: what was read is no longer theirs to keep.
  if (owner !== userId) return;
  const state = mergeAnswers(usable(before) ? before.state : null, current);
  await set(
    keyFor(userId),
    { savedAt: Date.now(), version: SHAPE_VERSION, state } satisfies KeptAnswers,
    store,
  );
  removed.forEach((hash) => removedSinceSave.delete(hash));
}

/** Puts this user's kept answers back in the cache, unless they are too old or of an older shape. */
async function restoreAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const kept = await get<KeptAnswers>(keyFor(userId), store);
  if (!kept) return;
  if (!usable(kept)) {
    await del(keyFor(userId), store);
    return;
  }
  hydrate(queryClient, kept.state);
  // Shown at once, but asked again as soon as a page uses them and the network allows.
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

async function removeAnswers(userId: string): Promise<void> {
  if (store) await del(keyFor(userId), store);
}

let owner: string | null = null;
let client: QueryClient | null = null;

// One save at a time (each reads the record, then writes it), and one more after it when answers arrived
// meanwhile: a burst of answers makes two saves, never a save that misses the last of them.
let saving: Promise<void> | null = null;
let saveAgain = false;

/** Keeps the cache's answers now, or as soon as the save under way ends; resolves when they are kept. */
function saveNow(): Promise<void> {
  if (saving) {
    saveAgain = true;
    return saving;
  }
  saving = (async () => {
    do {
      saveAgain = false;
      if (owner && client) await saveAnswers(owner, client).catch(() => undefined);
    } while (saveAgain);
    saving = null;
  })();
  return saving;
}

/**
 * Keeps the REST answers this user received on the device, keyed by their id, so that the list pages,
 * the dashboard and the session itself open with no network. Only a signed-in user's answers are kept,
 * and only ever restored for that same user.
 */
export async function keepAnswersOnDevice(queryClient: QueryClient): Promise<void> {
  client = queryClient;
  // TanStack Query takes the network as up until an 'offline' event; a page opened offline gets none.
  // Knowing it from the start, queries wait for the network instead of failing over the kept answers.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  owner = deviceUser();
  if (owner) {
    await restoreAnswers(owner, queryClient).catch(() => undefined);
  }

  queryClient.getQueryCache().subscribe((event) => {
    const user = queryClient.getQueryData<SessionUser | null>(sessionKeys.me);
    if (event.query.queryKey[0] === sessionKeys.me[0] && user && user.sub !== owner) {
      // Someone else signed in on this device: nothing of the previous user's stays, in view or kept.
      if (owner) {
        void removeAnswers(owner);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
      }
      owner = user.sub;
      setDeviceUser(owner);
    }
    // The server says no one is signed in while this device remembers someone: their session ended there.
    const answered = event.type === 'updated' && event.action.type === 'success';
    if (event.query.queryKey[0] === sessionKeys.me[0] && user === null && owner && answered) {
      void import('./ended-session').then(({ forgetEndedSession }) => forgetEndedSession());
    }
    if (event.type === 'removed') removedSinceSave.add(event.query.queryHash);
    // At once, not after a pause: a page left or reloaded right after an answer must still have kept it.
    // Only new data and removals change what is kept; fetch states and invalidations do not.
    const changed = (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (owner && user?.sub === owner && changed && keptOnDevice(event.query)) void saveNow();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => void saveNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void saveNow();
    });
  }
}

/** Forgets what the device kept for the user who is signing out (their answers and the remembered id). */
export async function forgetDeviceAnswers(): Promise<void> {
  const leaving = owner ?? deviceUser();
  owner = null;
  setDeviceUser(null);
  // A save under way writes nothing once the owner is gone, but may have read before: let it end first.
  await saving;
  if (leaving) await removeAnswers(leaving);
}
