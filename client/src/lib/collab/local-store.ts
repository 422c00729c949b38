import * as idb from 'lib0/indexeddb';
import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import * as Y from 'yjs';
import { setAsideUpdateListeners } from '@shared/schema/update-listeners';
import { forgetUnstored, UnstoredUpdates } from './unstored-updates';

/** Names of this app's document copies start with this, so they can be found and deleted. */
export const LOCAL_DB_PREFIX = 'mindlane:';

/**
 * Where user `userId`'s document copies are kept on this device. Each user's are apart: someone else
 * signing in here never opens them, and what one user left unsent waits for that user's return.
 */
export function deviceCopyPrefix(userId: string): string {
  return `${LOCAL_DB_PREFIX}user:${userId}:`;
}

/** Marks a copy that has been in sync with the server at least once (a document "opened before"). */
const SYNCED_KEY = 'serverSyncedAt';

export interface LocalLoad {
  /** True when this device holds a copy the server once confirmed, so the document can open offline. */
  known: boolean;
}

/** A device-local copy of one document: it applies what it holds, then stores every later update. */
export interface LocalStore {
  readonly loaded: Promise<LocalLoad>;
  /**
   * Says that transactions from `origin` bring the server's updates. The copy stores them but does not hold
   * them against a lost write (see UnstoredUpdates): the server has them. And when this device holds no copy
   * yet, the next one is the server's first sync, the whole document, which Yjs would encode all over again
   * on the way to the first screen, for the copy to store and the provider to ignore: it goes through with
   * the update listeners set aside, and the copy stores the document's whole state once the page is idle.
   */
  serverUpdatesFrom(origin: unknown): void;
  /** Records that the copy has been in sync with the server. */
  markSynced(): void;
  destroy(): Promise<void>;
  /** Closes the copy and deletes it from the device, with what it held: its document was deleted. */
  forget(): Promise<void>;
}

/** Opens the device copy of document `name` into `doc`. */
export type LocalStoreFactory = (name: string, doc: Y.Doc) => LocalStore;

/** How long the whole state of a first sync may wait for an idle moment before it is stored anyway. */
const WHOLE_STATE_WAIT_MS = 300;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: WHOLE_STATE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

function hasContent(doc: Y.Doc): boolean {
  return doc.store.clients.size > 0;
}

/**
 * Yjs encodes each transaction as an update whenever anything listens for updates, and y-indexeddb listens
 * from the start: loading the device copy re-encoded all of it (a fifth of the load, at 480 KB) only for
 * y-indexeddb to ignore its own copy. Its listener is attached once the copy is applied instead; nothing is
 * missed, since y-indexeddb writes the document's whole state just before applying the copy and the apply
 * and the 'synced' event run in one go.
 *
 * `holdUntilStored` listens right after it, so that it sees each update once y-indexeddb's write of it has
 * begun. What earlier pages left unstored is applied then, before the copy counts as loaded.
 */
function listenOnceLoaded(
  persistence: IndexeddbPersistence,
  doc: Y.Doc,
  unstored: UnstoredUpdates,
  holdUntilStored: (update: Uint8Array, origin: unknown) => void,
): void {
  doc.off('update', persistence._storeUpdate);
  persistence.once('synced', () => {
    if (persistence._destroyed) return;
    doc.on('update', persistence._storeUpdate);
    doc.on('update', holdUntilStored);
    // Applied with an origin of its own, so the copy stores it and this page holds it until it has.
    unstored.applyLeftOver(doc, unstored)();
  });
}

/**
 * Holds each edit of `doc` in `unstored` until its IndexedDB write has finished. IndexedDB runs a read of
 * the updates store only once every write to it begun earlier has finished, so the read's end says when.
 * Updates from the copy itself or from the server (`server()`) are not held: the one has them, and the
 * other will send them again.
 */
function holdEditsUntilStored(
  persistence: IndexeddbPersistence,
  unstored: UnstoredUpdates,
  server: () => unknown,
): (update: Uint8Array, origin: unknown) => void {
  return (update, origin) => {
    const db = persistence.db;
    if (!db || persistence._destroyed || origin === persistence || origin === server()) return;
    const [updates] = idb.transact(db, ['updates'], 'readonly');
    if (!updates) return;
    const ticket = unstored.hold(update);
    // An aborted read leaves the update held: a later page applies it again, which changes nothing if the
    // write had finished after all.
    updates.transaction.addEventListener('complete', () => unstored.release(ticket));
    updates.getKey(0);
  };
}

/** Where copies are kept, which can be unknown for a while (nobody signed in on this device yet). */
export interface CopyPrefix {
  current(): string | null;
  /** Calls `listener` when `current()` may have changed; returns how to stop. */
  subscribe(listener: () => void): () => void;
}

/**
 * Local copies in IndexedDB through y-indexeddb, named from `prefix`, or null where there is no IndexedDB
 * (Node, some private windows): documents then work online only. A document opened while the prefix is
 * unknown starts with no copy and gets one as soon as it is known, holding the document's whole state.
 */
export function indexeddbStoreFactory(prefix: string | CopyPrefix): LocalStoreFactory | null {
  if (typeof indexedDB === 'undefined') return null;
  return (name, doc) => {
    if (typeof prefix === 'string') return openCopy(prefix + name, doc);
    const at = prefix.current();
    return at === null ? copyOnceNamed(name, doc, prefix) : openCopy(at + name, doc);
  };
}

/**
 * Sets the update listeners of `doc` aside for the next transaction from `origin` (a first sync, the whole
 * document: Yjs would encode it again for listeners that have no use for it), and calls `then` once they
 * are back. Returns how to stop waiting for that transaction.
 */
function skipEncodingNextFrom(doc: Y.Doc, origin: unknown, then?: () => void): () => void {
  let restore: (() => void) | null = null;
  const setAside = (transaction: Y.Transaction) => {
    if (transaction.origin !== origin) return;
    doc.off('afterTransactionCleanup', setAside);
    restore = setAsideUpdateListeners(doc);
  };
  const putBack = () => {
    if (!restore) return;
    restore();
    restore = null;
    doc.off('afterAllTransactions', putBack);
    then?.();
  };
  doc.on('afterTransactionCleanup', setAside);
  doc.on('afterAllTransactions', putBack);
  return () => {
    doc.off('afterTransactionCleanup', setAside);
    doc.off('afterAllTransactions', putBack);
  };
}

/**
 * The copy of a document opened before its prefix was known: none at first (nothing to load, the server
 * has it all), then, once the prefix is known, a copy opened from the document's whole state, told where
 * the server's updates come from as the copies opened at once are.
 */
function copyOnceNamed(name: string, doc: Y.Doc, prefix: CopyPrefix): LocalStore {
  let copy: LocalStore | null = null;
  let synced = false;
  let server: { origin: unknown } | null = null;
  let stopSkipping: (() => void) | null = null;
  let destroyed = false;
  let opening: Promise<void> | null = null;
  const open = (at: string) => {
    if (destroyed || copy) return;
    stopSkipping?.();
    // Opened after the first sync, the copy starts from the document's whole state, that sync included.
    const opened = openCopy(at + name, doc, synced);
    copy = opened;
    if (server) opened.serverUpdatesFrom(server.origin);
    if (synced) void opened.loaded.then(() => opened.markSynced());
  };
  const destroy = async () => {
    destroyed = true;
    stop();
    stopSkipping?.();
    await opening;
    await copy?.destroy();
  };
  const stop = prefix.subscribe(() => {
    const at = prefix.current();
    if (copy || opening || at === null) return;
    stop();
    // y-indexeddb encodes and writes the document's whole state as the copy opens: once the page is idle,
    // not while it draws the document the first sync just brought (the copy holds nothing until then).
    opening = whenIdle().then(() => open(at));
  });
  return {
    loaded: Promise.resolve({ known: false }),
    serverUpdatesFrom(origin) {
      server = { origin };
      if (copy) copy.serverUpdatesFrom(origin);
      // Only the provider listens for updates until the copy opens, and it ignores its own.
      else stopSkipping = skipEncodingNextFrom(doc, origin);
    },
    markSynced() {
      synced = true;
      copy?.markSynced();
    },
    destroy,
    async forget() {
      await destroy();
      const at = prefix.current();
      if (at !== null) await deleteCopy(at + name);
    },
  };
}

/**
 * Opens the device copy `copyName` of `doc`; `afterFirstSync` when `doc` has already synced with the server
 * (y-indexeddb stores the document's whole state as it opens a copy).
 */
function openCopy(copyName: string, doc: Y.Doc, afterFirstSync = false): LocalStore {
  const persistence = new IndexeddbPersistence(copyName, doc);
  const unstored = new UnstoredUpdates(copyName);
  let server: unknown = undefined;
  const holdUntilStored = holdEditsUntilStored(persistence, unstored, () => server);
  listenOnceLoaded(persistence, doc, unstored, holdUntilStored);
  // y-indexeddb closes the copy when the document is destroyed; destroy() closes it instead, once what is
  // still being written (a first sync's whole state, the sync stamp) is in.
  doc.off('destroy', persistence.destroy);
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
  /** The whole state of a first sync, being stored; the sync stamp waits for it. */
  let wholeState: Promise<unknown> | null = null;
  /** The sync stamp, being written. Closing the copy waits for both: a document closed at once keeps them. */
  let stamping: Promise<unknown> | null = null;
  const destroy = async () => {
    doc.off('update', holdUntilStored);
    await Promise.all([wholeState, stamping]);
    await persistence.destroy().catch(() => undefined);
  };
  const storeWholeState = () =>
    persistence._db.then((db) => {
      if (persistence._destroyed) return;
      const [updates] = idb.transact(db, ['updates']);
      if (!updates) return;
      // y-indexeddb keeps updates as Uint8Arrays; lib0's types name only the other key and value kinds.
      return idb.addAutoKey(updates, Y.encodeStateAsUpdate(doc) as unknown as ArrayBuffer);
    });
  return {
    loaded,
    serverUpdatesFrom(origin) {
      server = origin;
      if (known || afterFirstSync) return;
      skipEncodingNextFrom(doc, origin, () => {
        wholeState = whenIdle()
          .then(storeWholeState)
          .catch(() => undefined);
      });
    },
    markSynced() {
      if (known) return;
      known = true;
      const stamp = () => persistence.set(SYNCED_KEY, Date.now()).catch(() => undefined);
      // Stamped only once the copy holds what the sync brought, so a copy is never "known" without it.
      stamping = wholeState ? wholeState.then(stamp) : stamp();
    },
    destroy,
    async forget() {
      await destroy();
      await deleteCopy(copyName);
    },
  };
}

/** Deletes the device copy named `copyName` (its whole name) and what pages kept of its edits. */
async function deleteCopy(copyName: string): Promise<void> {
  forgetUnstored(`${copyName}#`);
  await clearDocument(copyName).catch(() => undefined);
}

/**
 * Deletes the local copies whose names start with `prefix` (a user's, at their sign-out, so the next person
 * on this device finds nothing), except those of the documents named in `keep`. Unsynced offline edits are
 * lost with them. Browsers without `indexedDB.databases()` keep theirs.
 */
export async function deleteLocalCopies(prefix: string, keep: readonly string[] = []): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const kept = new Set(keep.map((name) => prefix + name));
  if (kept.size === 0) forgetUnstored(prefix);
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .map((database) => database.name)
      .filter((name): name is string => name?.startsWith(prefix) === true && !kept.has(name))
      .map((name) => deleteCopy(name)),
  );
}

/** Copies named before each user's were kept apart: `mindlane:<kind>:<id>`. */
const UNOWNED_COPY = /^mindlane:(mindmap|todolist|board):[^:]+$/;

/**
 * Moves the document copies this device kept before copies were kept per user into `userId`'s: they were
 * written by the user this device remembers, who is `userId`. What they hold is merged into that user's
 * copy (with its sync stamp), then the old copy is deleted. Resolves with the names of the documents moved.
 */
export async function adoptUnownedCopies(userId: string): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const names = (await indexedDB.databases())
    .map((database) => database.name)
    .filter((name): name is string => name !== undefined && UNOWNED_COPY.test(name));
  for (const name of names) {
    const doc = new Y.Doc();
    const old = new IndexeddbPersistence(name, doc);
    await old.whenSynced;
    const stamp: unknown = await old.get(SYNCED_KEY).catch(() => undefined);
    await old.destroy();
    // y-indexeddb stores the document's whole state as it opens a copy, before applying what that holds.
    const mine = new IndexeddbPersistence(deviceCopyPrefix(userId) + name.slice(LOCAL_DB_PREFIX.length), doc);
    await mine.whenSynced;
    if (stamp !== undefined) await mine.set(SYNCED_KEY, stamp as number);
    await mine.destroy();
    doc.destroy();
    await clearDocument(name);
  }
  return names.map((name) => name.slice(LOCAL_DB_PREFIX.length));
}
