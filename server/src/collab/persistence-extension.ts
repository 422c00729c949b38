import type { Document, Extension, Hocuspocus } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { DB } from '../db/schema';
import type { LogEntry } from '../plugins/app/documents/documents-repository';
import { DOCUMENT_TOO_LARGE_CODE, DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import { parseDocumentName } from '@shared/schema/document-name';
import { addedItemIds } from '@shared/schema/items';
import { setAsideUpdateListeners } from '@shared/schema/update-listeners';
import { createAcknowledgementGate } from './acknowledgements';
import { createLimiter } from './limiter';
import { createSnapshotCache } from './snapshot-cache';
import { migrateDocument } from './migrate-document';
import type { UpdateLog } from './update-log';

const SYNC_STEP_2 = 1;
const UPDATE = 2;

/** Writes a document's relational rows inside the transaction that stores its snapshot. */
export interface Projector {
  project(trx: Kysely<DB>, documentName: string, document: Y.Doc): Promise<void>;
  /** Forgets what it cached about a document that left memory. */
  forget?(documentName: string): void;
  /** The item index changed outside the projection (an append named new items): read it again next time. */
  forgetItems?(documentName: string): void;
  /** Called after a store's transaction committed. */
  committed?(documentName: string, document: Y.Doc): void;
}

/** Applies each stored log entry to `document`, returning the applied and the rejected ones. */
export function replayLog(document: Y.Doc, log: LogEntry[]) {
  const applied: LogEntry[] = [];
  const rejected: Array<{ entry: LogEntry; reason: string }> = [];
  for (const entry of log) {
    try {
      Y.applyUpdate(document, entry.update);
      applied.push(entry);
    } catch (error) {
      rejected.push({ entry, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { applied, rejected };
}

/**
 * Runs `apply` on a document with its 'update' listeners set aside: a document being loaded has no
 * connection yet, so encoding what it loads (its whole snapshot) as an update would be spent on nothing.
 */
export function withoutUpdateListeners<T>(document: Y.Doc, apply: () => T): T {
  const restore = setAsideUpdateListeners(document);
  try {
    return apply();
  } finally {
    restore();
  }
}

function contains(snapshot: Y.Snapshot, update: Uint8Array): boolean {
  try {
    return Y.snapshotContainsUpdate(snapshot, update);
  } catch {
    return false;
  }
}

/** Thrown from beforeSync: Hocuspocus closes the connection with this code and reason, keeping nothing. */
class DocumentTooLargeError extends Error {
  code = DOCUMENT_TOO_LARGE_CODE;
  reason = DOCUMENT_TOO_LARGE_REASON;
}

class DocumentGoneError extends Error {
  constructor(documentName: string) {
    super(`Document ${documentName} was deleted`);
  }
}

/** Debounced stores running at once; REST writes store directly, outside this queue. */
const CONCURRENT_STORES = 2;

/** How long a failed snapshot waits before it is tried again, growing up to the last figure. */
const STORE_RETRY_MS = [250, 1_000, 5_000, 15_000];

/**
 * When a store also writes a new snapshot. A snapshot is the whole document (several megabytes for a
 * 5,000-card board), while the edits since the last one are already durable in the log, so writing one
 * after every pause in editing spent seconds of database time a minute on a big document and held every
 * other query back. A store writes one once the log since the last snapshot holds this share of the
 * document's size (at least the minimum) or this many entries; when the document leaves memory; and
 * when the document holds changes that are in no log entry (a migration on load).
 */
export const SNAPSHOT_LOG_SHARE = 0.125;
export const SNAPSHOT_MIN_LOG_BYTES = 64 * 1024;
export const SNAPSHOT_MAX_LOG_ENTRIES = 500;

/** Why a store runs: a pause in editing (or a REST write), the document leaving memory, or a failed log append. */
type StoreReason = 'edit' | 'unload' | 'durable';

/** Whether a store writes a snapshot, given the log entries since the last one and the document's size. */
export function snapshotDue(
  reason: StoreReason,
  log: readonly LogEntry[],
  documentBytes: number,
  unlogged: boolean,
): boolean {
  if (reason === 'durable' || unlogged) return true;
  if (log.length === 0) return false;
  if (reason === 'unload' || log.length >= SNAPSHOT_MAX_LOG_ENTRIES) return true;
  const logBytes = log.reduce((sum, entry) => sum + entry.update.length, 0);
  return logBytes >= Math.max(SNAPSHOT_MIN_LOG_BYTES, documentBytes * SNAPSHOT_LOG_SHARE);
}

/**
 * Durable documents: every update from a writable connection is committed to the database log before it
 * is acknowledged (it is applied and broadcast meanwhile, see acknowledgements.ts); the debounced store
 * writes a snapshot, deletes exactly the log entries that snapshot contains, and projects the document, all
 * in one transaction. Loading is snapshot + log.
 */
export function createPersistence(app: FastifyInstance, updateLog: UpdateLog, projector: Projector) {
  const { documents } = app.repos;
  const pendingByDocument = new Map<string, LogEntry[]>();
  /** How many snapshots each open document had when this instance last loaded or stored it. */
  const seqByDocument = new Map<string, number>();
  /** Open documents holding changes that are in no log entry (migrated on load): their next store snapshots. */
  const unlogged = new Set<string>();
  /** Failed stores in a row per document, and the timer of the next try. */
  const failures = new Map<string, { count: number; timer: NodeJS.Timeout | null }>();
  let instance: Hocuspocus | null = null;
  /**
   * Each open document's size in bytes, from above: its stored snapshot and log at load, or its encoded
   * state at the last store, plus every update accepted since (updates overlap; each store corrects it).
   */
  const sizeByDocument = new Map<string, number>();
  const maxBytes = app.config.COLLAB_MAX_DOCUMENT_BYTES;
  const storeQueue = createLimiter(CONCURRENT_STORES);
  const snapshots = createSnapshotCache();
  /** When each open document's row was made: with its snapshot count, names the snapshot kept above. */
  const createdAtByDocument = new Map<string, Date>();
  const sizeOf = (documentName: string) => sizeByDocument.get(documentName) ?? 0;
  const roomLeft = (documentName: string) => maxBytes - sizeOf(documentName);

  /**
   * Projection of one document, with a snapshot and compaction when one is due (snapshotDue), in one
   * transaction under the document row's lock. What other instances saved first joins the document: their
   * snapshot, if one was stored since this instance last saw it, and log entries this instance has not
   * applied (a REST write on another instance whose broadcast has not arrived yet). So no store ever drops
   * a change another one saved. False when the document no longer exists (deleted while open): nothing is
   * written then.
   */
  async function store(
    documentName: string,
    document: Y.Doc,
    reason: StoreReason = 'edit',
  ): Promise<boolean> {
    const pending = pendingByDocument.get(documentName) ?? [];
    let stored: { seq: number; contained: Set<LogEntry>; known: LogEntry[]; state: Uint8Array | null } | null;
    try {
      stored = await app.database.db.transaction().execute(async (trx) => {
        const seq = await documents.lockForStore(documentName, trx);
        if (seq === null) return null;
        if (seq !== seqByDocument.get(documentName)) {
          const snapshot = await documents.snapshotOf(documentName, trx);
          if (snapshot) Y.applyUpdate(document, snapshot);
        }
        const others = await documents.logExcept(
          documentName,
          pending.map((entry) => entry.id),
          trx,
        );
        const { applied, rejected } = replayLog(document, others);
        for (const { entry, reason } of rejected) await documents.reject(documentName, entry, reason, trx);
        const known = [...pending, ...applied];
        if (!snapshotDue(reason, known, sizeOf(documentName), unlogged.has(documentName))) {
          // The log keeps the changes; only the relational rows follow the document now.
          await projector.project(trx, documentName, document);
          return { seq, contained: new Set<LogEntry>(), known, state: null };
        }
        const snapshot = Y.snapshot(document);
        const state = Y.encodeStateAsUpdate(document);
        const contained = known.filter((entry) => contains(snapshot, entry.update));
        const ids = contained.map((entry) => entry.id);
        if (!(await documents.compact(documentName, state, seq + 1, ids, app.clock.now(), trx))) return null;
        await projector.project(trx, documentName, document);
        return { seq: seq + 1, contained: new Set(contained), known, state };
      });
    } catch (error) {
      // The projector's memory of what it wrote went back with the transaction.
      projector.forget?.(documentName);
      throw error;
    }
    if (stored === null) return false;
    projector.committed?.(documentName, document);
    const { seq, contained, known, state } = stored;
    if (state) {
      const createdAt = createdAtByDocument.get(documentName);
      if (createdAt) snapshots.keep(documentName, { seq, createdAt, bytes: state });
      sizeByDocument.set(documentName, state.length);
      unlogged.delete(documentName);
    }
    seqByDocument.set(documentName, seq);
    // What the log still holds for this document: the entries read now that the snapshot did not take in
    // (other instances' too, so the next store does not read them again), and those committed meanwhile.
    const read = new Set(known);
    const committedMeanwhile = (pendingByDocument.get(documentName) ?? []).filter(
      (entry) => !read.has(entry),
    );
    pendingByDocument.set(documentName, [
      ...known.filter((entry) => !contained.has(entry)),
      ...committedMeanwhile,
    ]);
    return true;
  }

  /**
   * A store failed (the database refused a row, or is away): every change is still in the update log, so
   * nothing is lost. The document stays in memory and is stored again with backoff; others are untouched.
   */
  function retryStore(documentName: string, document: Document, error: unknown) {
    const failure = failures.get(documentName) ?? { count: 0, timer: null };
    failure.count += 1;
    failures.set(documentName, failure);
    const wait = STORE_RETRY_MS[Math.min(failure.count - 1, STORE_RETRY_MS.length - 1)]!;
    app.log.error(
      { err: error, documentName, failures: failure.count, retryInMs: wait },
      'Storing a document failed; its changes are in the update log and the store will be retried',
    );
    if (failure.timer) return;
    failure.timer = setTimeout(() => {
      failure.timer = null;
      if (document.isDestroyed) return;
      document.saveMutex
        .runExclusive(() => store(documentName, document, 'unload'))
        .then(
          () => {
            failures.delete(documentName);
            void instance?.unloadDocument(document);
          },
          (retryError: unknown) => retryStore(documentName, document, retryError),
        );
    }, wait);
    failure.timer.unref();
  }

  /** Stores at once; a failure is retried in the background instead of reaching the caller. */
  async function storeNow(documentName: string, document: Document) {
    try {
      await document.saveMutex.runExclusive(() => store(documentName, document));
      failures.delete(documentName);
    } catch (error) {
      retryStore(documentName, document, error);
    }
  }

  const acknowledgements = createAcknowledgementGate((connection, error) => {
    const level = error instanceof DocumentGoneError ? 'warn' : 'error';
    app.log[level]({ err: error, documentName: connection.document.name }, 'An update could not be saved');
    connection.close({ code: 1011, reason: 'Update not saved' });
  });

  /**
   * Makes an update that is already applied in memory durable when its log append failed: a snapshot holds
   * it too. Retried while the document stays loaded, since the update's acknowledgement waits on it.
   */
  async function storeUntilDurable(documentName: string, document: Document) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const exists = await document.saveMutex.runExclusive(() => store(documentName, document, 'durable'));
        if (!exists) throw new DocumentGoneError(documentName);
        return;
      } catch (error) {
        if (error instanceof DocumentGoneError || document.isDestroyed) throw error;
        const wait = STORE_RETRY_MS[Math.min(attempt, STORE_RETRY_MS.length - 1)]!;
        app.log.warn({ err: error, documentName, wait }, 'Snapshot failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** Makes an update durable: appended to the log with the items it adds to the document's index. */
  async function commit(
    documentName: string,
    document: Document,
    update: Uint8Array,
    structs = Y.decodeUpdate(update).structs,
  ) {
    const kind = parseDocumentName(documentName)?.kind;
    const items = kind ? addedItemIds(kind, structs) : [];
    try {
      const id = await updateLog.append(documentName, update, items);
      pendingByDocument.get(documentName)?.push({ id, update });
      if (items.length > 0) projector.forgetItems?.(documentName);
    } catch (error) {
      // Deleted while open: the connection closes and the document unloads, with nothing left to save.
      const gone = await documents.workspaceOf(documentName).then(
        (workspaceId) => workspaceId === null,
        () => false,
      );
      if (gone) throw new DocumentGoneError(documentName);
      app.log.warn({ err: error, documentName }, 'Log append failed; saving a snapshot instead');
      await storeUntilDurable(documentName, document);
    }
  }

  const extension: Extension = {
    extensionName: 'persistence',

    async onLoadDocument({ documentName, document }) {
      const stored = await documents.load(documentName, undefined, snapshots.known(documentName));
      if (!stored) throw new Error(`No stored document ${documentName}`);
      let snapshot = stored.snapshot === undefined ? snapshots.take(documentName) : stored.snapshot;
      // Let go of meanwhile (another document loaded or stored in between): read after all.
      if (snapshot === undefined) snapshot = await documents.snapshotOf(documentName);
      if (snapshot)
        snapshots.keep(documentName, { seq: stored.seq, createdAt: stored.createdAt, bytes: snapshot });
      else snapshots.forget(documentName);
      createdAtByDocument.set(documentName, stored.createdAt);
      const { applied, rejected } = withoutUpdateListeners(document, () => {
        if (snapshot) Y.applyUpdate(document, snapshot);
        return replayLog(document, stored.log);
      });
      for (const { entry, reason } of rejected) {
        app.log.warn({ documentName, updateId: entry.id, reason }, 'Skipped a log entry that does not apply');
        await documents.reject(documentName, entry, reason);
      }
      pendingByDocument.set(documentName, applied);
      seqByDocument.set(documentName, stored.seq);
      const storedBytes = applied.reduce((sum, entry) => sum + entry.update.length, snapshot?.length ?? 0);
      sizeByDocument.set(documentName, storedBytes);
      const migration = migrateDocument(documentName, document);
      if (migration && migration.to !== migration.from) unlogged.add(documentName);
      if (migration?.newer) {
        app.log.warn(
          { documentName, version: migration.from },
          'Document is newer than this server understands',
        );
      }
    },

    async beforeSync({ type, payload, connection, documentName, document }) {
      if ((type !== SYNC_STEP_2 && type !== UPDATE) || connection.readOnly) return;
      // Refuse what is not a Yjs update before it reaches the log (Hocuspocus closes the connection).
      const { structs } = Y.decodeUpdate(payload);
      // A client already in sync answers with an empty step 2: nothing to keep.
      if (type === SYNC_STEP_2 && contains(Y.snapshot(document), payload)) return;
      if (payload.length > roomLeft(documentName)) {
        app.log.warn({ documentName, maxBytes }, 'Refused an update past the document size cap');
        throw new DocumentTooLargeError(`${documentName} would exceed ${maxBytes} bytes`);
      }
      sizeByDocument.set(documentName, sizeOf(documentName) + payload.length);
      acknowledgements.hold(connection, commit(documentName, document, payload, structs));
    },

    async onConfigure(payload) {
      instance = payload.instance;
    },

    async onStoreDocument({ documentName, document }) {
      try {
        await storeQueue(() => store(documentName, document));
        failures.delete(documentName);
      } catch (error) {
        retryStore(documentName, document, error);
        // Hocuspocus keeps a document whose store failed in memory; the retry above stores it.
        throw error;
      }
    },

    /**
     * A document leaving memory with log entries its snapshot lacks is written as one snapshot, so its next
     * load reads that instead of replaying the log. A failure leaves the log as it is: nothing is lost.
     */
    async beforeUnloadDocument({ documentName, document }) {
      const logged = pendingByDocument.get(documentName) ?? [];
      if (logged.length === 0 && !unlogged.has(documentName)) return;
      try {
        await document.saveMutex.runExclusive(() => store(documentName, document, 'unload'));
      } catch (error) {
        app.log.warn(
          { err: error, documentName },
          'Snapshot before unloading failed; the update log keeps every change',
        );
      }
    },

    async afterUnloadDocument({ documentName }) {
      pendingByDocument.delete(documentName);
      createdAtByDocument.delete(documentName);
      seqByDocument.delete(documentName);
      sizeByDocument.delete(documentName);
      unlogged.delete(documentName);
      const failure = failures.get(documentName);
      if (failure?.timer) clearTimeout(failure.timer);
      failures.delete(documentName);
      projector.forget?.(documentName);
    },
  };
  return {
    extension,
    /**
     * Saves a write made in memory outside any connection (a REST write): appended to the update log like
     * a live update (every instance's next store merges it), then stored at once so the next REST read
     * sees it. A failed store is retried in the background: the write is durable in the log already.
     */
    async saveWrite(documentName: string, document: Document, update: Uint8Array) {
      sizeByDocument.set(documentName, sizeOf(documentName) + update.length);
      await commit(documentName, document, update);
      await storeNow(documentName, document);
    },
    /** Whether an open document is at its size cap (a REST write into it is refused then). */
    isFull: (documentName: string) => roomLeft(documentName) <= 0,
  };
}

export type Persistence = ReturnType<typeof createPersistence>;
