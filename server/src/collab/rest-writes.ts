import type { Document } from '@hocuspocus/server';
import type { DocumentStore } from './document-store';
import type { SizeLimit } from './size-limit-extension';
import type { StoreRetries } from './store-retries';

interface Dependencies {
  sizes: SizeLimit;
  /** The update log's commit: appends an update, falling back to a snapshot. */
  commit(documentName: string, document: Document, update: Uint8Array): Promise<void>;
  documentStore: Pick<DocumentStore, 'store'>;
  retries: StoreRetries;
}

/**
 * Saves a write made in memory outside any connection (a REST write): appended to the update log like a
 * live update (every instance's next store merges it), then stored at once so the next REST read sees it.
 * A failed store is retried in the background instead of reaching the caller: the write is durable in the
 * log already.
 */
export function createRestWrites({ sizes, commit, documentStore, retries }: Dependencies) {
  return {
    async save(documentName: string, document: Document, update: Uint8Array) {
      sizes.add(documentName, update.length);
      await commit(documentName, document, update);
      try {
        await document.saveMutex.runExclusive(() => documentStore.store(documentName, document));
        retries.succeeded(documentName);
      } catch (error) {
        retries.retry(documentName, document, error);
      }
    },
  };
}
