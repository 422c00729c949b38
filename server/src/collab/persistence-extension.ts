import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { DB } from '../db/schema';
import type { LogEntry } from '../plugins/app/documents/documents-repository';
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

/**
 * Durable documents: every update from a writable connection is in the database log before it is applied
 * and acknowledged; the debounced store writes a snapshot, deletes exactly the log entries that snapshot
 * contains, and projects the document, all in one transaction. Loading is snapshot + log.
 */
export function createPersistence(app: FastifyInstance, updateLog: UpdateLog, projector: Projector) {
  const { documents } = app.repos;
  const pendingByDocument = new Map<string, LogEntry[]>();

  /** Snapshot, compaction and projection of one document, in one transaction. */
  async function store(documentName: string, document: Y.Doc) {
    const pending = pendingByDocument.get(documentName) ?? [];
    const snapshot = Y.snapshot(document);
    const state = Y.encodeStateAsUpdate(document);
    const contained = pending.filter((entry) => contains(snapshot, entry.update));
    try {
      await app.database.db.transaction().execute(async (trx) => {
        await documents.compact(
          documentName,
          state,
          contained.map((entry) => entry.id),
          app.clock.now(),
          trx,
        );
        await projector.project(trx, documentName, document);
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
      const id = await updateLog.append(documentName, payload);
      pendingByDocument.get(documentName)?.push({ id, update: payload });
    },

    async onStoreDocument({ documentName, document }) {
      await store(documentName, document);
    },

    async afterUnloadDocument({ documentName }) {
      pendingByDocument.delete(documentName);
      projector.forget?.(documentName);
    },
  };
  return { extension, store };
}

export type Persistence = ReturnType<typeof createPersistence>;
