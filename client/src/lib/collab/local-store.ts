import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import type * as Y from 'yjs';

/** Names of this app's IndexedDB databases start with this, so they can be found and deleted. */
export const LOCAL_DB_PREFIX = 'mindlane:';

/** Marks a copy that has been in sync with the server at least once (a document "opened before"). */
const SYNCED_KEY = 'serverSyncedAt';

export interface LocalLoad {
  /** True when this device holds a copy the server once confirmed, so the document can open offline. */
  known: boolean;
}

/** A device-local copy of one document: it applies what it holds, then stores every later update. */
export interface LocalStore {
  readonly loaded: Promise<LocalLoad>;
  /** Records that the copy has been in sync with the server. */
  markSynced(): void;
  destroy(): Promise<void>;
}

export type LocalStoreFactory = (name: string, doc: Y.Doc) => LocalStore;

function hasContent(doc: Y.Doc): boolean {
  return doc.store.clients.size > 0;
}

/**
 * Yjs encodes each transaction as an update whenever anything listens for updates, and y-indexeddb listens
 * from the start: loading the device copy re-encoded all of it (a fifth of the load, at 480 KB) only for
 * y-indexeddb to ignore its own copy. Its listener is attached once the copy is applied instead; nothing is
 * missed, since y-indexeddb writes the document's whole state just before applying the copy and the apply
 * and the 'synced' event run in one go.
 */
function listenOnceLoaded(persistence: IndexeddbPersistence, doc: Y.Doc): void {
  doc.off('update', persistence._storeUpdate);
  persistence.once('synced', () => {
    if (!persistence._destroyed) doc.on('update', persistence._storeUpdate);
  });
}

/**
 * Local copies in IndexedDB through y-indexeddb, or null where there is no IndexedDB (Node, some private
 * windows): documents then work online only.
 */
export function indexeddbStoreFactory(prefix = LOCAL_DB_PREFIX): LocalStoreFactory | null {
  if (typeof indexedDB === 'undefined') return null;
  return (name, doc) => {
    const persistence = new IndexeddbPersistence(prefix + name, doc);
    listenOnceLoaded(persistence, doc);
    let known = false;
    const loaded = new Promise<LocalLoad>((resolve) => {
      // A database that cannot open (quota, blocked) never reports "synced": fall back to the server.
      persistence._db.catch(() => resolve({ known: false }));
      // The stamp is read beside the updates, not after them: one IndexedDB round trip less before the page.
      Promise.all([persistence.get(SYNCED_KEY), persistence.whenSynced])
        .then(([stamp]) => stamp)
        .then(
          (stamp: unknown) => resolve({ known: stamp !== undefined || hasContent(doc) }),
          () => resolve({ known: hasContent(doc) }),
        );
    }).then((load) => {
      known = load.known;
      return load;
    });
    return {
      loaded,
      markSynced() {
        if (known) return;
        known = true;
        persistence.set(SYNCED_KEY, Date.now()).catch(() => undefined);
      },
      destroy: () => persistence.destroy().catch(() => undefined),
    };
  };
}

/**
 * Deletes every local copy of this app's documents (at sign-out, so the next person on this device finds
 * nothing). Unsynced offline edits are lost with them. Browsers without `indexedDB.databases()` keep theirs.
 */
export async function deleteLocalCopies(prefix = LOCAL_DB_PREFIX): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .map((database) => database.name)
      .filter((name): name is string => name?.startsWith(prefix) === true)
      .map((name) => clearDocument(name)),
  );
}
