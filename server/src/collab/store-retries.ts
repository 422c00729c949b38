import type { Document, Hocuspocus } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { DocumentGoneError, type DocumentStore } from './document-store';

/** How long a failed store waits before it is tried again, growing up to the last figure. */
const STORE_RETRY_MS = [250, 1_000, 5_000, 15_000];

const retryWait = (attempt: number) => STORE_RETRY_MS[Math.min(attempt, STORE_RETRY_MS.length - 1)]!;

/**
 * Stores that failed (the database refused a row, or is away), tried again with backoff while their
 * document stays in memory. Every change is in the update log meanwhile, so nothing is lost, and other
 * documents store as usual.
 */
export function createStoreRetries(
  { log }: Pick<FastifyInstance, 'log'>,
  { store }: Pick<DocumentStore, 'store'>,
) {
  /** Failed stores in a row per document, and the timer of the next try. */
  const failures = new Map<string, { count: number; timer: NodeJS.Timeout | null }>();
  let instance: Hocuspocus | null = null;

  /** A store of an open document failed: it stays in memory and is stored again later. */
  function retry(documentName: string, document: Document, error: unknown) {
    const failure = failures.get(documentName) ?? { count: 0, timer: null };
    failure.count += 1;
    failures.set(documentName, failure);
    const wait = retryWait(failure.count - 1);
    log.error(
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
          (retryError: unknown) => retry(documentName, document, retryError),
        );
    }, wait);
    failure.timer.unref();
  }

  return {
    /** The server whose documents are stored: a document stored at last unloads if nothing holds it. */
    attach(hocuspocus: Hocuspocus) {
      instance = hocuspocus;
    },

    retry,

    /** A store of the document succeeded: its next failure starts the backoff from the beginning. */
    succeeded(documentName: string) {
      failures.delete(documentName);
    },

    /**
     * Makes an update that is already applied in memory durable when its log append failed: a snapshot
     * holds it too. Retried while the document stays loaded, since the update's acknowledgement waits on it.
     */
    async storeUntilDurable(documentName: string, document: Document) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const exists = await document.saveMutex.runExclusive(() =>
            store(documentName, document, 'durable'),
          );
          if (!exists) throw new DocumentGoneError(documentName);
          return;
        } catch (error) {
          if (error instanceof DocumentGoneError || document.isDestroyed) throw error;
          const wait = retryWait(attempt);
          log.warn({ err: error, documentName, wait }, 'Snapshot failed; retrying');
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },

    /** The document left memory: its next try is called off. */
    forget(documentName: string) {
      const failure = failures.get(documentName);
      if (failure?.timer) clearTimeout(failure.timer);
      failures.delete(documentName);
    },
  };
}

export type StoreRetries = ReturnType<typeof createStoreRetries>;
