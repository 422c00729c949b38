import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { DocumentStore } from './document-store';
import type { StoreRetries } from './store-retries';

/**
 * Debounced stores running at once; REST writes store directly, outside this queue. Stores of many
 * documents can fall due together (they were edited from the same moment); taking them a few at a time
 * lets the event loop serve sockets between them instead of running every store's preparation at once.
 */
const CONCURRENT_STORES = 2;

/**
 * Snapshots: loading reads the stored snapshot (and the log after it, which the update log replays); the
 * debounced store projects the document and, when one is due, writes a snapshot and deletes the log
 * entries it holds, in one transaction (document-store.ts). A failed store is retried (store-retries.ts).
 */
export function createSnapshotExtension(
  { log }: Pick<FastifyInstance, 'log'>,
  documentStore: DocumentStore,
  retries: StoreRetries,
): Extension {
  const storeQueue = pLimit(CONCURRENT_STORES);

  return {
    extensionName: 'snapshot',
    // Below Redis's, whose store lock comes first; above the update log's, which replays the log this
    // loads after the snapshot.
    priority: 50,

    async onConfigure({ instance }) {
      retries.attach(instance);
    },

    async onLoadDocument({ documentName, document }) {
      await documentStore.load(documentName, document);
    },

    async onStoreDocument({ documentName, document }) {
      try {
        await storeQueue(() => documentStore.store(documentName, document));
        retries.succeeded(documentName);
      } catch (error) {
        retries.retry(documentName, document, error);
        // Hocuspocus keeps a document whose store failed in memory; the retry above stores it.
        throw error;
      }
    },

    /**
     * A document leaving memory with log entries its snapshot lacks is written as one snapshot, so its next
     * load reads that instead of replaying the log. A failure leaves the log as it is: nothing is lost.
     */
    async beforeUnloadDocument({ documentName, document }) {
      if (!documentStore.aheadOfSnapshot(documentName)) return;
      try {
        await document.saveMutex.runExclusive(() => documentStore.store(documentName, document, 'unload'));
      } catch (error) {
        log.warn(
          { err: error, documentName },
          'Snapshot before unloading failed; the update log keeps every change',
        );
      }
    },

    async afterUnloadDocument({ documentName }) {
      documentStore.forget(documentName);
      retries.forget(documentName);
    },
  };
}
