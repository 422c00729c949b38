import type { Document, Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { DB } from '../db/schema';
import type { LogEntry } from '../plugins/app/documents/documents-repository';
import { DOCUMENT_TOO_LARGE_CODE, DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import { createAcknowledgementGate } from './acknowledgements';
import { createLimiter } from './limiter';
import { migrateDocument } from './migrate-document';
import type { UpdateLog } from './update-log';

const SYNC_STEP_2 = 1;
const UPDATE = 2;

/** Writes a document's relational rows inside the transaction that stores its snapshot. */
export interface Projector {
  project(trx: Kysely<DB>, documentName: string, document: Y.Doc): Promise<void>;
  /** Forgets what it cached about a document that left memory. */
  forget?(documentName: string): void;
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
 * Durable documents: every update from a writable connection is committed to the database log before it
 * is acknowledged (it is applied and broadcast meanwhile, see acknowledgements.ts); the debounced store
 * writes a snapshot, deletes exactly the log entries that snapshot contains, and projects the document, all
 * in one transaction. Loading is snapshot + log.
 */
export function createPersistence(app: FastifyInstance, updateLog: UpdateLog, projector: Projector) {
  const { documents } = app.repos;
  const pendingByDocument = new Map<string, LogEntry[]>();
  /**
   * Each open document's size in bytes, from above: its stored snapshot and log at load, or its encoded
   * state at the last store, plus every update accepted since (updates overlap; each store corrects it).
   */
  const sizeByDocument = new Map<string, number>();
  const maxBytes = app.config.COLLAB_MAX_DOCUMENT_BYTES;
  const storeQueue = createLimiter(CONCURRENT_STORES);
  const sizeOf = (documentName: string) => sizeByDocument.get(documentName) ?? 0;
  const roomLeft = (documentName: string) => maxBytes - sizeOf(documentName);

  /**
   * Snapshot, compaction and projection of one document, in one transaction. False when the document no
   * longer exists (deleted while open): nothing is written then.
   */
  async function store(documentName: string, document: Y.Doc): Promise<boolean> {
    const pending = pendingByDocument.get(documentName) ?? [];
    const snapshot = Y.snapshot(document);
    const state = Y.encodeStateAsUpdate(document);
    sizeByDocument.set(documentName, state.length);
    const contained = pending.filter((entry) => contains(snapshot, entry.update));
    let exists = false;
    try {
      await app.database.db.transaction().execute(async (trx) => {
        const ids = contained.map((entry) => entry.id);
        exists = await documents.compact(documentName, state, ids, app.clock.now(), trx);
        if (exists) await projector.project(trx, documentName, document);
      });
    } catch (error) {
      // The projector's memory of what it wrote went back with the transaction.
      projector.forget?.(documentName);
      throw error;
    }
    const done = new Set(contained);
    pendingByDocument.set(
      documentName,
      (pendingByDocument.get(documentName) ?? []).filter((entry) => !done.has(entry)),
    );
    return exists;
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
        const exists = await document.saveMutex.runExclusive(() => store(documentName, document));
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

  async function commit(documentName: string, document: Document, update: Uint8Array) {
    try {
      const id = await updateLog.append(documentName, update);
      pendingByDocument.get(documentName)?.push({ id, update });
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
      const stored = await documents.load(documentName);
      if (!stored) throw new Error(`No stored document ${documentName}`);
      if (stored.snapshot) Y.applyUpdate(document, stored.snapshot);
      const { applied, rejected } = replayLog(document, stored.log);
      for (const { entry, reason } of rejected) {
        app.log.warn({ documentName, updateId: entry.id, reason }, 'Skipped a log entry that does not apply');
        await documents.reject(documentName, entry, reason);
      }
      pendingByDocument.set(documentName, applied);
      const storedBytes = applied.reduce(
        (sum, entry) => sum + entry.update.length,
        stored.snapshot?.length ?? 0,
      );
      sizeByDocument.set(documentName, storedBytes);
      const migration = migrateDocument(documentName, document);
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
      Y.decodeUpdate(payload);
      // A client already in sync answers with an empty step 2: nothing to keep.
      if (type === SYNC_STEP_2 && contains(Y.snapshot(document), payload)) return;
      if (payload.length > roomLeft(documentName)) {
        app.log.warn({ documentName, maxBytes }, 'Refused an update past the document size cap');
        throw new DocumentTooLargeError(`${documentName} would exceed ${maxBytes} bytes`);
      }
      sizeByDocument.set(documentName, sizeOf(documentName) + payload.length);
      acknowledgements.hold(connection, commit(documentName, document, payload));
    },

    async onStoreDocument({ documentName, document }) {
      await storeQueue(() => store(documentName, document));
    },

    async afterUnloadDocument({ documentName }) {
      pendingByDocument.delete(documentName);
      sizeByDocument.delete(documentName);
      projector.forget?.(documentName);
    },
  };
  return {
    extension,
    store,
    /** Whether an open document is at its size cap (a REST write into it is refused then). */
    isFull: (documentName: string) => roomLeft(documentName) <= 0,
  };
}

export type Persistence = ReturnType<typeof createPersistence>;
