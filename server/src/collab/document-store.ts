import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Author, DB } from '../db/schema';
import { HttpError } from '../http-errors';
import type { LogEntry } from '../plugins/app/documents/documents-repository';
import type { PendingLog } from './pending-log';
import type { SizeLimit } from './size-limit-extension';
import { entriesByAuthor, SYSTEM_AUTHOR, uniqueAuthors, type AuthoredUpdate } from './authors';
import { recordVersion, type ProjectedStore, type VersionCut } from './history/record-version';
import { createVersionTails } from './history/version-tails';
import { createSnapshotCache } from './snapshot-cache';
import { logBytes, replayLog, snapshotContains, withoutUpdateListeners } from './yjs-updates';

/** Writes a document's relational rows inside the transaction that stores its snapshot. */
export interface Projector {
  /**
   * Records what the writes really changed in the change record, with the authors `authors()` names when
   * it is called, in the same synchronous step that reads the document (an update applied in memory while
   * the store awaited something is in what it reads, and its author must be in what it names); null
   * records nothing (a rebuild of the rows in a newer shape).
   */
  project(
    trx: Kysely<DB>,
    documentName: string,
    document: Y.Doc,
    authors: (() => readonly Author[]) | null,
  ): Promise<ProjectionReceipt | undefined>;
  /**
   * Forgets what it cached about a document that left memory, or whose store failed (`receipt`: what
   * that store's project resolved with, if it got that far).
   */
  forget?(documentName: string, receipt?: ProjectionReceipt): void;
  /** The item index changed outside the projection (an append named new items): read it again next time. */
  forgetItems?(documentName: string): void;
  /** Called after a store's transaction committed, with what that store's project resolved with. */
  committed?(documentName: string, document: Y.Doc, receipt: ProjectionReceipt | undefined): void;
}

/**
 * What one store's projection leaves to the rest of its transaction (`projected`, when it recorded: what
 * the document's history takes) and to its commit or rollback (the projector's own, opaque here).
 */
export interface ProjectionReceipt {
  projected?: ProjectedStore;
}

/**
 * When a store also writes a new snapshot. A snapshot is the whole document (several megabytes for a
 * 5,000-card board), while the edits since the last one are already durable in the log, so writing one
 * after every pause in editing spent seconds of database time a minute on a big document and held every
 * other query back. A store writes one once the log since the last snapshot holds this share of the
 * document's size (at least the minimum) or this many entries; when the document leaves memory; and
 * when the document holds changes that are in no log entry (a migration on load). While the log since the
 * snapshot holds only an import's batches (`bulk`), a store waits for the entry count or the unload: the
 * batches come back to back into a growing document, and a snapshot between two of them rewrote all of it
 * each time (14 of the 25 stores of a 10,000-node map); the next store of anyone else's write takes the
 * share rule up again.
 */
export const SNAPSHOT_LOG_SHARE = 0.125;
export const SNAPSHOT_MIN_LOG_BYTES = 64 * 1024;
export const SNAPSHOT_MAX_LOG_ENTRIES = 500;

/** Why a store runs: a pause in editing (or a REST write), the document leaving memory, or a failed log append. */
export type StoreReason = 'edit' | 'unload' | 'durable';

/** Whether a store writes a snapshot, given the log entries since the last one and the document's size. */
export function snapshotDue(
  reason: StoreReason,
  log: readonly LogEntry[],
  documentBytes: number,
  unlogged: boolean,
  bulk = false,
): boolean {
  if (reason === 'durable' || unlogged) return true;
  if (log.length === 0) return false;
  if (reason === 'unload' || log.length >= SNAPSHOT_MAX_LOG_ENTRIES) return true;
  if (bulk) return false;
  return logBytes(log) >= Math.max(SNAPSHOT_MIN_LOG_BYTES, documentBytes * SNAPSHOT_LOG_SHARE);
}

/**
 * The REST writes a store appends to the log (rest-writes.ts): `updates` may grow until the store calls
 * `close`, which it does before it reads the document to project it.
 */
export interface Appending {
  readonly updates: readonly AuthoredUpdate[];
  close(): void;
}

const NOTHING_APPENDED: Appending = { updates: [], close: () => undefined };

/**
 * The document was deleted while open: nothing of it is written any more. A REST write that meets it
 * answers 404, as it would had it come a moment later.
 */
export class DocumentGoneError extends HttpError {
  constructor(readonly documentName: string) {
    super(404, 'This document was deleted.');
  }
}

/**
 * Each open document's stored state: its snapshot, read at load and written by the store, which also
 * compacts the update log and projects the document, in one transaction. The log entries the snapshot
 * lacks are the pending log's.
 */
export function createDocumentStore(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'database'>,
  { pendingLog, sizes, projector }: { pendingLog: PendingLog; sizes: SizeLimit; projector: Projector },
) {
  const { documents } = app.repos;
  /** How many snapshots each open document had when this instance last loaded or stored it. */
  const seqByDocument = new Map<string, number>();
  /** Open documents holding changes that are in no log entry (migrated on load): their next store snapshots. */
  const unlogged = new Set<string>();
  /** Open documents whose log since the snapshot holds only an import's batches (snapshotDue's `bulk`). */
  const importing = new Set<string>();
  const snapshots = createSnapshotCache();
  /** When each open document's row was made: with its snapshot count, names the snapshot kept above. */
  const createdAtByDocument = new Map<string, Date>();
  /** Each open document's open version as this instance last wrote it, and what it gained since. */
  const tails = createVersionTails();

  /**
   * Reads a document's stored snapshot and the log entries after it, in one read; applies the snapshot
   * and leaves the entries in the pending log for the update log to replay.
   */
  async function load(documentName: string, document: Y.Doc) {
    const stored = await documents.load(documentName, undefined, snapshots.known(documentName));
    // Deleted since whoever opened it looked it up: a REST write answers 404, the card/to-do rule skips it.
    if (!stored) throw new DocumentGoneError(documentName);
    let snapshot = stored.snapshot === undefined ? snapshots.take(documentName) : stored.snapshot;
    // Let go of meanwhile (another document loaded or stored in between): read after all. A snapshot stored
    // since the load's view holds everything the one it saw did, so the log read with it still completes it.
    if (snapshot === undefined) snapshot = await documents.snapshotOf(documentName);
    if (snapshot) {
      const bytes = snapshot;
      snapshots.keep(documentName, { seq: stored.seq, createdAt: stored.createdAt, bytes });
      withoutUpdateListeners(document, () => Y.applyUpdate(document, bytes));
    } else snapshots.forget(documentName);
    createdAtByDocument.set(documentName, stored.createdAt);
    seqByDocument.set(documentName, stored.seq);
    pendingLog.set(documentName, stored.log);
    sizes.set(documentName, snapshot?.length ?? 0);
  }

  /**
   * Projection of one document, with a snapshot and compaction when one is due (snapshotDue), in one
   * transaction under the document row's lock. What other instances saved first joins the document: their
   * snapshot, if one was stored since this instance last saw it, and log entries this instance has not
   * applied (a REST write on another instance whose broadcast has not arrived yet). So no store ever drops
   * a change another one saved. False when the document no longer exists (deleted while open): nothing is
   * written then. `appending` (REST writes applied in memory) is appended to the log in the same
   * transaction (one entry a statement, oneEntry), so it is durable exactly when the rows that show it
   * are; the items it adds join the item index through the projection of that same transaction. Writes
   * may join `appending` until the store reads the document (it calls `close` then): those that joined
   * after the first step are appended by one more statement.
   */
  async function store(
    documentName: string,
    document: Y.Doc,
    reason: StoreReason = 'edit',
    appending: Appending = NOTHING_APPENDED,
    named: VersionCut | null = null,
  ): Promise<boolean> {
    const pending = pendingLog.of(documentName);
    // The document's history takes the store in its transaction (a name cuts the open version now).
    const gained = tails.known(documentName, document);
    let openVersion = gained.version;
    const history = async (trx: Kysely<DB>) => {
      if (!receipt?.projected) return;
      const { versions } = app.repos;
      openVersion = await recordVersion(
        versions,
        trx,
        documentName,
        document,
        receipt.projected,
        named,
        gained,
      );
    };
    let stored: { seq: number; contained: Set<LogEntry>; known: LogEntry[]; state: Uint8Array | null } | null;
    /** What this store's projection resolved with, for its commit or its rollback (Projector). */
    let receipt: ProjectionReceipt | undefined;
    try {
      stored = await app.database.db.transaction().execute(async (trx) => {
        // The writes a store appends in one statement, as one log entry an author (entriesByAuthor): the
        // log (and what other instances replay of it) grows by a row or so a store rather than one a write,
        // so a document under a stream of REST writes reaches a snapshot ten times less often.
        const first = appending.updates.slice();
        const firstEntries = entriesByAuthor(first);
        const locked = await documents.lockLogAndAppend(
          documentName,
          pending.map((entry) => entry.id),
          firstEntries.map((entry) => entry.update),
          trx,
          firstEntries.map((entry) => entry.authors),
        );
        if (locked === null) return null;
        const { seq, others, appended } = locked;
        if (seq !== seqByDocument.get(documentName)) {
          const snapshot = await documents.snapshotOf(documentName, trx);
          if (snapshot) Y.applyUpdate(document, snapshot);
        }
        const { applied, rejected } = replayLog(document, others);
        for (const { entry, reason } of rejected) await documents.reject(documentName, entry, reason, trx);
        // From here on the document is read: what joins later waits for the next store.
        appending.close();
        const lateEntries = entriesByAuthor(appending.updates.slice(first.length));
        const lateIds =
          lateEntries.length === 0
            ? []
            : await documents.append(
                lateEntries.map(({ update, authors }) => ({ name: documentName, update, authors })),
                trx,
                { projected: true },
              );
        const entries = [...firstEntries, ...lateEntries];
        const own = [...appended, ...lateIds].map((id, index) => ({ id, update: entries[index]!.update }));
        const known = [...pending, ...own, ...applied];
        // Who wrote what this store projects: the entries no store projected before, the updates in memory
        // whose log append has not committed yet, and on a document migrated on load, the system. Named
        // when the projector reads the document, not now: a write applied in memory during an await below
        // (the compaction) is projected by this store, and its author is writing by then.
        const authors = () =>
          uniqueAuthors([
            ...locked.authors,
            ...lateEntries.flatMap((entry) => entry.authors),
            ...pendingLog.authorsWriting(documentName),
            ...(unlogged.has(documentName) ? [SYSTEM_AUTHOR] : []),
          ]);
        // The log since the snapshot holds an import's batches and no one else's write: the stores
        // between its batches (its writes' own, and the connection's store after each) add to it.
        const writers = authors();
        if (writers.length > 0 && writers.every((one) => one.kind === 'import')) importing.add(documentName);
        else if (writers.length > 0) importing.delete(documentName);
        const bulk = importing.has(documentName);
        if (!snapshotDue(reason, known, sizes.sizeOf(documentName), unlogged.has(documentName), bulk)) {
          // The log keeps the changes; only the relational rows follow the document now.
          receipt = await projector.project(trx, documentName, document, authors);
          await history(trx);
          return { seq, contained: new Set<LogEntry>(), known, state: null };
        }
        const snapshot = Y.snapshot(document);
        const state = Y.encodeStateAsUpdate(document);
        const contained = known.filter((entry) => snapshotContains(snapshot, entry.update));
        const compacted = contained.map((entry) => entry.id);
        if (!(await documents.compact(documentName, state, seq + 1, compacted, app.clock.now(), trx))) {
          return null;
        }
        receipt = await projector.project(trx, documentName, document, authors);
        await history(trx);
        return { seq: seq + 1, contained: new Set(contained), known, state };
      });
    } catch (error) {
      // The projector's memory of what it wrote went back with the transaction, and so did the version's.
      projector.forget?.(documentName, receipt);
      tails.failed(documentName);
      throw error;
    }
    if (stored === null) return false;
    tails.wrote(documentName, openVersion);
    projector.committed?.(documentName, document, receipt);
    const { seq, contained, known, state } = stored;
    if (state) {
      const createdAt = createdAtByDocument.get(documentName);
      if (createdAt) snapshots.keep(documentName, { seq, createdAt, bytes: state });
      sizes.set(documentName, state.length);
      unlogged.delete(documentName);
      importing.delete(documentName);
    }
    seqByDocument.set(documentName, seq);
    pendingLog.stored(documentName, known, contained);
    return true;
  }

  function forget(documentName: string) {
    createdAtByDocument.delete(documentName);
    tails.forget(documentName);
    seqByDocument.delete(documentName);
    unlogged.delete(documentName);
    importing.delete(documentName);
    projector.forget?.(documentName);
  }

  return {
    load,
    store,
    /** The document holds changes that are in no log entry (migrated on load): its next store snapshots. */
    markUnlogged(documentName: string) {
      unlogged.add(documentName);
    },
    /** Whether the open document holds anything its stored snapshot lacks. */
    aheadOfSnapshot(documentName: string) {
      return pendingLog.of(documentName).length > 0 || unlogged.has(documentName);
    },
    /** The document left memory. */
    forget,
    /** The document was deleted: nothing of it is kept, not even its snapshot for a later load. */
    discard(documentName: string) {
      forget(documentName);
      snapshots.forget(documentName);
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
