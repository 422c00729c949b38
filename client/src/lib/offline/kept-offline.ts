import { useEffect, useSyncExternalStore } from 'react';
import { adoptUnownedUnsent, unsentDocuments } from '../collab/unsent-documents';
import { useSession } from '../session';

/** Documents this user asked to keep available offline, by name, per user, on this device. */
const keyFor = (userId: string) => `mindlane:keep-offline:${userId}`;

const byUser = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();

function read(userId: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The names `userId` keeps available offline. */
function keptNames(userId: string | null): readonly string[] {
  if (!userId) return [];
  let names = byUser.get(userId);
  if (!names) {
    names = read(userId);
    byUser.set(userId, names);
  }
  return names;
}

function publish(userId: string, next: readonly string[]): void {
  byUser.set(userId, next);
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    // Without storage the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes document `name` off the list `userId` keeps available offline (it was deleted). */
export function forgetKeptOffline(userId: string, name: string): void {
  const names = keptNames(userId);
  if (names.includes(name))
    publish(
      userId,
      names.filter((other) => other !== name),
    );
}

/** Whether document `name` is kept available offline, and the switch for it. */
export function useKeptOffline(name: string): [boolean, () => void] {
  const userId = useSession().user?.sub ?? null;
  const kept = useSyncExternalStore(subscribe, () => keptNames(userId).includes(name));
  const toggle = () => {
    if (!userId) return;
    const names = keptNames(userId);
    publish(userId, kept ? names.filter((other) => other !== name) : [...names, name]);
  };
  return [kept, toggle];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often the kept documents are brought up to date while the app is open online. */
const REFRESH_MS = 10 * 60_000;
/** How long one document is given to sync before the next one's turn. */
const DOCUMENT_TIMEOUT_MS = 30_000;

let refreshing: Promise<void> | null = null;

/**
 * Opens each kept document, and each left with changes not sent, in turn until its device copy and the
 * server hold the same, then closes it.
 */
function refreshKept(userId: string): Promise<void> {
  refreshing ??= (async () => {
    try {
      const { getDocumentRegistry } = await import('../collab/collab-runtime');
      const registry = getDocumentRegistry();
      // Names marked during the round join it; each is brought up to date once.
      const done = new Set<string>();
      let name: string | undefined;
      // Documents closed with changes not yet sent (an expired session, a tab closed offline) go up too.
      const due = () => [...Object.keys(unsentDocuments()), ...keptNames(userId)];
      while ((name = due().find((kept) => !done.has(kept)))) {
        done.add(name);
        if (!navigator.onLine) return;
        const session = registry.acquire(name);
        const deadline = Date.now() + DOCUMENT_TIMEOUT_MS;
        while (Date.now() < deadline && !(session.getState().status !== 'loading' && session.settled)) {
          await wait(250);
        }
        registry.release(name, session);
      }
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Takes the copies and the unsent list this device kept before they were kept per user as `userId`'s. */
async function adoptUnowned(userId: string): Promise<void> {
  adoptUnownedUnsent();
  const { adoptUnownedCopies } = await import('../collab/local-store');
  await adoptUnownedCopies(userId).catch(() => undefined);
}

/**
 * For the signed-in app: keeps the documents the user marked up to date on this device while online, and
 * sends what documents closed unsent still hold, when the app opens, when the network returns, when one is
 * marked and every ten minutes.
 */
export function useKeptOfflineSync(): void {
  const userId = useSession().user?.sub ?? null;
  useEffect(() => {
    if (!userId) return;
    const refresh = () => {
      if (navigator.onLine) void refreshKept(userId);
    };
    void adoptUnowned(userId).finally(refresh);
    let count = keptNames(userId).length;
    const onChange = () => {
      const now = keptNames(userId).length;
      if (now > count) refresh();
      count = now;
    };
    listeners.add(onChange);
    window.addEventListener('online', refresh);
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('online', refresh);
      clearInterval(timer);
    };
  }, [userId]);
}
