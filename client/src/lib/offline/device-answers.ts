import { createStore, del, get, set } from 'idb-keyval';
import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { SessionUser } from '@shared/api/auth';
import { sessionKeys } from '../session';
import { createThrottle } from '../collab/throttle';

/** How long the last answers stay usable on the device: a week without opening the app online. */
export const DEVICE_ANSWERS_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** The device remembers whose answers it keeps (the user id only), so the app can open with no network. */
const OWNER_KEY = 'mindlane:device-user';

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

async function saveAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const kept: KeptAnswers = { savedAt: Date.now(), version: SHAPE_VERSION, state: dehydrate(queryClient) };
  await set(keyFor(userId), kept, store);
}

/** Puts this user's kept answers back in the cache, unless they are too old or of an older shape. */
async function restoreAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const kept = await get<KeptAnswers>(keyFor(userId), store);
  if (!kept) return;
  if (kept.version !== SHAPE_VERSION || Date.now() - kept.savedAt > DEVICE_ANSWERS_MAX_AGE_MS) {
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

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Without storage the app simply does not open offline.
  }
}

let owner: string | null = null;
let client: QueryClient | null = null;
function saveNow(): void {
  if (!owner || !client) return;
  void saveAnswers(owner, client).catch(() => undefined);
}
// Soon after an answer arrives: a page left a moment later must still have kept it.
const saves = createThrottle<void>(saveNow, 200);

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
  owner = readOwner();
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
      writeOwner(owner);
    }
    if (owner && user?.sub === owner && (event.type === 'updated' || event.type === 'removed')) {
      saves.push();
    }
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', saveNow);
}

/** Forgets what the device kept for the user who is signing out (their answers and the remembered id). */
export async function forgetDeviceAnswers(): Promise<void> {
  const leaving = owner ?? readOwner();
  owner = null;
  saves.cancel();
  writeOwner(null);
  if (leaving) await removeAnswers(leaving);
}
